import { describe, expect, it } from 'vitest';
import { analyze, storedTerms } from './analyze';
import { statesNotDone } from './consistency';
import { denies, relatedOrder, type ScoredLibrary } from './evidence';
import { basisTerms } from './library-basis';
import { withStatement } from './statements';
import { asksOwnDatacentre, providerRunsDatacentre } from './provider-hosted';
import { asksAboutProviders, asksOwnAttestation, speaksOfProvider } from './provider-statements';
import { analyzeQuestion } from './question';
import type { TermStats } from './retrieve';
import { cosine, coverage, termList, Weights } from './score';

/** IDF weights over a small knowledge base in which every listed term occurs once in ten texts. */
const weights = (terms: string[]) => new Weights({ n: 10, df: new Map(terms.map((t) => [t, 1])), index: undefined as never } as TermStats);
const evidence = (text: string) => new Set(analyze(text, { keepWords: true }));

describe('how much of a question a source states', () => {
  it('counts a word met in another form that the stemmer keeps apart ("accuracy" / "accurate")', () => {
    const q = analyzeQuestion('Is time synchronized across systems for log accuracy?', ['Yes', 'No']);
    const source = evidence('Systems are time-synchronized (NTP) for accurate correlation of logs.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w)).toBeGreaterThan(0.9);
    // Only a few letters more or less: a longer word that merely starts alike is another word.
    const w2 = weights(['monitor', 'monitorship', 'accuraci', 'accur']);
    expect(coverage(['monitor'], new Set(['monitorship']), w2)).toBe(0);
    expect(coverage(['accuraci'], new Set(['accur']), w2)).toBeCloseTo(0.9);
  });

  it('lets evidence leave out how a thing is done ("centrally managed"), not what is done', () => {
    const q = analyzeQuestion('Are employee devices centrally managed (MDM)?', ['Yes', 'No']);
    expect([...q.soft]).toEqual([analyze('centrally')[0]]);
    const source = evidence('Endpoint security: managed devices with MDM, disk encryption and EDR.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(coverage(q.terms, source, w));
    // The adverb's word that also stands in the question as an adjective stays a full term.
    expect(analyzeQuestion('Is storage central, and are files centrally kept?', ['Yes', 'No']).soft.size).toBe(0);
  });

  it('lets evidence leave out words of degree ("a dedicated secrets manager", "24/7 on-call coverage")', () => {
    const q = analyzeQuestion('Are secrets stored in a dedicated secrets manager?', ['Yes', 'No']);
    expect([...q.soft]).toEqual([analyze('dedicated')[0]]);
    const source = evidence('Secrets are stored in a cloud secrets manager.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(0.85);
    expect(coverage(q.terms, source, w)).toBeLessThan(0.8);
    // How steadily ("on a regular schedule") is a degree; the schedule a thing names ("a release schedule") is the point.
    expect(analyzeQuestion('Are backups run on a regular schedule?', ['Yes', 'No']).soft).toEqual(new Set(analyze('regular schedule')));
    expect(analyzeQuestion('Do you have a release schedule for product updates?', ['Yes', 'No']).soft.size).toBe(0);
    // "Your latest test" says which one; a source speaks of the test.
    expect(analyzeQuestion('Was your latest penetration test done by an outside firm?', ['Yes', 'No']).soft).toContain(analyze('latest')[0]);
  });

  it('lets evidence leave out whose systems a practice covers ("monitor your network for…", "logs produced by your servers")', () => {
    const q = analyzeQuestion('Do you watch your network for suspicious activity?', ['Yes', 'No']);
    expect([...q.soft]).toEqual([analyze('network')[0]]);
    const logs = analyzeQuestion('Are the logs produced by your servers collected in a central location?', ['Yes', 'No']);
    expect(logs.soft).toEqual(new Set(analyze('produced servers')));
    // What is done to the network stays the point.
    expect(analyzeQuestion('Do you segment your network?', ['Yes', 'No']).soft.size).toBe(0);
  });

  it('lets evidence leave out the kind of thing a named control is ("SSO protocols", "a SIEM solution")', () => {
    const q = analyzeQuestion('Do you use a SIEM solution to collect security logs?', ['Yes', 'No']);
    expect([...q.soft]).toEqual([analyze('solution')[0]]);
    const source = evidence('Security logs are collected in our SIEM.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(0.85);
    // The same noun that does not follow a named control, or begins another phrase after it, is a full term.
    expect(analyzeQuestion('Does your solution collect security logs?', ['Yes', 'No']).soft.size).toBe(0);
    expect(analyzeQuestion('Is role-based access control (RBAC) used for system administrators?', ['Yes', 'No']).soft.size).toBe(0);
    expect([...analyzeQuestion('Do you use single sign-on (SSO) protocols?', ['Yes', 'No']).soft]).toEqual([analyze('protocols')[0]]);
    // "Secure coding techniques" are secure coding: "Developers complete secure coding training every year" states it.
    const training = analyzeQuestion('Have your developers been trained in secure coding techniques?', ['Yes', 'No']);
    expect([...training.soft]).toEqual([analyze('techniques')[0]]);
    const stated = evidence('Developers complete secure coding training every year.');
    expect(coverage(training.terms, stated, weights([...training.terms, ...stated]), training.soft)).toBeGreaterThan(0.85);
  });

  it("keeps the main clause within the question's own terms when it cuts a phrase of the vocabulary", () => {
    const q = analyzeQuestion('Have you designated an individual to be responsible for information security and privacy?', ['Yes', 'No']);
    expect(q.headTerms.every((t) => q.terms.includes(t))).toBe(true);
    expect(q.terms).toContain('ciso');
  });

  it('lets evidence leave out "the product" that every answer is about, but not "the solution" a source may name', () => {
    const q = analyzeQuestion('Does the product encrypt data at rest?', ['Yes', 'No']);
    expect([...q.soft]).toEqual([analyze('product')[0]]);
    const source = evidence('Customer data is encrypted at rest with AES-256.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(0.85);
    // "Support" only says the thing is available; the solution stays what is asked about.
    expect([...analyzeQuestion('Does your solution support SSO?', ['Yes', 'No']).soft]).toEqual([analyze('support')[0]]);
  });

  it('lets evidence of all data stand for "sensitive data" something is done to, not for "sensitive data handling"', () => {
    const q = analyzeQuestion('Is sensitive data encrypted in storage?', ['Yes', 'No']);
    expect([...q.soft]).toEqual([analyze('sensitive')[0]]);
    const source = evidence('Data at rest is encrypted with AES-256.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(0.85);
    expect(analyzeQuestion('Is sensitive data handling defined for employees?', ['Yes', 'No']).soft.size).toBe(0);
    // "Provide" is the verb of the offer; "support" after it is the thing offered.
    expect([...analyzeQuestion('Do you provide 24/7 support?', ['Yes', 'No']).soft]).toEqual([]);
  });

  it('lets a rare qualifier ("a formal change management process") weigh no more than a share of the point', () => {
    const q = analyzeQuestion('Is there a formal change management process?', ['Yes', 'No']);
    expect([...q.soft]).toEqual([analyze('formal')[0]]);
    const source = evidence('Change management: every change is peer reviewed and approved before release.');
    // "formal" is rarer in the knowledge base than the point itself.
    const w = new Weights({
      n: 100,
      df: new Map([
        [analyze('formal')[0]!, 1],
        ['changemgmt', 20],
      ]),
      index: undefined as never,
    } as TermStats);
    expect(coverage(q.terms, source, w, q.soft)).toBeCloseTo(0.8);
    expect(coverage(q.terms, source, w)).toBeLessThan(0.5);
  });

  it('lets evidence leave out that a thing is signed, responded to or scheduled ("a DPA is required", "vulnerability scanning runs continuously")', () => {
    const cases: [string, string][] = [
      ['Do you require vendors to sign data processing agreements?', 'A DPA is required for any processor handling customer data.'],
      ['Do you respond to data subject requests?', 'Processes exist to support data subject access and deletion requests.'],
      ['Are vulnerability scans performed on a regular schedule?', 'Continuous vulnerability scanning runs across containers and infrastructure.'],
    ];
    for (const [question, text] of cases) {
      const q = analyzeQuestion(question, ['Yes', 'No']);
      expect(q.soft.size, question).toBeGreaterThan(0);
      const source = evidence(text);
      const w = weights([...q.terms, ...source]);
      expect(coverage(q.terms, source, w, q.soft), question).toBeGreaterThanOrEqual(0.75);
    }
  });

  it('reads "suspicious activity" as the security events a monitoring source speaks of, and lets it leave out that alerts are "generated"', () => {
    const q = analyzeQuestion('Are alerts generated for suspicious activity?', ['Yes', 'No']);
    expect([...q.soft]).toEqual([analyze('generated')[0]]);
    const source = evidence('Security events are centrally logged and monitored 24/7 with alerting to on-call security.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(0.8);
    // Keys that are generated: the verb still counts, with less weight.
    expect(analyzeQuestion('Are cryptographic keys generated in a hardware security module?', ['Yes', 'No']).terms).toContain(analyze('generated')[0]);
  });

  it('reads a named cloud provider as "a cloud provider", but a question naming one provider stays about it', () => {
    const q = analyzeQuestion('Is production hosted by a major cloud provider?', ['Yes', 'No']);
    const source = evidence('Production is hosted on Amazon Web Services in two regions.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(0.85);
    const azure = analyzeQuestion('Is production hosted on Azure?', ['Yes', 'No']);
    expect(azure.terms).not.toContain('cloudprovider');
    expect(coverage(azure.terms, source, weights([...azure.terms, ...source]))).toBeLessThan(0.7);
  });

  it('reads "leavers", "offboarding" and "employees who leave" as one idea', () => {
    const q = analyzeQuestion("How quickly are leavers' accounts removed?", null);
    const source = evidence('Access of employees who leave is removed on their last working day.');
    const w = weights([...q.terms, ...source]);
    expect(q.terms).toContain('offboarding');
    expect(source.has('offboarding')).toBe(true);
    expect(analyze('Is access of terminated employees removed promptly?')).toContain('offboarding');
    // Only "accounts" is left unsaid.
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(0.55);
  });

  it('reads a phrase that holds another concept\'s word ("remote workers": "workers" is also "employees")', () => {
    expect(analyze('Are remote workers trained?')).toContain('remotework');
    expect(analyze('Remote workers are trained.', { keepWords: true })).toContain('remotework');
  });

  it('keeps "a backup of data" apart from "exporting data"', () => {
    expect(analyze('Can the customer extract a backup of their data?')).not.toContain('dataexport');
    expect(analyze('Can the customer extract data at any time?')).toContain('dataexport');
  });

  it.each([
    ['Do you sign a data processing addendum?', 'A DPA is signed with every customer.', 'dpa'],
    ['Is an asset inventory kept?', 'Every laptop is recorded in the CMDB.', 'assetinventory'],
    ['Do sessions expire after inactivity?', 'Idle sessions time out after 15 minutes (session timeout).', 'sessiontimeout'],
    ['Are clocks synchronised?', 'All servers use NTP.', 'timesync'],
    ['Are accounts locked after failed login attempts?', 'Account lockout applies after five tries.', 'lockout'],
    ['Is code peer-reviewed before release?', 'Every change needs a code review.', 'codereview'],
  ])('reads "%s" and "%s" as one control (%s)', (question, text, token) => {
    expect(analyze(question)).toContain(token);
    expect(evidence(text).has(token)).toBe(true);
  });

  it('reads "available" as questionnaire wording, not as the availability of a service', () => {
    expect(analyze('Is a list of subprocessors available to customers?')).toEqual(['subprocessor']);
    expect(analyze('Capacity is monitored to support availability.', { keepWords: true })).toContain(analyze('availability')[0]);
  });

  it('reads "DDoS protection" and "DDoS mitigation" as the same control', () => {
    expect(analyze('Is DDoS protection in place?')).toEqual(analyze('Is DDoS mitigation in place?'));
    expect(analyze('Is DDoS protection in place?')).toEqual(['ddos']);
  });

  it('does not count a contraction\'s negation as a topic word ("If you don\'t support SSO")', () => {
    expect(analyze("If you don't support SSO, doesn't the app offer MFA?")).toEqual(['support', 'sso', 'app', 'offer', 'mfa']);
  });

  it('reads "in use" as questionnaire wording: a source naming the thing answers whether it is used', () => {
    expect(analyze('Is a web application firewall in use?')).toEqual(['waf']);
  });
});

describe('whether a source denies the point', () => {
  const head = (q: string) => analyzeQuestion(q, ['Yes', 'No']).headTerms;

  it('reads a denial only in the clause that holds it', () => {
    const q = head('Are cryptographic keys rotated on a defined schedule?');
    expect(denies('Keys are access-controlled, rotated on a defined schedule, and never embedded in code or logs.', q)).toBe(false);
    expect(denies('Keys are not rotated on a schedule.', q)).toBe(true);
  });

  it('reads a rule in a list of them ("…, use MFA, and never share accounts") as a rule, not as something missing', () => {
    const q = head('Is multi-factor authentication enforced for all workforce accounts?');
    expect(denies('Users protect their credentials, use MFA, and never share accounts.', q)).toBe(false);
    // A clause with its own subject, or the same subject carried on, still denies.
    expect(denies('Workforce accounts use passwords, but MFA is not enforced.', q)).toBe(true);
    const backups = head('Are backups encrypted?');
    expect(denies('Backups are taken daily, but are not encrypted.', backups)).toBe(true);
  });

  it('reads a thing "avoided" as not done, and a card number as cardholder data', () => {
    const q = head('Do you keep credit card numbers in your databases?');
    expect(q).toContain('pcidss');
    expect(denies('Holding cardholder data is avoided by tokenising every payment at the processor.', q)).toBe(true);
    expect(denies('Cardholder data is kept in a segmented vault.', q)).toBe(false);
  });

  it('reads a rule against undoing a control ("users must not disable security controls") as the control kept', () => {
    const q = head('Do you have controls in place to protect client systems from malware?');
    expect(denies('Company devices run endpoint protection (EDR); users must not disable security controls.', q)).toBe(false);
    expect(denies('Staff may not bypass or uninstall the anti-malware agent.', q)).toBe(false);
    // A rule against doing the thing asked is still a "no" to it.
    const training = head('Is customer data used to train models?');
    expect(denies('Customer data must not be used to train models.', training)).toBe(true);
  });

  it('lets evidence leave out the scope of a control ("on all systems used to provide services", "personnel who are entrusted with…")', () => {
    const pentest = analyzeQuestion(
      'Does an independent third party regularly perform penetration tests on all systems used to provide services to customers?',
      ['Yes', 'No'],
    );
    const source = evidence('An independent penetration test is performed at least annually.');
    expect(coverage(pentest.terms, source, weights([...pentest.terms, ...source]), pentest.soft)).toBeGreaterThan(0.7);
    // The thing itself stays a term: "operating system updates" are not a scope.
    expect(analyzeQuestion('Do you have a process for installing operating system updates?', ['Yes', 'No']).soft.has(analyze('system')[0]!)).toBe(false);
    const checks = analyzeQuestion(
      'Do you perform background checks for personnel who are entrusted with sensitive information or granted access to sensitive systems?',
      ['Yes', 'No'],
    );
    const policy = evidence('Background checks are performed on employees prior to start.');
    expect(coverage(checks.terms, policy, weights([...checks.terms, ...policy]), checks.soft)).toBeGreaterThan(0.7);
  });

  it('reads the sentence that asks, not the scene set before it, and lets evidence leave out the examples a question gives', () => {
    const q = analyzeQuestion('Many vulnerabilities cannot be found by automated scanners. Do the penetration tests include manual security testing?', [
      'Yes',
      'No',
    ]);
    expect(q.kind).toBe('yes_no');
    expect(q.headTerms).toEqual(analyze('penetration tests include manual security testing'));
    // A note after the question is context too.
    const noted = analyzeQuestion('Is access revoked when people leave the company? Note that disabling the directory account is not enough.', ['Yes', 'No']);
    expect([...noted.soft]).toEqual(expect.arrayContaining(analyze('directory account')));
    expect([...q.soft]).toEqual(expect.arrayContaining(analyze('vulnerabilities automated scanners')));
    const logs = analyzeQuestion('Are your systems configured to log security-relevant events, such as authentication, data access, etc.?', ['Yes', 'No']);
    expect([...logs.soft]).toEqual(expect.arrayContaining(analyze('configured authentication access')));
    const source = evidence('Security events are centrally logged and monitored 24/7.');
    const w = weights([...logs.terms, ...source]);
    expect(coverage(logs.terms, source, w, logs.soft)).toBeGreaterThan(coverage(logs.terms, source, w) + 0.15);
    // What a question says it includes qualifies the point as examples do.
    const emergency = analyzeQuestion('Are emergency changes documented and authorized (including after the fact approval)?', ['Yes', 'No']);
    expect([...emergency.soft]).toEqual(expect.arrayContaining(analyze('after the fact approval')));
    expect(emergency.soft.has(analyze('emergency')[0]!)).toBe(false);
    // So does when it is done, said at the end, unless that is a control of its own (a check before hire).
    const vendors = analyzeQuestion('Do you assess the security of sub-processors before engaging them?', ['Yes', 'No']);
    expect([...vendors.soft]).toEqual(analyze('engaging'));
    const stated = evidence('The security of every sub-processor is assessed before onboarding and every year thereafter.');
    expect(coverage(vendors.terms, stated, weights([...vendors.terms, ...stated]), vendors.soft)).toBeGreaterThan(0.85);
    expect(analyzeQuestion('Are background checks performed before hire?', ['Yes', 'No']).soft.size).toBe(0);
  });

  it('lets "processes in place for…" qualify the point it names, but not stand for a policy question without one', () => {
    const q = analyzeQuestion('Do you have processes in place for managing the configuration of your servers and services?', ['Yes', 'No']);
    expect(q.soft.has(analyze('processes')[0]!)).toBe(true);
    const source = evidence('Infrastructure is defined as code and configured against hardened baselines.');
    const w = weights([...q.terms, ...source]);
    expect(coverage(q.terms, source, w, q.soft)).toBeGreaterThan(coverage(q.terms, source, w) + 0.1);
    expect(analyzeQuestion('Are policies and procedures established and maintained for all endpoints?', ['Yes', 'No']).soft.size).toBe(0);
  });

  it("reads an auditor's clean result as a control that worked", () => {
    const q = head('Is multi-factor authentication enforced for workforce access?');
    expect(denies('CC6.1 | Workforce access is protected by SSO with mandatory MFA. | Inspected the configuration. | No exceptions noted.', q)).toBe(false);
    expect(denies('MFA is not enforced for workforce access.', q)).toBe(true);
  });

  it('reads a label sentence with the statement after it ("Customer-managed keys. Not currently supported.")', () => {
    const q = head('Do you support customer-managed encryption keys?');
    const read = withStatement('Customer-managed keys (CMEK / BYOK).', 'Not currently supported.');
    expect(read).toBe('Customer-managed keys (CMEK / BYOK) — Not currently supported.');
    expect(denies(read, q)).toBe(true);
    expect(statesNotDone(read, q)).toBe(true);
    // A sentence that says something on its own is read on its own.
    expect(withStatement('Keys are rotated every year.', 'Backups are not encrypted.')).toBe('Keys are rotated every year.');
  });

  it('reads "is not used / not stored / not shared" as a plain statement that the thing is not done', () => {
    expect(statesNotDone('Customer content is not used to train base models by default.', head('Is customer content used to train models?'))).toBe(true);
    expect(statesNotDone('Card numbers are not stored by us.', head('Do you store card numbers?'))).toBe(true);
  });
});

describe('the library answers shown beside a draft', () => {
  it('rank first the entry whose answer names the control asked, over one whose question only shares its wording', () => {
    const q = analyzeQuestion('Is there a team watching for attacks day and night?', ['Yes', 'No']);
    const entry = (id: string, question: string, answer: string, sim: number) =>
      ({
        c: { id },
        sim,
        qTerms: termList(storedTerms.question(question)),
        aTerms: termList(storedTerms.answer('Yes', answer)),
        inScope: true,
        specific: false,
      }) as unknown as ScoredLibrary;
    const wording = entry('wording', 'Is there a team for customer onboarding?', 'Onboarding is run by customer success.', 0.35);
    const control = entry('control', 'Are security events monitored?', 'A security team watches for attacks day and night, every day of the year.', 0.3);
    const w = weights([...q.terms, ...wording.aTerms.list, ...control.aTerms.list, ...control.qTerms.list]);
    expect(relatedOrder([wording, control], q, w).map((x) => x.c.id)).toEqual(['control', 'wording']);
  });

  it('weighs less the words of a library question that only cite the basis of its point ("rules per a risk assessment")', () => {
    const q = analyzeQuestion('Have you performed a risk assessment?', ['Yes', 'No']);
    const basisOnly = 'Are endpoints configured with DLP rules per a risk assessment?';
    const onPoint = 'Is there a documented enterprise risk management program, with an owner, for the identification, evaluation and treatment of risks?';
    const terms = (text: string) => termList(storedTerms.question(text)).set;
    const w = weights([...q.terms, ...terms(basisOnly), ...terms(onPoint)]);
    const likeness = (text: string) => cosine(q.terms, terms(text), w, basisTerms(text));
    expect(cosine(q.terms, terms(basisOnly), w)).toBeGreaterThan(cosine(q.terms, terms(onPoint), w));
    expect(likeness(onPoint)).toBeGreaterThan(likeness(basisOnly));
    // Words that also stand in the point itself keep their weight.
    expect([...basisTerms('Are risk assessments reviewed per the risk assessment policy?')]).toEqual(analyze('policy'));
  });

  it('rank first the entry that keeps the words of the question together, over one that has them apart', () => {
    const q = analyzeQuestion('Do the audit records include the source IP address?', ['Yes', 'No']);
    const entry = (id: string, question: string) =>
      ({
        c: { id },
        sim: 0.4,
        qTerms: termList(storedTerms.question(question)),
        aTerms: termList(storedTerms.answer('Yes', '')),
        inScope: true,
        specific: false,
      }) as unknown as ScoredLibrary;
    const apart = entry('apart', 'Is the IP address of each source system of the audit records inventoried?');
    const together = entry('together', 'Do audit records hold the source IP address of each request?');
    const w = weights([...q.terms, ...apart.qTerms.list, ...together.qTerms.list]);
    expect(relatedOrder([apart, together], q, w).map((x) => x.c.id)).toEqual(['together', 'apart']);
  });
});

describe('whose data centres', () => {
  it('tells a question about owning the data centre from one about what happens inside it', () => {
    expect(asksOwnDatacentre('Do you operate your own physical datacenters?')).toBe(true);
    expect(asksOwnDatacentre("Does your company manage the physical data center where the institution's data will reside?")).toBe(true);
    expect(asksOwnDatacentre('Are the data centres owned by you?')).toBe(true);
    expect(asksOwnDatacentre('Are data centers that are operated by your company certified?')).toBe(false);
    expect(asksOwnDatacentre('Do you manage access to the data center?')).toBe(false);
    expect(asksOwnDatacentre('Is production hosted in third-party datacenters?')).toBe(false);
  });

  it('finds the statement that a provider runs them, and prefers one that denies nothing else', () => {
    expect(providerRunsDatacentre('Backups are daily. Customer data is stored at Amazon Web Services (AWS) data centres.')).toEqual({
      sentence: 'Customer data is stored at Amazon Web Services (AWS) data centres.',
      plain: true,
    });
    expect(providerRunsDatacentre('Datacenter physical security is inherited from our cloud providers (GCP, AWS).')?.plain).toBe(true);
    expect(providerRunsDatacentre('Our hosting provider does not disclose the locations of its data centers.')?.plain).toBe(false);
    expect(providerRunsDatacentre('We operate our own data centre in Leeds and use AWS for offsite backups.')).toBeNull();
    expect(providerRunsDatacentre('Our offices use badge access.')).toBeNull();
  });
});

describe("whose fact: the organisation's or its cloud provider's", () => {
  it('reads a sentence about the provider as the provider speaking, and a tool of the provider used by the organisation as its own', () => {
    expect(speaksOfProvider('AWS maintains ISO 27001 and SOC 2 certifications for its data centres.')).toBe(true);
    expect(speaksOfProvider('At our hosting provider, AWS, physical access is controlled by professional security staff.')).toBe(true);
    expect(speaksOfProvider('Physical security is inherited from our cloud providers (GCP, AWS).')).toBe(true);
    expect(speaksOfProvider("The company relies on AWS' ability to operate these mechanisms.")).toBe(true);
    expect(speaksOfProvider('Our payment processor is a PCI DSS Level 1 service provider.')).toBe(true);
    expect(speaksOfProvider('AWS KMS encrypts every storage volume.')).toBe(false);
    expect(speaksOfProvider('Secrets are kept in GCP Secret Manager.')).toBe(false);
    expect(speaksOfProvider('We are ISO 27001 certified and host on AWS.')).toBe(false);
    expect(speaksOfProvider('Customer data is stored at AWS data centres.')).toBe(false);
  });

  it("tells a question about the organisation's own certification from one about its provider or data centres", () => {
    expect(asksOwnAttestation('Are you ISO 27001 certified?')).toBe(true);
    expect(asksOwnAttestation('Do you have a current SOC 2 Type II report?')).toBe(true);
    expect(asksOwnAttestation('Is your hosting provider SOC 2 certified?')).toBe(false);
    expect(asksOwnAttestation('Are the data centres ISO 27001 certified?')).toBe(false);
    expect(asksAboutProviders('Where is customer data stored?')).toBe(true);
    expect(asksAboutProviders('Do you have a dedicated security team?')).toBe(false);
  });
});

describe('how alike two questions are', () => {
  it('weighs a list of lifecycle steps as one step, so the policy asked for is not outranked by its yearly review', () => {
    const asked = analyze('Do you have a password policy?');
    const inPlace = analyze('Are strong password policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?');
    const reviewed = analyze('Are strong password policies and procedures reviewed and updated at least annually?');
    const w = weights([...asked, ...inPlace, ...reviewed]);
    expect(cosine(asked, inPlace, w)).toBeGreaterThan(cosine(asked, reviewed, w));
  });
});

describe('what a question asks', () => {
  it('reads an "e.g." or an ellipsis inside the question as part of it, not as the end of a sentence', () => {
    const q = analyzeQuestion('Do you manage your software supply chain (e.g. libraries, repositories, frameworks)?', ['Yes', 'No']);
    expect(q.headTerms).toContain(analyze('supply chain')[0]);
    expect(q.headTerms).not.toContain(analyze('libraries')[0]);
    expect(q.soft.has(analyze('supply chain')[0]!)).toBe(false);
    const stored = analyzeQuestion('Is data stored on devices (servers, NAS, …) with publicly routable (i.e. non-private) addresses?', ['Yes', 'No']);
    expect(stored.headTerms).toContain(analyze('data')[0]);
  });

  it('reads "from all your systems and archives" as where a thing is done, not what is done', () => {
    const q = analyzeQuestion('At the end of the contract, is customer data deleted from all your systems and archives?', ['Yes', 'No']);
    expect(q.soft.has(analyze('archives')[0]!)).toBe(true);
    expect(q.soft.has(analyze('deleted')[0]!)).toBe(false);
  });

  it('keeps "publicly" of "publicly routable" or "publicly available": it says which, not how', () => {
    expect(analyzeQuestion('Is the SOC 2 report publicly available?', ['Yes', 'No']).soft.size).toBe(0);
    expect([...analyzeQuestion('Are devices centrally managed?', ['Yes', 'No']).soft]).toEqual([analyze('centrally')[0]]);
  });
});
