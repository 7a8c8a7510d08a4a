import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnsweredQuestionnaire } from '@tests/fixtures/knowledge/answered-questionnaire';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addDocument, addLibraryAnswer, addProduct, drafter } from '@tests/support/knowledge';
import { multipart } from '@tests/support/multipart';
import { withTenant } from '../../db/tenant-isolation';
import { createLlmClient } from '../../lib/ai/llm';
import { draftAnswers, type DraftRequest } from './index';

const base = '/api/v1/knowledge-hub';
const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/knowledge', name), 'utf8');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('answer drafting', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let studio: string;
  let catalog: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Drafting Org');
    admin = await t.createUser(org, 'admin');
    studio = await addProduct(t, admin, 'Studio');
    catalog = await addProduct(t, admin, 'Catalog');
    await addDocument(t, admin, 'access-control-policy.md', fixture('access-control-policy.md'));
    await addDocument(t, admin, 'encryption-standard.txt', fixture('encryption-standard.txt'));
    await addDocument(t, admin, 'studio-architecture.md', fixture('studio-architecture.md'), [studio]);
    const { payload, headers } = multipart(
      { file: { filename: 'answers.xlsx', content: await buildAnsweredQuestionnaire() }, all_products: 'true' },
      admin.headers,
    );
    const imported = await t.app.inject({ method: 'POST', url: `${base}/library/import/`, payload, headers });
    expect(imported.statusCode, imported.body).toBe(201);
    await addLibraryAnswer(t, admin, {
      question: 'Can customers export all their videos in one archive?',
      answer_choice: 'Yes',
      answer_text: 'Studio customers can download all their videos as one ZIP archive.',
      all_products: false,
      product_ids: [studio],
    });
    await t.app.deps.jobs.runUntilIdle();
  });
  afterAll(() => t.close());

  const draft = async (body: Record<string, unknown>, user = admin) => {
    const res = await t.app.inject({ method: 'POST', url: `${base}/draft/`, headers: user.headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("reuses the library answer to the same question, mapped onto the question's own options", async () => {
    const d = await draft({
      question: 'Is an independent penetration test performed at least annually?',
      answer_options: ['1) Yes', '2) No', '3) N/A'],
      product_id: studio,
    });
    expect(d).toMatchObject({
      answer_choice: '1) Yes',
      flagged: false,
      confidence: 'high',
      answer_text: 'By an external firm every year; summary available under NDA.',
    });
    expect(d.sources[0]).toMatchObject({ kind: 'library', name: 'Is an independent penetration test performed at least annually?' });
    expect(d.sources[0].url).toMatch(/^\/api\/v1\/knowledge-hub\/library\/[0-9a-f-]+\/$/);
  });

  it('answers a near-identical wording and keeps an honest No', async () => {
    const d = await draft({ question: 'Do you support customer managed encryption keys (BYOK)?', answer_options: ['Yes', 'No'], product_id: catalog });
    expect(d).toMatchObject({ answer_choice: 'No', flagged: false });
  });

  it('drafts from document passages, citing the document, its heading and the sentence', async () => {
    const d = await draft({
      question: 'Do administrators of production systems use hardware security keys as a second factor?',
      answer_options: null,
      product_id: catalog,
    });
    expect(d).toMatchObject({ answer_choice: 'Yes', flagged: false });
    expect(d.sources[0]).toMatchObject({ kind: 'document', name: 'access-control-policy › Access Control Policy › 1. Authentication' });
    expect(d.sources[0].excerpt).toContain('hardware security keys');
    expect(['high', 'medium']).toContain(d.confidence);
  });

  it("never uses one product's evidence for another product, and says where an answer exists", async () => {
    const forStudio = await draft({ question: 'Does the application run across three availability zones?', product_id: studio });
    expect(forStudio).toMatchObject({ answer_choice: 'Yes', flagged: false });
    expect(forStudio.sources[0].name).toContain('studio-architecture');
    const forCatalog = await draft({ question: 'Does the application run across three availability zones?', product_id: catalog });
    expect(forCatalog).toMatchObject({ flagged: true, answer_choice: null, answer_text: null, confidence: 'low' });
    const video = await draft({ question: 'Can customers export all their videos in one archive?', product_id: catalog });
    expect(video.flagged).toBe(true);
    expect(video.reason).toContain('Studio');
    expect(video.related[0]).toMatchObject({ name: 'Can customers export all their videos in one archive?', answer_choice: 'Yes', products: 'Studio' });
  });

  it('flags what only a person can answer: incidents that happened, issues open right now, and facts the knowledge base lacks', async () => {
    const breach = await draft({ question: 'Have you had a data breach in the last 12 months?', product_id: catalog });
    expect(breach).toMatchObject({ flagged: true, answer_choice: null });
    expect(breach.reason).toContain('disclosure');
    const open = await draft({ question: 'Are there any open critical vulnerabilities older than 30 days?', product_id: catalog });
    expect(open).toMatchObject({ flagged: true, answer_choice: null });
    expect(open.reason).toContain('disclosure');
    // One part has evidence (encryption at rest), the other is a disclosure: the whole question goes to a person.
    const compound = await draft({
      question: 'Describe how customer data is encrypted at rest, and how many critical vulnerabilities are currently open?',
      product_id: catalog,
    });
    expect(compound).toMatchObject({ flagged: true, answer_text: null });
    // Two yes/no questions in one cell whose answers differ: a person answers each.
    const twoAsks = await draft({
      question: 'Is customer data encrypted at rest? Do you support customer managed encryption keys (BYOK)?',
      answer_options: ['Yes', 'No'],
      product_id: catalog,
    });
    expect(twoAsks).toMatchObject({ flagged: true, answer_choice: null });
    expect(twoAsks.reason).toContain('asks several things');
    const fedramp = await draft({ question: 'Do you hold a FedRAMP High authorization?', product_id: catalog });
    expect(fedramp).toMatchObject({ flagged: true, answer_text: null });
  });

  it('writes descriptions only with sentences of its sources, and refines them without a model', async () => {
    const question = 'Describe how access to production systems is controlled.';
    const plain = await draft({ question, product_id: catalog });
    expect(plain.flagged).toBe(false);
    const sources = squash(fixture('access-control-policy.md') + fixture('encryption-standard.txt'));
    for (const sentence of plain.answer_text.split(/(?<=\.)\s+/)) expect(sources).toContain(squash(sentence.replace(/^•\s*/, '')));
    const shorter = await draft({ question, product_id: catalog, refine: 'shorter' });
    expect(shorter.answer_text.length).toBeLessThan(plain.answer_text.length);
    const sso = await draft({ question, product_id: catalog, refine: 'mention SSO' });
    expect(sso.answer_text).toContain('single sign-on');
  });

  it('reads an interval as a minimum: a control done every quarter is done at least annually, not at least weekly', async () => {
    const yearly = await draft({
      question: 'Do system owners check access rights to production systems at least annually?',
      answer_options: ['Yes', 'No'],
      product_id: catalog,
    });
    expect(yearly).toMatchObject({ flagged: false, answer_choice: 'Yes' });
    expect(yearly.answer_text).toContain('quarterly');
    const weekly = await draft({
      question: 'Do system owners check access rights to production systems at least weekly?',
      answer_options: ['Yes', 'No'],
      product_id: catalog,
    });
    expect(weekly.answer_choice).not.toBe('Yes');
  });

  it('refines from the same evidence as the first draft: a refined answer keeps its sources, and a question that needs a person still does', async () => {
    const question = 'Do system owners check access rights to production systems at least annually?';
    const first = await draft({ question, answer_options: ['Yes', 'No'], product_id: catalog });
    const shorter = await draft({ question, answer_options: ['Yes', 'No'], product_id: catalog, refine: 'shorter' });
    expect(shorter).toMatchObject({ flagged: false, answer_choice: first.answer_choice, confidence: first.confidence });
    expect(shorter.sources.map((s: { id: string }) => s.id)).toEqual(first.sources.map((s: { id: string }) => s.id));
    const twoAsks = 'Is customer data encrypted at rest? Do you support customer managed encryption keys (BYOK)?';
    const refined = await draft({ question: twoAsks, answer_options: ['Yes', 'No'], product_id: catalog, refine: 'shorter', user_prompt: 'mention AES-256' });
    expect(refined).toMatchObject({ flagged: true, answer_choice: null });
    expect(refined.reason).toContain('asks several things');
  });

  it('reads a policy question by its subject, not by the list of steps every such question names', async () => {
    const portal = await addProduct(t, admin, 'Portal');
    const text = `# Portal Continuity Plan\n\n## Governance\nThe business continuity policy and procedures of the Portal are established, documented, approved by the CTO, communicated to all employees, applied to every service, evaluated after every test and maintained by the operations team.\n`;
    await addDocument(t, admin, 'portal-continuity.md', text, [portal]);
    const steps = 'established, documented, approved, communicated, applied, evaluated, and maintained';
    const continuity = await draft({
      question: `Are business continuity policies and procedures ${steps}?`,
      answer_options: ['Yes', 'No'],
      product_id: portal,
    });
    expect(continuity).toMatchObject({ flagged: false, answer_choice: 'Yes' });
    expect(continuity.sources[0].name).toContain('Portal Continuity Plan');
    const endpoints = await draft({ question: `Are policies and procedures ${steps} for all endpoints?`, answer_options: ['Yes', 'No'], product_id: portal });
    expect(endpoints).toMatchObject({ flagged: true, answer_choice: null });
  });

  it('drafts a batch of questions in order, and flags a conflict instead of choosing a side', async () => {
    const requests: DraftRequest[] = Array.from({ length: 30 }, (_, i) => ({
      question: i % 2 ? 'Is customer data encrypted at rest?' : 'Do you have a documented disaster recovery plan?',
      answerOptions: ['Yes', 'No'],
      productId: studio,
      selectedDocumentIds: null,
    }));
    const drafts = await drafter(t, org)(requests);
    expect(drafts).toHaveLength(30);
    expect(drafts[1]).toMatchObject({ answerChoice: 'Yes', flagged: false });
    expect(drafts[0]!.flagged).toBe(true);
    await addLibraryAnswer(t, admin, {
      question: 'Is customer data encrypted at rest?',
      answer_choice: 'No',
      answer_text: 'Not for legacy exports.',
      all_products: true,
    });
    const conflicted = await draft({ question: 'Is customer data encrypted at rest?', answer_options: ['Yes', 'No'], product_id: studio });
    expect(conflicted).toMatchObject({ flagged: true });
    expect(conflicted.reason).toContain('conflicting');
  });

  it('uses only the documents chosen for a questionnaire', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: `${base}/documents/?search=encryption`, headers: admin.headers })).json().data.documents;
    const d = await draft({
      question: 'Do administrators of production systems use hardware security keys as a second factor?',
      product_id: catalog,
      selected_kb_files: [docs[0].id],
    });
    expect(d.flagged).toBe(true);
  });
  describe('answers that hold on questionnaires it has never seen (issue 13)', () => {
    const addAnswer = (question: string, answer_choice: string, answer_text: string) =>
      addLibraryAnswer(t, admin, { question, answer_choice, answer_text, all_products: true });
    const batch = (requests: DraftRequest[]) => drafter(t, org)(requests);
    const ask = (question: string, extra: Partial<DraftRequest> = {}): DraftRequest => ({
      question,
      answerOptions: ['Yes', 'No'],
      productId: catalog,
      selectedDocumentIds: null,
      ...extra,
    });

    it('reads a library answer written as a numbered "2) No" as a No, never as a Yes', async () => {
      await addAnswer('Can a customer have a dedicated physical server of their own?', '2) No', 'Every customer runs on the shared cluster.');
      const [same] = await batch([ask('Can a customer have a dedicated physical server of their own?')]);
      expect(same).toMatchObject({ answerChoice: 'No', flagged: false });
      const [localized] = await batch([ask('Can a customer have a dedicated physical server of their own?', { answerOptions: ['1) Ja', '2) Nein'] })]);
      expect(localized!.answerChoice).toBe('2) Nein');
    });

    it('flags a library "Yes" whose own explanation says it is not done yet', async () => {
      await addAnswer(
        "Can audit events be streamed to the customer's own SIEM?",
        'Yes',
        'Not yet: streaming to a customer SIEM is on the roadmap for next year.',
      );
      const [d] = await batch([ask("Can audit events be streamed to the customer's own SIEM?")]);
      expect(d).toMatchObject({ flagged: true, answerChoice: null });
      expect(d!.reason).toContain('disagrees with its own explanation');
      expect(d!.sources.length).toBeGreaterThan(0);
    });

    it('reads a question that points at the one before it with that one, never at high confidence on its own', async () => {
      const first = 'Do you keep a written policy for approving sub-contractors of the cafeteria?';
      const drafts = await batch([ask(first), ask('Is the policy in 1.a reviewed every year?', { previousQuestion: first })]);
      expect(drafts[0]!.flagged).toBe(true);
      expect(drafts[1]).toMatchObject({ flagged: true });
      expect(drafts[1]!.reason).toContain('refers to another one');
      const [alone] = await batch([ask('Is the policy in 1.a reviewed every year?')]);
      expect(alone!.confidence).not.toBe('high');
    });

    it('drafts "No" with its source when the product document says the thing is not offered', async () => {
      const doc =
        '# Catalog audit export\n\nCatalog keeps its audit trail inside the application. Export of the audit trail to a customer syslog server is not offered for Catalog.\n';
      await addDocument(t, admin, 'catalog-audit-notes.md', doc, [catalog]);
      const [d] = await batch([ask('Can the audit trail be exported to a customer syslog server?')]);
      expect(d).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(d!.sources[0]!.name).toContain('catalog-audit-notes');
      expect(d!.reason).toContain('not offered');
    });

    it("fills a label about the organisation from another product's answer, at low confidence, never the product's name, a date or an answer that names its product", async () => {
      const addFor = (question: string, answer_choice: string | null, answer_text: string) =>
        addLibraryAnswer(t, admin, { question, answer_choice, answer_text, all_products: false, product_ids: [studio] });
      await addFor('Vendor Security Contact Email', null, 'security@drafting.example');
      await addFor('Product Name', null, 'Studio');
      await addFor('Date Completed', null, '2024-05-20');
      await addFor('Vendor Data Residency Regions', null, 'Studio stores all customer videos in the EU.');
      const label = (question: string) => ask(question, { answerOptions: null });
      const [email, name, date, regions] = await batch([
        label('Vendor Security Contact Email'),
        label('Product Name'),
        label('Date Completed'),
        label('Vendor Data Residency Regions'),
      ]);
      expect(email).toMatchObject({ answerText: 'security@drafting.example', flagged: false, confidence: 'low' });
      expect(email!.reason).toContain('asks about the organisation, not a product: check that the answer holds for Catalog');
      for (const d of [name, date, regions]) expect(d!.flagged).toBe(true);
    });

    it('answers a question about the organisation "No" when another product\'s library answer says No, and never a question about the product', async () => {
      const addFor = (question: string, answer_text: string) =>
        addLibraryAnswer(t, admin, { question, answer_choice: 'No', answer_text, all_products: false, product_ids: [studio] });
      await addFor('Do you carry insurance against losses from floods at your offices?', 'We carry no flood insurance for our offices.');
      await addFor('Does your application offer a kiosk mode for shared library terminals?', 'Studio has no kiosk mode.');
      const [company, product] = await batch([
        ask('Do you carry insurance against losses from floods at your offices?'),
        ask('Does your application offer a kiosk mode for shared library terminals?'),
      ]);
      expect(company).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(company!.sources[0]!.name).toBe('Do you carry insurance against losses from floods at your offices?');
      expect(company!.reason).toContain('speaks of the organisation');
      expect(product).toMatchObject({ flagged: true, answerChoice: null });
    });

    it("explains a draft that rests on another product's answer about the organisation with that answer's words, never with what it says of that product", async () => {
      await addLibraryAnswer(t, admin, {
        question: 'Do you carry cyber liability insurance covering data breaches?',
        answer_choice: 'Yes',
        answer_text:
          'Drafting Org holds cyber liability insurance that covers the costs of a data breach. See CYB-04 for the broker. Studio video uploads fall under the same policy.',
        all_products: false,
        product_ids: [studio],
      });
      const doc =
        '# Finance notes\n\nInsurance renewals, cyber cover among them, are reviewed by the finance team every spring. Office plants are watered weekly.\n';
      await addDocument(t, admin, 'finance-notes.md', doc);
      const [d] = await batch([ask('Do you carry cyber liability insurance covering data breaches?')]);
      expect(d).toMatchObject({ answerChoice: 'Yes', flagged: false, confidence: 'low' });
      expect(d!.answerText).toContain('Drafting Org holds cyber liability insurance that covers the costs of a data breach.');
      expect(d!.answerText).not.toContain('Studio');
      expect(d!.answerText).not.toContain('Office plants');
      expect(d!.sources[0]!.name).toBe('Do you carry cyber liability insurance covering data breaches?');
      expect(d!.reason).toContain('Consistent with the answer for Studio');
      // The answer to the same question is quoted as it reads, less what only points at its own questionnaire.
      expect(d!.answerText).toBe('Drafting Org holds cyber liability insurance that covers the costs of a data breach.');
      expect(d!.reason).toContain('The explanation is quoted from that answer');
    });

    it('drafts "No" from a plain company-wide statement, also when a label sentence names the subject, but never answers a question that holds its own denial', async () => {
      const doc =
        '# Data use\n\n- **Hardware security keys for customers.** Not currently supported. Customers sign in with passwords and app codes.\n- **Training.** Customer recordings are not used to train speech models.\n';
      await addDocument(t, admin, 'data-use-notes.md', doc);
      const company = { productId: null, productIds: [] };
      const [keys, training, negated] = await batch([
        ask('Do you support hardware security keys for customers?', company),
        ask('Are customer recordings used to train speech models?', company),
        ask('Do you ensure customer recordings are never used to train speech models?', company),
      ]);
      expect(keys).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(keys!.sources[0]!.excerpt).toContain('Not currently supported');
      expect(training).toMatchObject({ answerChoice: 'No', flagged: false });
      expect(training!.sources[0]!.name).toContain('data-use-notes');
      expect(negated!.answerChoice).not.toBe('No');
    });

    it('reads a CSV control catalogue as rows of named fields and explains with the statement, not the row', async () => {
      const csv = [
        'control_code,domain,title,implementation_statement,owner,status',
        'PHY-2,Physical,Visitor badges,"Visitors to our offices sign in at reception and wear a visitor badge at all times.",Facilities,Implemented',
        'HR-7,People,Exit interviews,"Departing staff attend an exit interview with their manager.",People team,Implemented',
      ].join('\n');
      await addDocument(t, admin, 'control-catalogue.csv', csv);
      const [d] = await batch([ask('Do visitors to your offices wear a visitor badge?', { productId: null, productIds: [] })]);
      expect(d).toMatchObject({ answerChoice: 'Yes', flagged: false });
      expect(d!.answerText).toContain('Visitors to our offices sign in at reception and wear a visitor badge at all times.');
      expect(d!.answerText).not.toMatch(/PHY-2|Facilities|control_code|,Implemented/);
    });

    it('answers "Do you run your own data centres?" with "No" when the sources place them with a cloud provider', async () => {
      const doc =
        "# Hosting\n\nOur platform runs in Amazon Web Services (AWS) data centres in Frankfurt and Dublin. Physical security of those facilities is the provider's responsibility under the shared-responsibility model.\n";
      await addDocument(t, admin, 'hosting-overview.md', doc);
      const company = { productId: null, productIds: [] };
      const [own, manage, access] = await batch([
        ask('Do you operate your own data centers?', company),
        ask('Does your company manage the physical data center where our data will reside?', company),
        ask('Do you manage access to the data center?', company),
      ]);
      for (const d of [own, manage]) {
        expect(d).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
        expect(d!.sources[0]!.name).toContain('hosting-overview');
        expect(d!.answerText).toContain('Amazon Web Services (AWS) data centres');
      }
      // Not a question of who owns the building: this rule does not answer it.
      expect(access!.reason).not.toContain("The data centres are a provider's");
    });

    it('never gives two different questions the same explanation without saying so', async () => {
      const drafts = await batch([ask('Is customer data encrypted at rest?'), ask('Is customer data at rest protected with encryption on disk?')]);
      if (!drafts[0]!.flagged && !drafts[1]!.flagged && drafts[0]!.answerText === drafts[1]!.answerText) {
        expect(drafts[1]!.reason).toContain('The same explanation was drafted for');
        expect(drafts[1]!.confidence).not.toBe('high');
      }
    });

    it('drafts "No" when the source does the thing less often, keeps it for less time, or takes longer than the question asks', async () => {
      const doc = [
        '# Resilience and records',
        '',
        'Disaster recovery failover exercises are run every two years.',
        '',
        'Support ticket attachments are retained for 30 days and then deleted.',
        '',
        'The recovery time objective of the ticketing service is 24 hours.',
        '',
      ].join('\n');
      await addDocument(t, admin, 'resilience-notes.md', doc);
      const company = { productId: null, productIds: [] };
      const [annual, longer, shorter, rto] = await batch([
        ask('Do you run disaster recovery failover exercises annually?', company),
        ask('Are support ticket attachments retained for at least 90 days?', company),
        ask('Are support ticket attachments retained for at least 14 days?', company),
        ask('Is the recovery time objective of the ticketing service 4 hours or less?', company),
      ]);
      expect(rto).toMatchObject({ answerChoice: 'No', flagged: false });
      expect(rto!.reason).toContain('“24 hours”, longer than the question asks');
      expect(annual).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(annual!.answerText).toBe('Disaster recovery failover exercises are run every two years.');
      expect(annual!.reason).toContain('“every two years”, less often than the question asks (“annually”)');
      expect(longer).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(longer!.reason).toContain('for less time than the question asks');
      // 30 days meets "at least 14 days", though no source says "14".
      expect(shorter).toMatchObject({
        answerChoice: 'Yes',
        flagged: false,
        answerText: 'Support ticket attachments are retained for 30 days and then deleted.',
      });
    });

    it('drafts "No" with its sentence when the source says the thing is only planned, never done, or plainly not used', async () => {
      const doc = [
        '# Roadmap notes',
        '',
        'We are evaluating a public bug bounty programme for 2027.',
        '',
        'A web application firewall is not currently used; requests are rate limited at the CDN.',
        '',
        'Customer data is never sold to third parties. Customer data is stored in Frankfurt.',
        '',
      ].join('\n');
      await addDocument(t, admin, 'roadmap-notes.md', doc);
      const company = { productId: null, productIds: [] };
      const [bounty, waf, sold] = await batch([
        ask('Do you run a bug bounty programme?', company),
        ask('Do you use a web application firewall?', company),
        ask('Is customer data sold to third parties?', company),
      ]);
      // Only the sentence that says so, not the rest of its passage.
      expect(sold).toMatchObject({ answerChoice: 'No', flagged: false, answerText: 'Customer data is never sold to third parties.' });
      expect(bounty, bounty!.reason).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(bounty!.answerText).toBe('We are evaluating a public bug bounty programme for 2027.');
      expect(bounty!.reason).toContain('planned or being considered');
      expect(waf).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(waf!.reason).toContain('The source states it is not done');
    });

    it('drafts "No" from a policy\'s rules that deny the thing, read together, and from a thing avoided', async () => {
      const doc = [
        '# Tracing standard',
        '',
        '## Rules',
        '',
        '- No payment details in traces.',
        '- Card numbers and bank account numbers must not be recorded in request traces or crash reports.',
        '- Traces are kept for 14 days.',
        '',
        '## Payments',
        '',
        'Keeping cardholder data is avoided: the payment provider tokenises every card.',
        '',
      ].join('\n');
      await addDocument(t, admin, 'tracing-standard.md', doc);
      const company = { productId: null, productIds: [] };
      const [traces, cards] = await batch([ask('Are payment details recorded in request traces?', company), ask('Do you keep credit card numbers?', company)]);
      expect(traces).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(traces!.reason).toContain('The source states it is not done');
      expect(cards, cards!.reason).toMatchObject({ answerChoice: 'No', flagged: false });
    });

    it('never reuses an answer about another region, protocol or interval for the one asked', async () => {
      await addAnswer('Is customer content hosted in the EU?', 'Yes', 'Customer content is hosted in Frankfurt.');
      await addAnswer('Does the reporting portal support SAML single sign-on?', 'Yes', 'SAML 2.0 with any identity provider.');
      await addAnswer('Are failover drills run annually?', 'Yes', 'The operations team runs a failover drill every year.');
      const company = { productId: null, productIds: [] };
      const [us, oidc, quarterly] = await batch([
        ask('Is customer content hosted in the US?', company),
        ask('Does the reporting portal support OIDC single sign-on?', company),
        ask('Are failover drills run quarterly?', company),
      ]);
      for (const d of [us, oidc]) expect(d!.answerChoice).not.toBe('Yes');
      expect(quarterly).toMatchObject({ answerChoice: 'No', flagged: false, confidence: 'low' });
      expect(quarterly!.reason).toContain('less often than the question asks (“quarterly”)');
    });

    it("never answers the organisation's own certification with its cloud provider's, but uses the provider's word on its data centres", async () => {
      const doc = [
        '# Infrastructure',
        '',
        'Amazon Web Services holds ISO 27001, SOC 2 Type II and PCI DSS Level 1 certifications for its data centres.',
        '',
        'Physical access to the AWS data centres is restricted to authorised personnel and logged.',
        '',
        'Storage volumes are encrypted with AWS KMS.',
        '',
      ].join('\n');
      await addDocument(t, admin, 'infrastructure-notes.md', doc);
      const company = { productId: null, productIds: [] };
      const [iso, soc, facility] = await batch([
        ask('Are you ISO 27001 certified?', company),
        ask('Does your organisation have a SOC 2 Type II report?', company),
        ask('Is physical access to the data centres restricted to authorised personnel?', company),
      ]);
      for (const d of [iso, soc]) expect(d).toMatchObject({ flagged: true, answerChoice: null });
      // The organisation's own attestation, lapsed: a "No" with the sentence that says so.
      const lapsed = 'Our HITRUST certification expired in 2024 and has not been renewed.';
      await addDocument(t, admin, 'hitrust-status.md', `# HITRUST\n\n${lapsed}\n`);
      const [hitrust] = await batch([ask('Are you HITRUST certified?', company)]);
      expect(hitrust).toMatchObject({ answerChoice: 'No', flagged: false, answerText: lapsed });
      expect(hitrust!.reason).toContain('no longer held');
      expect(facility).toMatchObject({ answerChoice: 'Yes', flagged: false });
      expect(facility!.answerText).toContain('Physical access to the AWS data centres is restricted');
    });
  });
});

describe('answer drafting with a language model', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let server: http.Server;
  let port = 0;
  const seen: { auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  let reply = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        if (req.url !== '/v1/chat/completions') {
          res.writeHead(404).end();
          return;
        }
        seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    t = await createTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_API_KEY: 'test-key', LLM_MODEL: 'local-model' });
    org = await t.createOrg('Model Org');
    admin = await t.createUser(org, 'admin');
    await addDocument(t, admin, 'encryption-standard.txt', fixture('encryption-standard.txt'));
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  const ask = async (body: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: `${base}/draft/`, headers: admin.headers, payload: body })).json().data;

  it('phrases the answer from the retrieved passages, with citations, over the OpenAI protocol', async () => {
    reply = JSON.stringify({ answer: 'Yes. All customer data is encrypted at rest with AES-256 [1].', citations: [1] });
    const d = await ask({ question: 'Is customer data encrypted at rest?', refine: 'more formal' });
    expect(d).toMatchObject({ answer_choice: 'Yes', flagged: false, answer_text: 'Yes. All customer data is encrypted at rest with AES-256.' });
    expect(d.reason).toContain('local-model');
    const call = seen.at(-1)!;
    expect(call.auth).toBe('Bearer test-key');
    expect(call.body.model).toBe('local-model');
    const prompt = call.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('AES-256');
    expect(prompt).toContain('Rewrite instruction: more formal');
  });

  it('keeps the extractive answer when the model states a number that is in no source', async () => {
    reply = JSON.stringify({ answer: 'Yes, with AES-256, and keys are rotated every 90 days [1].', citations: [1] });
    const d = await ask({ question: 'Is customer data encrypted at rest?' });
    expect(d.flagged).toBe(false);
    expect(d.answer_text).not.toContain('90 days');
    expect(d.answer_text).toContain('AES-256');
    expect(d.reason).not.toContain('local-model');
  });

  it('keeps the extractive answer when the model cannot be reached', async () => {
    const llm = createLlmClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'down', embeddingsModel: undefined });
    const [d] = await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      draftAnswers(tx, { llm }, [{ question: 'Is customer data encrypted at rest?', answerOptions: null, productId: null, selectedDocumentIds: null }]),
    );
    expect(d).toMatchObject({ answerChoice: 'Yes', flagged: false });
    expect(d!.answerText).toContain('AES-256');
  });
});
