import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRoles, builtinRoleSlugs, can, type BuiltinRoleSlug, type Permission } from '@shared/permissions';
import { createTestApp, type TestApp, type TestUser } from '@tests/support/app';
import { buildDemoQuestionnaire } from '../demo-workbook';
import { questionnaireOrg, reviewFile } from '../test-support';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
let workbook: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
  workbook = await buildDemoQuestionnaire();
});
afterAll(() => t.close());

/** The questions set up for one run: q[0], q[1] assigned to the caller when they can hold questions. */
type Qs = string[];
interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (F: string, q: Qs) => string;
  permission: Permission;
  body?: (q: Qs) => object;
  /** Only an SME-or-admin who holds the question may do this (submit, re-assign to the owner). */
  holderOnly?: boolean;
  /** An SME may not (questionnaires §6: no Approve All, no assigning, no adding or deleting). */
  notSme?: boolean;
}

const F0 = '/api/v1/questionnaire/request/:id/request-file/:fileId';
const calls: Call[] = [
  { method: 'GET', path: (F) => `${F}/question/`, permission: 'questionnaire_question:view' },
  {
    method: 'POST',
    path: (F) => `${F}/question/`,
    permission: 'questionnaire_question:create',
    body: () => ({ group: 'Security Questions', question: 'Do you have a bug bounty?' }),
    notSme: true,
  },
  {
    method: 'PATCH',
    path: (F, q) => `${F}/question/${q[0]}/`,
    permission: 'questionnaire_question:edit',
    body: () => ({ answer_choice: 'Yes', answer_text: 'Yes, yearly.' }),
  },
  { method: 'POST', path: (F, q) => `${F}/question/${q[0]}/feedback/`, permission: 'questionnaire_question:edit', body: () => ({ feedback_action: 'LIKE' }) },
  {
    method: 'POST',
    path: (F, q) => `${F}/question/${q[0]}/generate-ai-response/`,
    permission: 'questionnaire_question:edit',
    body: () => ({ refine: 'shorter' }),
  },
  {
    method: 'POST',
    path: (F, q) => `${F}/question/${q[0]}/submit-response/`,
    permission: 'questionnaire_question:edit',
    body: () => ({ answer_choice: 'Yes' }),
    holderOnly: true,
  },
  {
    method: 'POST',
    path: (F, q) => `${F}/question/${q[1]}/reassign-to-owner/`,
    permission: 'questionnaire_question:edit',
    body: () => ({ comment: 'Back to you' }),
    holderOnly: true,
  },
  {
    method: 'POST',
    path: (F) => `${F}/bulk-action/`,
    permission: 'questionnaire_question:edit',
    body: (q) => ({ questions: [q[2]], assignee: v.sme.id }),
    notSme: true,
  },
  { method: 'DELETE', path: (F, q) => `${F}/question/${q[3]}/`, permission: 'questionnaire_question:delete', notSme: true },
  {
    method: 'DELETE',
    path: (F) => `${F}/question/bulk-delete/`,
    permission: 'questionnaire_question:delete',
    body: (q) => ({ questions: [q[4]] }),
    notSme: true,
  },
  { method: 'POST', path: (F) => `${F}/bulk-approve/`, permission: 'questionnaire_question:edit', body: () => ({}), notSme: true },
  { method: 'POST', path: (F) => `${F}/presence/`, permission: 'questionnaire_question:view', body: () => ({ editing: false }) },
];

const holders: readonly string[] = ['admin', 'salesadmin', 'sme'];

/** The role map, plus the data rules of questionnaires §4 and §6. */
function allowed(role: BuiltinRoleSlug, call: Call) {
  if (!can(builtinRoles[role].permissions, call.permission)) return false;
  if (call.notSme && role === 'sme') return false;
  if (call.holderOnly && !holders.includes(role)) return false;
  return true;
}

async function setUp(user: TestUser | null) {
  const { F } = await reviewFile(t, v, workbook);
  const list = (await t.app.inject({ method: 'GET', url: `${F}/question/?length=10`, headers: v.admin.headers })).json().data.questions as { id: string }[];
  const q = list.map((x) => x.id);
  if (user) await t.app.inject({ method: 'POST', url: `${F}/bulk-action/`, headers: v.admin.headers, payload: { questions: [q[0], q[1]], assignee: user.id } });
  return { F, q };
}

async function run(user: TestUser, F: string, q: Qs, expected: (call: Call) => number | 'allowed') {
  const wrong: string[] = [];
  for (const c of calls) {
    const res = await t.app.inject({ method: c.method, url: c.path(F, q), headers: user.headers, ...(c.body ? { payload: c.body(q) } : {}) });
    const want = expected(c);
    const passed = want === 'allowed' ? ![401, 403, 404].includes(res.statusCode) && res.statusCode < 500 : res.statusCode === want;
    if (!passed) wrong.push(`${c.method} ${c.path(F0, ['q0', 'q1', 'q2', 'q3', 'q4'])} → ${res.statusCode} (expected ${want}) ${res.body.slice(0, 160)}`);
  }
  return wrong;
}

describe('who may call what on the questions of a file', () => {
  it('every call of the questions is listed here', () => {
    const declared = t.app.declaredRoutes.filter(
      (r) => r.url.startsWith('/api/v1/questionnaire/') && /\/(question|bulk-approve|bulk-action|presence)\//.test(r.url),
    );
    const listed = new Set(calls.map((c) => `${c.method} ${c.path(F0, [':qid', ':qid', ':qid', ':qid', ':qid'])}`));
    const missing = declared.filter((d) => !listed.has(`${d.method} ${d.url}`)).map((d) => `${d.method} ${d.url}`);
    expect(missing).toEqual([]);
  });

  for (const role of builtinRoleSlugs) {
    it(`answers ${role} as its role allows, and never with a server error`, async () => {
      const user = role === 'sme' ? v.sme : await t.createUser(v.org, role, { firstName: `A ${role}` });
      const { F, q } = await setUp(holders.includes(role) ? user : null);
      // Admin and salesadmin are also the request's owner's colleagues: the owner is Ada (v.admin).
      expect(await run(user, F, q, (c) => (allowed(role, c) ? 'allowed' : 403))).toEqual([]);
    });
  }

  it('answers another organisation with not found on every call, whatever its role', async () => {
    const { F, q } = await setUp(null);
    const other = await questionnaireOrg(t, 'Elsewhere');
    expect(await run(other.admin, F, q, () => 404)).toEqual([]);
    // The permission map answers first (403); anything the role may call finds nothing (404).
    const sme = await run(other.sme, F, q, (c) => (can(builtinRoles.sme.permissions, c.permission) ? 404 : 403));
    expect(sme).toEqual([]);
  });
});
