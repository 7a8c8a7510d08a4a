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
 * Scores, against the vendor's own answers (instructure/answers-normalized.csv):
 * - hit@1 / hit@5: the paired Canvas LMS question (dev-pairs-lite-to-full.csv) among the engine's
 *   nearest library questions;
 * - on Yes/No questions: the share answered (not flagged), the accuracy of the answered ones, the share of
 *   the vendor's "No" answers that were answered No or flagged, the agreement counting a flag as wrong,
 *   and the always-Yes baseline;
 * - northwind/eval_golden_set.yaml: the needs_input cases must be flagged (knowledge base: the Northwind
 *   policies, evidence, profile and control catalog as documents, its two filled questionnaires imported);
 * - questions drafted per second, end to end.
 * The last line is one JSON object. BENCH_DIR overrides ../shared/bench.
 */
import fs, { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { load as loadYaml } from 'js-yaml';
import { builtinRoles } from '../shared/permissions';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, rows } from '../server/db/client';
import { createOrganization } from '../server/db/seed';
import { withTenant } from '../server/db/tenant-isolation';
import { users } from '../server/db/schema/index';
import type { AuthContext } from '../server/lib/context';
import { extractQuestions } from '../server/lib/questionnaire-files';
import { createDocument } from '../server/modules/knowledge-hub/documents.service';
import { draftAnswers, type Draft, type DraftRequest } from '../server/modules/answer-engine';
import { importAnsweredQuestionnaire } from '../server/modules/knowledge-hub/import.service';
import { createProduct } from '../server/modules/products/service';

const root = path.resolve(process.env.BENCH_DIR ?? '../shared/bench');
const BATCH = 20;
const instructure = path.join(root, 'instructure');

interface TruthRow {
  source_file: string;
  qid: string;
  question: string;
  answer_choice: string;
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

  const signIn = async (name: string, slug: string): Promise<AuthContext> => {
    const org = await createOrganization(database.db, name, slug);
    const [user] = await withTenant(database.db, { organizationId: org.id }, (tx) =>
      tx.insert(users).values({ organizationId: org.id, email: `admin@${slug}.test`, firstName: 'Bench', lastName: 'Admin', roleId: org.roleIds.admin }).returning(),
    );
    return { userId: user!.id, organizationId: org.id, email: user!.email, fullName: 'Bench Admin', roleId: org.roleIds.admin, roleSlug: 'admin', permissions: builtinRoles.admin.permissions, sessionId: null, via: 'session' };
  };
  const upload = (file: string) => ({ name: path.basename(file), buffer: readFileSync(file) });

  // ---- Instructure: products, answered questionnaires, documents ----
  const auth = await signIn('Instructure', 'instructure');
  const policyDir = path.join(instructure, 'kb', 'policies');
  const policies = readdirSync(policyDir).filter((f) => f.endsWith('.txt')).sort();
  const overviews = policies.filter((f) => /architecture/i.test(f));
  const productNames = new Set(['Canvas LMS', 'Canvas Catalog', 'Canvas Studio']);
  for (const f of overviews) productNames.add(f.replace(/\s+Architecture.*$/i, '').trim());
  const productId = new Map<string, string>();
  for (const name of productNames) productId.set(name, (await createProduct(deps, auth, { name })).id);

  const lms = productId.get('Canvas LMS')!;
  const imports = [
    await importAnsweredQuestionnaire(deps, auth, { all_products: false, product_ids: [lms] }, upload(path.join(instructure, 'kb', 'Canvas LMS HECVAT Full.xlsx'))),
    await importAnsweredQuestionnaire(deps, auth, { all_products: true }, upload(path.join(instructure, 'kb', 'Instructure CAIQ.xlsx'))),
  ];
  const documentIds: string[] = [];
  for (const f of policies) {
    const owner = overviews.includes(f) ? [...productNames].find((n) => f.startsWith(n)) : undefined;
    const doc = await createDocument(deps, auth, owner ? { all_products: false, product_ids: [productId.get(owner)!] } : { all_products: true }, upload(path.join(policyDir, f)));
    documentIds.push(doc.id);
  }
  await deps.jobs.runUntilIdle();
  console.log(`Knowledge base: ${productNames.size} products, ${policies.length} documents, ${imports.map((i) => `${i.source_reference}: ${i.imported} answers (+${i.unanswered} unanswered)`).join('; ')}`);

  // Library entries of the Canvas LMS file, by question id (for hit@k).
  const fullEntries = await withTenant(database.db, { organizationId: auth.organizationId }, (tx) =>
    rows<{ id: string; external_ref: string }>(tx, sql`select id, external_ref from kb_library_entries where organization_id = ${auth.organizationId} and source_reference = 'Canvas LMS HECVAT Full.xlsx'`),
  );
  const entryByQid = new Map(fullEntries.map((r) => [r.external_ref, r.id]));

  const truth = parse(readFileSync(path.join(instructure, 'answers-normalized.csv')), { columns: true }) as TruthRow[];
  const pairs = parse(readFileSync(path.join(instructure, 'dev-pairs-lite-to-full.csv')), { columns: true }) as PairRow[];

  const totals = newTally();
  let drafted = 0;
  let draftMs = 0;
  let draftCpu = 0;
  const files = readdirSync(path.join(instructure, 'dev-questions')).filter((f) => f.endsWith('.xlsx')).sort();
  for (const file of files) {
    const product = [...productNames].filter((n) => file.startsWith(n)).sort((a, b) => b.length - a.length)[0];
    if (!product) throw new Error(`No product for ${file}`);
    const questions = await extractQuestions(readFileSync(path.join(instructure, 'dev-questions', file)), file);
    // As the drafting job sends them: the request's products, and the documents chosen at 'Start AI' (all of them).
    const requests: DraftRequest[] = questions.map((q) => ({ question: q.question, answerOptions: q.answerOptions, productId: null, productIds: [productId.get(product)!], selectedDocumentIds: documentIds }));
    const drafts: Draft[] = [];
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let k = 0; k < requests.length; k += BATCH) {
      drafts.push(...(await withTenant(database.db, { organizationId: auth.organizationId }, (tx) => draftAnswers(tx, { llm: null }, requests.slice(k, k + BATCH)))));
    }
    draftMs += performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    draftCpu += (cpu.user + cpu.system) / 1e6;
    drafted += requests.length;

    const tally = newTally();
    const truthByQid = new Map(truth.filter((t) => t.source_file === file).map((t) => [t.qid, t]));
    questions.forEach((q, i) => {
      const d = drafts[i]!;
      const pair = q.qid ? pairs.find((p) => p.query_file === file && p.query_qid === q.qid) : undefined;
      if (pair) {
        const want = entryByQid.get(pair.kb_qid);
        const rank = d.related.findIndex((r) => r.id === want);
        tally.pairs++;
        if (rank === 0) tally.hit1++;
        if (rank >= 0 && rank < 5) tally.hit5++;
      }
      const t = q.qid ? truthByQid.get(q.qid) : undefined;
      if (!t || (t.answer_choice !== 'Yes' && t.answer_choice !== 'No')) return;
      const said = d.flagged ? null : polarity(d.answerChoice);
      tally.yesNo++;
      if (t.answer_choice === 'Yes') tally.yes++;
      if (said) tally.answered++;
      if (said && said === t.answer_choice) tally.correct++;
      if (t.answer_choice === 'No') {
        tally.no++;
        if (!said || said === 'No') tally.noCaught++;
      }
    });
    report(`${file} (${product}, ${questions.length} questions)`, tally);
    add(totals, tally);
  }
  report('Overall', totals);
  const qps = drafted / (draftMs / 1000);
  console.log(`Drafting speed: ${drafted} questions in ${(draftMs / 1000).toFixed(2)} s = ${qps.toFixed(1)} questions/s (batches of ${BATCH}, in-memory PGlite)`);
  // The machine may be shared: CPU time of this process and the load average say how much of the wall time was waiting.
  console.log(`  process CPU ${draftCpu.toFixed(2)} s = ${(drafted / draftCpu).toFixed(1)} questions per CPU-second; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);

  // ---- Northwind golden set ----
  const golden = await northwindGolden(deps, signIn, upload);
  console.log(`Northwind golden set: ${golden.flagged}/${golden.total} needs_input cases flagged (${golden.cases.map((c) => `${c.id} ${c.flagged ? 'flagged' : `answered ${c.answer}`}`).join('; ')})`);
  console.log(`Other golden cases: ${golden.others.map((c) => `${c.id} ${c.expected}→${c.outcome}`).join('; ')}`);
  console.log(`Total time ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const result = {
    hit_at_1: round(totals.hit1 / totals.pairs),
    hit_at_5: round(totals.hit5 / totals.pairs),
    answered_share: round(totals.answered / totals.yesNo),
    selective_accuracy: round(totals.correct / Math.max(1, totals.answered)),
    no_caught: round(totals.noCaught / totals.no),
    yes_no_agreement: round(totals.correct / totals.yesNo),
    always_yes_baseline: round(totals.yes / totals.yesNo),
    golden_needs_input_flagged: round(golden.flagged / Math.max(1, golden.total)),
    questions_per_second: Math.round(qps * 10) / 10,
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
  const docs = [
    'company_profile.md',
    'control_catalog.csv',
    ...readdirSync(path.join(dir, 'policies')).filter((f) => f.endsWith('.md')).map((f) => `policies/${f}`),
    ...readdirSync(path.join(dir, 'evidence')).filter((f) => f.endsWith('.md')).map((f) => `evidence/${f}`),
  ];
  const documentIds: string[] = [];
  for (const f of docs) documentIds.push((await createDocument(deps, auth, { all_products: true }, upload(path.join(dir, f)))).id);
  for (const f of readdirSync(path.join(dir, 'questionnaires')).filter((x) => x.endsWith('.xlsx'))) {
    await importAnsweredQuestionnaire(deps, auth, { all_products: true }, upload(path.join(dir, 'questionnaires', f)));
  }
  await deps.jobs.runUntilIdle();
  const set = loadYaml(readFileSync(path.join(dir, 'eval_golden_set.yaml'), 'utf8')) as { cases: { id: string; question: string; expected_outcome: string }[] };
  const drafts = await withTenant(deps.db, { organizationId: auth.organizationId }, (tx) =>
    draftAnswers(tx, { llm: null }, set.cases.map((c) => ({ question: c.question.trim(), answerOptions: null, productId: null, productIds: [], selectedDocumentIds: documentIds }))),
  );
  if (process.argv.includes('--verbose')) {
    set.cases.forEach((c, i) => {
      const d = drafts[i]!;
      console.log(`  ${c.id} [${c.expected_outcome}] ${c.question.trim().slice(0, 90)}\n    → ${d.flagged ? 'FLAGGED' : d.answerChoice ?? ''} (${d.confidence}) ${d.reason}\n    ${(d.answerText ?? '').slice(0, 200)}\n    sources: ${d.sources.map((s) => s.name).slice(0, 3).join(' | ')}`);
    });
  }
  const outcomes = set.cases.map((c, i) => ({ id: c.id, expected: c.expected_outcome, flagged: drafts[i]!.flagged, answer: drafts[i]!.answerChoice ?? 'text', outcome: drafts[i]!.flagged ? 'flagged' : (drafts[i]!.answerChoice ?? 'text') }));
  const cases = outcomes.filter((r) => r.expected === 'needs_input');
  return { total: cases.length, flagged: cases.filter((c) => c.flagged).length, cases, others: outcomes.filter((r) => r.expected !== 'needs_input') };
}

function newTally() {
  return { pairs: 0, hit1: 0, hit5: 0, yesNo: 0, yes: 0, no: 0, answered: 0, correct: 0, noCaught: 0 };
}
type Tally = ReturnType<typeof newTally>;
function add(a: Tally, b: Tally) {
  for (const k of Object.keys(a) as (keyof Tally)[]) a[k] += b[k];
}
const round = (n: number) => Math.round(n * 1000) / 1000;
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');
function polarity(choice: string | null): 'Yes' | 'No' | null {
  const s = (choice ?? '').replace(/^\s*\d+\)\s*/, '').trim().toLowerCase();
  return s.startsWith('yes') ? 'Yes' : s.startsWith('no') ? 'No' : null;
}
function report(label: string, t: Tally) {
  console.log(
    `${label}\n  retrieval: hit@1 ${pct(t.hit1, t.pairs)}, hit@5 ${pct(t.hit5, t.pairs)} of ${t.pairs} paired questions\n` +
      `  Yes/No (${t.yesNo}): answered ${pct(t.answered, t.yesNo)}, accuracy of answered ${pct(t.correct, t.answered)}, ` +
      `"No" caught ${pct(t.noCaught, t.no)} of ${t.no}, agreement (flag = wrong) ${pct(t.correct, t.yesNo)}, always-Yes baseline ${pct(t.yes, t.yesNo)}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
