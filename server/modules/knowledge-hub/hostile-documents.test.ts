import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';
import { docx, policyDocx, questionnaireXlsx, streamBombPdf, textPdf, wordParagraph, wordParts, wordTable, zip } from '@tests/hostile/builders';
import { jobs } from '../../db/schema/index';

const base = '/api/v1/knowledge-hub';

/** A Word file whose text part unpacks to 400 MB of spaces (about 400 kB on disk). */
function wordZipBomb(lying: boolean): Buffer {
  const parts = wordParts('');
  parts[3] = {
    name: 'word/document.xml',
    data: `<w:document xmlns:w="x"><w:body><w:p><w:r><w:t>${' '.repeat(400 * 1024 * 1024)}</w:t></w:r></w:p></w:body></w:document>`,
  };
  if (lying) parts[3].declaredSize = 2000;
  return zip(parts);
}

describe('knowledge documents that are hostile or broken', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Hostile Docs Org');
    admin = await t.createUser(org, 'admin');
  });
  afterAll(() => t.close());

  const upload = async (filename: string, content: Buffer) => {
    const { payload, headers } = multipart({ file: { filename, content } }, admin.headers);
    const res = await t.app.inject({ method: 'POST', url: `${base}/documents/`, payload, headers });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as string;
  };
  const document = async (id: string) => (await t.app.inject({ method: 'GET', url: `${base}/documents/${id}/`, headers: admin.headers })).json().data;

  it(
    'fails zip bombs, 100,000-table documents, stream-bomb and 20,000-page PDFs with a reason, and the server keeps working',
    { timeout: 120_000 },
    async () => {
      const files: [string, Buffer, RegExp][] = [
        ['bomb.docx', wordZipBomb(false), /unpacks to more than/],
        ['lying-bomb.docx', wordZipBomb(true), /larger than it claims/],
        ['tables.docx', docx(wordTable([['a']]).repeat(100_000)), /more than 5,000 tables/],
        ['stream-bomb.pdf', streamBombPdf(1000), /compression bomb/],
        ['pages.pdf', textPdf(['Encryption Policy', 'Data is encrypted at rest.'], 20_000), /20,000 pages; at most 500/],
      ];
      const ids = [];
      for (const [name, content] of files) ids.push(await upload(name, content));
      const rssBefore = process.memoryUsage().rss;
      const started = Date.now();
      await t.app.deps.jobs.runUntilIdle();
      const seconds = (Date.now() - started) / 1000;
      for (const [i, id] of ids.entries()) {
        const doc = await document(id);
        expect(doc.status, files[i]![0]).toBe('FAILED');
        expect(doc.parse_error, files[i]![0]).toMatch(files[i]![2]);
        expect(doc.parse_error).toMatch(/^The document could not be read: /);
      }
      expect(seconds).toBeLessThan(60);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(512 * 1024 * 1024);
      const health = await t.app.inject({ method: 'GET', url: `${base}/documents/`, headers: admin.headers });
      expect(health.statusCode).toBe(200);
    },
  );

  it('reads Word, Excel and PDF documents through the same bounded readers as questionnaires', { timeout: 60_000 }, async () => {
    const word = await upload('policy.docx', policyDocx());
    const sheet = await upload('controls.xlsx', questionnaireXlsx());
    const pdf = await upload('policy.pdf', textPdf(['Encryption Policy', 'Customer data is encrypted at rest with AES-256.'], 2));
    await t.app.deps.jobs.runUntilIdle();
    const passages = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `${base}/documents/${id}/passages/`, headers: admin.headers })).json().data.passages;
    expect((await document(word)).status).toBe('READY');
    expect((await passages(word))[0]).toMatchObject({ heading: 'Access Control Policy › Purpose' });
    expect((await passages(word)).map((p: { text: string }) => p.text).join(' ')).toContain(
      'Multi-factor authentication is required for every administrative account and for remote access. Quarterly access review: Security team.',
    );
    expect((await passages(sheet))[0].text).toContain('Question: Do you enforce multi-factor authentication for administrators?');
    expect((await passages(pdf))[0]).toMatchObject({ page: 1, heading: 'Encryption Policy' });
    expect(docx(wordParagraph('x')).length).toBeGreaterThan(0);
  });

  it('fails a document whose reading stopped the server on every attempt, instead of trying forever', async () => {
    const id = await upload('crashes.docx', policyDocx());
    // as if the server had been killed during each attempt: the job is left running with a lock nobody renews
    await t.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 3, lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(jobs.organizationId, org.id), eq(jobs.status, 'queued')));
    await t.app.deps.jobs.runUntilIdle();
    const doc = await document(id);
    expect(doc.status).toBe('FAILED');
    expect(doc.parse_error).toMatch(/interrupted 3 times .* and was not tried again/);
    const mine = (await t.database.db.select().from(jobs).where(eq(jobs.organizationId, org.id))).filter((j) => j.payload.documentId === id);
    expect(mine).toMatchObject([{ status: 'failed', attempts: 3 }]);
  });
});
