import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import { analyzerSignature, storedTerms } from '../answer-engine';
import { libraryPage, passagePage, recordTermsAnalyzer, staleTermOrganizations, updateLibraryTerms, updatePassageTerms } from './terms-refresh.queries';

export const JOB_REFRESH_TERMS = 'knowledge.refresh-terms';
const PAGE = 1000;

/**
 * The engine searches terms stored with each passage and library entry when they were written. A release
 * whose vocabulary or stemmer differs would leave every earlier document and answer searched by the old
 * terms, so its new matching would only reach knowledge added after it: on start, each organisation whose
 * terms an earlier analyzer made gets a background job that makes them again.
 */
export async function scheduleTermsRefresh(deps: AppDeps): Promise<number> {
  const analyzer = analyzerSignature();
  const stale = await staleTermOrganizations(deps.db, analyzer, JOB_REFRESH_TERMS);
  for (const org of stale) {
    await withTenant(deps.db, { organizationId: org }, (tx) => enqueueJob(tx, org, JOB_REFRESH_TERMS, { analyzer }));
  }
  return stale.length;
}

/** Makes an organisation's stored terms again with this release's analyzer; returns how many rows changed. */
export async function refreshTerms(deps: AppDeps, org: string): Promise<{ passages: number; answers: number }> {
  const asTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(deps.db, { organizationId: org }, fn);
  /** Reads the rows page by page (by id), writes those whose terms changed; returns how many did. */
  const remake = async <R extends { id: string }, C>(
    read: (tx: Tx, after: string | null) => Promise<R[]>,
    changedOf: (page: R[]) => C[],
    write: (tx: Tx, changed: C[]) => Promise<void>,
  ) => {
    let count = 0;
    for (let after: string | null = null; ;) {
      const page = await asTenant((tx) => read(tx, after));
      if (page.length === 0) return count;
      const changed = changedOf(page);
      await asTenant((tx) => write(tx, changed));
      count += changed.length;
      after = page[page.length - 1]!.id;
    }
  };
  const passages = await remake(
    (tx, after) => passagePage(tx, org, after, PAGE),
    (page) => page.map((p) => ({ id: p.id, terms: storedTerms.passage(p.heading, p.text), was: p.terms })).filter((p) => p.terms !== p.was),
    (tx, changed) => updatePassageTerms(tx, org, changed),
  );
  const answers = await remake(
    (tx, after) => libraryPage(tx, org, after, PAGE),
    (page) =>
      page
        .map((e) => ({ id: e.id, questionTerms: storedTerms.question(e.question), answerTerms: storedTerms.answer(e.answerChoice, e.answerText), was: e }))
        .filter((e) => e.questionTerms !== e.was.questionTerms || e.answerTerms !== e.was.answerTerms),
    (tx, changed) => updateLibraryTerms(tx, org, changed),
  );
  // Recorded last: the engine's cached statistics (keyed on this row too) are rebuilt from the new terms.
  await asTenant((tx) => recordTermsAnalyzer(tx, org, analyzerSignature()));
  return { passages, answers };
}

export function registerTermsRefreshJob(deps: AppDeps) {
  registerJobHandler(JOB_REFRESH_TERMS, async ({ job }) => {
    // Queued by a process running another release: that release's terms are not this one's to write.
    if (job.payload.analyzer !== analyzerSignature()) return { skipped: true };
    return refreshTerms(deps, job.organizationId);
  });
}
