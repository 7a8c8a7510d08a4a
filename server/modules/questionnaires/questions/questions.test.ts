import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionMessages, type QuestionListData, type QuestionView } from '@shared/contracts/questions';
import { createTestApp, type TestApp, type TestUser } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';
import { withTenant } from '@server/db/tenant-isolation';
import { buildDemoQuestionnaire, demoQuestions } from '../demo-workbook';
import { questionnaireOrg, reviewFile, sqlCount } from '../test-support';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
let workbook: Buffer;
const R = '/api/v1/questionnaire/request';

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
  workbook = await buildDemoQuestionnaire();
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function list(F: string, user: TestUser = v.admin, query = '') {
  const res = await call(user, 'GET', `${F}/question/?length=100${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: QuestionListData; pagination: { total_count: number; answered: number; all: number } };
}

const detail = (res: { json(): unknown }) => (res.json() as { errors: { detail: string }[] }).errors[0]!.detail;
const outbox = (to: string) => sqlCount(t, v.org, sql`select count(*)::int as n from mail_messages where "to" = ${to}`);

describe('the questions table', () => {
  it('lists a file’s questions with every field of a question and the toolbar counters', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const { data, pagination } = await list(F);
    expect(pagination.total_count).toBe(demoQuestions.length);
    expect(data.counters).toMatchObject({ all: 20, approved: 0, answered: 0, unanswered: 20 });
    expect(data.counters.groups['Security Questions']).toMatchObject({ all: 20 });
    const q = data.questions[0]!;
    expect(q).toMatchObject({
      sequence_num: 1,
      question: demoQuestions[0]!.question,
      status: 'DRAFT',
      answer_options: ['Yes', 'No', 'N/A'],
      available_options: ['Yes', 'No', 'N/A'],
      has_comments: false,
      ai_regeneration_count: 0,
      group: 'Security Questions',
    });
    expect(q.external_ref).toBe('GOV-01');
  });

  it('filters by search, status, answer state, assignee and “Assigned to me”', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const { data } = await list(F);
    const [a, b, c] = data.questions;
    await call(v.admin, 'PATCH', `${F}/question/${a!.id}/`, { answer_choice: 'yes', answer_text: 'Reviewed every year.' });
    await call(v.admin, 'PATCH', `${F}/question/${b!.id}/`, { answer_choice: 'Yes', status: 'APPROVED' });
    await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [c!.id], assignee: v.sme.id });

    expect((await list(F, v.admin, '&search=single%20sign-on')).data.questions.map((x) => x.external_ref)).toEqual(['IAM-03']);
    expect((await list(F, v.admin, '&status=APPROVED')).data.questions.map((x) => x.id)).toEqual([b!.id]);
    expect((await list(F, v.admin, '&answer_state=answered')).data.questions.map((x) => x.id)).toEqual([a!.id, b!.id]);
    expect((await list(F, v.admin, '&answer_state=unanswered')).pagination.total_count).toBe(18);
    expect((await list(F, v.admin, `&assignee=${v.sme.id}`)).data.questions.map((x) => x.id)).toEqual([c!.id]);
    expect((await list(F, v.sme, '&custom_filter=assigned_to_me')).data.questions.map((x) => x.id)).toEqual([c!.id]);
    const counters = (await list(F, v.admin, '&status=APPROVED')).pagination;
    expect(counters).toMatchObject({ all: 20, answered: 2, total_count: 1 });
    // The answer choice keeps the file's spelling; a person's response records who answered.
    const first = (await list(F)).data.questions[0]!;
    expect(first).toMatchObject({ answer_choice: 'Yes', answered_by: { id: v.admin.id }, ai_answered: false });
    expect(detail(await call(v.admin, 'PATCH', `${F}/question/${a!.id}/`, { answer_choice: 'Maybe' }))).toBe('Choose one of: Yes, No, N/A.');
  });

  it('adds a custom question to a sheet of the file, and refuses an unknown sheet', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const res = await call(v.admin, 'POST', `${F}/question/`, { group: 'Security Questions', question: 'Do you run a bug bounty programme?' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ sequence_num: 21, is_custom: true, status: 'DRAFT' });
    expect(detail(await call(v.admin, 'POST', `${F}/question/`, { group: 'Nope', question: 'X?' }))).toBe('This sheet is not part of the file.');
  });
});

describe('approving', () => {
  it('approves all the responses that say something, leaves the empty ones for a person, and freezes approved questions', async () => {
    const { requestId, fileId, F } = await reviewFile(t, v, workbook);
    const qs = (await list(F)).data.questions;
    await call(v.admin, 'PATCH', `${F}/question/${qs[0]!.id}/`, { status: 'APPROVED', answer_choice: 'Yes' });
    let file = (await call(v.admin, 'GET', `${F}/`)).json().data;
    expect(file.progress_percentage).toBe(5);
    expect(file.groups['Security Questions'].counts).toMatchObject({ all: 20, approved: 1, answered: 1, unanswered: 19 });
    await call(v.admin, 'PATCH', `${F}/question/${qs[1]!.id}/`, { answer_choice: 'No' });

    const approve = await call(v.admin, 'POST', `${F}/bulk-approve/`, { group_name: 'Security Questions' });
    expect(approve.json().data).toMatchObject({ count: 1, message: '1 Question(s) approved successfully' });
    // The 18 empty responses stay for a person: Approve All says so instead of approving nothing.
    expect(detail(await call(v.admin, 'POST', `${F}/bulk-approve/`, {}))).toBe(questionMessages.approveAllOnlyEmpty(18));
    file = (await call(v.admin, 'GET', `${F}/`)).json().data;
    expect(file).toMatchObject({ approved_count: 2, progress_percentage: 10 });
    expect((await call(v.admin, 'GET', `${R}/${requestId}/`)).json().data.progress_percentage).toBe(10);

    // Approved questions cannot be deleted, reassigned or edited.
    expect(detail(await call(v.admin, 'DELETE', `${F}/question/${qs[1]!.id}/`))).toBe('Approved questions cannot be deleted.');
    expect(detail(await call(v.admin, 'DELETE', `${F}/question/bulk-delete/`, { questions: [qs[1]!.id] }))).toBe('Approved questions cannot be deleted.');
    expect(detail(await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [qs[1]!.id], assignee: v.sme.id }))).toBe(
      'Approved questions cannot be reassigned.',
    );
    expect(detail(await call(v.admin, 'PATCH', `${F}/question/${qs[1]!.id}/`, { assignee: v.sme.id }))).toBe('Approved questions cannot be reassigned.');
    expect(detail(await call(v.admin, 'PATCH', `${F}/question/${qs[1]!.id}/`, { answer_text: 'Changed' }))).toBe(
      'This question is approved: it can no longer be changed.',
    );

    // The file is approved at 100 % only: an approved empty response is named too.
    expect(detail(await call(v.admin, 'POST', `${F}/change-status/`, { status: 'APPROVED' }))).toBe(questionMessages.approveFileTooltip);
    await call(v.admin, 'PATCH', `${F}/question/${qs[2]!.id}/`, { status: 'APPROVED' });
    expect((await call(v.admin, 'DELETE', `${F}/question/bulk-delete/`, { questions: qs.slice(3).map((q) => q.id) })).statusCode).toBe(200);
    expect(detail(await call(v.admin, 'POST', `${F}/change-status/`, { status: 'APPROVED' }))).toBe(questionMessages.emptyBlocksApproval(1));
    await call(v.admin, 'PATCH', `${F}/question/${qs[2]!.id}/`, { status: 'DRAFT' });
    await call(v.admin, 'DELETE', `${F}/question/${qs[2]!.id}/`);
    expect((await call(v.admin, 'GET', `${F}/`)).json().data.progress_percentage).toBe(100);

    // Once the file is approved ('Just a quick check!'), responses are frozen; complete only after approval.
    expect((await call(v.admin, 'POST', `${F}/change-status/`, { status: 'APPROVED' })).statusCode).toBe(200);
    expect(detail(await call(v.admin, 'PATCH', `${F}/question/${qs[1]!.id}/`, { status: 'DRAFT' }))).toBe(
      'This file is approved: its responses can no longer be edited.',
    );
    expect((await call(v.admin, 'POST', `${F}/change-status/`, { status: 'COMPLETE' })).statusCode).toBe(200);
    expect(await sqlCount(t, v.org, sql`select count(*)::int as n from activity_logs where object_id = ${fileId} and action = 'question_approve'`)).toBe(1);
  });

  it('refuses a save over a response someone else changed meanwhile, naming them, and keeps both texts', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const q = (await list(F)).data.questions[4]!;
    const read = { answer_text: q.answer_text, answer_choice: q.answer_choice };
    // Two people opened the same response; the expert saves first.
    await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [q.id], assignee: v.sme.id });
    const first = await call(v.sme, 'PATCH', `${F}/question/${q.id}/`, { answer_text: 'Expert text.', base: read });
    expect(first.statusCode).toBe(200);
    const late = await call(v.admin, 'PATCH', `${F}/question/${q.id}/`, { answer_text: 'Admin text.', base: read });
    expect(late.statusCode).toBe(409);
    expect(detail(late)).toMatch(
      /^Simon .* changed this response while you were editing. Your text is kept: compare it with theirs, then save the one you want.$/,
    );
    expect((await list(F)).data.questions[4]!.answer_text).toBe('Expert text.');
    // Having seen theirs, the admin saves on top of it.
    const merged = await call(v.admin, 'PATCH', `${F}/question/${q.id}/`, {
      answer_text: 'Expert text. Admin text.',
      base: { answer_text: 'Expert text.', answer_choice: q.answer_choice },
    });
    expect(merged.statusCode).toBe(200);
    expect((merged.json() as { data: QuestionView }).data.answer_text).toBe('Expert text. Admin text.');
  });

  it('shows who else has the file open, and whether they are typing, until they leave', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const presence = (user: TestUser, body: object) => call(user, 'POST', `${F}/presence/`, body);
    const first = await presence(v.admin, { editing: false });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.viewers).toEqual([]);
    await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [(await list(F)).data.questions[0]!.id], assignee: v.sme.id });
    expect((await presence(v.sme, { editing: true })).json().data.viewers).toMatchObject([{ user_id: v.admin.id, editing: false }]);
    expect((await presence(v.admin, { editing: false })).json().data.viewers).toMatchObject([{ user_id: v.sme.id, editing: true }]);
    await presence(v.sme, { leaving: true });
    expect((await presence(v.admin, {})).json().data.viewers).toEqual([]);
    // Another organisation's file is not found.
    const other = await questionnaireOrg(t, 'Other vendor');
    expect((await presence(other.admin, {})).statusCode).toBe(404);
  });

  it('refuses to approve the file below 100 % and to complete it before it is approved', async () => {
    const { F } = await reviewFile(t, v, workbook);
    expect(detail(await call(v.admin, 'POST', `${F}/change-status/`, { status: 'APPROVED' }))).toBe('You can take this action once all responses are approved');
    expect(detail(await call(v.admin, 'POST', `${F}/change-status/`, { status: 'COMPLETE' }))).toBe('Approve the file before marking it complete.');
  });

  it('sends approved answers back to the answer library for the request’s products', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const q = (await list(F)).data.questions[8]!;
    await call(v.admin, 'PATCH', `${F}/question/${q.id}/`, { answer_choice: 'Yes', answer_text: 'AES-256 with keys in a cloud KMS.' });
    await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [q.id], status: 'APPROVED' });
    // The library follows in the background.
    await t.app.deps.jobs.runUntilIdle();
    const entries = await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(
        sql`select answer_choice, answer_text, product_ids, source_reference from kb_library_entries where source = 'approved' and question = ${q.question}`,
      ),
    );
    const rows = (entries as unknown as { rows: { answer_choice: string; answer_text: string; product_ids: string[]; source_reference: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ answer_choice: 'Yes', answer_text: 'AES-256 with keys in a cloud KMS.', product_ids: [v.platform] });
    expect(rows[0]!.source_reference).toMatch(/^REQ-\d{4} · Northwind Health · Vendor Assessment\.xlsx$/);

    // Approved again after a change: the same library entry is updated, not copied.
    await call(v.admin, 'PATCH', `${F}/question/${q.id}/`, { status: 'DRAFT', answer_text: 'AES-256, keys rotated yearly.' });
    await call(v.admin, 'PATCH', `${F}/question/${q.id}/`, { status: 'APPROVED' });
    await t.app.deps.jobs.runUntilIdle();
    const again = await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(sql`select answer_text from kb_library_entries where source = 'approved' and question = ${q.question}`),
    );
    expect((again as unknown as { rows: { answer_text: string }[] }).rows).toEqual([{ answer_text: 'AES-256, keys rotated yearly.' }]);
  });
});

describe('assigning and the subject-matter expert', () => {
  it('assigns questions with the toast’s wording, e-mails the assignee once with a link, and shows them on their Home', async () => {
    const { requestId, fileId, F } = await reviewFile(t, v, workbook);
    const qs = (await list(F)).data.questions;
    const before = await outbox(v.sme.email);
    const res = await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: qs.slice(0, 3).map((q) => q.id), assignee: v.sme.id });
    expect(res.json().data).toMatchObject({ count: 3, message: '3 Question(s) assigned to Simon User' });
    expect(await outbox(v.sme.email)).toBe(before + 1);
    const text = await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(sql`select text from mail_messages where "to" = ${v.sme.email} order by created_at desc limit 1`),
    );
    expect((text as unknown as { rows: { text: string }[] }).rows[0]!.text).toContain(
      `http://localhost:3000/questionnaires/${requestId}/review/${fileId}?assigned_to_me=1`,
    );
    const home = (await call(v.sme, 'GET', '/api/v1/dashboard/summary/')).json().data;
    expect(JSON.stringify(home)).toContain(requestId);

    const again = await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [qs[0]!.id], assignee: v.admin.id });
    expect(again.json().data.message).toBe('1 Question(s) re-assigned to Ada User');
    expect(detail(await call(v.admin, 'PATCH', `${F}/question/${qs[0]!.id}/`, { assignee: null }))).toBe('Assignee cannot be empty');
    expect(detail(await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [qs[0]!.id], assignee: v.sales.id }))).toBe(
      'Choose an active admin, sales admin or subject-matter expert of your organisation.',
    );
  });

  it('shows an SME only their questions, lets them submit a response once, and never approve', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const qs = (await list(F)).data.questions;
    await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [qs[2]!.id, qs[3]!.id], assignee: v.sme.id });
    const mine = await list(F, v.sme);
    expect(mine.data.questions.map((q) => q.id)).toEqual([qs[2]!.id, qs[3]!.id]);
    expect(mine.data.questions[0]).toMatchObject({ sme_status: 'SME_PENDING', allowed_actions: { can_submit: false, can_approve: false, can_delete: false } });
    expect(mine.data.counters).toMatchObject({ all: 2, sme_pending: 2 });
    expect((await call(v.sme, 'PATCH', `${F}/question/${qs[5]!.id}/`, { answer_text: 'Not mine' })).statusCode).toBe(404);

    expect(detail(await call(v.sme, 'POST', `${F}/question/${qs[2]!.id}/submit-response/`, {}))).toBe('Please add a response to submit the question');
    const sub = await call(v.sme, 'POST', `${F}/question/${qs[2]!.id}/submit-response/`, {
      answer_choice: 'Yes',
      answer_text: 'Checked before access is granted.',
    });
    expect(sub.json().data).toMatchObject({
      sme_status: 'SME_DONE',
      approved_by_sme: true,
      answer_choice: 'Yes',
      answered_by: { id: v.sme.id },
      allowed_actions: { can_submit: false },
    });
    expect(detail(await call(v.sme, 'POST', `${F}/question/${qs[2]!.id}/submit-response/`, {}))).toBe('This response is already submitted.');
    // A PATCH of sme_status SME_DONE is the same submission.
    await call(v.sme, 'PATCH', `${F}/question/${qs[3]!.id}/`, { answer_choice: 'No' });
    expect((await call(v.sme, 'PATCH', `${F}/question/${qs[3]!.id}/`, { sme_status: 'SME_DONE' })).json().data.sme_status).toBe('SME_DONE');
    expect((await list(F, v.sme)).data.counters.sme_pending).toBe(0);

    expect((await call(v.sme, 'PATCH', `${F}/question/${qs[2]!.id}/`, { status: 'APPROVED' })).statusCode).toBe(403);
    expect((await call(v.sme, 'POST', `${F}/bulk-approve/`, {})).statusCode).toBe(403);
    expect((await call(v.sme, 'POST', `${F}/bulk-action/`, { questions: [qs[2]!.id], assignee: v.sme.id })).statusCode).toBe(403);
  });

  it('lets an SME re-assign a question back to the owner with a comment linked to it', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const qs = (await list(F)).data.questions;
    await call(v.admin, 'POST', `${F}/bulk-action/`, { questions: [qs[6]!.id], assignee: v.sme.id });
    const before = await outbox(v.admin.email);
    const res = await call(v.sme, 'POST', `${F}/question/${qs[6]!.id}/reassign-to-owner/`, { comment: 'Legal owns this one.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ assignee: { id: v.admin.id }, sme_status: null, has_comments: true });
    expect(await outbox(v.admin.email)).toBe(before + 1);
    const comments = (await call(v.admin, 'GET', `${F}/comments/?search=Legal`)).json();
    expect(comments.data.comments[0]).toMatchObject({ comment_text: 'Legal owns this one.', question: { id: qs[6]!.id } });
    // Nothing left: the SME's list is empty (the 'You're All Set!' screen), without losing access to the file.
    const mine = await list(F, v.sme);
    expect(mine.data.questions).toEqual([]);
    expect(mine.data.counters.sme_pending).toBe(0);
    expect((await call(v.admin, 'GET', `${F}/question/?custom_filter=has_comments`)).json().data.questions.map((q: QuestionView) => q.id)).toEqual([qs[6]!.id]);
  });

  it('notifies a colleague mentioned in a comment', async () => {
    const { requestId, F } = await reviewFile(t, v, workbook);
    const before = await outbox(v.sme.email);
    const res = await call(v.admin, 'POST', `${F}/comments/`, { comment_text: '@Simon User can you check the encryption answers?' });
    expect(res.statusCode).toBe(201);
    expect(await outbox(v.sme.email)).toBe(before + 1);
    await call(v.admin, 'POST', `${R}/${requestId}/comments/`, { comment_text: 'Ping by id', mentions: [v.sme.id] });
    expect(await outbox(v.sme.email)).toBe(before + 2);
    // What a person typed reads as they typed it in the e-mail, never as markup.
    await call(v.admin, 'POST', `${R}/${requestId}/comments/`, { comment_text: 'Is <b>AES & TLS</b> "enough"?', mentions: [v.sme.id] });
    const [mail] = await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute<{ html: string }>(
        sql`select html from mail_messages where organization_id = ${v.org.id} and "to" = ${v.sme.email} order by created_at desc limit 1`,
      ),
    ).then((r) => r.rows);
    expect(mail!.html).toContain('Is &lt;b&gt;AES &amp; TLS&lt;/b&gt; &quot;enough&quot;?');
  });
});

describe('the AI actions', () => {
  it('regenerates an answer from the library, counting each regeneration, and takes feedback', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const q = (await list(F)).data.questions[9]!;
    const lib = await call(v.admin, 'POST', '/api/v1/knowledge-hub/library/', {
      question: q.question,
      answer_choice: 'Yes',
      answer_text: 'TLS 1.2 or higher on every connection.',
      all_products: true,
    });
    expect(lib.statusCode).toBe(201);
    const gen = await call(v.admin, 'POST', `${F}/question/${q.id}/generate-ai-response/`, {});
    expect(gen.statusCode).toBe(200);
    expect(gen.json().data).toMatchObject({ answer_choice: 'Yes', ai_regeneration_count: 1, question: { ai_answered: true, was_answered_by_ai_once: true } });
    expect(gen.json().data.answer).toContain('TLS 1.2');
    expect(gen.json().data.source.length).toBeGreaterThan(0);
    const again = await call(v.admin, 'POST', `${F}/question/${q.id}/generate-ai-response/`, { refine: 'shorter', user_prompt: 'mention TLS' });
    expect(again.json().data.ai_regeneration_count).toBe(2);

    const like = await call(v.admin, 'POST', `${F}/question/${q.id}/feedback/`, { feedback_action: 'LIKE' });
    expect(like.json().data.ai_qna_feedback_action).toBe('LIKE');
    expect((await call(v.admin, 'POST', `${F}/question/${q.id}/feedback/`, { feedback_action: 'DISLIKE' })).json().data.ai_qna_feedback_action).toBe('DISLIKE');
    // A person's edit replaces the AI's answer.
    const edit = await call(v.admin, 'PATCH', `${F}/question/${q.id}/`, { answer_text: 'TLS 1.2+ everywhere.' });
    expect(edit.json().data).toMatchObject({ ai_answered: false, answered_by: { id: v.admin.id } });
  });
});

describe('a question that refers to the one before it', () => {
  it('is drafted alone with that question’s answer in mind: a “No” there is a flag here, a “Yes” caps the confidence', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const asked = 'Is the policy described in the previous question published to customers?';
    const added = await call(v.admin, 'POST', `${F}/question/`, { group: 'Security Questions', question: asked });
    expect(added.statusCode).toBe(201);
    const questions = (await list(F)).data.questions;
    const mine = questions.find((x) => x.question === asked)!;
    const before = questions.filter((x) => x.group === mine.group && x.sequence_num < mine.sequence_num).at(-1)!;
    const lib = await call(v.admin, 'POST', '/api/v1/knowledge-hub/library/', {
      question: asked,
      answer_choice: 'Yes',
      answer_text: 'The policy is published to customers in the Trust Center.',
      all_products: true,
    });
    expect(lib.statusCode).toBe(201);

    // The question before it was approved "No" by a person: it is not in the same draft, but it is read.
    await call(v.admin, 'PATCH', `${F}/question/${before.id}/`, { answer_choice: 'No', status: 'APPROVED' });
    const flagged = (await call(v.admin, 'POST', `${F}/question/${mine.id}/generate-ai-response/`, {})).json().data;
    expect(flagged).toMatchObject({ flagged: true, answer_choice: null });
    expect(flagged.flag_reason).toContain('whose answer is “No”');

    // A person reopens it and answers "Yes": the question is drafted, at low confidence, saying what it refers to.
    expect((await call(v.admin, 'PATCH', `${F}/question/${before.id}/`, { status: 'DRAFT' })).statusCode).toBe(200);
    expect((await call(v.admin, 'PATCH', `${F}/question/${before.id}/`, { answer_choice: 'Yes', status: 'APPROVED' })).statusCode).toBe(200);
    // An approved answer stands, whatever an earlier draft of it flagged.
    await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(sql`update questionnaire_questions set flagged = true where id = ${before.id}`),
    );
    const capped = (await call(v.admin, 'POST', `${F}/question/${mine.id}/generate-ai-response/`, {})).json().data;
    expect(capped).toMatchObject({ flagged: false, answer_choice: 'Yes', confidence_level: 'low' });
    expect(capped.flag_reason).toContain('It refers to another question');
  });
});

describe('a question that does not name its subject', () => {
  it('is drafted with the heading of the section it sits under', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const q = (await list(F)).data.questions[6]!;
    // As a file would hold it: "Is it tested at least annually?" under a "Disaster recovery" heading.
    await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(sql`update questionnaire_questions set question = 'Is it tested at least annually?', section = 'Disaster recovery' where id = ${q.id}`),
    );
    for (const [question, answer_choice, answer_text] of [
      ['Is the disaster recovery plan tested at least annually?', 'No', 'The disaster recovery plan is tested every two years.'],
      ['Is the incident response plan tested at least annually?', 'Yes', 'A tabletop exercise tests the incident response plan every year.'],
    ])
      expect((await call(v.admin, 'POST', '/api/v1/knowledge-hub/library/', { question, answer_choice, answer_text, all_products: true })).statusCode).toBe(
        201,
      );
    const d = (await call(v.admin, 'POST', `${F}/question/${q.id}/generate-ai-response/`, {})).json().data;
    expect(d).toMatchObject({ answer_choice: 'No', flagged: false });
    expect(d.answer).toContain('every two years');
    expect(d.flag_reason).toContain('read with its section “Disaster recovery”');
  });
});

describe('regenerating without evidence', () => {
  it('keeps the current response, its sources and its confidence when the AI finds no answer', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const q = (await list(F)).data.questions[4]!;
    expect((await call(v.admin, 'PATCH', `${F}/question/${q.id}/`, { answer_text: 'Our own words, written by the team.' })).statusCode).toBe(200);
    const gen = await call(v.admin, 'POST', `${F}/question/${q.id}/generate-ai-response/`, { refine: 'shorter' });
    expect(gen.statusCode).toBe(200);
    expect(gen.json().data).toMatchObject({ answer: '', ai_regeneration_count: 1 });
    expect(gen.json().data.question).toMatchObject({ answer_text: 'Our own words, written by the team.', flagged: false });
  });
});

describe('the AI actions with documents', () => {
  it('asks for the knowledge-base documents first (MISSING_KB_FILES), then answers from the chosen ones', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const q = (await list(F)).data.questions[13]!;
    const policy = '# Security testing\n\nAn independent penetration test of the platform is performed at least annually by an accredited firm.\n';
    const { payload, headers } = multipart({ file: { filename: 'security-testing.md', content: policy } }, v.admin.headers);
    const doc = (await t.app.inject({ method: 'POST', url: '/api/v1/knowledge-hub/documents/', payload, headers })).json().data;
    await t.app.deps.jobs.runUntilIdle();
    const missing = await call(v.admin, 'POST', `${F}/question/${q.id}/generate-ai-response/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].code).toBe('MISSING_KB_FILES');
    const gen = await call(v.admin, 'POST', `${F}/question/${q.id}/generate-ai-response/`, {
      selected_kb_files: [doc.id],
      user_prompt: 'mention the accredited firm',
    });
    expect(gen.statusCode).toBe(200);
    expect(gen.json().data.ai_regeneration_count).toBe(1);
  });
});

describe('another organisation', () => {
  it('cannot see or change a file’s questions (404)', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const q = (await list(F)).data.questions[0]!;
    const other = await questionnaireOrg(t, 'Other');
    expect((await call(other.admin, 'GET', `${F}/question/`)).statusCode).toBe(404);
    expect((await call(other.admin, 'PATCH', `${F}/question/${q.id}/`, { answer_text: 'x' })).statusCode).toBe(404);
    expect((await call(other.admin, 'POST', `${F}/bulk-approve/`, {})).statusCode).toBe(404);
    expect((await call(other.admin, 'POST', `${F}/bulk-action/`, { questions: [q.id], assignee: other.sme.id })).statusCode).toBe(404);
    expect((await call(other.admin, 'POST', `${F}/question/${q.id}/generate-ai-response/`, {})).statusCode).toBe(404);
    expect((await list(F)).data.questions[0]!.answer_text).toBe('');
  });
});

describe('a response a person writes where the AI found no answer', () => {
  it('no longer shows the closest sources the AI found as its sources', async () => {
    const { F } = await reviewFile(t, v, workbook);
    const [flagged, drafted] = (await list(F)).data.questions;
    const closest = JSON.stringify([{ kind: 'library', id: flagged!.id, name: 'Do you have a security policy?', url: '/x', excerpt: 'Unrelated.' }]);
    await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(
        sql`update questionnaire_questions set flagged = true, answer_text = '', answer_choice = null, source = ${closest}::jsonb where id = ${flagged!.id}`,
      ),
    );
    await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(
        sql`update questionnaire_questions set flagged = false, ai_answered = true, answer_text = 'Drafted.', source = ${closest}::jsonb where id = ${drafted!.id}`,
      ),
    );
    const written = (await call(v.admin, 'PATCH', `${F}/question/${flagged!.id}/`, { answer_text: 'Written by our security lead.' })).json().data;
    expect(written.source).toEqual([]);
    // an AI answer a person edits keeps the sources it was drafted from
    const edited = (await call(v.admin, 'PATCH', `${F}/question/${drafted!.id}/`, { answer_text: 'Drafted, and checked.' })).json().data;
    expect(edited.source).toHaveLength(1);
  });
});
