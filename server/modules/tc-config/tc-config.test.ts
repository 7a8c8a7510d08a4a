import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcMessages } from '@shared/contracts/tc-config';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { multipart, tinyPng } from '@tests/support/multipart';
import { addContent, ndaText, orgInfo, publishableContent } from './testing';

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let sales: TestUser;
let other: TestOrg;
let otherAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Example Corp');
  admin = await t.createUser(org, 'admin');
  sales = await t.createUser(org, 'sales');
  other = await t.createOrg('Other Inc');
  otherAdmin = await t.createUser(other, 'admin');
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('setup checklist and publishing', () => {
  it('starts a new organisation with an empty checklist and an unpublished draft', async () => {
    const status = await call(admin, 'GET', '/tc-config/status/');
    expect(status.json().data).toEqual({
      is_org_info_filled: false,
      is_compliance_setup_done: false,
      is_report_setup_done: false,
      is_security_topic_setup_done: false,
      is_nda_setup_done: false,
    });
    const cfg = (await call(admin, 'GET', '/tc-config/site-configuration/')).json().data;
    expect(cfg).toMatchObject({ is_published: false, is_draft: true, slug: org.slug, public_url: `http://localhost:3000/trust/${org.slug}` });
    expect(cfg.security_pillars).toHaveLength(3);
  });

  it('refuses to publish until all five steps are done, then publishes and goes offline', async () => {
    const refused = async () => {
      const res = await call(admin, 'POST', '/tc-config/site-publish/', { is_published: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].detail).toBe(tcMessages.publishRefused);
    };
    await refused();
    await call(admin, 'PATCH', '/tc-config/site-configuration/', orgInfo);
    await refused();
    await addContent(t.database.db, org.id, { certifications: publishableContent.certifications, reports: publishableContent.reports });
    await addContent(t.database.db, org.id, { topics: [publishableContent.topics[0]!] });
    await refused(); // one topic is not enough
    await addContent(t.database.db, org.id, { topics: [publishableContent.topics[1]!] });
    await refused(); // no NDA yet
    expect((await call(admin, 'POST', '/nda/', { text: ndaText })).statusCode).toBe(200);
    expect(Object.values((await call(admin, 'GET', '/tc-config/status/')).json().data).every(Boolean)).toBe(true);

    const published = await call(admin, 'POST', '/tc-config/site-publish/', { is_published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ is_published: true, is_draft: false, public_url: `http://localhost:3000/trust/${org.slug}` });
    const offline = await call(admin, 'POST', '/tc-config/site-publish/', { is_published: false });
    expect(offline.json().data.is_published).toBe(false);
  });

  it('keeps scripts, event handlers and redirects out of an NDA saved through either call', async () => {
    const hostile = '<p>Mutual NDA</p><img src=x onerror=alert(1)><script>alert(2)</script><meta http-equiv="refresh" content="0;url=https://evil.example">';
    const saved = await call(admin, 'POST', '/nda/', { text: hostile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.text).toBe('<p>Mutual NDA</p>');
    const version = await call(admin, 'POST', '/nda/versions/', { text: `${hostile}<p>v2</p>`, is_material: true });
    expect(version.statusCode).toBe(201);
    expect(version.json().data.text).toBe('<p>Mutual NDA</p><p>v2</p>');
    const plain = await call(admin, 'POST', '/nda/', { text: '  Plain terms: a < b.  ' });
    expect(plain.json().data.text).toBe('Plain terms: a < b.');
  });

  it('lets sales read the configuration but not publish or edit it', async () => {
    expect((await call(sales, 'GET', '/tc-config/site-configuration/')).statusCode).toBe(200);
    expect((await call(sales, 'POST', '/tc-config/site-publish/', { is_published: true })).statusCode).toBe(403);
    expect((await call(sales, 'PATCH', '/tc-config/site-configuration/', { company_name: 'X' })).statusCode).toBe(403);
    expect((await call(sales, 'POST', '/nda/', { text: 'x' })).statusCode).toBe(403);
  });

  it('records publishing and edits in the Trust Center activity log', async () => {
    const { activityLogs } = await import('../../db/schema/index');
    const { withTenant } = await import('../../db/tenant-isolation');
    const logs = await withTenant(t.database.db, { organizationId: org.id }, (tx) => tx.select().from(activityLogs));
    const actions = logs.filter((l) => l.group === 'trust_center').map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['update', 'publish', 'unpublish', 'create']));
  });
});

describe('editing the configuration', () => {
  it('keeps formatting but strips scripts, handlers and javascript links from the overview', async () => {
    const res = await call(admin, 'PATCH', '/tc-config/site-configuration/', {
      company_overview:
        '<h2>About</h2><p onclick="steal()">Safe <strong>bold</strong> <a href="javascript:alert(1)">x</a> <a href="https://example.com">ok</a></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    const html = res.json().data.company_overview as string;
    expect(html).toContain('<h2>About</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://example.com"');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', '<img']) expect(html).not.toContain(bad);
  });

  it('refuses to empty the company name or the overview, with the message on the field, and keeps them', async () => {
    await call(admin, 'PATCH', '/tc-config/site-configuration/', orgInfo);
    const noName = await call(admin, 'PATCH', '/tc-config/site-configuration/', { company_name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0]).toMatchObject({ attr: 'company_name', detail: expect.stringContaining(tcMessages.companyNameRequired) });
    for (const company_overview of ['<p> </p>', '<script>alert(1)</script>']) {
      const noText = await call(admin, 'PATCH', '/tc-config/site-configuration/', { company_overview });
      expect(noText.statusCode, company_overview).toBe(400);
      expect(noText.json().errors[0]).toMatchObject({ attr: 'company_overview', detail: expect.stringContaining(tcMessages.overviewRequired) });
    }
    expect((await call(admin, 'GET', '/tc-config/site-configuration/')).json().data).toMatchObject(orgInfo);
    expect((await call(admin, 'GET', '/tc-config/status/')).json().data.is_org_info_filled).toBe(true);
  });

  it('refuses a save over a field someone else changed since the editor opened it, and saves the others', async () => {
    const read = (await call(admin, 'GET', '/tc-config/site-configuration/')).json().data;
    const first = await call(admin, 'PATCH', '/tc-config/site-configuration/', {
      company_overview_title: 'First title',
      base: { company_overview_title: read.company_overview_title },
    });
    expect(first.statusCode).toBe(200);
    const stale = await call(admin, 'PATCH', '/tc-config/site-configuration/', {
      company_overview_title: 'Second title',
      base: { company_overview_title: read.company_overview_title },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0]).toMatchObject({ attr: 'company_overview_title', detail: tcMessages.changedMeanwhile });
    expect((await call(admin, 'GET', '/tc-config/site-configuration/')).json().data.company_overview_title).toBe('First title');
    // Another field, unchanged since it was read, saves.
    const other = await call(admin, 'PATCH', '/tc-config/site-configuration/', {
      public_contact_email: 'trust@example.com',
      base: { public_contact_email: read.public_contact_email },
    });
    expect(other.statusCode).toBe(200);
  });

  it('validates colour, e-mail, URLs and uptime with messages on the fields', async () => {
    const bad = await call(admin, 'PATCH', '/tc-config/site-configuration/', { primary_color: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].attr).toBe('primary_color');
    expect((await call(admin, 'PATCH', '/tc-config/site-configuration/', { public_contact_email: 'nope' })).json().errors[0].detail).toContain(
      tcMessages.emailFormat,
    );
    expect((await call(admin, 'PATCH', '/tc-config/site-configuration/', { privacy_policy_url: 'ftp://x' })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', '/tc-config/site-configuration/', { uptime_value: '101' })).statusCode).toBe(400);
    const ok = await call(admin, 'PATCH', '/tc-config/site-configuration/', { primary_color: '#0B7285', uptime_enable: true, uptime_value: '99.95' });
    expect(ok.json().data).toMatchObject({ primary_color: '0b7285', uptime_enable: true, uptime_value: '99.95' });
  });

  it('saves pillars and replaces the sub-processor list in the given order', async () => {
    const res = await call(admin, 'PATCH', '/tc-config/site-configuration/', {
      security_pillars: [{ kind: 'SECURITY_PILLAR_1', title: 'Encryption everywhere', description: 'AES-256 at rest' }],
      sub_processors: [
        { name: 'Amazon Web Services', purpose: 'Hosting', data_types_handled: 'All customer data', location: 'EU', website_url: 'https://aws.amazon.com' },
        { name: 'Postmark', purpose: 'E-mail' },
      ],
    });
    const data = res.json().data;
    expect(data.security_pillars[0]).toMatchObject({ title: 'Encryption everywhere' });
    expect(data.sub_processors.map((s: { name: string }) => s.name)).toEqual(['Amazon Web Services', 'Postmark']);
    const reordered = await call(admin, 'PATCH', '/tc-config/site-configuration/', { sub_processors: [data.sub_processors[1], data.sub_processors[0]] });
    expect(reordered.json().data.sub_processors.map((s: { id: string }) => s.id)).toEqual([data.sub_processors[1].id, data.sub_processors[0].id]);
  });

  it('refuses a public address another organisation already uses', async () => {
    const res = await call(otherAdmin, 'PATCH', '/tc-config/site-configuration/', { slug: org.slug });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ detail: tcMessages.slugTaken, attr: 'slug' });
    expect((await call(otherAdmin, 'PATCH', '/tc-config/site-configuration/', { slug: 'Bad Slug!' })).statusCode).toBe(400);
    const ok = await call(otherAdmin, 'PATCH', '/tc-config/site-configuration/', { slug: 'other-inc-trust' });
    expect(ok.json().data.public_url).toBe('http://localhost:3000/trust/other-inc-trust');
  });
});

describe('trusted-by logos', () => {
  it('accepts a PNG logo and refuses HTML, SVG or a renamed file, whatever the name says', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tc-config/trusted-by/',
      ...multipart(
        { name: 'Initech', website_url: 'https://initech.example', logo: { filename: 'logo.png', content: tinyPng, contentType: 'image/png' } },
        admin.headers,
      ),
    });
    expect(ok.statusCode).toBe(201);
    for (const [filename, content] of [
      ['logo.png', '<html><script>alert(1)</script></html>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['logo.gif', Buffer.from('%PDF-1.4 not an image')],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/tc-config/trusted-by/',
        ...multipart({ name: 'Evil', logo: { filename, content, contentType: 'image/png' } }, admin.headers),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].attr).toBe('logo');
    }
    const cfg = (await call(admin, 'GET', '/tc-config/site-configuration/')).json().data;
    expect(cfg.trusted_by.map((x: { name: string }) => x.name)).toEqual(['Initech']);
    expect(cfg.trusted_by[0].logo_url).toMatch(new RegExp(`^/trust/${org.slug}/assets/trusted-by/`));
  });

  it('reorders trusted-by logos with change-sequence', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/tc-config/trusted-by/', ...multipart({ name: 'Hooli' }, admin.headers) });
    const before = (await call(admin, 'GET', '/tc-config/site-configuration/')).json().data.trusted_by as { id: string; name: string }[];
    expect(before.map((x) => x.name)).toEqual(['Initech', 'Hooli']);
    const res = await call(admin, 'POST', '/core/change-sequence/', { sequence: 1, object_id: before[1]!.id, object_type: 'TRUSTED_BY' });
    expect(res.statusCode).toBe(200);
    const after = (await call(admin, 'GET', '/tc-config/site-configuration/')).json().data.trusted_by as { name: string }[];
    expect(after.map((x) => x.name)).toEqual(['Hooli', 'Initech']);
  });
});

describe('ordering content', () => {
  it('moves a topic to a new position among the topics the page shows, keeping hidden ones in place', async () => {
    const o = await t.createOrg('Order Co');
    const a = await t.createUser(o, 'admin');
    const ids = await addContent(t.database.db, o.id, {
      topics: [{ heading: 'A' }, { heading: 'Hidden', isActive: false }, { heading: 'B' }, { heading: 'C' }],
    });
    const res = await call(a, 'POST', '/core/change-sequence/', { sequence: 1, object_id: ids.C, object_type: 'SECURITY_TOPIC' });
    expect(res.json().data.sequence).toBe(1);
    const site = (await call(a, 'GET', '/tc-config/preview/site-data/')).json().data;
    expect(site.topics.map((x: { heading: string }) => x.heading)).toEqual(['C', 'A', 'B']);
    await call(a, 'POST', '/core/change-sequence/', { sequence: 3, object_id: ids.C, object_type: 'SECURITY_TOPIC' });
    const again = (await call(a, 'GET', '/tc-config/preview/site-data/')).json().data;
    expect(again.topics.map((x: { heading: string }) => x.heading)).toEqual(['A', 'B', 'C']);
  });

  it('refuses to reorder content without the permission of that content', async () => {
    const ids = await addContent(t.database.db, org.id, { topics: [{ heading: 'Sales cannot move me' }] });
    const res = await call(sales, 'POST', '/core/change-sequence/', { sequence: 1, object_id: ids['Sales cannot move me'], object_type: 'SECURITY_TOPIC' });
    expect(res.statusCode).toBe(403);
  });
});

describe('another organisation', () => {
  it("cannot see or change this organisation's configuration, logos, NDA or order", async () => {
    const mine = (await call(admin, 'GET', '/tc-config/site-configuration/')).json().data;
    const theirs = (await call(otherAdmin, 'GET', '/tc-config/site-configuration/')).json().data;
    expect(theirs.company_name).not.toBe(mine.company_name);
    expect(theirs.trusted_by).toEqual([]);
    expect((await call(otherAdmin, 'GET', '/nda/')).json().data).toBeNull();
    const logo = mine.trusted_by[0].id as string;
    expect((await call(otherAdmin, 'DELETE', `/tc-config/trusted-by/${logo}/`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'PATCH', `/tc-config/trusted-by/${logo}/`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await call(otherAdmin, 'POST', '/core/change-sequence/', { sequence: 2, object_id: logo, object_type: 'TRUSTED_BY' })).statusCode).toBe(404);
    const site = (await call(otherAdmin, 'GET', '/tc-config/preview/site-data/')).json().data;
    expect(site.topics).toEqual([]);
    expect((await call(admin, 'GET', '/tc-config/site-configuration/')).json().data.trusted_by[0].name).not.toBe('Hacked');
  });
});
