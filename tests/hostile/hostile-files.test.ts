import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/app';
import { hostileCases, mutants, type HostileFile } from './corpus';
import { endpoints, runOne, type Call, type Endpoint, type Result } from './endpoints';

/** A bounded subset of the hostile-file corpus (the whole set runs in `npm run bench:hostile`): each case to
 *  the endpoints named (reading a questionnaire or a document costs a worker start; checks at upload are cheap). */
const Q = 'questionnaire import';
const KH = 'knowledge-hub document';
const LIB = 'knowledge-hub library import';
const TC = ['security report PDF', 'certification file', 'certification logo', 'trusted-by logo'];
const chosen: [string, string[]][] = [
  ['zip/docx-bomb-1000mb', [Q, KH]],
  ['zip/xlsx-bomb-1000mb', [LIB]],
  ['zip/docx-bomb-lying-size', [LIB]],
  ['zip/10000-parts', [Q]],
  ['zip/path-traversal', [KH]],
  ['zip/truncated-xlsx-0.5', [Q]],
  ['xml/docx-billion-laughs', [KH]],
  ['xml/xlsx-sheet-xxe-file', [LIB]],
  ['xml/xlsx-sheet-deep-nesting', [Q]],
  ['pdf/stream-bomb-layered', [Q, ...TC]],
  ['pdf/pages-cycle', [KH, ...TC]],
  ['pdf/truncated', TC],
  ['pdf/javascript', TC],
  ['image/png-20000x20000', TC],
  ['image/png-1x2000000000', TC],
  ['image/jpeg-65500x65500', TC],
  ['image/png-zip-polyglot', TC],
  ['image/svg-script', TC],
  ['other/exe-as-pdf', [KH, ...TC]],
  ['csv/nul-bytes', [Q]],
  ['name/0', [LIB]],
  ['name/5', TC],
  ['xml/saml-billion-laughs', ['SAML metadata']],
  ['xml/saml-xxe-file', ['SAML metadata']],
  ['xml/saml-deep-nesting', ['SAML metadata']],
];

let t: TestApp;
let admin: TestUser;
let call: Call;
let eps: Endpoint[];

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.createOrg('Hostile Files');
  admin = await t.createUser(org, 'admin');
  call = async (req) => {
    const res = await t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: { ...admin.headers, ...(req.multipart ? { 'content-type': req.multipart.contentType } : {}) },
      ...(req.multipart ? { payload: req.multipart.body } : req.json !== undefined ? { payload: req.json as object } : {}),
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON
    }
    return { status: res.statusCode, body };
  };
  const customer = await call({ method: 'POST', url: '/api/v1/customer/', json: { name: 'Hostile Buyer' } });
  eps = endpoints({
    customerId: (customer.body as { data: { id: string } }).data.id,
    runJobs: () => t.app.deps.jobs.runUntilIdle().then(() => undefined),
    jobSeconds: 30,
  });
});
afterAll(() => t.close());

describe('hostile files', () => {
  it('refuses bombs, lying archives, polyglots and huge images with a sentence, never a server error, and keeps answering', async () => {
    const all = hostileCases();
    const results: { where: string; result: Result }[] = [];
    const send = async (file: HostileFile, names: string[]) => {
      const bytes = file.build();
      for (const name of names) {
        const e = eps.find((x) => x.name === name)!;
        results.push({ where: `${e.name} · ${file.label} (${file.name})`, result: await runOne(call, e, file, bytes) });
      }
    };
    for (const [label, names] of chosen)
      await send(
        all.find((c) => c.label === label)!,
        names,
      );
    // seeded mutants of a PDF and a PNG, checked at upload by the Trust Center endpoints
    for (const [i, file] of mutants(70, 4242)
      .filter((m) => m.shape === 'pdf' || m.shape === 'png')
      .entries())
      await send(file, [TC[i % TC.length]!]);
    expect(results.length).toBeGreaterThanOrEqual(60);
    const bad = results
      .filter((r) => r.result.outcome === 'crash' || r.result.outcome === 'unclear')
      .map((r) => `${r.where}: ${r.result.outcome} ${r.result.status} ${r.result.message}`);
    expect(bad).toEqual([]);
    const outcome = (label: string) => results.filter((r) => r.where.includes(`· ${label} `)).map((r) => r.result.outcome);
    for (const label of [
      'zip/docx-bomb-1000mb',
      'zip/xlsx-bomb-1000mb',
      'xml/docx-billion-laughs',
      'image/png-20000x20000',
      'image/svg-script',
      'other/exe-as-pdf',
    ]) {
      expect(
        outcome(label).every((o) => o === 'refused'),
        label,
      ).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/' })).statusCode).toBe(200);
  }, 300_000);

  it('keeps a file name without its right-to-left override, so it cannot pose as another type', async () => {
    const rtl = hostileCases().find((c) => c.label === 'name/5')!;
    const md = { ...rtl, name: 'answers\u202Evsc.md', shape: 'md' as const, build: () => Buffer.from('# Keys\n\nKeys rotate yearly.\n') };
    const res = await eps.find((e) => e.name === 'knowledge-hub document')!.send(call, md, md.build());
    expect(res.reply.status).toBe(201);
    const doc = (res.reply.body as { data: { name: string; file: { name: string } } }).data;
    expect(doc.file.name).toBe('answersvsc.md');
    expect(doc.name).not.toContain('\u202E');
  });
});
