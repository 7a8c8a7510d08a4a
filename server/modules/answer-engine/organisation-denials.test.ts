import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';
import { analyze } from './analyze';
import { deniedByOrganisation, hasNone, neverForEver } from './organisation-denials';

const head = (q: string) => analyze(q);

describe('plain "No"s of other shapes', () => {
  it('are the organisation denying it of itself or of all its products, not of one product', () => {
    const aliases = ['Tallowmere Desk', 'Tallowmere Relay'];
    expect(deniedByOrganisation('Tallowmere does not sell customer data to anyone.', 'Tallowmere Systems Ltd', aliases)).toBe(true);
    expect(deniedByOrganisation('All Tallowmere products are written in-house; we do not outsource.', 'Tallowmere Systems Ltd', aliases)).toBe(true);
    expect(deniedByOrganisation('Tallowmere Relay does not store messages.', 'Tallowmere Systems Ltd', aliases)).toBe(false);
    expect(deniedByOrganisation('Tallowmere customers do not need a VPN.', 'Tallowmere Systems Ltd', aliases)).toBe(false);
    expect(deniedByOrganisation('We do not sell data.', 'Tallowmere Systems Ltd', aliases)).toBe(false);
  });

  it('are "never" for a question asking whether it ever happens, and only then', () => {
    const q = 'Are customer files ever sold to advertisers?';
    expect(neverForEver('Customer files are never sold to advertisers or brokers.', q, head(q))).toBe(true);
    const plain = 'Are backups copied to another region?';
    expect(neverForEver('Backups never leave the customer region.', plain, head(plain))).toBe(false);
  });

  it('are a thing that has, needs or opens none', () => {
    const q = 'Does the relay require inbound firewall ports?';
    expect(hasNone('The relay opens no listening ports, so no inbound firewall rule is needed.', head(q))).toBe(true);
    const admin = 'Do operators hold standing administrator access?';
    expect(hasNone('3.2 No operator holds standing administrator access.', head(admin))).toBe(true);
    expect(hasNone('No later than 30 days after the request, data is deleted.', head('Is data deleted within 30 days?'))).toBe(false);
  });
});

describe('drafting plain "No"s for a product from company-wide documents', () => {
  let t: TestApp;
  let org: TestOrg;
  let desk: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Tallowmere Systems Ltd');
    const admin = await t.createUser(org, 'admin');
    desk = await addProduct(t, admin, 'Tallowmere Desk');
    await addProduct(t, admin, 'Tallowmere Relay');
    await addDocument(
      t,
      admin,
      'policy.md',
      '# Company Security Policy\n\n## Payments\n\nTallowmere does not store, process or transmit payment card data in any of its services; card payments are taken by our payment provider.\n\n' +
        '## Development\n\nAll Tallowmere products are built by our own engineers in Leeds; we do not outsource development.\n\n' +
        '## Test data\n\nProduction customer data is never copied into development or staging; those environments use generated data.\n',
    );
  });
  afterAll(async () => t?.close());

  it("answers the organisation's own denial 'No' for a product", async () => {
    const d = await draftYesNo(t, org, 'Does the service store, process or transmit payment card data?', desk);
    expect(d.answerChoice, d.reason).toBe('No');
    expect(d.answerText).toMatch(/does not store, process or transmit payment card data/);
  });

  it("answers 'never' 'No' to a question asking whether it ever happens", async () => {
    const d = await draftYesNo(t, org, 'Is production customer data ever used in development or test environments?', desk);
    expect(d.answerChoice, d.reason).toBe('No');
  });
});
