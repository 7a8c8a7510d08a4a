/**
 * npx tsx bench/draft-scale.ts: drafting 300 questions in the large tenant of seed:scale (issue 18's target:
 * ≤ 3 s), as the drafting job sends them to the engine (batches of 20, each in its tenant transaction).
 * Runs twice: the first pays for reading the organisation's terms into memory, the second is the steady
 * state. Prints wall-clock and process CPU per run; the last line is one JSON object.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/trustroom_scale npx tsx bench/draft-scale.ts
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, rows } from '@server/db/client';
import { withSystem, withTenant } from '@server/db/tenant-isolation';
import { draftAnswers } from '@server/modules/answer-engine';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/trustroom_scale';
const QUESTIONS = 300;
const BATCH = 20;

const database = await openDatabase({ databaseUrl, migrate: false });
const { org, questions } = await withSystem(database.db, async (tx) => {
  const [o] = await rows<{ id: string }>(tx, sql`select id from organizations where slug = 'scale-0000'`);
  if (!o) throw new Error('No large tenant: run npm run seed:scale on this database first.');
  const qs = await rows<{ question: string }>(
    tx,
    sql`select distinct on (question) question from questionnaire_questions where organization_id = ${o.id} order by question limit ${QUESTIONS}`,
  );
  return { org: o.id, questions: qs.map((q) => q.question) };
});

const runs: { seconds: number; cpuSeconds: number; answered: number }[] = [];
for (let run = 0; run < 2; run++) {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let answered = 0;
  for (let k = 0; k < questions.length; k += BATCH) {
    const batch = questions.slice(k, k + BATCH).map((question) => ({ question, answerOptions: null, productId: null, selectedDocumentIds: null }));
    const drafts = await withTenant(database.db, { organizationId: org }, (tx) => draftAnswers(tx, { llm: null }, batch));
    answered += drafts.filter((d) => d.answerText).length;
  }
  const cpu = process.cpuUsage(cpu0);
  runs.push({ seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, answered });
  console.log(
    `run ${run + 1}: ${questions.length} questions in ${runs[run]!.seconds.toFixed(2)} s (process CPU ${runs[run]!.cpuSeconds.toFixed(2)} s), ${answered} with a drafted text`,
  );
}
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
console.log(JSON.stringify({ bench: 'draft-scale', questions: questions.length, runs, loadAverage: os.loadavg() }));
await database.close();
