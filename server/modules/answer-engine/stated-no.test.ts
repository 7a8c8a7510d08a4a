import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo, expectDraftedNo } from '@tests/support/knowledge';

/**
 * A source that says the thing is not done, in the words vendors write it, is a "No" with that sentence
 * (issue 13, failure type 4): a denial after "and" in our own statement, one denial of a series of verbs, a thing
 * off by default, a figure on the wrong side of the bound, a list of figures per kind, and what is kept for how long.
 */
describe('drafting "No" from sources that state the thing is not done or falls short', () => {
  let t: TestApp;
  let org: TestOrg;
  let gateway: string;
  let kiosk: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Quillmark Systems');
    const admin = await t.createUser(org, 'admin');
    gateway = await addProduct(t, admin, 'Quillmark Gateway');
    kiosk = await addProduct(t, admin, 'Quillmark Kiosk');
    await addDocument(
      t,
      admin,
      'suppliers.md',
      '# Supplier oversight\n\n- We review each hosting supplier’s SOC 2 report every year and do not carry out on-site inspections of their facilities.\n',
    );
    await addDocument(
      t,
      admin,
      'telemetry.md',
      '# Telemetry\n\nQuillmark does not gather, inspect or store the event logs of Quillmark Kiosk devices.\n\n' +
        '# Gateway logging\n\nQuillmark Gateway forwards audit and security events to our central log platform. Security events of Quillmark Gateway are kept for 45 days and then erased.\n',
    );
    await addDocument(
      t,
      admin,
      'kiosk-setup.md',
      '# Kiosk setup\n\n## Screen lock\n\nA screen lock with a PIN is available on every kiosk. It is switched off by default; the store manager can turn it on for all devices.\n\n' +
        '## Remote management\n\nQuillmark Kiosk ships with remote management disabled; the customer enables it from the console when needed.\n\n' +
        '## Printer link\n\nA TLS link to receipt printers is supported, but a plain serial link without encryption is the default.\n\n' +
        '## Updates\n\nUnused network services are disabled by default on every kiosk image.\n\n' +
        '## Activation\n\nEach kiosk works without any link to Quillmark: activation uses a signed key file delivered with the order.\n\n' +
        '## Urgent fixes\n\nUrgent kiosk fixes may be rolled out at once and are reviewed afterwards by the release manager.\n\n' +
        '## Code checks\n\nQuillmark Kiosk does not yet run static code analysis in its build; it is planned for next year.\n\n' +
        '## Sign-in\n\nKiosk staff sign in with a PIN. Single sign-on is not available yet; SAML single sign-on is on our roadmap for the spring release.\n\n' +
        '## Operating system updates\n\nWe publish tested operating system updates for the kiosks every month. Applying them to the devices is up to the customer.\n\n' +
        '## Privacy office\n\nQuillmark has not appointed a privacy officer for the kiosk business.\n',
      [kiosk],
    );
    await addDocument(
      t,
      admin,
      'gateway-console.md',
      '# Gateway console sign-in\n\nMulti-factor authentication is enforced for administrator accounts of the console and is optional for standard users.\n',
      [gateway],
    );
    await addDocument(
      t,
      admin,
      'insurance-and-resilience.md',
      '# Insurance\n\nQuillmark holds technology errors and omissions insurance with a limit of USD 2 million per claim.\n\n' +
        '# Resilience\n\nQuillmark Gateway runs in one cloud region, in a single availability zone.\n\n' +
        '# Fixing findings\n\nSecurity findings in hosted products are fixed within these targets: critical within 5 days, high within 45 days, low within 120 days.\n',
    );
  });
  afterAll(async () => t?.close());

  const expectNo = (question: string, productId: string | null, quoted: string) => expectDraftedNo(t, org, question, productId, quoted);

  it('reads a denial joined to our own statement by "and", and one denial of a series of verbs', async () => {
    await expectNo('Do you carry out on-site inspections of your hosting suppliers?', null, 'do not carry out on-site inspections');
    await expectNo('Does the vendor inspect the event logs of our kiosks?', kiosk, 'does not gather, inspect or store');
  });

  it('reads a thing off by default as "No" to a question that asks whether it is on by default', async () => {
    await expectNo('Is the screen lock enabled by default on the kiosks?', kiosk, 'switched off by default');
    await expectNo('Is remote management enabled by default after installation?', kiosk, 'remote management disabled');
    await expectNo('Is the printer link encrypted by default?', kiosk, 'without encryption is the default');
  });

  it('reads "works without" as "No" to a question whether it needs that, and "afterwards" to one asking for it before', async () => {
    await expectNo('Does the kiosk need a link to Quillmark to work, for example for activation?', kiosk, 'works without any link');
    await expectNo('Are urgent kiosk fixes reviewed before they are rolled out?', kiosk, 'reviewed afterwards');
  });

  it('does not read a denial of static analysis as a "No" to dynamic testing: they are two practices', async () => {
    const d = await draftYesNo(t, org, 'Is dynamic application security testing (DAST) performed on the kiosk software?', kiosk);
    expect(d.answerChoice, d.reason).not.toBe('No');
    const sast = await draftYesNo(t, org, 'Is static application security testing (SAST) part of the kiosk build?', kiosk);
    expect(sast.answerChoice, sast.reason).not.toBe('Yes');
  });

  it('answers a question about the plan itself "Yes" from the plan, and the thing itself "No"', async () => {
    const plan = await draftYesNo(t, org, 'If not, is single sign-on on your product roadmap for the kiosks?', kiosk);
    expect(plan.flagged, plan.reason).toBe(false);
    expect(plan.answerChoice).toBe('Yes');
    expect(plan.answerText).toContain('on our roadmap');
    const now = await draftYesNo(t, org, 'Do the kiosks support single sign-on?', kiosk);
    expect(now.answerChoice, now.reason).not.toBe('Yes');
  });

  it('reads "is up to the customer" and "has not appointed" as denials', async () => {
    await expectNo('Does the vendor apply operating system updates to our kiosks for us?', kiosk, 'up to the customer');
    await expectNo('Has the vendor appointed a privacy officer for the kiosk business?', kiosk, 'has not appointed');
  });

  it('reads a control optional for some accounts as "No" for all accounts, and "Yes" for the accounts it is enforced for', async () => {
    await expectNo('Is multi-factor authentication required for all users of the gateway console?', gateway, 'optional for standard users');
    const admins = await draftYesNo(t, org, 'Is MFA enforced for administrative accounts of the gateway console?', gateway);
    expect(admins.answerChoice, admins.reason).toBe('Yes');
  });

  it('keeps "Yes" where the question itself asks whether a thing is off by default', async () => {
    const d = await draftYesNo(t, org, 'Are unused network services disabled by default on the kiosks?', kiosk);
    expect(d.answerChoice, d.reason).toBe('Yes');
  });

  it('reads a sum of money, "a single" zone and the figure of the kind asked in a list as falling short', async () => {
    await expectNo('Do you hold errors and omissions insurance with a limit of at least USD 5 million?', null, 'USD 2 million');
    await expectNo('Is Quillmark Gateway deployed in more than one availability zone?', gateway, 'single availability zone');
    await expectNo('Are high findings in hosted products fixed within 30 days?', null, 'high within 45 days');
  });

  it("reads how long the thing asked is kept, not another product's denial beside it nor a sentence without a figure", async () => {
    await expectNo('Are the security events of Quillmark Gateway retained for at least 90 days?', gateway, 'kept for 45 days');
  });
});
