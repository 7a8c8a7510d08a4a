import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { multipart, tinyPng } from '@tests/support/multipart';
import { makePdf } from '../../db/demo/pdf';

const base = '/api/v1/knowledge-hub';
const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/knowledge', name));

describe('knowledge hub documents', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let product: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Docs Org');
    admin = await t.createUser(org, 'admin');
    product = (await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: admin.headers, payload: { name: 'Studio' } })).json().data.id;
  });
  afterAll(() => t.close());

  const upload = async (fields: Parameters<typeof multipart>[0], url = `${base}/documents/`, user = admin) => {
    const { payload, headers } = multipart(fields, user.headers);
    return t.app.inject({ method: 'POST', url, payload, headers });
  };
  const get = async (url: string, user = admin) => (await t.app.inject({ method: 'GET', url, headers: user.headers })).json();
  const parse = () => t.app.deps.jobs.runUntilIdle();

  it('reads an uploaded Markdown policy into passages that keep their headings', async () => {
    const res = await upload({ file: { filename: 'access-control-policy.md', content: fixture('access-control-policy.md') }, review_date: '2020-01-31' });
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      name: 'access-control-policy',
      format: 'markdown',
      status: 'PROCESSING',
      all_products: true,
      version: 1,
      is_current: true,
      review_due: true,
    });
    expect(doc.owner.id).toBe(admin.id);
    await parse();
    const ready = (await get(`${base}/documents/${doc.id}/`)).data;
    expect(ready.status).toBe('READY');
    expect(ready.passage_count).toBeGreaterThan(2);
    const passages = (await get(`${base}/documents/${doc.id}/passages/?length=50`)).data.passages as { heading: string; text: string }[];
    const mfa = passages.find((p) => p.text.includes('Multi-factor authentication is enforced'));
    expect(mfa?.heading).toBe('Access Control Policy › 1. Authentication');
    expect(passages.find((p) => p.text.includes('Engineer: read access'))?.heading).toContain('3. Roles');
  });

  it('keeps the page of each passage of a PDF and the headings of a Word document', async () => {
    const pdf = await makePdf({
      title: 'Incident Response Plan',
      paragraphs: [
        'Security incidents are triaged within one hour by the on-call engineer.',
        'Customers are notified of a personal data breach within 72 hours.',
      ],
    });
    const p = (await upload({ file: { filename: 'ir-plan.pdf', content: pdf } })).json().data;
    const word = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Business Continuity Plan', heading: HeadingLevel.HEADING_1 }),
              new Paragraph({ text: 'Backups', heading: HeadingLevel.HEADING_2 }),
              new Paragraph('Backups are restored in a test environment every quarter.'),
            ],
          },
        ],
      }),
    );
    const w = (await upload({ file: { filename: 'bcp.docx', content: word } })).json().data;
    expect(w.format).toBe('docx');
    await parse();
    const pdfPassages = (await get(`${base}/documents/${p.id}/passages/`)).data.passages;
    expect(pdfPassages[0]).toMatchObject({ page: 1, heading: 'Incident Response Plan' });
    expect(pdfPassages.map((x: { text: string }) => x.text).join(' ')).toContain('within 72 hours');
    const wordPassages = (await get(`${base}/documents/${w.id}/passages/`)).data.passages;
    expect(wordPassages[0]).toMatchObject({ heading: 'Business Continuity Plan › Backups', text: 'Backups are restored in a test environment every quarter.' });
  });

  it('checks the type from the content and refuses images, binaries and empty files', async () => {
    const png = await upload({ file: { filename: 'policy.pdf', content: tinyPng } });
    expect(png.statusCode).toBe(400);
    expect(png.json().errors[0]).toMatchObject({ code: 'unsupported_file', attr: 'file' });
    const binary = await upload({ file: { filename: 'notes.txt', content: Buffer.from([0, 1, 2, 3, 0, 255, 254, 0]) } });
    expect(binary.json().errors[0]).toMatchObject({ code: 'unsupported_file' });
    const none = await upload({ name: 'No file' });
    expect(none.json().errors[0]).toMatchObject({ attr: 'file', detail: 'Please upload a file.' });
  });

  it('marks a document that cannot be read as failed, with the reason', async () => {
    const doc = (await upload({ file: { filename: 'empty.md', content: '\n\n   \n' } })).json().data;
    await parse();
    const failed = (await get(`${base}/documents/${doc.id}/`)).data;
    expect(failed).toMatchObject({ status: 'FAILED', passage_count: 0 });
    expect(failed.parse_error).toContain('No text was found');
  });

  it('reads a Word document whose text spells U+0000 (&#0;) without it, and the server goes on with other work', async () => {
    const word = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Backups are restored MARK every quarter.')] }] }));
    const zip = await JSZip.loadAsync(word);
    zip.file('word/document.xml', (await zip.file('word/document.xml')!.async('string')).replace('MARK', 'in a test&#0; environment'));
    const doc = (await upload({ file: { filename: 'nul-backups.docx', content: await zip.generateAsync({ type: 'nodebuffer' }) } })).json().data;
    await parse();
    expect((await get(`${base}/documents/${doc.id}/`)).data.status).toBe('READY');
    const passages = (await get(`${base}/documents/${doc.id}/passages/`)).data.passages as { text: string }[];
    expect(passages.map((p) => p.text).join(' ')).toContain('Backups are restored in a test environment every quarter.');
  });

  it('scopes a document to products and filters the list by product and search', async () => {
    const doc = (
      await upload({ file: { filename: 'studio-architecture.md', content: fixture('studio-architecture.md') }, all_products: 'false', product_ids: product })
    ).json().data;
    expect(doc).toMatchObject({ all_products: false, products: [{ id: product, name: 'Studio' }] });
    const forStudio = (await get(`${base}/documents/?product=${product}&length=50`)).data.documents.map((d: { name: string }) => d.name);
    expect(forStudio).toContain('studio-architecture');
    expect(forStudio).toContain('access-control-policy'); // all products
    const other = (await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: admin.headers, payload: { name: 'Catalog' } })).json().data.id;
    const forCatalog = (await get(`${base}/documents/?product=${other}&length=50`)).data.documents.map((d: { name: string }) => d.name);
    expect(forCatalog).not.toContain('studio-architecture');
    expect((await get(`${base}/documents/?search=studio`)).data.documents).toHaveLength(1);
    const bad = await upload({ file: { filename: 'x.md', content: '# X\n\nText.' }, all_products: 'false' });
    expect(bad.json().errors[0]).toMatchObject({ attr: 'product_ids' });
  });

  it('finds, for a whole question that no passage holds word for word, the passages that hold most of its words', async () => {
    await upload({ file: { filename: 'access-control-policy.md', content: fixture('access-control-policy.md') } });
    await parse();
    const question = 'Do your administrators have to present hardware security keys when they log in?';
    const results = (await get(`${base}/search/?search=${encodeURIComponent(question)}&kind=document`)).data.results;
    expect(results.length).toBeGreaterThan(0);
    expect(results[0].excerpt).toContain('hardware security keys');
    // Words that hold together still narrow the search to what holds them all.
    const exact = (await get(`${base}/search/?search=${encodeURIComponent('hardware security keys')}&kind=document`)).data.results;
    expect(exact.length).toBeGreaterThan(0);
    for (const r of exact) expect(r.excerpt).toContain('hardware security keys');
  });

  it('ranks first, among passages holding some of the words, the one holding the most of them', async () => {
    await upload({
      file: { filename: 'culture.md', content: "# Culture\n\nSecurity first. Security is everyone's job, and security teams champion security.\n" },
    });
    await upload({ file: { filename: 'operations.md', content: '# Operations\n\nAlerts are reviewed around the clock by the on-call engineer.\n' } });
    await parse();
    const question = 'Are security alerts reviewed around the clock?';
    const results = (await get(`${base}/search/?search=${encodeURIComponent(question)}&kind=document`)).data.results;
    expect(results[0].excerpt).toContain('Alerts are reviewed around the clock');
  });

  it('edits the owner, products and review date of a document', async () => {
    const doc = (await get(`${base}/documents/?search=studio`)).data.documents[0];
    const sme = await t.createUser(org, 'sme');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base}/documents/${doc.id}/`,
      headers: admin.headers,
      payload: { owner_id: sme.id, all_products: true, review_date: '2099-12-31', name: 'Studio architecture' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Studio architecture',
      all_products: true,
      products: [],
      review_date: '2099-12-31',
      review_due: false,
      owner: { id: sme.id },
    });
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `${base}/documents/${doc.id}/`,
      headers: admin.headers,
      payload: { owner_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(wrong.json().errors[0]).toMatchObject({ attr: 'owner_id' });
  });

  it('replaces a document with a new version whose passages replace the old ones in search', async () => {
    const doc =
      (await get(`${base}/documents/?search=encryption`)).data.documents[0] ??
      (await upload({ file: { filename: 'encryption-standard.txt', content: fixture('encryption-standard.txt') } })).json().data;
    await parse();
    const first = await get(`${base}/search/?search=BYOK&kind=document`);
    expect(first.data?.results, JSON.stringify(first)).toHaveLength(1);
    const v2 = await upload(
      {
        file: {
          filename: 'encryption-standard-v2.txt',
          content:
            'Encryption Standard\n\nCustomer-managed keys\nCustomer-managed encryption keys are supported on the Enterprise plan through the key management service.\n',
        },
      },
      `${base}/documents/${doc.id}/replace/`,
    );
    expect(v2.statusCode).toBe(201);
    expect(v2.json().data).toMatchObject({ version: 2, is_current: true, series_id: doc.series_id, name: doc.name });
    await parse();
    const results = (await get(`${base}/search/?search=customer-managed keys&kind=document`)).data.results;
    expect(results.map((r: { excerpt: string }) => r.excerpt).join(' ')).toContain('Enterprise plan');
    expect(results.map((r: { excerpt: string }) => r.excerpt).join(' ')).not.toContain('not supported today');
    const old = (await get(`${base}/documents/${doc.id}/`)).data;
    expect(old).toMatchObject({ is_current: false, replaced_by: v2.json().data.id });
    expect(old.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await get(`${base}/documents/?search=encryption`)).data.documents).toHaveLength(1);
    expect((await get(`${base}/documents/?search=encryption&history=1`)).data.documents).toHaveLength(2);
    const again = await upload({ file: { filename: 'x.txt', content: 'Title\n\nText here.' } }, `${base}/documents/${doc.id}/replace/`);
    expect(again.statusCode).toBe(409);
  });

  it('downloads the original file with safe headers, and deletes a document with its versions', async () => {
    const doc = (await get(`${base}/documents/?search=access`)).data.documents[0];
    const dl = await t.app.inject({ method: 'GET', url: doc.file.url, headers: admin.headers });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('attachment; filename="access-control-policy.md"');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.body).toContain('Multi-factor authentication is enforced');
    const enc = (await get(`${base}/documents/?search=encryption`)).data.documents[0];
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/documents/${enc.id}/`, headers: admin.headers })).statusCode).toBe(204);
    expect((await get(`${base}/documents/?search=encryption&history=1`)).data.documents).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `${base}/documents/${enc.id}/`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('writes an activity row for every change', async () => {
    const logs = (await get('/api/v1/core/activity-log/?group=request&length=50')).data.activity_logs as { object_type: string; description: string }[];
    const mine = logs.filter((l) => l.object_type === 'knowledge_document').map((l) => l.description);
    expect(mine.some((d) => d.startsWith('Added knowledge-base document'))).toBe(true);
    expect(mine.some((d) => d.startsWith('Updated knowledge-base document'))).toBe(true);
    expect(mine.some((d) => d.startsWith('Uploaded version 2'))).toBe(true);
    expect(mine.some((d) => d.startsWith('Deleted knowledge-base document'))).toBe(true);
  });

  it('lets a user without knowledge-base permissions see nothing', async () => {
    const itadmin = await t.createUser(org, 'itadmin');
    expect((await t.app.inject({ method: 'GET', url: `${base}/documents/`, headers: itadmin.headers })).statusCode).toBe(403);
    const sales = await t.createUser(org, 'sales');
    const res = await upload({ file: { filename: 'a.md', content: '# A\n\nB.' } }, `${base}/documents/`, sales);
    expect([201, 403]).toContain(res.statusCode);
  });
});
