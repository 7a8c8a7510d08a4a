import { expect } from 'vitest';
import { withTenant } from '@server/db/tenant-isolation';
import { draftAnswers, type Draft, type DraftRequest } from '@server/modules/answer-engine';
import type { TestApp, TestOrg, TestUser } from './app';
import { multipart } from './multipart';

/** A knowledge base built through the API, as a user would, for the answer engine's tests. */

export async function addProduct(t: TestApp, user: TestUser, name: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: user.headers, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

export interface LibraryAnswer {
  question: string;
  answer_choice: string | null;
  answer_text: string;
  all_products: boolean;
  product_ids?: string[];
}

export async function addLibraryAnswer(t: TestApp, user: TestUser, answer: LibraryAnswer): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/knowledge-hub/library/', headers: user.headers, payload: answer });
  expect(res.statusCode, res.body).toBe(201);
}

/** Uploads a document (for all products, or only for `productIds`) and waits until it is read. */
export async function addDocument(t: TestApp, user: TestUser, filename: string, content: string, productIds?: string[]): Promise<void> {
  const scope = productIds ? { all_products: 'false', product_ids: productIds.join(',') } : {};
  const { payload, headers } = multipart({ file: { filename, content }, ...scope }, user.headers);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/knowledge-hub/documents/', payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.deps.jobs.runUntilIdle();
}

/** Drafts a batch of questions in the organisation's tenant without a language model, as the drafting job sends them. */
export const drafter = (t: TestApp, org: TestOrg) => (requests: DraftRequest[]) =>
  withTenant(t.database.db, { organizationId: org.id }, (tx) => draftAnswers(tx, { llm: null }, requests));

/** Drafts one Yes/No question for a product (null: no product), from every current document. */
export async function draftYesNo(t: TestApp, org: TestOrg, question: string, productId: string | null): Promise<Draft> {
  const [draft] = await drafter(t, org)([{ question, answerOptions: ['Yes', 'No'], productId, selectedDocumentIds: null }]);
  return draft!;
}

/** Drafts the question and expects a "No" (not flagged) whose text quotes the sentence that denies it. */
export async function expectDraftedNo(t: TestApp, org: TestOrg, question: string, productId: string | null, quoted: string): Promise<void> {
  const d = await draftYesNo(t, org, question, productId);
  expect(d.flagged, `${question}: ${d.reason}`).toBe(false);
  expect(d.answerChoice, `${question}: ${d.reason}`).toBe('No');
  expect(d.answerText ?? '').toContain(quoted);
}
