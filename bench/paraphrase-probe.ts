/**
 * Paraphrase probes (issue 13): yes/no questions asked of the Northwind policies, evidence, profile and control
 * catalog alone (no answer library), each judged by reading those documents (bench/data/README.md).
 * - Our own questions (bench/data/paraphrase-probe.csv): tuned-on, written while fixing what they showed.
 * - Google VSAQ's questions, another framework's words (bench/data/vsaq-northwind.csv): rules were chosen on its
 *   programme and infrastructure questionnaires only; its web-application and physical questionnaires are held out.
 * Prints, per set, the answered share and accuracy of the questions a document answers, the share of "No"s
 * caught, and how many questions no document answers were answered anyway (answers without a statement behind
 * them). `--why` lists every draft that differs from the judgement (our own questions and the tuned VSAQ half
 * only); `--explain` prints every answered draft of our own questions with its explanation, to read whether it
 * states the fact asked (failure type 5).
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
import type { Draft } from '@server/modules/answer-engine';
import { benchSignIn, northwindDocumentFiles } from './bench-tenant';

const root = path.resolve(process.env.BENCH_DIR ?? '../shared/bench');
const pc = (x: number) => `${(100 * x).toFixed(1)}%`;

interface Judged {
  question: string;
  expected: 'yes' | 'no' | 'none';
  file?: string;
}

/** The VSAQ questionnaires rules may be chosen on; the others are held out. */
const VSAQ_TUNED = new Set(['security_privacy_programs', 'infrastructure']);

const said = (d: Draft) => (d.flagged ? 'flag' : /^no\b/i.test(d.answerChoice ?? '') ? 'no' : /^yes\b/i.test(d.answerChoice ?? '') ? 'yes' : 'other');

function report(name: string, set: Judged[], drafts: Draft[], why: boolean) {
  const all = set.map((p, i) => ({ ...p, d: drafts[i]!, said: said(drafts[i]!) }));
  const stated = all.filter((p) => p.expected !== 'none');
  const answered = stated.filter((p) => p.said !== 'flag');
  const right = answered.filter((p) => p.said === p.expected);
  const noes = stated.filter((p) => p.expected === 'no');
  const unstated = all.filter((p) => p.expected === 'none');
  const unsupported = unstated.filter((p) => p.said !== 'flag');
  const high = answered.filter((p) => p.d.confidence === 'high');
  console.log(`${name}: ${set.length} questions`);
  console.log(`  stated in a document (yes/no)      ${stated.length}`);
  console.log(`  answered (not flagged)             ${pc(answered.length / Math.max(1, stated.length))}`);
  console.log(`  accuracy of answered               ${pc(right.length / Math.max(1, answered.length))}`);
  console.log(`  accuracy at high confidence        ${pc(high.filter((p) => p.said === p.expected).length / Math.max(1, high.length))} of ${high.length}`);
  if (noes.length > 0) console.log(`  "No" caught (No or flagged)        ${pc(noes.filter((p) => p.said !== 'yes').length / noes.length)} of ${noes.length}`);
  console.log(`  stated nowhere, answered anyway    ${unsupported.length} of ${unstated.length}`);
  if (why)
    for (const p of all.filter((x) => (x.expected === 'none' ? x.said !== 'flag' : x.said !== x.expected)))
      console.log(
        `  ${p.expected} → ${p.said} ${p.d.confidence} ${p.d.score} | ${p.question.slice(0, 200)}\n      ${(p.d.flagged ? p.d.reason : (p.d.answerText ?? '')).slice(0, 200)}`,
      );
  return { answered: answered.length / Math.max(1, stated.length), accuracy: right.length / Math.max(1, answered.length), unsupported: unsupported.length };
}

async function main() {
  const dir = path.join(root, 'northwind');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-probe-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', LLM_BASE_URL: '' });
  const database = await openDatabase({});
  const app = await buildApp(config, database, { logger: false });
  const auth = await benchSignIn(database)('Northwind probe', 'northwind-probe');
  const ids: string[] = [];
  for (const f of northwindDocumentFiles(dir))
    ids.push((await createDocument(app.deps, auth, { all_products: true }, { name: path.basename(f), buffer: readFileSync(path.join(dir, f)) })).id);
  await app.deps.jobs.runUntilIdle();

  const read = (file: string) => parse(readFileSync(path.resolve('bench/data', file)), { columns: true }) as Judged[];
  const own = read('paraphrase-probe.csv');
  const vsaq = read('vsaq-northwind.csv');
  const draft = (set: Judged[]) =>
    withTenant(database.db, { organizationId: auth.organizationId }, (tx) =>
      draftAnswers(
        tx,
        { llm: null },
        set.map((p) => ({ question: p.question, answerOptions: ['Yes', 'No'], productId: null, productIds: [], selectedDocumentIds: ids })),
      ),
    );
  const why = process.argv.includes('--why');
  const ownDrafts = await draft(own);
  const ownFigures = report('Own paraphrases (tuned-on)', own, ownDrafts, why);
  if (process.argv.includes('--explain'))
    own.forEach((p, i) => {
      const d = ownDrafts[i]!;
      if (!d.flagged) console.log(`  ${d.answerChoice} ${d.confidence} | ${p.question}\n      ${(d.answerText ?? '').slice(0, 260)}`);
    });
  const tunedSet = vsaq.filter((p) => VSAQ_TUNED.has(p.file ?? ''));
  const heldSet = vsaq.filter((p) => !VSAQ_TUNED.has(p.file ?? ''));
  const tuned = report('VSAQ, programme and infrastructure (tuned-on)', tunedSet, await draft(tunedSet), why);
  const held = report('VSAQ, web application and physical (held out)', heldSet, await draft(heldSet), false);
  console.log(
    JSON.stringify({
      probe_answered: +ownFigures.answered.toFixed(3),
      probe_accuracy: +ownFigures.accuracy.toFixed(3),
      probe_unsupported_answers: ownFigures.unsupported,
      vsaq_tuned: { answered: +tuned.answered.toFixed(3), accuracy: +tuned.accuracy.toFixed(3), unsupported: tuned.unsupported },
      vsaq_held_out: { answered: +held.answered.toFixed(3), accuracy: +held.accuracy.toFixed(3), unsupported: held.unsupported },
    }),
  );
  process.exit(0);
}
void main();
