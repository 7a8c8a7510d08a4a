import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { contrastTerms, lacksContrast } from './contrast';
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
    expect(outside.flagged ? null : outside.answerChoice, outside.reason).not.toBe('Yes');
    const inside = await draftYesNo(t, org, 'Is customer data replicated across multiple geographic locations for disaster recovery?', null);
    expect(inside.flagged, inside.reason).toBe(false);
    expect(inside.answerChoice).toBe('Yes');
  });
});
