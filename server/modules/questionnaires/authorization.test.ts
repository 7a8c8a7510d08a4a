import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRoles, builtinRoleSlugs, can, type BuiltinRoleSlug, type Permission } from '@shared/permissions';
import { createTestApp, type TestApp, type TestUser } from '@tests/support/app';
import { buildDemoQuestionnaire } from './demo-workbook';
import { createRequest, multipart, questionnaireOrg } from './test-support';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
let workbook: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
  workbook = await buildDemoQuestionnaire();
});
afterAll(() => t.close());

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (r: string, f: string) => string;
  permission: Permission;
  body?: unknown;
  upload?: boolean;
}

const R = '/api/v1/questionnaire/request';
const F = (r: string, f: string) => `${R}/${r}/request-file/${f}`;
const sheets = { sheets: [{ sheet: 'Security Questions', question_column: 2, answer_columns: [{ column: 3, kind: 'choice' }], header_row: 3 }] };

/** Every call of the questionnaires module, reads first and the destructive ones last. */
const calls: Call[] = [
  { method: 'GET', path: () => `${R}/`, permission: 'questionnaire_request:view' },
  { method: 'GET', path: () => `${R}/form-options/`, permission: 'questionnaire_request:view' },
  { method: 'GET', path: (r) => `${R}/${r}/`, permission: 'questionnaire_request:view' },
  { method: 'GET', path: (r) => `${R}/${r}/comments/`, permission: 'questionnaire_comment:view' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/`, permission: 'questionnaire_request_file:view' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/download/`, permission: 'questionnaire_request_file:view' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/converted-file/`, permission: 'questionnaire_request_file:view' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/inspection/`, permission: 'questionnaire_request_file:view' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/excel-sheet-data/?sheet_name=Instructions`, permission: 'questionnaire_request_file:view' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/comments/`, permission: 'questionnaire_comment:view' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/result/excel-download/`, permission: 'questionnaire_report:download' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/result/preview/`, permission: 'questionnaire_report:download' },
  { method: 'GET', path: (r, f) => `${F(r, f)}/result/word-download/`, permission: 'questionnaire_report:download' },
  { method: 'PUT', path: (r, f) => `${F(r, f)}/result/settings/`, permission: 'questionnaire_report:download', body: { place: 'appendix', previewed: true } },
  { method: 'GET', path: () => '/api/v1/questionnaire/prioritization/', permission: 'settings:view' },
  { method: 'POST', path: () => '/api/v1/questionnaire/prioritization/preview/', permission: 'settings:view', body: { default_priority: 'P4', rules: [] } },
  { method: 'PUT', path: () => '/api/v1/questionnaire/prioritization/', permission: 'settings:edit', body: { default_priority: 'P4', rules: [] } },
  { method: 'POST', path: () => `${R}/`, permission: 'questionnaire_request:create', body: {} },
  { method: 'PATCH', path: (r) => `${R}/${r}/`, permission: 'questionnaire_request:edit', body: { requestor: 'Changed' } },
  { method: 'POST', path: (r) => `${R}/${r}/comments/`, permission: 'questionnaire_comment:create', body: { comment_text: 'Hello' } },
  { method: 'POST', path: (r, f) => `${F(r, f)}/comments/`, permission: 'questionnaire_comment:create', body: { comment_text: 'Hello' } },
  { method: 'POST', path: (r) => `${R}/${r}/request-file/`, permission: 'questionnaire_request_file:create', upload: true },
  { method: 'POST', path: (r, f) => `${F(r, f)}/mapping/preview/`, permission: 'questionnaire_request_file:create', body: sheets },
  { method: 'POST', path: (r, f) => `${F(r, f)}/mapping/`, permission: 'questionnaire_request_file:create', body: sheets },
  { method: 'POST', path: (r, f) => `${F(r, f)}/convert/`, permission: 'questionnaire_request_file:create', body: {} },
  { method: 'POST', path: (r, f) => `${F(r, f)}/start/`, permission: 'questionnaire_request_file:edit', body: {} },
  { method: 'POST', path: (r, f) => `${F(r, f)}/start/?retry=1`, permission: 'questionnaire_request_file:edit', body: {} },
  { method: 'POST', path: (r, f) => `${F(r, f)}/change-status/`, permission: 'questionnaire_request_file:edit', body: { status: 'APPROVED' } },
  { method: 'DELETE', path: (r, f) => `${F(r, f)}/`, permission: 'questionnaire_request_file:delete' },
  { method: 'POST', path: (r) => `${R}/${r}/change-status/`, permission: 'questionnaire_request:edit', body: { status: 'CANCELLED' } },
];

/** Permission from the role map, plus the data rules: an SME never changes files' status or deletes them. */
function allowed(role: BuiltinRoleSlug, call: Call) {
  const perms = builtinRoles[role].permissions;
  // The prioritisation rules are settings: their declared permission is the whole check (IT Admin included).
  // An SME never sees a sheet that was not selected for answers (here: none is selected yet).
  if (role === 'sme' && call.path('r', 'f').includes('excel-sheet-data')) return false;
  // …nor the whole file as the customer sent it, or its list of sheets.
  if (role === 'sme' && /\/(?:download|converted-file|inspection)\/$/.test(call.path('r', 'f'))) return false;
  return can(perms, call.permission);
}

async function setUp(user: TestUser) {
  const r = await createRequest(t, v.admin, { customer: v.northwind, assignees: [v.sme.id, user.id] });
  const m = multipart([{ name: 'Assessment.xlsx', body: workbook }]);
  const up = await t.app.inject({ method: 'POST', url: `${R}/${r.id}/request-file/`, headers: { ...v.admin.headers, ...m.headers }, payload: m.payload });
  const fileId = up.json().data.files[0].id as string;
  await t.app.deps.jobs.runUntilIdle();
  return { r: r.id, f: fileId };
}

describe('who may call what', () => {
  it('every call of this module is listed here', () => {
    // The questions of a file have their own test (questions.authorization.test.ts).
    const declared = t.app.declaredRoutes.filter(
      (r) => r.url.startsWith('/api/v1/questionnaire/') && !/\/(question|bulk-approve|bulk-action|presence|approve-high-confidence)\//.test(r.url),
    );
    const listed = new Set(calls.map((c) => `${c.method} ${c.path(':id', ':fileId').split('?')[0]}`));
    const missing = declared.filter((d) => !listed.has(`${d.method} ${d.url}`)).map((d) => `${d.method} ${d.url}`);
    expect(missing).toEqual([]);
  });

  for (const role of builtinRoleSlugs) {
    it(`answers ${role} as its role allows, and never with a server error`, async () => {
      const user = role === 'sme' ? v.sme : await t.createUser(v.org, role);
      const { r, f } = await setUp(user);
      const wrong: string[] = [];
      for (const call of calls) {
        const url = call.path(r, f);
        const m = call.upload ? multipart([{ name: 'More.csv', body: Buffer.from('Question\nDo you encrypt data at rest?\n') }]) : null;
        const res = await t.app.inject({
          method: call.method,
          url,
          headers: { ...user.headers, ...(m?.headers ?? {}) },
          ...(m ? { payload: m.payload } : call.body !== undefined ? { payload: call.body as object } : {}),
        });
        const ok = allowed(role, call);
        const passed = ok ? ![401, 403].includes(res.statusCode) && res.statusCode < 500 : res.statusCode === 403;
        if (!passed)
          wrong.push(
            `${call.method} ${url.replace(r, ':id').replace(f, ':fileId')} → ${res.statusCode} (expected ${ok ? 'allowed' : '403'}) ${res.body.slice(0, 160)}`,
          );
      }
      expect(wrong).toEqual([]);
    });
  }
});
