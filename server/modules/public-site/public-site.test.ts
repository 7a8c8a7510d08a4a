import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSiteDataSchema } from '@shared/contracts/tc-config';
import { dataResponse } from '@server/lib/http';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { multipart, tinyPng } from '@tests/support/multipart';
import { addContent, ndaText } from '../tc-config/testing';

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let ids: Record<string, string>;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const api = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Visible Corp');
  admin = await t.createUser(org, 'admin');
  await api(admin, 'PATCH', '/tc-config/site-configuration/', {
    company_name: 'Visible Corp',
    company_overview: '<p>Security is our <strong>first</strong> feature.</p>',
    primary_color: '0b7285',
    security_pillars: [
      { kind: 'SECURITY_PILLAR_1', title: 'Encrypted by default', description: 'Everything is encrypted.' },
      { kind: 'SECURITY_PILLAR_2', title: 'Empty pillar', description: '' },
    ],
    sub_processors: [{ name: 'Amazon Web Services', purpose: 'Hosting', data_types_handled: 'All', location: 'EU', website_url: 'https://aws.amazon.com' }],
  });
  ids = await addContent(t.database.db, org.id, {
    certifications: [
      { name: 'Public Cert ISO' },
      { name: 'Locked Cert SOC', sensitivity: 'CONFIDENTIAL' },
      { name: 'Retired Cert PCI', isActive: false },
      { name: 'Lapsed Cert HIPAA', expiryDate: '2020-01-31' },
    ],
    reports: [{ name: 'Public Pen Test' }, { name: 'Secret Audit Report', sensitivity: 'CONFIDENTIAL' }, { name: 'Withdrawn Report', isActive: false }],
    topics: [{ heading: 'Encryption at rest' }, { heading: 'Access reviews' }, { heading: 'Hidden Topic', isActive: false }],
    announcements: [{ heading: 'New region live' }, { heading: 'Draft news item', isActive: false }],
    domains: [
      { heading: 'Data Security', controls: ['Backups tested'] },
      { heading: 'Unpublished Domain', isActive: false, controls: ['Unpublished control'] },
      { heading: 'Confidential Domain', sensitivity: 'CONFIDENTIAL', controls: ['Secret control'] },
    ],
  });
  for (const name of ['Public Cert ISO', 'Locked Cert SOC', 'Public Pen Test', 'Secret Audit Report', 'Withdrawn Report', 'Backups tested', 'Secret control']) {
    await t.app.deps.storage.put(`test/${name}.pdf`, pdf, 'application/pdf');
  }
  await api(admin, 'POST', '/nda/', { text: ndaText });
}, 60_000);
afterAll(() => t.close());

const never = ['Retired Cert PCI', 'Withdrawn Report', 'Hidden Topic', 'Draft news item', 'Unpublished Domain', 'Unpublished control', 'Empty pillar'];

describe('before publishing', () => {
  it('shows a friendly not-found page and none of the content', async () => {
    const res = await visit(`/trust/${org.slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This Trust Center is not available');
    for (const text of ['Visible Corp', 'Public Pen Test', 'Encryption at rest']) expect(res.body).not.toContain(text);
    expect((await visit(`/api/v1/public/trust/${org.slug}/`)).statusCode).toBe(404);
    expect((await visit(`/trust/${org.slug}/documents/report/${ids['Public Pen Test']}`)).statusCode).toBe(404);
  });

  it('lets staff preview images and downloads with a signed link, and nobody else', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/tc-config/trusted-by/',
      ...multipart({ name: 'Initech', logo: { filename: 'i.png', content: tinyPng } }, admin.headers),
    });
    const site = (await api(admin, 'GET', '/tc-config/preview/site-data/')).json().data;
    const logo = site.trusted_by[0].logo_url as string;
    expect(logo).toContain('p=');
    expect((await visit(logo)).statusCode).toBe(200);
    expect((await visit(logo.replace(/p=[^&]+/, ''))).statusCode).toBe(404);
    expect((await visit(logo.replace(/p=([^&]{6})/, 'p=$1x'))).statusCode).toBe(404);
    const download = site.reports.find((r: { name: string }) => r.name === 'Public Pen Test').download_url as string;
    expect((await visit(download)).statusCode).toBe(200);
  });

  it("does not accept another organisation's preview link", async () => {
    const other = await t.createOrg('Other Corp');
    const otherAdmin = await t.createUser(other, 'admin');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/tc-config/trusted-by/',
      ...multipart({ name: 'X', logo: { filename: 'x.png', content: tinyPng } }, otherAdmin.headers),
    });
    const theirs = (await api(otherAdmin, 'GET', '/tc-config/preview/site-data/')).json().data.trusted_by[0].logo_url as string;
    const token = /p=([^&]+)/.exec(theirs)![1]!;
    const mine = (await api(admin, 'GET', '/tc-config/preview/site-data/')).json().data.trusted_by[0].logo_url as string;
    expect((await visit(mine.replace(/p=[^&]+/, `p=${token}`))).statusCode).toBe(404);
  });
});

describe('once published', () => {
  let html: string;
  beforeAll(async () => {
    const res = await api(admin, 'POST', '/tc-config/site-publish/', { is_published: true });
    expect(res.statusCode).toBe(200);
    html = (await visit(`/trust/${org.slug}`)).body;
  });

  it('shows the overview, pillars, certifications, documents, topics, policies, sub-processors and news', async () => {
    for (const text of [
      'Visible Corp',
      'Security is our <strong>first</strong> feature.',
      'Encrypted by default',
      'Public Cert ISO',
      'Public Pen Test',
      'Encryption at rest',
      'Access reviews',
      'Data Security',
      'Backups tested',
      'Amazon Web Services',
      'New region live',
      'Initech',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('--tc-primary:#0b7285');
  });

  it('never shows inactive or unpublished content, nor links to confidential documents', async () => {
    for (const text of never) expect(html).not.toContain(text);
    expect(html).toContain('Secret Audit Report'); // listed with a lock…
    expect(html).not.toContain(`documents/report/${ids['Secret Audit Report']}`); // …but never linked to its file,
    expect(html).toContain(`request-access?doc=report:${ids['Secret Audit Report']}`); // only to the request form
    expect(html).not.toContain(`documents/certification/${ids['Locked Cert SOC']}`);
    expect(html).not.toContain(ids['Secret control']!);
    expect(html).not.toMatch(/[?&](amp;)?p=/); // no preview token leaks into the public page
    expect(html).toContain('Expired');
    const json = JSON.stringify((await visit(`/api/v1/public/trust/${org.slug}/`)).json());
    for (const text of never) expect(json).not.toContain(text);
    expect(json).not.toContain(`report/${ids['Secret Audit Report']}`);
    expect(json).not.toContain(`certification/${ids['Locked Cert SOC']}`);
    expect(json).not.toContain(`control/${ids['Confidential Domain']}:${ids['Secret control']}`);
    expect(json).not.toMatch(/[?&]p=/);
    // A confidential domain is listed with a lock; its control files are shared on request only.
    expect(html).toContain('Secret control: document shared on request');
  });

  it('downloads public documents directly and refuses confidential, inactive and unpublished ones', async () => {
    const ok = await visit(`/trust/${org.slug}/documents/report/${ids['Public Pen Test']}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toContain('attachment');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const dataSecurity = ids['Data Security']!;
    expect((await visit(`/trust/${org.slug}/documents/control/${dataSecurity}:${ids['Backups tested']}`)).statusCode).toBe(200);
    for (const url of [
      `/trust/${org.slug}/documents/report/${ids['Secret Audit Report']}`,
      `/trust/${org.slug}/documents/report/${ids['Withdrawn Report']}`,
      `/trust/${org.slug}/documents/certification/${ids['Locked Cert SOC']}`,
      `/trust/${org.slug}/documents/certification/${ids['Retired Cert PCI']}`,
      `/trust/${org.slug}/documents/control/${ids['Confidential Domain']}:${ids['Secret control']}`,
      `/trust/${org.slug}/documents/control/${ids['Unpublished Domain']}:${ids['Unpublished control']}`,
    ]) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('serves logos as images with safe headers', async () => {
    const logo = /src="(\/trust\/[^"]+\/assets\/trusted-by\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const res = await visit(logo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('folds the section links into a menu for narrow screens that opens without JavaScript', async () => {
    const links = (markup: string) => [...markup.matchAll(/href="(#[^"]+)"/g)].map((m) => m[1]);
    const bar = /<nav class="tc-nav"[^>]*>(.*?)<\/nav>/.exec(html)![1]!;
    const menu = /<details class="tc-menu"[^>]*><summary[^>]*>(.*?)<\/summary><nav class="tc-menu-panel" aria-label="Sections">(.*?)<\/nav><\/details>/.exec(
      html,
    );
    expect(menu).not.toBeNull();
    expect(menu![1]).toContain('Menu');
    expect(links(menu![2]!)).toEqual(links(bar));
    expect(links(bar)).toContain('#documents');
  });

  it('keeps a strict content security policy: one small external script, no inline script', async () => {
    const res = await visit(`/trust/${org.slug}`);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/src="\/trust-assets\/site\.[0-9a-f]+\.js"/);
    const script = await visit(/src="([^"]+)"/.exec(scripts[0]!)![1]!);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toContain('immutable');
  });

  it('answers with gzip and an ETag, and a new page after a change', async () => {
    const first = await visit(`/trust/${org.slug}`, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(first.rawPayload).toString()).toContain('Visible Corp');
    const etag = first.headers.etag as string;
    expect((await visit(`/trust/${org.slug}`, { 'if-none-match': etag })).statusCode).toBe(304);
    await api(admin, 'PATCH', '/tc-config/site-configuration/', { company_name: 'Visible Corporation' });
    const changed = await visit(`/trust/${org.slug}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Visible Corporation');
    // A change made elsewhere reaches the page through the database's change notification.
    await addContent(t.database.db, org.id, { announcements: [{ heading: 'Fresh announcement' }] });
    await expect.poll(async () => (await visit(`/trust/${org.slug}`)).body, { timeout: 3000, interval: 20 }).toContain('Fresh announcement');
  });

  it('answers the JSON with gzip and an ETag too, and new content after a change', async () => {
    const url = `/api/v1/public/trust/${org.slug}/`;
    const first = await visit(url, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(first.rawPayload).toString()).data.company_name).toBe('Visible Corporation');
    const etag = first.headers.etag as string;
    expect((await visit(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await api(admin, 'PATCH', '/tc-config/site-configuration/', { company_name: 'Visible Corp' });
    const changed = await visit(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.company_name).toBe('Visible Corp');
    // What the API document shows integrations is what they get (the JSON is sent as it was cached, not serialized per request).
    expect(dataResponse(publicSiteDataSchema).parse(changed.json())).toEqual(changed.json());
    await addContent(t.database.db, org.id, { announcements: [{ heading: 'Second announcement' }] });
    await expect.poll(async () => JSON.stringify((await visit(url)).json()), { timeout: 3000, interval: 20 }).toContain('Second announcement');
  });

  it('disappears when taken offline, documents included', async () => {
    await api(admin, 'POST', '/tc-config/site-publish/', { is_published: false });
    expect((await visit(`/trust/${org.slug}`)).statusCode).toBe(404);
    expect((await visit(`/trust/${org.slug}/documents/report/${ids['Public Pen Test']}`)).statusCode).toBe(404);
    expect((await visit(`/api/v1/public/trust/${org.slug}/`)).statusCode).toBe(404);
  });

  it('shows the not-found page for an unknown address', async () => {
    const res = await visit('/trust/no-such-company');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This Trust Center is not available');
  });
});
