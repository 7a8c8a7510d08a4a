import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { analyze } from './analyze';
import type { TermStats } from './retrieve';
import { coverage, Weights } from './score';
import { asksProductFeature, speaksOfWorkforce } from './workforce-statements';

describe('"production" and "the product"', () => {
  it('are different words: a sentence about production does not cover a question about the product, even as another form', () => {
    const sentence = new Set(analyze('Changes to production are peer reviewed.', { keepWords: true }));
    const w = new Weights({ n: 10, df: new Map([...sentence].map((t) => [t, 1])), index: undefined as never } as TermStats);
    expect(w.variants('product')).toEqual([]);
    expect(coverage(analyze('Is the product peer reviewed?'), sentence, w)).toBeLessThan(coverage(analyze('Is production peer reviewed?'), sentence, w));
  });
});

describe("the organisation's own people and production, beside what the product offers its users", () => {
  it('tells a question about the product from one about the workforce', () => {
    expect(asksProductFeature('Is there role-based access control in the product?')).toBe(true);
    expect(asksProductFeature('Can customers enforce MFA for their users?')).toBe(true);
    expect(asksProductFeature('Is production access role-based?')).toBe(false);
    expect(asksProductFeature('Do employees use MFA to reach the application?')).toBe(false);
    expect(asksProductFeature('Is MFA enforced for all workforce accounts?')).toBe(false);
    expect(speaksOfWorkforce('Production access is role-based and least-privilege.')).toBe(true);
    expect(speaksOfWorkforce('Workforce identity uses SSO with mandatory MFA.')).toBe(true);
    expect(speaksOfWorkforce('Customer administrators assign roles to their users.')).toBe(false);
    // The acceptable use policy and the laptops people work on are the organisation's own, not the product's.
    expect(speaksOfWorkforce('Under the acceptable use policy, only apps from approved app stores may be installed on mobile devices.')).toBe(true);
    expect(speaksOfWorkforce('Laptops use full-disk encryption.')).toBe(true);
    expect(speaksOfWorkforce('The mobile app is published in the App Store and Google Play.')).toBe(false);
  });

  describe('when drafting', () => {
    let t: TestApp;
    let org: TestOrg;
    let admin: TestUser;
    beforeAll(async () => {
      t = await createTestApp();
      org = await t.createOrg('Workforce Org');
      admin = await t.createUser(org, 'admin');
      const policy = [
        '# Access control policy',
        '## Policy',
        'Production access is role-based and least-privilege, and every grant is approved by the system owner.',
        'Workforce identity uses single sign-on with mandatory multi-factor authentication.',
      ].join('\n\n');
      await addDocument(t, admin, 'access-control-policy.md', policy);
    });
    afterAll(() => t.close());

    it('answers the question about production access from the policy', async () => {
      const d = await draftYesNo(t, org, 'Is production access role-based?', null);
      expect(d, d.reason).toMatchObject({ answerChoice: 'Yes', flagged: false, confidence: 'high' });
    });

    it("does not answer what the product offers its users from how the organisation's staff reach production", async () => {
      const d = await draftYesNo(t, org, 'Is there role-based access control in the product?', null);
      expect(d.flagged || d.confidence === 'low', `${d.answerChoice} ${d.confidence} ${d.reason}`).toBe(true);
    });
  });
});
