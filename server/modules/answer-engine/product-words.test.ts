import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';

describe('"the software" of a question asked for a product is that product in its own documents', () => {
  let t: TestApp;
  let org: TestOrg;
  let server: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Kestrel Build');
    const admin = await t.createUser(org, 'admin');
    await addProduct(t, admin, 'Kestrel Cloud');
    server = await addProduct(t, admin, 'Kestrel Server');
    await addDocument(
      t,
      admin,
      'server-faq.md',
      '# Kestrel Server security FAQ\n\n## Auditing\n\nServer records sign-ins, permission changes and configuration changes in an audit log that administrators can export.\n\n' +
        '## Compliance\n\nDoes Server offer a FIPS 140 mode? Not at present.\n',
      [server],
    );
  });
  afterAll(async () => t?.close());

  it('answers from the product’s own statement, and reads an FAQ answer with its question', async () => {
    const d = await draftYesNo(t, org, 'Does the software record configuration changes in an audit log?', server);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
    expect(d.answerText).toContain('audit log');
    const fips = await draftYesNo(t, org, 'Does the software offer a FIPS 140 mode?', server);
    // The product's own FAQ denies it: a "No" with that answer, not a flag.
    expect(fips.answerChoice, fips.reason).toBe('No');
    expect(fips.answerText).toContain('Not at present');
  });
});
