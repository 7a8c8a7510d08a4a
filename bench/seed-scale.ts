/**
 * npm run seed:scale — a thousand tenants for bench:scale (issue 18, docs/scaling.md).
 *
 * Organisation 0 (`scale-0000`) is the large tenant: 100 k questions (100 files of 1,000), 20 k library
 * answers, 2 k documents, 2 k requests and customers, 100 k activity rows. Organisations 1…999 are a long
 * tail of a few hundred rows each. About 1 M rows in all.
 *
 * Bulk SQL (insert … select generate_series), each organisation's rows written in its own tenant
 * transaction as the app_user role, so row-level security checks every row. Deterministic: every id is
 * md5 of (organisation, kind, number), texts come from fixed word lists. Resumable: rows that exist are
 * skipped (on conflict do nothing), so a stopped run continues where it was.
 *
 * Env: DATABASE_URL (PostgreSQL; without it PGlite in DATA_DIR, at a smaller size), SCALE_ORGS (1000, or
 * 20 on PGlite), SCALE_FACTOR (1, or 0.05 on PGlite: the large tenant's size). All users' password is
 * trustroom-demo. Prints progress and a final row count per table.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, rows, type Db } from '@server/db/client';
import { createBuiltinRoles, DEMO_PASSWORD, hashPassword } from '@server/db/seed';
import { withTenant } from '@server/db/tenant-isolation';
import { analyzerSignature } from '@server/modules/answer-engine';

const onPg = Boolean(process.env.DATABASE_URL);
const orgCount = Number(process.env.SCALE_ORGS ?? (onPg ? 1000 : 20));
const factor = Number(process.env.SCALE_FACTOR ?? (onPg ? 1 : 0.05));

export interface OrgSize {
  users: number;
  customers: number;
  products: number;
  requests: number;
  questionFiles: number;
  questionsPerFile: number;
  library: number;
  documents: number;
  passagesPerDocument: number;
  activity: number;
  members: number;
  accessRequests: number;
}

/** The large tenant (k = 0) and the long tail, varied deterministically by k. */
export function sizeOf(k: number): OrgSize {
  if (k === 0) {
    const f = (n: number) => Math.max(1, Math.round(n * factor));
    return {
      users: f(200),
      customers: f(2000),
      products: 20,
      requests: f(2000),
      questionFiles: f(100),
      questionsPerFile: 1000,
      library: f(20_000),
      documents: f(2000),
      passagesPerDocument: 5,
      activity: f(100_000),
      members: f(2000),
      accessRequests: f(2000),
    };
  }
  const v = (mod: number, mult: number) => (k * mult) % mod;
  const requests = 5 + v(25, 7);
  return {
    users: 3 + v(5, 3),
    customers: 5 + v(25, 11),
    products: 1 + v(5, 13),
    requests,
    questionFiles: 2 + v(3, 5),
    questionsPerFile: 10 + v(20, 17),
    library: 20 + v(100, 19),
    documents: 2 + v(6, 23),
    passagesPerDocument: 3,
    activity: 340 + v(400, 29),
    members: 5,
    accessRequests: 5,
  };
}

const words = {
  subject: [
    'customer data',
    'production systems',
    'backups',
    'encryption keys',
    'employee laptops',
    'source code',
    'audit logs',
    'third-party vendors',
    'the cloud environment',
    'privileged accounts',
  ],
  verb: [
    'Do you encrypt',
    'Do you monitor',
    'Do you review access to',
    'Do you test the recovery of',
    'Do you restrict access to',
    'Is there a documented policy for',
    'Do you log changes to',
    'Do you scan for vulnerabilities in',
  ],
  tail: [
    'at rest',
    'in transit',
    'at least annually',
    'with multi-factor authentication',
    'under change management',
    'by an independent auditor',
    'within 24 hours',
    'using role-based access',
  ],
  answer: [
    'Yes. AES-256 with keys in a managed KMS, rotated yearly.',
    'Yes, reviewed quarterly by the security team.',
    'Yes, tested twice a year with documented results.',
    'Yes, enforced for every employee and contractor.',
    'Partially: planned for next quarter.',
    'Yes, as described in our SOC 2 Type II report.',
  ],
};
const arr = (a: string[]) => `(array[${a.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])`;
/** A question from the word lists, chosen by the integer expression `n`. */
const questionText = (n: string) =>
  sql.raw(
    `(${arr(words.verb)}[1 + (${n}) % ${words.verb.length}] || ' ' || ${arr(words.subject)}[1 + ((${n}) / 7) % ${words.subject.length}] || ' ' || ${arr(words.tail)}[1 + ((${n}) / 3) % ${words.tail.length}] || '? (' || (${n}) || ')')`,
  );
const answerText = (n: string) => sql.raw(`${arr(words.answer)}[1 + (${n}) % ${words.answer.length}]`);
/** md5 of (organisation, kind, number) shaped as a version 4 uuid (the API checks the version and variant). */
const uid = (k: number, kind: string, n: string) =>
  sql.raw(`overlay(overlay(md5('scale:${k}:${kind}:' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`);
const orgId = (k: number) => `${hex(`scale-org-${k}`)}`;

function hex(s: string): string {
  // md5 as PostgreSQL computes it, so ids are the same whichever side makes them.
  const h = crypto.createHash('md5').update(s).digest('hex');
  return `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
}

interface Step {
  table: string;
  count: number;
  /** Inserts numbers from..to (1-based, inclusive). */
  insert: (k: number, org: string, from: number, to: number) => SQL;
}

function steps(k: number, s: OrgSize): Step[] {
  const range = (from: number, to: number) => sql.raw(`generate_series(${from}, ${to}) g`);
  const roleFor = (org: string) =>
    sql`(select id from roles where organization_id = ${org} and slug = case when g = 1 then 'admin' when g % 4 = 0 then 'sme' else 'poweruser' end)`;
  const list: Step[] = [
    {
      table: 'users',
      count: s.users,
      insert: (k, org, a, b) => sql`insert into users (id, organization_id, email, first_name, last_name, role_id, password_hash)
        select ${uid(k, 'user', 'g')}, ${org}, 'user' || g || '@scale-${sql.raw(String(k))}.test', 'User', 'Number ' || g, ${roleFor(org)}, current_setting('scale.hash')
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'customers',
      count: s.customers,
      insert: (k, org, a, b) => sql`insert into customers (id, organization_id, name, whitelisted_domains, created_at)
        select ${uid(k, 'customer', 'g')}, ${org}, 'Customer ' || g, array['customer' || g || '.example'], now() - make_interval(mins => g * 17)
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'products',
      count: s.products,
      insert: (k, org, a, b) =>
        sql`insert into products (id, organization_id, name) select ${uid(k, 'product', 'g')}, ${org}, 'Product ' || g from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'questionnaire_requests',
      count: s.requests,
      insert: (
        k,
        org,
        a,
        b,
      ) => sql`insert into questionnaire_requests (id, organization_id, req_num, status, customer_id, customer_type, requestor, owner_id, due_date, priority, created_at, updated_at)
        select ${uid(k, 'request', 'g')}, ${org}, g,
          (array['OPEN','IN_PROGRESS','IN_REVIEW','APPROVED','COMPLETE','SUBMITTED_TO_CUSTOMER','CANCELLED'])[1 + g % 7],
          ${uid(k, 'customer', `1 + g % ${s.customers}`)}, (array['NEW','RENEWAL','EXISTING'])[1 + g % 3], 'Requestor ' || g,
          ${uid(k, 'user', `1 + g % ${s.users}`)}, current_date + (g % 90 - 30), 'P' || (1 + g % 4),
          now() - make_interval(hours => g * 3), now() - make_interval(hours => g)
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'questionnaire_request_files',
      count: s.requests,
      insert: (
        k,
        org,
        a,
        b,
      ) => sql`insert into questionnaire_request_files (id, organization_id, request_id, file_key, file_name, file_size, format, status, parse_status, parse_progress, ai_status, ai_progress, all_groups, selected_groups, created_at)
        select ${uid(k, 'file', 'g')}, ${org}, ${uid(k, 'request', 'g')}, 'scale/' || g || '.xlsx', 'Questionnaire ' || g || '.xlsx', 20000, 'xlsx', 'IN_PROGRESS', 'PROCESSED', 100, 'COMPLETED', 100, '["Sheet1"]', '["Sheet1"]', now() - make_interval(hours => g * 3)
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'questionnaire_questions',
      count: s.questionFiles * s.questionsPerFile,
      insert: (k, org, a, b) => {
        const per = s.questionsPerFile;
        return sql`insert into questionnaire_questions (id, organization_id, request_id, file_id, sequence_num, group_name, row_number, question, answer_options, answer_choice, answer_text, status, confidence, confidence_level, ai_answered, was_answered_by_ai_once, assignee_id)
        select ${uid(k, 'question', 'g')}, ${org}, ${uid(k, 'request', `1 + (g - 1) / ${per}`)}, ${uid(k, 'file', `1 + (g - 1) / ${per}`)}, 1 + (g - 1) % ${per}, 'Sheet1', 1 + (g - 1) % ${per} + 1,
          ${questionText('g')}, '["Yes","No","N/A"]', (array['Yes','No','N/A'])[1 + g % 3], ${answerText('g')},
          case when g % 3 = 0 then 'APPROVED' else 'DRAFT' end, (g % 100) / 100.0, (array['high','medium','low'])[1 + g % 3], true, true,
          case when g % 5 = 0 then ${uid(k, 'user', `1 + g % ${s.users}`)} end
        from ${range(a, b)} on conflict do nothing`;
      },
    },
    {
      table: 'kb_documents',
      count: s.documents,
      insert: (
        k,
        org,
        a,
        b,
      ) => sql`insert into kb_documents (id, organization_id, name, file_key, file_name, mime_type, file_size, format, series_id, status, passage_count, created_at)
        select ${uid(k, 'doc', 'g')}, ${org}, 'Policy ' || g, 'scale/doc-' || g || '.md', 'policy-' || g || '.md', 'text/markdown', 4000, 'markdown', ${uid(k, 'doc', 'g')}, 'READY', ${s.passagesPerDocument}, now() - make_interval(days => g % 365)
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'kb_passages',
      count: s.documents * s.passagesPerDocument,
      insert: (k, org, a, b) => sql`insert into kb_passages (id, organization_id, document_id, position, heading, page, text, terms)
        select ${uid(k, 'passage', 'g')}, ${org}, ${uid(k, 'doc', `1 + (g - 1) / ${s.passagesPerDocument}`)}, (g - 1) % ${s.passagesPerDocument}, 'Section ' || g,
          1 + (g - 1) % ${s.passagesPerDocument}, ${answerText('g')} || ' ' || ${questionText('g * 13')}, lower(${questionText('g * 13')})
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'kb_library_entries',
      count: s.library,
      insert: (
        k,
        org,
        a,
        b,
      ) => sql`insert into kb_library_entries (id, organization_id, question, answer_choice, answer_text, source, group_id, question_terms, answer_terms, created_at)
        select ${uid(k, 'library', 'g')}, ${org}, ${questionText('g * 31')}, (array['Yes','No','N/A'])[1 + g % 3], ${answerText('g')}, (array['import','approved','manual'])[1 + g % 3],
          ${uid(k, 'library', 'g')}, lower(${questionText('g * 31')}), lower(${answerText('g')}), now() - make_interval(hours => g)
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'activity_logs',
      count: s.activity,
      insert: (
        k,
        org,
        a,
        b,
      ) => sql`insert into activity_logs (id, organization_id, actor_id, actor_name, "group", action, object_type, object_id, object_name, description, created_at)
        select ${uid(k, 'activity', 'g')}, ${org}, ${uid(k, 'user', `1 + g % ${s.users}`)}, 'User Number ' || (1 + g % ${s.users}),
          (array['request','trust_center','other'])[1 + g % 3], (array['created','updated','status_changed','deleted'])[1 + g % 4],
          (array['request','customer','questionnairefile'])[1 + g % 3], ${uid(k, 'request', `1 + g % ${s.requests}`)}, 'REQ-' || (1 + g % ${s.requests}),
          'Changed REQ-' || (1 + g % ${s.requests}), now() - make_interval(mins => g * 5)
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'customer_members',
      count: s.members,
      insert: (k, org, a, b) => sql`insert into customer_members (id, organization_id, customer_id, email, full_name, invitation_source)
        select ${uid(k, 'member', 'g')}, ${org}, ${uid(k, 'customer', `1 + g % ${s.customers}`)}, 'member' || g || '@customer' || (1 + g % ${s.customers}) || '.example', 'Member ' || g, 'MANUAL_INVITE'
        from ${range(a, b)} on conflict do nothing`,
    },
    {
      table: 'access_requests',
      count: s.accessRequests,
      insert: (k, org, a, b) => sql`insert into access_requests (id, organization_id, first_name, last_name, email, company_name, reason, status, created_at)
        select ${uid(k, 'access', 'g')}, ${org}, 'Visitor', 'Number ' || g, 'visitor' || g || '@prospect' || g || '.example', 'Prospect ' || g, 'Security review',
          (array['PENDING','APPROVED','REJECTED'])[1 + g % 3], now() - make_interval(hours => g)
        from ${range(a, b)} on conflict do nothing`,
    },
  ];
  return list.filter((st) => st.count > 0);
}

const CHUNK = 10_000;

async function seedOrg(db: Db, k: number): Promise<number> {
  const org = orgId(k);
  const slug = `scale-${String(k).padStart(4, '0')}`;
  const s = sizeOf(k);
  await db.execute(sql`insert into organizations (id, name, slug) values (${org}, ${`Scale ${k}`}, ${slug}) on conflict do nothing`);
  let written = 0;
  await withTenant(db, { organizationId: org }, async (tx) => {
    const [has] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from roles where organization_id = ${org}`);
    if (!has?.n) await createBuiltinRoles(tx, org);
    await tx.execute(sql`insert into tc_configs (organization_id, slug, is_published, is_draft, company_name, company_overview_title, company_overview)
      values (${org}, ${slug}, true, false, ${`Scale ${k}`}, 'Security at a glance', '<p>We protect customer data with encryption, monitoring and audits.</p>') on conflict do nothing`);
    // The seeded terms are the bench's own word lists, kept as they are: without this record the first start
    // would remake every organisation's terms in the background while bench:scale measures (decision 0013).
    await tx.execute(sql`insert into kb_terms_state (organization_id, analyzer) values (${org}, ${analyzerSignature()}) on conflict do nothing`);
  });
  const run = async (work: { st: Step; a: number; b: number }[]) =>
    withTenant(db, { organizationId: org }, async (tx) => {
      await tx.execute(sql`select set_config('scale.hash', ${passwordHash}, true)`);
      for (const { st, a, b } of work) {
        const res = (await tx.execute(st.insert(k, org, a, b))) as unknown as { rowCount?: number; affectedRows?: number };
        written += res.rowCount ?? res.affectedRows ?? 0;
      }
    });
  if (k !== 0) {
    // A tail organisation in one transaction.
    await run(steps(k, s).map((st) => ({ st, a: 1, b: st.count })));
    return written;
  }
  for (const st of steps(k, s)) {
    for (let a = 1; a <= st.count; a += CHUNK) {
      const b = Math.min(st.count, a + CHUNK - 1);
      await run([{ st, a, b }]);
      process.stdout.write(`  large tenant ${st.table}: ${b}/${st.count}\n`);
    }
  }
  return written;
}

let passwordHash = '';

async function main() {
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: onPg ? undefined : path.resolve(process.env.DATA_DIR ?? 'data', 'pglite'),
  });
  const db = database.db;
  passwordHash = await hashPassword(DEMO_PASSWORD);
  console.log(
    `seed:scale on ${database.kind}: ${orgCount} organisations, large tenant at ${factor}× (ids and texts are deterministic; existing rows are kept)`,
  );
  let total = 0;
  total += await seedOrg(db, 0);
  console.log(`organisations 1/${orgCount} (the large tenant), ${total} rows written, ${Math.round((Date.now() - started) / 1000)} s`);
  // The long tail, a few organisations at a time (each in its own transaction).
  let next = 1;
  let done = 1;
  const worker = async () => {
    while (next < orgCount) {
      const k = next++;
      const n = await seedOrg(db, k);
      total += n;
      done++;
      if (done % 100 === 0 || done === orgCount)
        console.log(`organisations ${done}/${orgCount}, ${total} rows written, ${Math.round((Date.now() - started) / 1000)} s`);
    }
  };
  await Promise.all(Array.from({ length: onPg ? 3 : 1 }, worker));
  // As autovacuum leaves a table in steady state: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
  const tables = await rows<{ table: string }>(
    db,
    sql`select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname not like '\\_\\_%' order by 1`,
  );
  const counts: { table: string; rows: number }[] = [];
  for (const { table } of tables) {
    const [c] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${table}"`));
    if (c && c.n > 0) counts.push({ table, rows: c.n });
  }
  counts.sort((a, b) => b.rows - a.rows);
  let sum = 0;
  for (const c of counts) {
    sum += Number(c.rows);
    console.log(`${c.table.padEnd(34)} ${String(c.rows).padStart(9)}`);
  }
  console.log(`${'total'.padEnd(34)} ${String(sum).padStart(9)}`);
  console.log(
    JSON.stringify({
      database: database.kind,
      organizations: orgCount,
      rows_written: total,
      rows_total: sum,
      seconds: Math.round((Date.now() - started) / 1000),
      large_tenant: `scale-0000`,
    }),
  );
  await database.close();
}

await main();
