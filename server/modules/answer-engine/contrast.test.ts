import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { contrastTerms, lacksContrast, outsidePlace, statesInside } from './contrast';
import { analyze } from './analyze';

describe('a question about where a thing is not', () => {
  it('names the contrast of its main clause', () => {
    expect(contrastTerms('are any disaster recovery locations outside the customer region')).toEqual(analyze('outside'));
    expect(contrastTerms('is data stored offshore')).toEqual(analyze('offshore'));
    expect(contrastTerms('are backups encrypted')).toEqual([]);
  });

  it('is not stated by a source that leaves the contrast out', () => {
    const contrast = contrastTerms('are backups kept outside the region');
    expect(lacksContrast(contrast, new Set(analyze('Backups are replicated across zones in one region.', { keepWords: true })))).toBe(true);
    expect(lacksContrast(contrast, new Set(analyze('No backup is kept outside the region.', { keepWords: true })))).toBe(false);
  });

  it('is answered No by a statement that the thing is inside that one place', () => {
    expect(outsidePlace("are any disaster recovery locations outside the customer's geographic region")).toBe('region');
    expect(outsidePlace('is customer data stored outside the EU')).toBe('eu');
    // A rule about the place is another question.
    expect(outsidePlace('do you prohibit transfers of customer data outside the EU')).toBeNull();
    expect(outsidePlace('are backups encrypted')).toBeNull();
    expect(statesInside("Data is replicated to a separate, geographically isolated location within the customer's region.", 'region')).toBe(true);
    expect(statesInside('All customer data is hosted in the same region as the customer.', 'region')).toBe(true);
    // Many regions say nothing about staying in one.
    expect(statesInside('We store data within multiple geographic regions.', 'region')).toBe(false);
    expect(statesInside('Data is replicated across regions.', 'region')).toBe(false);
    expect(statesInside('A standby copy is kept in another region.', 'region')).toBe(false);
    expect(statesInside('Backups are stored in a separate region.', 'region')).toBe(false);
  });
});

describe('drafting a question about where a thing is not', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Contrast Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'continuity.md',
      "# Disaster recovery\n\nDisaster recovery locations: customer data is replicated across multiple geographic locations within the customer's region.\n",
    );
    // "Outside" is a common word of this knowledge base, so leaving it out costs a source little by weight alone.
    await addDocument(
      t,
      admin,
      'office.md',
      '# Office security\n\nVisitors from outside the company are escorted at all times.\n\n## Devices\n\nLaptops taken outside the office are encrypted.\n\n## Counsel\n\nOutside counsel reviews contracts.\n\n## Mail\n\nEmail from outside the organisation is marked as external.\n',
    );
  });
  afterAll(() => t.close());

  it('does not answer "outside the region" Yes from locations inside it, and still answers what the source states', async () => {
    const outside = await draftYesNo(t, org, "Are any disaster recovery locations outside the customer's geographic region?", null);
    // The source places them inside the region: No, with that source.
    expect(outside.flagged, outside.reason).toBe(false);
    expect(outside.answerChoice).toBe('No');
    expect(outside.reason).toContain('inside the region');
    const inside = await draftYesNo(t, org, 'Is customer data replicated across multiple geographic locations for disaster recovery?', null);
    expect(inside.flagged, inside.reason).toBe(false);
    expect(inside.answerChoice).toBe('Yes');
  });
});
