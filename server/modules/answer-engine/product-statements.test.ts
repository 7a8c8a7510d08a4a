import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';
import { clausesNaming, deniedCell, onlyForOthers, outOfScope, productScope, speaksForOthers, withoutOthersValues } from './product-statements';

describe('whose fact a statement is, when the organisation has several products', () => {
  const names = new Map([
    ['v', 'Lumen Vault'],
    ['s', 'Lumen Sketch'],
  ]);

  it('reads the names the products do not share', () => {
    // A family's product goes by its last word inside a sentence ("~": "for Sketch", "Datadog: Sketch: No").
    expect(productScope(['s'], names, 'Lumen Labs')).toEqual({ asked: ['Lumen Sketch', '~Sketch'], others: ['Lumen Vault', '~Vault'] });
    expect(productScope([], names, 'Lumen Labs')).toBeNull();
    expect(productScope(['s'], new Map([['s', 'Lumen Sketch']]), 'Other Org')).toEqual({ asked: ['Lumen Sketch', 'Lumen'], others: [] });
    const scope = productScope(['s'], names, 'Lumen Labs')!;
    expect(speaksForOthers('Audit logs are streamed to a SIEM for Vault customers.', scope)).toBe(true);
    expect(speaksForOthers('Vault is a word at the start of a sentence.', scope)).toBe(false);
  });

  it("tells another product's statement and one that keeps the fact to it", () => {
    const scope = productScope(['s'], names, 'Lumen Labs')!;
    expect(speaksForOthers('Lumen Vault offers customer-managed keys.', scope)).toBe(true);
    expect(speaksForOthers('Backups are verified monthly for Lumen Vault and quarterly for Lumen Sketch.', scope)).toBe(false);
    expect(onlyForOthers('SOC 2 Type II: Scope: Lumen Vault only.', scope)).toBe(true);
    expect(onlyForOthers('Available only on Lumen Vault.', scope)).toBe(true);
    expect(onlyForOthers('Only administrators of Lumen Vault can export data.', scope)).toBe(false);
    expect(deniedCell('Datadog: Sketch: No.')).toBe(true);
    // A denial in brackets is the bracket's product's, not the clause's before it.
    const scopeCell = 'Scope: Lumen Vault (Lumen Sketch is not in scope).';
    const soc = 'Is Lumen Sketch in the scope of your SOC 2 report?';
    expect(clausesNaming(scopeCell, scope).some((c) => outOfScope(c, soc))).toBe(true);
    expect(clausesNaming(scopeCell, productScope(['v'], names, 'Lumen Labs')!).some((c) => outOfScope(c, soc))).toBe(false);
    expect(outOfScope('Lumen Sketch is not yet part of the certified scope', 'Is this product covered by your ISO 27001 certificate?')).toBe(true);
    // Outside a report's scope says nothing of where the product runs.
    const installed = 'Lumen Sketch runs in your own environment, so it falls outside the scope of our SOC 2 reports';
    expect(outOfScope(installed, 'Is the software installed in the customer’s own environment?')).toBe(false);
    expect(deniedCell('Datadog: Vault: Yes.')).toBe(false);
  });

  it('leaves out the values a list keeps for other products in brackets', () => {
    const scope = productScope(['s'], names, 'Lumen Labs')!;
    expect(withoutOthersValues('Location: European Union (Vault), United States (Sketch).', scope)).toBe('Location: United States (Sketch).');
    expect(withoutOthersValues('RTO: 4 hours (Lumen Vault), 48 hours (Lumen Sketch).', scope)).toBe('RTO: 48 hours (Lumen Sketch).');
    expect(withoutOthersValues('Hosted in Germany (Frankfurt), Ireland (Dublin).', scope)).toBe('Hosted in Germany (Frankfurt), Ireland (Dublin).');
  });
});

describe('drafting for one product from company-wide documents that name each product', () => {
  let t: TestApp;
  let org: TestOrg;
  let vault: string;
  let sketch: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Lumen Labs');
    const admin = await t.createUser(org, 'admin');
    vault = await addProduct(t, admin, 'Lumen Vault');
    sketch = await addProduct(t, admin, 'Lumen Sketch');
    await addDocument(
      t,
      admin,
      'crypto-standard.md',
      '# Cryptography standard\n\n## Key management\n\n- Encryption keys are generated and stored in a cloud key management service backed by hardware security modules.\n' +
        '- Data encryption keys are rotated every year.\n\n' +
        '## Customer-managed keys\n\n- Lumen Vault customers can bring their own keys, held in their own cloud account.\n' +
        '- Customer-managed keys are not offered for Lumen Sketch: its data is always encrypted with keys Lumen manages.\n',
    );
    await addDocument(
      t,
      admin,
      'compliance.md',
      '# Compliance\n\n| Framework | Status | Scope |\n|---|---|---|\n' +
        '| SOC 2 Type II | Report issued every year for the Security and Availability criteria | Lumen Vault only. Lumen Sketch is out of scope of the SOC 2 report. |\n' +
        '| ISO 27001 | Certified | The whole company |\n',
    );
    await addDocument(
      t,
      admin,
      'vault-architecture.md',
      '# Lumen Vault architecture\n\n## Users\n\n- Role-based access control with built-in and custom roles.\n',
      [vault],
    );
    await addDocument(
      t,
      admin,
      'vendors.txt',
      'Vendors\n=======\n\nSub-processors by product:\n\n| Sub-processor | Purpose | Vault | Sketch |\n|---|---|---|---|\n| Cloudhost | Hosting | Yes | Yes |\n| Tracewell | Error monitoring | Yes | No |\n',
    );
    await addDocument(
      t,
      admin,
      'sub-processors.md',
      '# Sub-processors\n\n| Sub-processor | Purpose | Location | Products |\n|---|---|---|---|\n| Stackhost Ltd | Hosting | European Union | Lumen Vault, Lumen Sketch |\n' +
        '| Pingwire Inc. | SMS alerts | United States | Lumen Vault |\n| Ticketly Inc. | Support tickets | United States | All products |\n',
    );
    await addDocument(
      t,
      admin,
      'iso.md',
      '# ISO 27001\n\nLumen Sketch development is covered by the ISO 27001 certificate; self-hosted Sketch installations are outside the certificate.\n',
    );
    await addDocument(
      t,
      admin,
      'monitoring.md',
      '# Monitoring\n\n| Sub-processor | Purpose | Location of processing |\n|---|---|---|\n| Graphwise Inc. | Metrics and traces | European Union (Vault), United States (Sketch) |\n',
    );
    await addDocument(
      t,
      admin,
      'hosting.md',
      '# Hosting\n\n- Amazon Web Services (hosting; Lumen Vault) in Frankfurt, Germany.\n- Google Cloud Platform (hosting; Lumen Sketch) in Iowa, United States.\n',
    );
    await addDocument(
      t,
      admin,
      'continuity.md',
      '# Continuity\n\n## Recovery objectives\n\n| | Lumen Vault | Lumen Sketch |\n|---|---|---|\n| Backup retention | 45 days | 5 days |\n| Recovery point objective | 2 hours | 36 hours |\n\n' +
        '## Residency\n\n- Lumen Sketch data, including backups, is stored and processed only in the EU.\n',
    );
  });
  afterAll(async () => t?.close());
  const sketchId = () => sketch;
  const vaultId = () => vault;

  it('answers "No" for the product a sentence denies, citing that sentence, and "Yes" for the one it offers', async () => {
    const sketchKeys = await draftYesNo(t, org, 'Can the customer manage its own encryption keys?', sketch);
    expect(sketchKeys.answerChoice, sketchKeys.reason).toBe('No');
    expect(sketchKeys.sources[0]?.excerpt).toContain('not offered for Lumen Sketch');
    const vaultKeys = await draftYesNo(t, org, 'Can the customer manage its own encryption keys?', vault);
    expect(vaultKeys.answerChoice, vaultKeys.reason).toBe('Yes');
  });

  it("reads a certification's scope column: out of scope is a No for that product", async () => {
    const d = await draftYesNo(t, org, 'Does the service hold a current SOC 2 Type II report?', sketch);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('No');
    expect(d.sources[0]?.excerpt).toMatch(/Lumen (?:Vault only|Sketch is out of scope)/);
  });

  it("reads a comparison table by its product columns, never another product's value", async () => {
    const d = await draftYesNo(t, org, 'Are backups of customer data retained for at least 30 days?', sketch);
    expect(d.answerChoice, d.reason).not.toBe('Yes');
  });

  it('reads a sub-processor table typed into a text file by its product columns', async () => {
    const d = await draftYesNo(t, org, 'Is Tracewell used as a sub-processor for the service?', sketch);
    expect(d.answerChoice, d.reason).toBe('No');
    const v = await draftYesNo(t, org, 'Is Tracewell used as a sub-processor for the service?', vault);
    expect(v.answerChoice, v.reason).not.toBe('No');
  });

  it("takes 'the application' of a question asked for a product to be that product, in the product's own document", async () => {
    const d = await draftYesNo(t, org, 'Does the application support role-based access control?', vault);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
  });

  it("does not take one product's hosting provider for another's, though one list names both", async () => {
    const sketchOnAws = await draftYesNo(t, org, 'Is Lumen Sketch hosted on AWS?', sketch);
    expect(sketchOnAws.answerChoice, sketchOnAws.reason).not.toBe('Yes');
    const vaultOnAws = await draftYesNo(t, org, 'Is Lumen Vault hosted on AWS?', vault);
    expect(vaultOnAws.answerChoice, vaultOnAws.reason).toBe('Yes');
    expect(vaultOnAws.sources[0]?.excerpt).toContain('Amazon Web Services');
  });

  it("reads a table row by its products column: another product's row is not this one's sub-processor", async () => {
    const sketch = await draftYesNo(t, org, 'Is Pingwire a sub-processor for Lumen Sketch?', sketchId());
    expect(sketch.answerChoice, sketch.reason).not.toBe('Yes');
    const vault = await draftYesNo(t, org, 'Is Pingwire a sub-processor for Lumen Vault?', vaultId());
    expect(vault.answerChoice, vault.reason).toBe('Yes');
    const all = await draftYesNo(t, org, 'Is Ticketly a sub-processor for Lumen Sketch?', sketchId());
    expect(all.answerChoice, all.reason).toBe('Yes');
  });

  it("does not place one product's data where a bracket keeps another product's", async () => {
    const d = await draftYesNo(t, org, "Are Lumen Sketch's metrics and traces processed in the European Union?", sketchId());
    expect(d.answerChoice, d.reason).not.toBe('Yes');
  });

  it("does not read a semicolon's other part, about something else, as the product's denial", async () => {
    const d = await draftYesNo(t, org, 'Is the development of Lumen Sketch covered by your ISO 27001 certificate?', sketchId());
    expect(d.answerChoice, d.reason).not.toBe('No');
  });

  it('reads past an aside between commas to the place the question asks about', async () => {
    const d = await draftYesNo(t, org, 'Is any customer data, including backups, transferred to or stored outside the EU?', sketch);
    expect(d.answerChoice, d.reason).not.toBe('Yes');
  });
});
