import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { withTenant } from '../../db/tenant-isolation';
import { demoQuestions } from '../questionnaires/index';
import { draftAnswers } from '../answer-engine';
import { seedKnowledgeHub } from './seed';

describe('Acme Cloud demo knowledge hub', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kh-seed-'));
  const previous = process.env.DATA_DIR;
  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    t = await createTestApp();
    org = await t.createOrg('Acme Cloud');
    admin = await t.createUser(org, 'admin', { email: 'admin@acme.test' });
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      seedKnowledgeHub(tx, { id: org.id, name: 'Acme Cloud', slug: 'acme-cloud', roleIds: org.roleIds, userIds: { 'admin@acme.test': admin.id } }),
    );
  });
  afterAll(async () => {
    await t.close();
    // Assigning undefined would set the text 'undefined', a directory the next test file in this worker would write into.
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with readable policies, answered questions and one conflict to resolve', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/v1/knowledge-hub/documents/?length=50', headers: admin.headers })).json();
    expect(docs.pagination.total_count).toBeGreaterThanOrEqual(6);
    expect(docs.data.documents.every((d: { status: string; passage_count: number }) => d.status === 'READY' && d.passage_count > 0)).toBe(true);
    expect(docs.data.documents.some((d: { all_products: boolean }) => !d.all_products)).toBe(true);
    const conflicts = (await t.app.inject({ method: 'GET', url: '/api/v1/knowledge-hub/library/conflicts/', headers: admin.headers })).json();
    expect(conflicts.pagination.total_count).toBe(1);
  });

  it('drafts most of the demo questionnaire with sources, and flags the rest', async () => {
    const drafts = await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      draftAnswers(
        tx,
        { llm: null },
        demoQuestions.map((q) => ({ question: q.question, answerOptions: ['Yes', 'No', 'N/A'], productId: null, selectedDocumentIds: null })),
      ),
    );
    const answered = drafts.filter((d) => !d.flagged);
    expect(answered.length).toBeGreaterThanOrEqual(14);
    expect(answered.every((d) => d.sources.length > 0)).toBe(true);
    const wrong = demoQuestions.filter((q, i) => !drafts[i]!.flagged && q.choice !== 'N/A' && drafts[i]!.answerChoice !== q.choice);
    expect(wrong.map((q) => q.id)).toEqual([]);
  });
});
