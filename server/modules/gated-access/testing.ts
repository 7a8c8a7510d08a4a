import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TestApp, TestOrg, TestUser } from '@tests/support/app';
import { customers, mailMessages, tcConfigs } from '../../db/schema/index';
import { withSystem, withTenant } from '../../db/tenant-isolation';
import { addContent, ndaText } from '../tc-config/testing';

/** Test helpers of gated access: a published Trust Center with confidential documents, and a visitor's browser. */
export async function twoPagePdf(title: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) pdf.addPage([595, 842]).drawText(`${title} page ${n}`, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await pdf.save());
}

export async function pdfPages(body: Buffer): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(doc, { mergePages: false });
  return text as string[];
}

export interface GatedSite {
  org: TestOrg;
  admin: TestUser;
  ids: Record<string, string>;
  customerId: string;
}

export async function publishedSite(t: TestApp, name: string, domain: string): Promise<GatedSite> {
  const org = await t.createOrg(name);
  const admin = await t.createUser(org, 'admin');
  await t.app.inject({ method: 'PATCH', url: '/api/v1/tc-config/site-configuration/', headers: admin.headers, payload: { company_name: name } });
  const ids = await addContent(t.database.db, org.id, {
    certifications: [{ name: `${name} ISO 27001` }, { name: `${name} SOC 2 Bridge`, sensitivity: 'CONFIDENTIAL' }],
    reports: [
      { name: `${name} SOC 2 Report`, sensitivity: 'CONFIDENTIAL' },
      { name: `${name} Whitepaper` },
      { name: `${name} Old Report`, sensitivity: 'CONFIDENTIAL', isActive: false },
    ],
  });
  const file = await twoPagePdf(`${name} SOC 2 Report`);
  for (const n of [`${name} SOC 2 Report`, `${name} SOC 2 Bridge`, `${name} ISO 27001`, `${name} Whitepaper`])
    await t.app.deps.storage.put(`test/${n}.pdf`, file, 'application/pdf');
  await t.app.inject({ method: 'POST', url: '/api/v1/nda/', headers: admin.headers, payload: { text: ndaText } });
  const customerId = await withTenant(t.database.db, { organizationId: org.id }, async (tx) => {
    await tx.update(tcConfigs).set({ isPublished: true }).where(eq(tcConfigs.organizationId, org.id));
    const [c] = await tx
      .insert(customers)
      .values({ organizationId: org.id, name: `${name} Customer`, whitelistedDomains: [domain] })
      .returning();
    return c!.id;
  });
  return { org, admin, ids, customerId };
}

/** Mail in the outbox for an address, newest first. */
export async function mailTo(t: TestApp, to: string) {
  await t.app.deps.jobs.runUntilIdle();
  const list = await withSystem(t.database.db, (tx) => tx.select().from(mailMessages).where(eq(mailMessages.to, to)));
  return list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export const linkIn = (text: string, path: string) => {
  const m = text.match(new RegExp(`https?://\\S*${path}\\?token=[\\w-]+`));
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return new URL(m[0]);
};

/** A visitor's browser: keeps the member cookie (`cookie`) and the others it is given, posts forms. */
let visitors = 0;
export function visitor(t: TestApp) {
  let member = '';
  const others = new Map<string, string>();
  const ip = `10.0.${Math.floor(++visitors / 250)}.${visitors % 250}`;
  const keep = <R extends { headers: Record<string, unknown> }>(res: R): R => {
    const set = res.headers['set-cookie'];
    const list = Array.isArray(set) ? set : set ? [String(set)] : [];
    for (const c of list) {
      const m = /^([^=;]+)=([^;]*)/.exec(String(c));
      if (!m) continue;
      const [, name, value] = m as unknown as [string, string, string];
      const cleared = !value || /;\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(String(c));
      if (name === 'trustroom_member') member = cleared ? '' : `trustroom_member=${value}`;
      else if (cleared) others.delete(name);
      else others.set(name, value);
    }
    return res;
  };
  const header = () => [member, ...[...others].map(([k, v]) => `${k}=${v}`)].filter(Boolean).join('; ');
  return {
    get cookie() {
      return member;
    },
    set cookie(v: string) {
      member = v;
    },
    async get(url: string, headers: Record<string, string> = {}) {
      return keep(await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip, ...(header() ? { cookie: header() } : {}), ...headers } }));
    },
    async post(url: string, form: Record<string, string | string[]>, headers: Record<string, string> = {}) {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
      return keep(
        await t.app.inject({
          method: 'POST',
          url,
          payload: body.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...(header() ? { cookie: header() } : {}), ...headers },
        }),
      );
    },
  };
}
