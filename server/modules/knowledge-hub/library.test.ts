import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredRows, buildAnsweredQuestionnaire, type AnsweredRow } from '@tests/fixtures/knowledge/answered-questionnaire';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';
import { rows } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { saveApprovedAnswer } from './library-store';
import { similarity } from './library-similar';

const base = '/api/v1/knowledge-hub/library';

describe('knowledge hub answer library', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let studio: string;
  let catalog: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Library Org');
    admin = await t.createUser(org, 'admin');
    const mk = async (name: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: admin.headers, payload: { name } })).json().data.id as string;
    studio = await mk('Studio');
    catalog = await mk('Catalog');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, user = admin) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const list = async (query = '') => (await call('GET', `${base}/${query}`)).json();
  const importFile = async (content: Buffer, fields: Record<string, string>, filename = 'answers.xlsx') => {
    const { payload, headers } = multipart({ ...fields, file: { filename, content } }, admin.headers);
    return t.app.inject({ method: 'POST', url: `${base}/import/`, payload, headers });
  };

  it('imports an answered questionnaire for a product, keeping unanswered questions aside', async () => {
    const res = await importFile(await buildAnsweredQuestionnaire(), { all_products: 'false', product_ids: studio });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ source_reference: 'answers.xlsx', imported: 5, unanswered: 1, grouped: 0, conflicts: 0 });
    const entries = (await list('?length=50&answered=1')).data.entries;
    expect(entries).toHaveLength(5);
    const byok = entries.find((e: { external_ref: string }) => e.external_ref === 'DAT-02');
    expect(byok).toMatchObject({
      answer_choice: 'No',
      answer_text: 'Not supported today.',
      source: 'import',
      all_products: false,
      products: [{ id: studio, name: 'Studio' }],
      has_conflict: false,
      group_size: 1,
    });
    expect((await list('?answered=0')).data.entries.map((e: { external_ref: string }) => e.external_ref)).toEqual(['OPS-02']);
  });

  it('filters by product, source and search', async () => {
    expect((await list(`?product=${catalog}`)).pagination.total_count).toBe(0);
    expect((await list(`?product=${studio}&answered=1`)).pagination.total_count).toBe(5);
    expect((await list('?search=penetration')).data.entries.map((e: { external_ref: string }) => e.external_ref)).toEqual(['OPS-01']);
    expect((await list('?source=manual')).pagination.total_count).toBe(0);
  });

  it('groups a near-duplicate question and flags answers that disagree for the same product', async () => {
    const rows = [
      { id: 'X-1', question: 'Do you support customer managed encryption keys (BYOK)?', choice: 'Yes' as const, comment: 'Available on the Enterprise plan.' },
      { id: 'X-2', question: 'Do you publish a status page for service availability?', choice: 'Yes' as const, comment: 'status.example.com' },
      { id: 'X-3', question: 'Is security awareness training given to every new hire?', choice: 'Yes' as const, comment: 'During the first week.' },
    ];
    const res = await importFile(await buildAnsweredQuestionnaire(rows), { all_products: 'true' }, 'enterprise-answers.xlsx');
    expect(res.json().data, res.body).toMatchObject({ imported: 3, grouped: 1, conflicts: 1 });
    const conflicts = (await call('GET', `${base}/conflicts/`)).json();
    expect(conflicts.pagination.total_count).toBe(1);
    const group = conflicts.data.conflicts[0];
    expect(group.entries.map((e: { answer_choice: string }) => e.answer_choice).sort()).toEqual(['No', 'Yes']);
    expect(group.entries.every((e: { has_conflict: boolean; group_size: number }) => e.has_conflict && e.group_size === 2)).toBe(true);
  });

  it('does not call different answers for different products a conflict', async () => {
    const created = await call('POST', `${base}/`, {
      question: 'Is an independent penetration test performed at least annually?',
      answer_choice: 'No',
      all_products: false,
      product_ids: [catalog],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ source: 'manual', group_size: 2, has_conflict: false, last_reviewed_at: expect.any(String) });
    expect(created.json().data.group).toHaveLength(1);
  });

  it('resolves a conflict by keeping one answer', async () => {
    const group = (await call('GET', `${base}/conflicts/`)).json().data.conflicts[0];
    const keep = group.entries.find((e: { answer_choice: string }) => e.answer_choice === 'No');
    const res = await call('POST', `${base}/conflicts/${group.group_id}/resolve/`, { keep_id: keep.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: keep.id, has_conflict: false, group_size: 1 });
    expect((await call('GET', `${base}/conflicts/`)).json().pagination.total_count).toBe(0);
    expect((await call('POST', `${base}/conflicts/${group.group_id}/resolve/`, { keep_id: keep.id })).statusCode).toBe(409);
  });

  it('edits, marks reviewed and deletes an answer', async () => {
    const entry = (await list('?search=quarterly')).data.entries[0];
    const edited = await call('PATCH', `${base}/${entry.id}/`, { answer_text: 'Reviewed every quarter by system owners; evidence kept for the SOC 2 audit.' });
    expect(edited.json().data).toMatchObject({
      answer_choice: 'Yes',
      answer_text: 'Reviewed every quarter by system owners; evidence kept for the SOC 2 audit.',
    });
    const reviewed = await call('PATCH', `${base}/${entry.id}/`, { reviewed: true });
    expect(reviewed.json().data.last_reviewed_at).toEqual(expect.any(String));
    const emptied = await call('PATCH', `${base}/${entry.id}/`, { answer_choice: null, answer_text: null });
    expect(emptied.json().errors[0]).toMatchObject({ attr: 'answer_text' });
    expect((await call('DELETE', `${base}/${entry.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${entry.id}/`)).statusCode).toBe(404);
  });

  it('refuses an answer without a question, an answer, or a product', async () => {
    expect((await call('POST', `${base}/`, { question: ' ', answer_text: 'x' })).json().errors[0]).toMatchObject({ attr: 'question' });
    expect((await call('POST', `${base}/`, { question: 'Q?' })).json().errors[0]).toMatchObject({ attr: 'answer_text' });
    expect((await call('POST', `${base}/`, { question: 'Q?', answer_text: 'A', all_products: false, product_ids: [] })).json().errors[0]).toMatchObject({
      attr: 'product_ids',
    });
  });

  it('takes answers approved in a questionnaire review back into the library, once per question and products', async () => {
    const input = {
      question: 'Do you carry cyber insurance?',
      choice: 'Yes',
      text: 'Cyber liability cover of 5 million USD.',
      productIds: [studio],
      reference: 'REQ-0007',
    };
    await withTenant(t.database.db, { organizationId: org.id }, (tx) => saveApprovedAnswer(tx, org.id, admin.id, input));
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      saveApprovedAnswer(tx, org.id, admin.id, { ...input, text: 'Cyber liability cover of 10 million USD.' }),
    );
    const approved = (await list('?source=approved')).data.entries;
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ answer_text: 'Cyber liability cover of 10 million USD.', source_reference: 'REQ-0007', products: [{ id: studio }] });
  });

  it('searches the library and the documents together', async () => {
    const { payload, headers } = multipart(
      { file: { filename: 'insurance.md', content: '# Insurance\n\nWe carry cyber insurance renewed every year.' } },
      admin.headers,
    );
    await t.app.inject({ method: 'POST', url: '/api/v1/knowledge-hub/documents/', payload, headers });
    await t.app.deps.jobs.runUntilIdle();
    const res = (await call('GET', '/api/v1/knowledge-hub/search/?search=cyber insurance')).json().data.results;
    expect(res.map((r: { kind: string }) => r.kind).sort()).toEqual(['document', 'library']);
    expect(res.find((r: { kind: string }) => r.kind === 'document')).toMatchObject({ title: 'insurance', heading: 'Insurance' });
  });

  it('still finds a library answer when the search is misspelled', async () => {
    const res = (await call('GET', '/api/v1/knowledge-hub/search/?search=Do you cary cyber insuranse?&kind=library')).json().data.results;
    expect(res[0]).toMatchObject({ kind: 'library', title: 'Do you carry cyber insurance?' });
  });

  it('groups a large import of unusual text: only real near-duplicates, with their conflict', async () => {
    // 1,200 questions of random letters, digits, punctuation and scripts, two of them repeated with small changes.
    let seed = 42;
    const random = () => {
      seed = (seed + 0x6d2b79f5) >>> 0;
      let x = Math.imul(seed ^ (seed >>> 15), seed | 1);
      x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_/.:;#%&()[]éèüøжшщ中文字';
    const word = () => Array.from({ length: 2 + Math.floor(random() * 9) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const text = () => Array.from({ length: 5 + Math.floor(random() * 20) }, word).join(' ');
    const pairs: AnsweredRow[] = Array.from({ length: 1200 }, (_, i) => ({ id: `U-${i + 1}`, question: `${text()}?`, choice: 'Yes', comment: text() }));
    pairs.push({ id: 'U-DUP-1', question: `${pairs[0]!.question.toUpperCase()} !!`, choice: 'No', comment: 'Disagrees.' });
    pairs.push({ id: 'U-DUP-2', question: `${pairs[1]!.question} z9`, choice: 'Yes', comment: 'Agrees.' });
    const other = await t.createOrg('Unusual Library Org');
    const owner = await t.createUser(other, 'admin');
    const { payload, headers } = multipart(
      { all_products: 'true', file: { filename: 'unusual.xlsx', content: await buildAnsweredQuestionnaire(pairs) } },
      owner.headers,
    );
    const res = await t.app.inject({ method: 'POST', url: `${base}/import/`, payload, headers });
    expect(res.json().data, res.body).toMatchObject({ imported: 1202, grouped: 4, conflicts: 1 });
    const get = async (query: string) => (await t.app.inject({ method: 'GET', url: `${base}/${query}`, headers: owner.headers })).json();
    const conflicted = (await get('?has_conflict=1&length=10')).data.entries as { external_ref: string; group_size: number }[];
    expect(conflicted.map((e) => e.external_ref).sort()).toEqual(['U-1', 'U-DUP-1']);
    const grouped = ((await get('?search=U-DUP-2')).data.entries as { external_ref: string; group_size: number; has_conflict: boolean }[]).find(
      (e) => e.external_ref === 'U-DUP-2',
    );
    expect(grouped).toMatchObject({ group_size: 2, has_conflict: false });
    const loners = await groupSizes(t, other.id);
    expect(loners).toEqual({ groups: 1200, largest: 2 });
  });

  it("measures question similarity as Postgres's pg_trgm does", async () => {
    const pairs: [string, string][] = [
      ['Is data encrypted at rest?', 'Is customer data encrypted at rest?'],
      ['Do you support customer-managed encryption keys (BYOK)?', 'Do you support customer managed encryption keys (BYOK)?'],
      ['MFA for admins', 'mfa; for ADMINS!'],
      ['a1 b2 c3-d4', 'A1 B2 C3 D5'],
      ['???', '!!!'],
      ['Шифрование данных включено', 'шифрование данных включено!'],
      ['数据加密 启用', '数据加密 启用吗'],
      ['Données chiffrées été', 'données chiffrees ete'],
    ];
    for (const [a, b] of pairs) {
      const [row] = await rows<{ s: number }>(t.database.db, sql`select similarity(${a}, ${b})::float8 as s`);
      expect(similarity(a, b), `${a} / ${b}`).toBeCloseTo(Number(row!.s), 5);
    }
  });

  it('writes an activity row for every change', async () => {
    const logs = (await call('GET', '/api/v1/core/activity-log/?group=request&length=50')).json().data.activity_logs as {
      object_type: string;
      description: string;
    }[];
    const mine = logs.filter((l) => l.object_type === 'knowledge_answer').map((l) => l.description);
    for (const start of [
      'Imported 5 answers from "answers.xlsx"',
      'Added an answer to the library',
      'Resolved a conflict',
      'Updated the library answer',
      'Marked reviewed',
      'Deleted the library answer',
    ]) {
      expect(
        mine.some((d) => d.startsWith(start)),
        start,
      ).toBe(true);
    }
    expect(answeredRows.length).toBe(6);
  });
});

/** How many groups an organisation's library has and the size of its largest one. */
async function groupSizes(t: TestApp, org: string) {
  const [row] = await withTenant(t.database.db, { organizationId: org }, (tx) =>
    rows<{ groups: number; largest: number }>(
      tx,
      sql`select count(*)::int as groups, max(n)::int as largest from (select count(*) as n from kb_library_entries where organization_id = ${org} group by group_id) g`,
    ),
  );
  return row;
}
