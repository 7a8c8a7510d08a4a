/**
 * npm run bench:drafting — how well the answer engine drafts (issue 7, ../shared/bench/README.md task 3).
 *
 * Set up as a user would, through the knowledge hub's services, on an in-memory PGlite:
 * - products Canvas LMS, Canvas Catalog, Canvas Studio, and the product of each architecture overview
 *   (the product name is the start of the overview's file name);
 * - instructure/kb/Canvas LMS HECVAT Full.xlsx imported as an answered questionnaire for Canvas LMS,
 *   Instructure CAIQ.xlsx for all products;
 * - instructure/kb/policies/*.txt uploaded as documents: each architecture overview for its product,
 *   every other document for all products.
 * Then each file of instructure/dev-questions/ is read with the questionnaire importer, its answers are
 * dropped, and its questions are drafted for its own product with every document selected, in batches of
 * 20, as the drafting job sends them to the engine.
 *
 * Also the cross-framework sets of bench/drafting-sets.ts: Northwind's custom questionnaire drafted from its
 * policies and its filled CAIQ, and HECVAT 4.1.4 questions looked up among CAIQ v4.0.3 questions (pairs judged
 * by reading, bench/data/hecvat-caiq-pairs.csv).
 *
 * Every figure is reported twice (bench/drafting-report.ts): on the half a fold is tuned on and on the half it
 * holds out (Canvas Catalog vs Canvas Studio, odd vs even rows of the split sets), with the accuracy–coverage
 * curve, the coverage at accuracy >= 0.98 (threshold chosen on the tuned half), a calibration table (stated
 * confidence vs observed accuracy), hit@1/hit@5 for the same control in another framework, and the
 * Northwind golden set's needs_input cases. Speed: seconds per 300 questions, end to end, and CPU time.
 * The last line is one JSON object. BENCH_DIR overrides ../shared/bench.
 */
import fs, { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { load as loadYaml } from 'js-yaml';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, rows } from '@server/db/client';
import { withTenant } from '@server/db/tenant-isolation';
import type { AuthContext } from '@server/lib/context';
import { extractQuestions } from '@server/lib/questionnaire-files';
import { createDocument } from '@server/modules/knowledge-hub/documents.service';
import { draftAnswers, type Draft, type DraftRequest } from '@server/modules/answer-engine';
import { importAnsweredQuestionnaire } from '@server/modules/knowledge-hub/import.service';
import { createProduct } from '@server/modules/products/service';
import {
  explanationOverlap,
  figures,
  pairFigures,
  reportFold,
  reportHalves,
  reportSets,
  round,
  type Fold,
  type Outcome,
  type PairOutcome,
} from './drafting-report';
import { hecvatToCaiq, LMS_FULL, lmsFullLeaveOneOut, mattermostUnseen, northwindCrossFramework } from './drafting-sets';
import { benchSignIn, northwindDocumentFiles } from './bench-tenant';

const root = path.resolve(process.env.BENCH_DIR ?? '../shared/bench');
const BATCH = 20;
const instructure = path.join(root, 'instructure');

interface TruthRow {
  source_file: string;
  qid: string;
  question: string;
  answer_choice: string;
  answer_text: string;
}
interface PairRow {
  query_file: string;
  query_qid: string;
  kb_file: string;
  kb_qid: string;
}

async function main() {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', LLM_BASE_URL: '' });
  const database = await openDatabase({});
  const app = await buildApp(config, database, { logger: false });
  const deps = app.deps;

  const signIn = benchSignIn(database);
  const upload = (file: string) => ({ name: path.basename(file), buffer: readFileSync(file) });

  // ---- Instructure: products, answered questionnaires, documents ----
  const auth = await signIn('Instructure', 'instructure');
  const policyDir = path.join(instructure, 'kb', 'policies');
  const policies = readdirSync(policyDir)
    .filter((f) => f.endsWith('.txt'))
    .sort();
  const overviews = policies.filter((f) => /architecture/i.test(f));
  const productNames = new Set(['Canvas LMS', 'Canvas Catalog', 'Canvas Studio']);
  for (const f of overviews) productNames.add(f.replace(/\s+Architecture.*$/i, '').trim());
  const productId = new Map<string, string>();
  for (const name of productNames) productId.set(name, (await createProduct(deps, auth, { name })).id);

  const lms = productId.get('Canvas LMS')!;
  const imports = [
    await importAnsweredQuestionnaire(
      deps,
      auth,
      { all_products: false, product_ids: [lms] },
      upload(path.join(instructure, 'kb', 'Canvas LMS HECVAT Full.xlsx')),
    ),
    await importAnsweredQuestionnaire(deps, auth, { all_products: true }, upload(path.join(instructure, 'kb', 'Instructure CAIQ.xlsx'))),
  ];
  const documentIds: string[] = [];
  for (const f of policies) {
    const owner = overviews.includes(f) ? [...productNames].find((n) => f.startsWith(n)) : undefined;
    const doc = await createDocument(
      deps,
      auth,
      owner ? { all_products: false, product_ids: [productId.get(owner)!] } : { all_products: true },
      upload(path.join(policyDir, f)),
    );
    documentIds.push(doc.id);
  }
  await deps.jobs.runUntilIdle();
  console.log(
    `Knowledge base: ${productNames.size} products, ${policies.length} documents, ${imports.map((i) => `${i.source_reference}: ${i.imported} answers (+${i.unanswered} unanswered)`).join('; ')}`,
  );

  // Library entries of the Canvas LMS file, by question id (for hit@k).
  const fullEntries = await withTenant(database.db, { organizationId: auth.organizationId }, (tx) =>
    rows<{ id: string; external_ref: string }>(
      tx,
      sql`select id, external_ref from kb_library_entries where organization_id = ${auth.organizationId} and source_reference = 'Canvas LMS HECVAT Full.xlsx'`,
    ),
  );
  const entryByQid = new Map(fullEntries.map((r) => [r.external_ref, r.id]));

  const truth = parse(readFileSync(path.join(instructure, 'answers-normalized.csv')), { columns: true }) as TruthRow[];
  const pairs = parse(readFileSync(path.join(instructure, 'dev-pairs-lite-to-full.csv')), { columns: true }) as PairRow[];

  const outcomes: Outcome[] = [];
  const litePairs: PairOutcome[] = [];
  const timing = { drafted: 0, ms: 0, cpu: 0 };
  const draftAll = async (organizationId: string, requests: DraftRequest[]) => {
    const drafts: Draft[] = [];
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let k = 0; k < requests.length; k += BATCH) {
      drafts.push(...(await withTenant(database.db, { organizationId }, (tx) => draftAnswers(tx, { llm: null }, requests.slice(k, k + BATCH)))));
    }
    timing.ms += performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    timing.cpu += (cpu.user + cpu.system) / 1e6;
    timing.drafted += requests.length;
    return drafts;
  };
  // Canvas Catalog is half a, Canvas Studio half b: a fold tunes on one product and reports the other.
  const files = readdirSync(path.join(instructure, 'dev-questions'))
    .filter((f) => f.endsWith('.xlsx'))
    .sort();
  for (const file of files) {
    const product = [...productNames].filter((n) => file.startsWith(n)).sort((a, b) => b.length - a.length)[0];
    if (!product) throw new Error(`No product for ${file}`);
    const set = product.replace(/^Canvas\s+/, '');
    const half = set === 'Catalog' ? 'a' : 'b';
    const questions = await extractQuestions(readFileSync(path.join(instructure, 'dev-questions', file)), file);
    // As the drafting job sends them: the request's products, and the documents chosen at 'Start AI' (all of them).
    const requests: DraftRequest[] = questions.map((q, i) => ({
      question: q.question,
      previousQuestion: questions[i - 1]?.question ?? null,
      section: q.section ?? null,
      answerOptions: q.answerOptions,
      productId: null,
      productIds: [productId.get(product)!],
      selectedDocumentIds: documentIds,
    }));
    const drafts = await draftAll(auth.organizationId, requests);
    const truthByQid = new Map(truth.filter((t) => t.source_file === file).map((t) => [t.qid, t]));
    questions.forEach((q, i) => {
      const d = drafts[i]!;
      const pair = q.qid ? pairs.find((p) => p.query_file === file && p.query_qid === q.qid) : undefined;
      if (pair) litePairs.push({ set: `Lite→Full ${set}`, half, rank: d.related.findIndex((r) => r.id === entryByQid.get(pair.kb_qid)) });
      const t = q.qid ? truthByQid.get(q.qid) : undefined;
      if (t && (t.answer_choice === 'Yes' || t.answer_choice === 'No'))
        outcomes.push({ ...outcomeOf(set, half, t.answer_choice, d), explains: explanationOverlap(q.question, t.answer_text, d.answerText) });
      if (t && process.argv.includes('--text') && !d.flagged)
        console.log(`  TEXT ${set} ${q.qid}: ${q.question.slice(0, 120)}\n       → ${d.answerChoice} ${(d.answerText ?? '').slice(0, 300)}`);
      if (t && process.argv.includes('--why'))
        console.log(`  ${set} ${q.qid} truth ${t.answer_choice} → ${d.flagged ? 'FLAG' : d.answerChoice} ${d.confidence} ${d.score}: ${d.reason}`);
    });
  }

  // ---- Northwind: its custom questionnaire drafted from its policies and its filled CAIQ (another framework) ----
  outcomes.push(...(await northwindCrossFramework(deps, signIn, upload, draftAll)));
  // ---- The same questionnaire for a new customer: its policies and evidence, no answer library yet ----
  outcomes.push(...(await northwindCrossFramework(deps, signIn, upload, draftAll, { withLibrary: false })));
  // ---- HECVAT 4.1.4 questions looked up in a library holding only a filled CAIQ v4.0.3 ----
  const crossPairs = await hecvatToCaiq(deps, signIn, upload, draftAll);

  console.log('\nPer set (both halves):');
  // ---- Mattermost: a vendor no rule was chosen on, reported beside the folds ----
  const unseen = await mattermostUnseen(deps, signIn, draftAll);
  // ---- Canvas LMS's HECVAT Full from its CAIQ and documents, the HECVAT itself left out of the library ----
  const leftOut = await lmsFullLeaveOneOut(deps, signIn, upload, draftAll, async (a, name) => (await createProduct(deps, a, { name })).id);
  reportSets([...outcomes, ...unseen, ...leftOut], [...litePairs, ...crossPairs]);
  reportHalves(`${LMS_FULL} (the HECVAT left out of the library; no rule chosen on it before 2026-11-28)`, leftOut);
  const folds: Fold[] = [
    { name: 'Fold 1: tuned on Canvas Catalog + odd rows; held out: Canvas Studio + even rows', tuned: (o) => o.half === 'a' },
    { name: 'Fold 2: tuned on Canvas Studio + even rows; held out: Canvas Catalog + odd rows', tuned: (o) => o.half === 'b' },
  ];
  const results = folds.map((f) => reportFold(f, outcomes, crossPairs));

  const per300 = (timing.ms / timing.drafted) * 300;
  console.log(
    `\nDrafting speed: ${timing.drafted} questions in ${(timing.ms / 1000).toFixed(2)} s = ${(per300 / 1000).toFixed(2)} s per 300 questions (batches of ${BATCH}, in-memory PGlite)`,
  );
  // The machine may be shared: CPU time of this process and the load average say how much of the wall time was waiting.
  console.log(
    `  process CPU ${timing.cpu.toFixed(2)} s = ${((timing.cpu / timing.drafted) * 300).toFixed(2)} CPU-seconds per 300 questions; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );

  // ---- Northwind golden set ----
  const golden = await northwindGolden(deps, signIn, upload);
  console.log(
    `Northwind golden set: ${golden.flagged}/${golden.total} needs_input cases flagged (${golden.cases.map((c) => `${c.id} ${c.flagged ? 'flagged' : `answered ${c.answer}`}`).join('; ')})`,
  );
  console.log(`Other golden cases: ${golden.others.map((c) => `${c.id} ${c.expected}→${c.outcome}`).join('; ')}`);
  console.log(`Total time ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const headline = (r: (typeof results)[number]) => ({
    answered: round(r.held.answered),
    accuracy: round(r.held.accuracy),
    no_caught: round(r.held.noCaught),
    coverage_at_098: r.heldAtThreshold ? round(r.heldAtThreshold.answered) : null,
    accuracy_at_that_threshold: r.heldAtThreshold ? round(r.heldAtThreshold.accuracy) : null,
    cross_framework_hit_at_1: round(r.pairsHeld.hit1),
    cross_framework_hit_at_5: round(r.pairsHeld.hit5),
  });
  const all = figures(outcomes);
  const result = {
    held_out_fold_1: headline(results[0]!),
    held_out_fold_2: headline(results[1]!),
    all_answered_share: round(all.answered),
    never_tuned_mattermost: unseen.length ? { answered: round(figures(unseen).answered), accuracy: round(figures(unseen).accuracy) } : null,
    lms_full_leave_one_out: leftOut.length
      ? Object.fromEntries(
          (['a', 'b'] as const).map((h) => {
            const f = figures(leftOut.filter((o) => o.half === h));
            return [h === 'a' ? 'tuned' : 'held_out', { answered: round(f.answered), accuracy: round(f.accuracy), no_caught: round(f.noCaught) }];
          }),
        )
      : null,
    all_selective_accuracy: round(all.accuracy),
    all_no_caught: round(all.noCaught),
    lite_to_full_hit_at_1: round(pairFigures(litePairs).hit1),
    golden_needs_input_flagged: round(golden.flagged / Math.max(1, golden.total)),
    seconds_per_300_questions: Math.round(per300 / 10) / 100,
  };
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify(result));
}

async function northwindGolden(
  deps: Awaited<ReturnType<typeof buildApp>>['deps'],
  signIn: (name: string, slug: string) => Promise<AuthContext>,
  upload: (file: string) => { name: string; buffer: Buffer },
) {
  const dir = path.join(root, 'northwind');
  const auth = await signIn('Northwind AI', 'northwind-ai');
  const docs = northwindDocumentFiles(dir);
  const documentIds: string[] = [];
  for (const f of docs) documentIds.push((await createDocument(deps, auth, { all_products: true }, upload(path.join(dir, f)))).id);
  for (const f of readdirSync(path.join(dir, 'questionnaires')).filter((x) => x.endsWith('.xlsx'))) {
    await importAnsweredQuestionnaire(deps, auth, { all_products: true }, upload(path.join(dir, 'questionnaires', f)));
  }
  await deps.jobs.runUntilIdle();
  const set = loadYaml(readFileSync(path.join(dir, 'eval_golden_set.yaml'), 'utf8')) as { cases: { id: string; question: string; expected_outcome: string }[] };
  const drafts = await withTenant(deps.db, { organizationId: auth.organizationId }, (tx) =>
    draftAnswers(
      tx,
      { llm: null },
      set.cases.map((c) => ({ question: c.question.trim(), answerOptions: null, productId: null, productIds: [], selectedDocumentIds: documentIds })),
    ),
  );
  if (process.argv.includes('--verbose')) {
    set.cases.forEach((c, i) => {
      const d = drafts[i]!;
      console.log(
        `  ${c.id} [${c.expected_outcome}] ${c.question.trim().slice(0, 90)}\n    → ${d.flagged ? 'FLAGGED' : (d.answerChoice ?? '')} (${d.confidence}) ${d.reason}\n    ${(d.answerText ?? '').slice(0, 200)}\n    sources: ${d.sources
          .map((s) => s.name)
          .slice(0, 3)
          .join(' | ')}`,
      );
    });
  }
  const outcomes = set.cases.map((c, i) => ({
    id: c.id,
    expected: c.expected_outcome,
    flagged: drafts[i]!.flagged,
    answer: drafts[i]!.answerChoice ?? 'text',
    outcome: drafts[i]!.flagged ? 'flagged' : (drafts[i]!.answerChoice ?? 'text'),
  }));
  const cases = outcomes.filter((r) => r.expected === 'needs_input');
  return { total: cases.length, flagged: cases.filter((c) => c.flagged).length, cases, others: outcomes.filter((r) => r.expected !== 'needs_input') };
}

function polarity(choice: string | null): 'Yes' | 'No' | null {
  const s = (choice ?? '')
    .replace(/^\s*\d+\)\s*/, '')
    .trim()
    .toLowerCase();
  return s.startsWith('yes') ? 'Yes' : s.startsWith('no') ? 'No' : null;
}

function outcomeOf(set: string, half: 'a' | 'b', truth: 'Yes' | 'No', d: Draft): Outcome {
  return { set, half, truth, said: d.flagged ? null : polarity(d.answerChoice), score: d.score, confidence: d.confidence };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
