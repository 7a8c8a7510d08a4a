/**
 * Paraphrase probe (issue 13): our own yes/no questions (bench/data/paraphrase-probe.csv, judged by reading the
 * Northwind documents) drafted from the Northwind policies, evidence, profile and control catalog alone.
 * Prints the answered share and accuracy of the questions a document answers, the share of "No"s caught, and
 * how many questions no document answers were answered anyway (answers without a statement behind them).
 * `--why` lists every draft that differs from the judgement; `--explain` prints every answered draft with its
 * explanation, to read whether it states the fact asked (failure type 5). Tuned-on: the questions were written while fixing
 * what they showed (see bench/data/README.md).
 */
import fs, { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { withTenant } from '@server/db/tenant-isolation';
import { createDocument } from '@server/modules/knowledge-hub/documents.service';
import { draftAnswers } from '@server/modules/answer-engine';
import { benchSignIn, northwindDocumentFiles } from './bench-tenant';

const root = path.resolve(process.env.BENCH_DIR ?? '../shared/bench');
const pc = (x: number) => `${(100 * x).toFixed(1)}%`;

async function main() {
  const dir = path.join(root, 'northwind');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-probe-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', LLM_BASE_URL: '' });
  const database = await openDatabase({});
  const app = await buildApp(config, database, { logger: false });
  const auth = await benchSignIn(database)('Northwind probe', 'northwind-probe');
  const files = northwindDocumentFiles(dir);
  const ids: string[] = [];
  for (const f of files)
    ids.push((await createDocument(app.deps, auth, { all_products: true }, { name: path.basename(f), buffer: readFileSync(path.join(dir, f)) })).id);
  await app.deps.jobs.runUntilIdle();

  const probe = parse(readFileSync(path.resolve('bench/data/paraphrase-probe.csv')), { columns: true }) as {
    question: string;
    expected: 'yes' | 'no' | 'none';
  }[];
  const drafts = await withTenant(database.db, { organizationId: auth.organizationId }, (tx) =>
    draftAnswers(
      tx,
      { llm: null },
      probe.map((p) => ({ question: p.question, answerOptions: ['Yes', 'No'], productId: null, productIds: [], selectedDocumentIds: ids })),
    ),
  );
  const said = (i: number) =>
    drafts[i]!.flagged ? 'flag' : /^no\b/i.test(drafts[i]!.answerChoice ?? '') ? 'no' : /^yes\b/i.test(drafts[i]!.answerChoice ?? '') ? 'yes' : 'other';
  const stated = probe.map((p, i) => ({ ...p, i, said: said(i) })).filter((p) => p.expected !== 'none');
  const answered = stated.filter((p) => p.said !== 'flag');
  const right = answered.filter((p) => p.said === p.expected);
  const noes = stated.filter((p) => p.expected === 'no');
  const unstated = probe.map((p, i) => ({ ...p, i, said: said(i) })).filter((p) => p.expected === 'none');
  const unsupported = unstated.filter((p) => p.said !== 'flag');
  const high = answered.filter((p) => drafts[p.i]!.confidence === 'high');
  console.log(`Paraphrase probe (tuned-on; Northwind documents, no library): ${probe.length} questions`);
  console.log(`  stated in a document (yes/no)      ${stated.length}`);
  console.log(`  answered (not flagged)             ${pc(answered.length / stated.length)}`);
  console.log(`  accuracy of answered               ${pc(right.length / Math.max(1, answered.length))}`);
  console.log(`  accuracy at high confidence        ${pc(high.filter((p) => p.said === p.expected).length / Math.max(1, high.length))} of ${high.length}`);
  console.log(`  "No" caught (No or flagged)        ${pc(noes.filter((p) => p.said !== 'yes').length / Math.max(1, noes.length))} of ${noes.length}`);
  console.log(`  stated nowhere, answered anyway    ${unsupported.length} of ${unstated.length}`);
  if (process.argv.includes('--why'))
    for (const p of probe.map((x, i) => ({ ...x, i, said: said(i) })).filter((x) => (x.expected === 'none' ? x.said !== 'flag' : x.said !== x.expected))) {
      const d = drafts[p.i]!;
      console.log(
        `  ${p.expected} → ${p.said} ${d.confidence} ${d.score} | ${p.question}\n      ${(d.flagged ? d.reason : (d.answerText ?? '')).slice(0, 200)}`,
      );
    }
  if (process.argv.includes('--explain'))
    for (const p of answered) {
      const d = drafts[p.i]!;
      console.log(`  ${d.answerChoice} ${d.confidence} | ${p.question}\n      ${(d.answerText ?? '').slice(0, 260)}`);
    }
  console.log(
    JSON.stringify({
      probe_answered: +(answered.length / stated.length).toFixed(3),
      probe_accuracy: +(right.length / Math.max(1, answered.length)).toFixed(3),
      probe_unsupported_answers: unsupported.length,
    }),
  );
  process.exit(0);
}
void main();
