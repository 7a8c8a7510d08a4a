import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';
import { withTenant } from '../../db/tenant-isolation';
import { analyzerSignature, storedTerms } from '../answer-engine';
import { scheduleTermsRefresh } from './terms-refresh';

const base = '/api/v1/knowledge-hub';
const ANSWER = 'Production runs on Amazon Web Services in two regions, with daily encrypted backups.';
const POLICY = '# Hosting\n\nThe platform is hosted on Google Cloud Platform; the hosting provider handles physical security.\n';

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let entryId: string;

const asOrg = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, { organizationId: org.id }, fn);
const one = async <T>(q: ReturnType<typeof sql>) => ((await asOrg((tx) => tx.execute(q))) as unknown as { rows: T[] }).rows[0]!;
const draft = async (question: string) => {
  const res = await t.app.inject({ method: 'POST', url: `${base}/draft/`, headers: admin.headers, payload: { question, answer_options: ['Yes', 'No'] } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { answer_choice: string | null; flagged: boolean; sources: { kind: string; id: string }[] };
};

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Terms Refresh Org');
  admin = await t.createUser(org, 'admin');
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/library/`,
    headers: admin.headers,
    payload: { question: 'Where is the production environment hosted?', answer_choice: null, answer_text: ANSWER, all_products: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  entryId = res.json().data.id;
  const { payload, headers } = multipart({ file: { filename: 'hosting.md', content: POLICY } }, admin.headers);
  expect((await t.app.inject({ method: 'POST', url: `${base}/documents/`, payload, headers })).statusCode).toBe(201);
  await t.app.deps.jobs.runUntilIdle(5);
});
afterAll(() => t.close());

describe('knowledge stored before a release that reads text differently', () => {
  it('needs nothing when this release wrote it', async () => {
    const state = await one<{ analyzer: string }>(sql`select analyzer from kb_terms_state where organization_id = ${org.id}`);
    expect(state.analyzer).toBe(analyzerSignature());
    expect(await scheduleTermsRefresh(t.app.deps)).toBe(0);
  });

  it('is read again with the new vocabulary, in the background, once', async () => {
    // As an earlier release stored them: without the words a later vocabulary folds together.
    await asOrg((tx) =>
      tx.execute(sql`update kb_library_entries set question_terms = 'product environ host', answer_terms = 'product run amazon web servic region'
                      where organization_id = ${org.id} and id = ${entryId}`),
    );
    await asOrg((tx) => tx.execute(sql`update kb_passages set terms = 'platform host googl cloud platform' where organization_id = ${org.id}`));
    await asOrg((tx) => tx.execute(sql`update kb_terms_state set analyzer = 'an earlier release' where organization_id = ${org.id}`));
    const before = await draft('Is production hosted by a major cloud provider?');
    expect(before.flagged).toBe(true);

    expect(await scheduleTermsRefresh(t.app.deps)).toBeGreaterThanOrEqual(1);
    // Queued already: a second start does not queue it twice.
    const queued = await scheduleTermsRefresh(t.app.deps);
    expect(queued).toBe(0);
    await t.app.deps.jobs.runUntilIdle(5);

    const entry = await one<{ question_terms: string; answer_terms: string }>(
      sql`select question_terms, answer_terms from kb_library_entries where organization_id = ${org.id} and id = ${entryId}`,
    );
    expect(entry.answer_terms).toBe(storedTerms.answer(null, ANSWER));
    expect(entry.answer_terms.split(' ')).toContain('cloudprovider');
    const passage = await one<{ terms: string; heading: string; text: string }>(
      sql`select terms, heading, text from kb_passages where organization_id = ${org.id}`,
    );
    expect(passage.terms).toBe(storedTerms.passage(passage.heading, passage.text));
    const state = await one<{ analyzer: string }>(sql`select analyzer from kb_terms_state where organization_id = ${org.id}`);
    expect(state.analyzer).toBe(analyzerSignature());

    // The engine's cached statistics follow: the same question now finds the hosting answer.
    const after = await draft('Is production hosted by a major cloud provider?');
    expect(after.flagged).toBe(false);
    expect(after.answer_choice).toBe('Yes');
    expect(after.sources.map((s) => s.id)).toContain(entryId);

    // Made by this release: nothing to do on the next start.
    expect(await scheduleTermsRefresh(t.app.deps)).toBe(0);
  });
});
