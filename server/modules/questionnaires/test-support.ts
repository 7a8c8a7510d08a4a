import type { sql } from 'drizzle-orm';
import type { TestApp, TestOrg, TestUser } from '@tests/support/app';
import { customers, products } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';

/** Test helpers for the questionnaires module: an organisation with customers, products and people. */
export async function questionnaireOrg(t: TestApp, name = 'Vendor') {
  const org = await t.createOrg(name);
  const admin = await t.createUser(org, 'admin', { firstName: 'Ada' });
  const sme = await t.createUser(org, 'sme', { firstName: 'Simon' });
  const sales = await t.createUser(org, 'sales', { firstName: 'Sam' });
  const ids = await withTenant(t.database.db, { organizationId: org.id }, async (tx) => {
    const [c1] = await tx.insert(customers).values({ organizationId: org.id, name: 'Northwind Health' }).returning();
    const [c2] = await tx.insert(customers).values({ organizationId: org.id, name: 'Globex' }).returning();
    const [p1] = await tx.insert(products).values({ organizationId: org.id, name: 'Platform' }).returning();
    return { northwind: c1!.id, globex: c2!.id, platform: p1!.id };
  });
  return { org, admin, sme, sales, ...ids };
}

export const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);

export async function createRequest(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/questionnaire/request/', headers: user.headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: string; req_num: number; priority: string; status: string; due_date: string | null };
}

/** A multipart body with files, for app.inject. */
export function multipart(files: { name: string; body: Buffer; type?: string }[]) {
  const boundary = `----trustroom${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(f.body, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, user: TestUser, requestId: string, files: { name: string; body: Buffer }[]) {
  const m = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/questionnaire/request/${requestId}/request-file/`,
    headers: { ...user.headers, ...m.headers },
    payload: m.payload,
  });
}

export async function sqlCount(t: TestApp, org: TestOrg, query: ReturnType<typeof sql>) {
  const res = await withTenant(t.database.db, { organizationId: org.id }, (tx) => tx.execute(query));
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** A request owned by Ada for the Platform product, with the demo workbook imported: 20 questions to review. */
export async function reviewFile(tt: TestApp, vv: Awaited<ReturnType<typeof questionnaireOrg>>, book: Buffer) {
  const r = await createRequest(tt, vv.admin, { customer: vv.northwind, owner: vv.admin.id, products: [vv.platform] });
  const up = await upload(tt, vv.admin, r.id, [{ name: 'Vendor Assessment.xlsx', body: book }]);
  const fileId = up.json().data.files[0].id as string;
  await tt.app.deps.jobs.runUntilIdle();
  const F = `/api/v1/questionnaire/request/${r.id}/request-file/${fileId}`;
  const ins = (await tt.app.inject({ method: 'GET', url: `${F}/inspection/`, headers: vv.admin.headers })).json().data;
  const sheets = ins.sheets
    .filter((s: { mapping: { selected: boolean } }) => s.mapping.selected)
    .map((s: { name: string; mapping: Record<string, unknown> }) => ({ sheet: s.name, ...s.mapping }));
  await tt.app.inject({ method: 'POST', url: `${F}/mapping/`, headers: vv.admin.headers, payload: { sheets } });
  await tt.app.deps.jobs.runUntilIdle();
  return { requestId: r.id, fileId, F };
}
