import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, drafter } from '@tests/support/knowledge';

/**
 * A vendor that writes as British policies do ("not less than once in every twelve-month period", "fall outside the
 * certified scope", "will refuse to install an image whose signature cannot be verified"): every draft is the
 * vendor's answer or a flag, and the plainly stated ones are answered.
 */
describe('a vendor writing in British legalistic style', () => {
  let t: TestApp;
  let org: TestOrg;
  let portal: string;
  let unit: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Wrenfield Logistics Software Ltd');
    const admin = await t.createUser(org, 'admin');
    portal = await addProduct(t, admin, 'Wrenfield Portal');
    unit = await addProduct(t, admin, 'Wrenfield Unit');
    await addDocument(
      t,
      admin,
      'isp.md',
      `# Information Security Policy

## 1. Governance

The Board of Directors has approved this Policy, which is reviewed not less than once in every twelve-month period by the Head of Information Security, who reports to the Chief Operating Officer.

## 2. Certification

Wrenfield Logistics Software Ltd holds certification to ISO/IEC 27001:2022. The scope of that certification encompasses the Wrenfield Portal and the supporting corporate functions; the Wrenfield Unit hardware and its firmware fall outside the certified scope.

The Company has not undertaken a SOC 2 examination and does not intend to do so during the current financial year.

## 3. Personnel

All employees are subject to pre-employment screening, including verification of identity and right to work, prior to the commencement of their employment. Security awareness training is delivered upon induction and thereafter on an annual basis; completion is monitored by line managers.

## 4. Access

Access to production systems is granted on the principle of least privilege and requires multi-factor authentication. Access rights are reviewed each quarter. Leavers have their access withdrawn on or before their final working day.

Staff are not permitted to use personally owned devices to access customer data.
`,
    );
    await addDocument(
      t,
      admin,
      'portal.md',
      `# Wrenfield Portal: Technical Overview

## Hosting

The Portal is hosted within Microsoft Azure in the UK South region, with replication to UK West. Customer data does not leave the United Kingdom.

## Authentication

Customers may sign in using SAML 2.0 single sign-on, which is available on the Enterprise tier only; users on the Standard tier authenticate with a password and an authenticator application.

## Encryption

Data at rest is encrypted using AES-256 by means of Azure Storage Service Encryption. Connections to the Portal are permitted over TLS 1.2 or higher only.

## Logging

An audit trail of administrative actions is made available to customer administrators and retained for a period of two years.

## Resilience

Backups are taken every four hours and retained for thirty-five days. Restoration is tested quarterly.
`,
      [portal],
    );
    await addDocument(
      t,
      admin,
      'unit.md',
      `# Wrenfield Unit: Device Security

The Unit is an in-vehicle telematics device. Firmware images are cryptographically signed by Wrenfield and the Unit will refuse to install an image whose signature cannot be verified.

Data held on the Unit is stored in encrypted form. The Unit does not at present support remote wiping; a Unit that is lost or stolen should be reported so that its credentials can be revoked.

No independent penetration test of the Unit has yet been completed; one is scheduled for the first half of 2027.
`,
      [unit],
    );
  });
  afterAll(async () => t?.close());
  it('drafts the answer the documents give, or flags it, never the opposite', async () => {
    const qs: [question: string, expected: string, product: 'p' | 'u'][] = [
      ['Is the information security policy reviewed at least annually?', 'Yes', 'p'],
      ['Is the policy approved by senior management or the board?', 'Yes', 'p'],
      ['Is the product in scope of your ISO 27001 certification?', 'Yes', 'p'],
      ['Is the product in scope of your ISO 27001 certification?', 'No', 'u'],
      ['Do you have a SOC 2 Type II report?', 'No', 'p'],
      ['Are background checks performed on all employees before they start?', 'Yes', 'p'],
      ['Is security awareness training completed annually by all staff?', 'Yes', 'p'],
      ['Are access rights reviewed at least quarterly?', 'Yes', 'p'],
      ['Is access revoked within 24 hours of an employee leaving?', 'Yes', 'p'],
      ['May staff use personal devices to access customer data?', 'No', 'p'],
      ['Is customer data stored outside the United Kingdom?', 'No', 'p'],
      ['Is SAML single sign-on available on all tiers?', 'No', 'p'],
      ['Is data encrypted at rest with AES-256?', 'Yes', 'p'],
      ['Is TLS 1.0 accepted?', 'No', 'p'],
      ['Are audit logs available to customer administrators for at least one year?', 'Yes', 'p'],
      ['Are backups retained for at least 30 days?', 'Yes', 'p'],
      ['Are backups taken at least daily?', 'Yes', 'p'],
      ['Is firmware signed and verified before installation?', 'Yes', 'u'],
      ['Is data on the device encrypted?', 'Yes', 'u'],
      ['Can a lost device be wiped remotely?', 'No', 'u'],
      ['Has the device been penetration tested by an independent third party?', 'No', 'u'],
    ];
    const ds = await drafter(
      t,
      org,
    )(qs.map(([q, , p]) => ({ question: q, answerOptions: ['Yes', 'No'], productId: p === 'p' ? portal : unit, selectedDocumentIds: null })));
    const drafted = ds.map((d, i) => ({ question: qs[i]![0], expected: qs[i]![1], got: d.flagged ? 'flagged' : d.answerChoice, reason: d.reason }));
    for (const d of drafted) expect(['flagged', d.expected], `${d.question}: ${d.reason}`).toContain(d.got);
    // The ones a reader finds stated outright are answered.
    const answered = drafted.filter((d) => d.got !== 'flagged').length;
    expect(
      answered,
      drafted
        .filter((d) => d.got === 'flagged')
        .map((d) => d.question)
        .join('; '),
    ).toBeGreaterThanOrEqual(14);
  });
});
