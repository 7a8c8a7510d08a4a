/**
 * npm run bench:library — how fast the answer library takes in many pairs (issue 7: near-duplicate
 * grouping and conflict marks must stay fast on large and unusual imports).
 *
 * On a fresh in-memory PGlite, through the knowledge hub's own services:
 * - "realistic": N generated security questions (controls, frequencies, scopes, phrasings, so that some
 *   are near-duplicates of each other with Yes/No answers that sometimes disagree), written into an
 *   answered .xlsx and imported with importAnsweredQuestionnaire (parse + insert + grouping + conflicts);
 * - "random": N questions of random letters, digits and punctuation, imported the same way;
 * - "approved": N answers approved in a review (saveApprovedAnswers, the background job's path) into the
 *   organisation that already holds the realistic import, then the same N again (updates in place),
 *   then a single one into the now larger library.
 * Prints seconds and pairs per second for each, the groups and conflicts found; the last line is one
 * JSON object. `--n 2000` (or BENCH_N) sets N (default 1000); a fixed seed makes runs comparable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildAnsweredQuestionnaire, type AnsweredRow } from '@tests/fixtures/knowledge/answered-questionnaire';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, rows } from '@server/db/client';
import { withTenant } from '@server/db/tenant-isolation';
import type { AuthContext } from '@server/lib/context';
import { importAnsweredQuestionnaire } from '@server/modules/knowledge-hub/import.service';
import { saveApprovedAnswers } from '@server/modules/knowledge-hub/library.service';
import { sql } from 'drizzle-orm';
import { benchSignIn } from './bench-tenant';

const argN = process.argv.indexOf('--n');
const N = Number(argN > 0 ? process.argv[argN + 1] : (process.env.BENCH_N ?? 1000));

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const controls = [
  'multi-factor authentication (MFA)',
  'single sign-on (SSO)',
  'encryption at rest',
  'encryption in transit (TLS 1.2+)',
  'a penetration test by an independent firm',
  'a disaster recovery (DR) plan',
  'a business continuity plan',
  'vulnerability scanning',
  'security awareness training',
  'background checks',
  'role-based access control',
  'privileged access management',
  'an incident response plan',
  'log retention',
  'data loss prevention (DLP)',
  'endpoint detection and response',
  'a web application firewall',
  'change management approvals',
  'secure code review',
  'static application security testing',
  'customer-managed encryption keys (BYOK)',
  'key rotation',
  'backup restoration tests',
  'data classification',
  'vendor risk assessments',
  'a SOC 2 Type II report',
  'ISO 27001 certification',
  'network segmentation',
  'intrusion detection',
  'password complexity rules',
];
const scopes = [
  'for all employees',
  'for production systems',
  'for administrators',
  'for customer data',
  'for contractors',
  'for cloud infrastructure',
  'across every region',
  'for third-party subprocessors',
];
const frequencies = ['at least annually', 'quarterly', 'monthly', 'continuously', 'after every major change', 'at least every two years'];
const phrasings = [
  (c: string, s: string) => `Do you have ${c} in place ${s}?`,
  (c: string, s: string, f: string) => `Is ${c} enforced ${s} and reviewed ${f}?`,
  (c: string, s: string) => `Does your organization maintain ${c} ${s}?`,
  (c: string, s: string, f: string) => `Describe how ${c} is managed ${s}, and how often (${f}) it is reviewed.`,
  (c: string, s: string) => `Please confirm that ${c} applies ${s}.`,
  (c: string, _s: string, f: string) => `Is ${c} tested ${f}?`,
];
const comments = [
  'Documented in our information security policy.',
  'Evidence available under NDA.',
  'Reviewed by the security team and signed off by the CISO.',
  'Not applicable to our hosted service.',
  'Planned for next quarter.',
];

function realisticRows(n: number, seed = 7): AnsweredRow[] {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: n }, (_, i) => {
    const question = pick(phrasings)(pick(controls), pick(scopes), pick(frequencies));
    const choice = r() < 0.75 ? 'Yes' : r() < 0.8 ? 'No' : 'N/A';
    return { id: `SEC-${String(i + 1).padStart(4, '0')}`, question, choice, comment: pick(comments) } as AnsweredRow;
  });
}

function randomRows(n: number, seed = 11): AnsweredRow[] {
  const r = rng(seed);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_/.:;#%&é中文ü';
  const word = () => Array.from({ length: 1 + Math.floor(r() * 12) }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
  const text = (words: number) => Array.from({ length: words }, word).join(r() < 0.5 ? ' ' : '  ');
  return Array.from(
    { length: n },
    (_, i) =>
      ({
        id: `R-${i + 1}`,
        question: `${text(4 + Math.floor(r() * 30))}?`,
        choice: r() < 0.5 ? 'Yes' : 'No',
        comment: text(3 + Math.floor(r() * 10)),
      }) as AnsweredRow,
  );
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', LLM_BASE_URL: '' });
  const database = await openDatabase({});
  const app = await buildApp(config, database, { logger: false });
  const deps = app.deps;
  const signIn = benchSignIn(database);
  const groupsOf = async (auth: AuthContext) =>
    (
      await withTenant(database.db, { organizationId: auth.organizationId }, (tx) =>
        rows<{ entries: number; groups: number; grouped: number; conflicted: number }>(
          tx,
          sql`select count(*)::int as entries, count(distinct group_id)::int as groups,
                     (select count(*)::int from kb_library_entries e where e.organization_id = ${auth.organizationId}
                        and exists (select 1 from kb_library_entries o where o.organization_id = e.organization_id and o.group_id = e.group_id and o.id <> e.id)) as grouped,
                     count(*) filter (where has_conflict)::int as conflicted
              from kb_library_entries where organization_id = ${auth.organizationId}`,
        ),
      )
    )[0]!;

  const results: Record<string, { seconds: number; pairs_per_second: number }> = {};
  const run = async (label: string, pairs: number, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await work();
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    results[label] = { seconds: round(seconds), pairs_per_second: round(pairs / seconds) };
    console.log(
      `${label.padEnd(22)} ${pairs} pairs in ${seconds.toFixed(2)} s (${(pairs / seconds).toFixed(0)} pairs/s, process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s)`,
    );
  };

  console.log(
    `bench:library, N = ${N}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const real = await signIn('Realistic', 'realistic');
  const realFile = await buildAnsweredQuestionnaire(realisticRows(N));
  let realImport: unknown;
  await run('import realistic', N, async () => {
    realImport = await importAnsweredQuestionnaire(deps, real, { all_products: true }, { name: 'realistic.xlsx', buffer: realFile });
  });
  const realGroups = await groupsOf(real);
  console.log(`  ${JSON.stringify(realImport)}; library ${JSON.stringify(realGroups)}`);

  const rand = await signIn('Random', 'random');
  const randFile = await buildAnsweredQuestionnaire(randomRows(N));
  let randImport: unknown;
  await run('import random', N, async () => {
    randImport = await importAnsweredQuestionnaire(deps, rand, { all_products: true }, { name: 'random.xlsx', buffer: randFile });
  });
  const randGroups = await groupsOf(rand);
  console.log(`  ${JSON.stringify(randImport)}; library ${JSON.stringify(randGroups)}`);

  // Answers approved in a review flow back (the saveApprovedAnswers job): new wordings of the realistic set, then the same again.
  const approved = realisticRows(N, 99).map((q, i) => ({
    question: `${q.question} (${i % 7 === 0 ? 'production' : 'all services'})`,
    choice: q.choice || null,
    text: q.comment,
    productIds: [],
    reference: 'REQ-0001',
  }));
  const save = () =>
    withTenant(database.db, { organizationId: real.organizationId }, (tx) => saveApprovedAnswers(tx, real.organizationId, real.userId, approved));
  await run('approved (new)', N, save);
  await run('approved (again)', N, save);
  // One answer approved on its own (a single review) into the now larger library.
  const single = [
    {
      question: 'Is multi-factor authentication (MFA) enforced for administrators of the billing system?',
      choice: 'Yes',
      text: 'Through SSO.',
      productIds: [],
      reference: 'REQ-0002',
    },
  ];
  await run('approved (one more)', 1, () =>
    withTenant(database.db, { organizationId: real.organizationId }, (tx) => saveApprovedAnswers(tx, real.organizationId, real.userId, single)),
  );
  const afterApproved = await groupsOf(real);
  console.log(`  library ${JSON.stringify(afterApproved)}`);

  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      n: N,
      realistic_seconds: results['import realistic']!.seconds,
      realistic_pairs_per_second: results['import realistic']!.pairs_per_second,
      random_seconds: results['import random']!.seconds,
      random_pairs_per_second: results['import random']!.pairs_per_second,
      approved_seconds: results['approved (new)']!.seconds,
      approved_again_seconds: results['approved (again)']!.seconds,
      one_approved_seconds: results['approved (one more)']!.seconds,
      realistic_groups: realGroups.groups,
      realistic_grouped: realGroups.grouped,
      realistic_conflicted: realGroups.conflicted,
      random_groups: randGroups.groups,
    }),
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
