import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';

describe("the engine's terms of a question", () => {
  it('leave out the verbs questionnaires wrap a control in, so that evidence need not repeat them', () => {
    // "Is X deployed?" is answered by "devices run X"; "Can customers receive Y?" by "customers may subscribe to Y".
    expect(analyze('Is endpoint detection and response (EDR) deployed?')).toEqual(['edrtool', 'edrtool']);
    expect(analyze('Can customers receive notification of subprocessor changes?')).not.toContain('receiv');
    expect(analyze('Can customers receive notification of subprocessor changes?')).toContain('chang');
    // "Any of the following" introduces the question's list; a source's "include the following" is no match for it.
    expect(analyze('Does your solution support any of the following SSO standards?')).toEqual(analyze('Does your solution support SSO standards?'));
  });

  it('keep a practice apart from the programme it belongs to ("phishing simulations" are not awareness training)', () => {
    expect(analyze('Are phishing simulations conducted?')).toEqual(['phishsim']);
    expect(analyze('Do you run simulated phishing campaigns?')).toContain('phishsim');
    expect(analyze('All staff complete security awareness training every year.')).not.toContain('phishsim');
    // Evidence of the practice still speaks of the programme.
    expect(analyze('Phishing simulations are run every quarter.', { keepWords: true })).toContain('awareness');
    // EDR is more than antivirus; golden images and CIS Benchmarks are two ways of hardening, not every way.
    expect(analyze('Is EDR deployed on all laptops?')).not.toContain('antimalware');
    expect(analyze('Antivirus runs on all laptops.', { keepWords: true })).not.toContain('edrtool');
    expect(analyze('Devices run EDR.', { keepWords: true })).toContain('antimalware');
    expect(analyze('Do you build servers from golden images?')).not.toContain('hardening');
    expect(analyze('Servers are built from golden images.', { keepWords: true })).toContain('hardening');
  });

  it('keep who answers for a thing apart from a user account ("accountable" is not "account")', () => {
    expect(analyze('owners accountable')).not.toContain('account');
    expect(analyze('accountability')).toEqual(analyze('accountable'));
  });

  it('keep the words that say what is asked', () => {
    expect(analyze('Are backups encrypted at rest?')).toEqual(['backup', 'encrypt', 'atrest']);
    expect(analyze('Is customer data deleted at the end of the contract?')).toEqual(['data', 'delet', 'contractend']);
  });

  it('fold the ways of saying the same control into one term', () => {
    expect(analyze('Are media securely disposed of at end of life?')).toContain('disposal');
    expect(analyze('Are lost or stolen devices remotely wipeable?')).toContain('remotewipe');
    expect(analyze('We enable remote company data deletion on managed devices.')).toContain('remotewipe');
    expect(analyze('Is automated testing performed prior to release?')).toEqual(analyze('Is automated testing performed before deployment?'));
    expect(analyze('Is there 24/7 on-call coverage?')).toContain('oncall');
    // "Full" is how much of the disk, not a term evidence must repeat ("Managed laptops have disk encryption").
    expect(analyze('Is full-disk encryption enforced on endpoints?')).toEqual(analyze('Is disk encryption enforced on endpoints?'));
    expect(analyze('Are laptops protected with BitLocker or FileVault?')).toContain('atrest');
  });

  it('never read a short concept token into a word that merely spells it ("ir." of an investor-relations site)', () => {
    expect(analyze('Legal proceedings are in our annual report at https://ir.example.com.')).not.toContain('ir');
    expect(analyze('Do you have a formal incident response plan?')).toContain('ir');
  });

  it('read a firm or team that is retained as hired, not as data kept', () => {
    expect(analyze('Do you retain an external incident response team?')).not.toContain('retention');
    expect(analyze('Is a forensic firm retained?')).not.toContain('retention');
    expect(analyze('Are audit logs retained for a year?')).toContain('retention');
  });

  it('leave out the words a control is wrapped in ("as part of", "kept")', () => {
    expect(analyze('Are code reviews performed as part of your SDLC?')).toEqual(['codereview', 'sdlc']);
    expect(analyze('Are endpoints kept patched?')).toEqual(analyze('Are endpoints patched?'));
    // "Is X enforced?" asks whether X is in place, as "implemented" does: evidence that states X answers it.
    expect(analyze('Is multi-factor authentication enforced for workforce access?')).toEqual(
      analyze('Is multi-factor authentication in place for workforce access?'),
    );
  });

  it("read the same control in two frameworks' words as one term", () => {
    const same = (a: string, b: string, token: string) => {
      expect(analyze(a)).toContain(token);
      expect(analyze(b)).toContain(token);
    };
    same('Are audit logs kept?', 'Are audit records generated?', 'logging');
    same('Is there a disaster recovery plan?', 'Is a disaster response plan maintained?', 'dr');
    same('Do you assess third-party companies you share data with?', 'Are supply chain organizations assessed?', 'supplychain');
    same('Can you enforce password complexity requirements?', 'Are strong password policies established?', 'passwordpolicy');
    same('Is the service hosted in a high-availability environment?', 'Is critical equipment supplemented with redundant equipment?', 'redundancy');
    same('Do you retain logs for a year?', 'Is audit log retention ensured?', 'retention');
    same('Do you have contractual language with third parties?', 'Do service agreements include these provisions?', 'contract');
    same('Does a physical barrier enclose the space?', 'Are physical security perimeters implemented?', 'perimeter');
    same('Is there an onboarding and offboarding policy?', 'Are responsibilities for changes in employment documented?', 'offboarding');
    same('Can lost or stolen devices be wiped remotely?', 'Is remote data deletion enabled on managed laptops?', 'endpointdevice');
    same('Is an inventory of production assets maintained?', 'Are all assets recorded and tracked in an asset management inventory?', 'assetinventory');
    same('Do you have an implemented third party management strategy?', 'Vendors are assessed under our vendor risk program.', 'supplychain');
    same('Do you maintain a third-party risk management program?', 'A vendor due diligence review precedes every contract.', 'supplychain');
    same('Are user access reviews performed at least quarterly?', 'Privileged and production access is reviewed quarterly.', 'accessreview');
    same('Is there a periodic revalidation of user access?', 'Access rights are recertified twice a year.', 'accessreview');
    same('Are developers trained in secure coding?', 'Developers receive secure-coding training.', 'sdlc');
  });

  it('keep the endpoints of an API apart from the endpoint devices people work on', () => {
    const devices = analyze('Is anti-malware deployed on endpoints?');
    expect(devices).toContain('endpointdevice');
    expect(analyze('Company laptops and workstations run EDR.', { keepWords: true })).toContain('endpointdevice');
    const api = analyze('A fix enforcing authorization across all object endpoints is in progress.', { keepWords: true });
    expect(api).toContain('apiendpoint');
    expect(api).not.toContain('endpointdevice');
    expect(analyze('The product has a public API with endpoints for every feature.', { keepWords: true })).not.toContain('endpointdevice');
  });

  it('read British and American spellings of a word as one', () => {
    const pairs = [
      ['Is customer data anonymised before it is analysed?', 'Is customer data anonymized before it is analyzed?'],
      ['Do you hold a software licence for it?', 'Do you hold a software license for it?'],
      ['Is user behaviour monitored in the data centre?', 'Is user behavior monitored in the data center?'],
      ['Is there a security awareness programme with a catalogue of courses?', 'Is there a security awareness program with a catalog of courses?'],
      ['Are assets labelled and is that judgement recorded?', 'Are assets labeled and is that judgment recorded?'],
      ['Do you prioritise and categorise defence findings?', 'Do you prioritize and categorize defense findings?'],
    ];
    for (const [british, american] of pairs) expect(analyze(british!)).toEqual(analyze(american!));
    // Questionnaire wording stays wording in either spelling.
    expect(analyze('Do you utilise MFA?')).toEqual(analyze('Do you utilize MFA?'));
  });

  it('read "in the last year" as every year, and an outside security assessment or audit as one thing', () => {
    expect(analyze('Was a penetration test done in the last year?')).toEqual(analyze('Is a penetration test done annually?'));
    expect(analyze('Was it reviewed within the past 12 months?')).toContain('annual');
    expect(analyze('Have you had a third-party security assessment?')).toContain('extassess');
    expect(analyze('We undergo independent security audits.', { keepWords: true })).toContain('extassess');
    // The third party stays a term of its own, and a security assessment of suppliers is not one by an outside party.
    expect(analyze('Have you had a third-party security assessment?')).toContain('thirdparty');
    expect(analyze('Do you perform security assessments of third party companies?')).not.toContain('extassess');
  });

  it('read "restoring" as "restore", never as "rest" (data at rest), and a vendor as a vendor', () => {
    expect(analyze('Backups are tested by restoring them.')).toEqual(analyze('Backups are tested by restore them.'));
    expect(analyze('restoring restored restore')).toEqual(['restor', 'restor', 'restor']);
    expect(analyze('restoring')).not.toEqual(analyze('rest'));
    expect(analyze('sensors')).toEqual(analyze('sensor'));
  });

  it('read an employee who leaves, code reviewed by a second engineer and access taken away as one control each', () => {
    expect(analyze('When an employee leaves, is access revoked?')).toContain('offboarding');
    expect(analyze('Access of employees who leave is removed on their last day.', { keepWords: true })).toEqual(
      expect.arrayContaining(['offboarding', 'revokeaccess']),
    );
    expect(analyze('When an employee leaves, is access revoked?')).toContain('revokeaccess');
    expect(analyze('Every code change is reviewed by a second engineer.', { keepWords: true })).toContain('codereview');
    expect(analyze('Are code changes peer reviewed?')).toContain('codereview');
    // Another thing reviewed is not a code review, nor is a document's access a leaver's.
    expect(analyze('Access reviews are performed by a second manager.', { keepWords: true })).not.toContain('codereview');
  });

  it('read a phrase of the vocabulary whose words end in -ise ("enterprise", "exercises") as its concept', () => {
    // Text is read in American spelling before the vocabulary sees it, so the vocabulary's own words must be too.
    expect(analyze('Is there an enterprise risk management program?')).toContain('riskassess');
    expect(analyze('Information security risks are identified, assessed and treated.', { keepWords: true })).toContain('riskassess');
    // A second region is a geographically separate site.
    expect(analyze('Is there a disaster recovery site in another region?')).toContain('georedundant');
    expect(analyze('Service is restored in the second region after a disaster.', { keepWords: true })).toContain('georedundant');
    expect(analyze('Do you run phishing exercises?')).toEqual(analyze('Do you run phishing simulations?'));
  });

  it('keep an independent third-party test apart from the suppliers of the supply chain', () => {
    expect(analyze('Was a third-party penetration test completed this year?')).toContain('thirdparty');
    expect(analyze('Was a third-party penetration test completed this year?')).not.toContain('supplychain');
    // An independent test or firm is a third party's; "bound by" only wraps the agreement.
    expect(analyze('Is the penetration test performed by an independent third party?')).toEqual(['pentest', 'thirdparty']);
    expect(analyze('An independent penetration test is performed annually.', { keepWords: true })).toContain('thirdparty');
    expect(analyze('The company engages an independent firm for testing.', { keepWords: true })).toContain('thirdparty');
    expect(analyze('Are employees bound by confidentiality agreements?')).toEqual(analyze('Employees confidentiality agreements?'));
    // Reviewing what access logs show is monitoring, not an access review.
    expect(analyze('Access logs are reviewed weekly.', { keepWords: true })).not.toContain('accessreview');
  });

  it('leave out "accommodate", a questionnaire\'s way of asking whether something can be done', () => {
    expect(analyze('Can you accommodate storing data in its region?')).toEqual(analyze('Can you store data in its region?'));
  });

  it('leave out "capability", "ability" and "mechanism", the words a question wraps a feature in', () => {
    // "Is there a rollback capability for failed changes?" is answered by "automated rollback is available for failed deployments".
    expect(analyze('Is there a rollback capability for failed changes?')).toEqual(analyze('Is there rollback for failed changes?'));
    expect(analyze('Does the product have the ability to export audit logs?')).toEqual(analyze('Does the product export audit logs?'));
    expect(analyze('Is there a mechanism to revoke sessions?')).toEqual(analyze('Can you revoke sessions?'));
  });

  it('leave out the verbs and nouns a question wraps its point in ("hold", "on a periodic basis", "need", "involved")', () => {
    expect(analyze('Do you hold an ISO 27001 certification?')).toEqual(analyze('ISO 27001 certification?'));
    expect(analyze('Is access reviewed on a periodic basis?')).toEqual(analyze('Is access reviewed periodic?'));
    expect(analyze('Do engineers need approval?')).toEqual(analyze('Engineers approval?'));
    expect(analyze('Is legal counsel involved in incidents?')).toEqual(analyze('Legal counsel in incidents?'));
  });

  it('read "deploying to production" as a release, and a security officer as the CISO', () => {
    expect(analyze('Do changes need approval before deploying to production?')).toContain('release');
    expect(analyze('Changes are approved before deployment.', { keepWords: true })).toContain('release');
    // Deploying alone is a questionnaire's verb ("Is EDR deployed?"), not a release.
    expect(analyze('Is EDR deployed on laptops?')).not.toContain('release');
    for (const s of [
      'Is there a designated security officer?',
      'Who is the Chief Information Security Officer?',
      'The CISO reports to the CTO.',
      'Our Head of Security owns the program.',
    ])
      expect(analyze(s)).toContain('ciso');
  });

  it('read "24/7", "24x7x365" and "around the clock" as one', () => {
    for (const s of [
      'Are systems monitored around the clock?',
      'Monitoring runs 24/7.',
      'A 24 x 7 x 365 security operations centre.',
      'Staffed round-the-clock.',
    ])
      expect(analyze(s, { keepWords: true })).toContain('allhours');
  });

  it('read "new hires", "prior to start" and "pre-employment" as one time, and a region where data is stored as data location', () => {
    expect(analyze('Are background checks performed on new hires?')).toContain('newhire');
    expect(analyze('Background checks are performed where permitted by law prior to start.', { keepWords: true })).toContain('newhire');
    // New employees stay employees: "new" is a word of its own there.
    expect(analyze('Do you require new employees to sign agreements?')).not.toContain('newhire');
    expect(analyze('Can customers choose the region where their data is stored?')).toContain('datalocation');
    expect(analyze('An EU region is available for EU data-residency customers.', { keepWords: true })).toContain('datalocation');
  });

  it('keep "production" apart from "product", and read a code of conduct and just-in-time access as phrases', () => {
    expect(analyze('Is production access restricted?')).not.toContain('product');
    expect(analyze('Does the product support SSO?')).not.toContain('production');
    expect(analyze('Changes are deployed to production environments.', { keepWords: true })).toContain('production');
    // "Conduct" alone is a wrapper verb: the phrase is what the question asks about, not any "code".
    expect(analyze('Is there a code of conduct?')).toEqual(['conductcode']);
    expect(analyze('Security is integrated into the SDLC including code review.')).not.toContain('conductcode');
    expect(analyze('Employees acknowledge the Code of Business Ethics.', { keepWords: true })).toContain('conductcode');
    expect(analyze('Is production access granted just in time?')).toContain('justintime');
    expect(analyze('Administrators use just-in-time elevation.', { keepWords: true })).toContain('justintime');
  });

  it('read protection from malware as anti-malware, portable client devices as endpoints, and encrypted hard disks as encryption at rest', () => {
    expect(analyze('Do you have controls in place to protect client systems from malware?')).toContain('antimalware');
    expect(analyze('Do you fully encrypt the hard disks of laptops and other portable client devices?')).toEqual(
      expect.arrayContaining(['atrest', 'endpointdevice']),
    );
    expect(analyze('Laptops use disk encryption.', { keepWords: true })).toContain('atrest');
  });

  it('read infrastructure as code and managing configurations as configuration management, and build standards as hardening', () => {
    expect(analyze('Do you have processes in place for managing the configuration of your servers?')).toContain('configmgmt');
    expect(analyze('Infrastructure is defined as code.', { keepWords: true })).toContain('configmgmt');
    // A configuration management database is the asset inventory.
    expect(analyze('Is there a configuration management database?')).toEqual(['assetinventory']);
    expect(analyze('Do you have build standards for server systems?')).toContain('hardening');
  });

  it('read leaving the company as offboarding, and auditing administrative access as an access review', () => {
    expect(analyze('Is access revoked when an employee leaves the company?')).toContain('offboarding');
    expect(analyze('Access is revoked promptly upon role change or termination.', { keepWords: true })).toContain('offboarding');
    expect(analyze('Do you have procedures for regularly auditing administrative access to your servers?')).toContain('accessreview');
  });

  it('read logs kept in one place as centralised logging, and a report shared under NDA as shared on request', () => {
    expect(analyze('Do your servers send their logs to a centralized repository?')).toContain('centrallog');
    expect(analyze('Security events are centrally collected in the SIEM.', { keepWords: true })).toContain('centrallog');
    // Logs alone are logging, not logs kept in one place.
    expect(analyze('Are logs reviewed?')).not.toContain('centrallog');
    expect(analyze('Will you provide the executive summary of your last audit?')).toContain('execsummary');
    expect(analyze('Are you willing to share your SOC 2 report?')).toContain('onrequest');
    expect(analyze('The SOC 2 report is available to customers under NDA.', { keepWords: true })).toEqual(expect.arrayContaining(['onrequest', 'nda']));
  });

  it('read a team made responsible for security as the security owner, not a team responsible for something else', () => {
    expect(analyze('Have you appointed a person or group accountable for information security?')).toContain('ciso');
    expect(analyze('Is a team responsible for reviewing suppliers?')).not.toContain('ciso');
  });

  it('read a data protection policy as a privacy policy, phones and tablets as endpoint devices, and container images as containers', () => {
    expect(analyze('Is there a data protection policy?')).toEqual(['privacynotice']);
    expect(analyze('See the Privacy & Data Protection Policy.', { keepWords: true })).toContain('privacynotice');
    expect(analyze('Are smartphones and tablets enrolled in device management?')).toContain('endpointdevice');
    expect(analyze('Do you scan docker images before release?')).toContain('container');
    expect(analyze('Vulnerability scanning covers our containers.', { keepWords: true })).toContain('container');
    // A practice's programme is the practice.
    expect(analyze('Is there an awareness training programme?')).toEqual(['awareness']);
    // "Make sure" is "ensure", a wrapper like it.
    expect(analyze('Do you make sure that backups are tested?')).toEqual(analyze('Do you ensure that backups are tested?'));
    // "Option" is a wrapper word: an EU option is the EU.
    expect(analyze('Is a Canadian hosting option offered?')).not.toContain('option');
  });

  it('read telling customers of a breach, an on-call rotation and deadlines for fixing as phrases', () => {
    expect(analyze('Are clients informed and notified when a security incident affects them?')).toContain('breachnotify');
    expect(analyze('Affected customers are notified within 72 hours.', { keepWords: true })).toContain('breachnotify');
    expect(analyze('Who is on the on-call schedule?')).toEqual(['oncall']);
    expect(analyze('Are vulnerabilities fixed within agreed timelines?')).toContain('timeframe');
    expect(analyze('Patching deadlines: critical within 7 days.', { keepWords: true })).toContain('timeframe');
    // An uptime agreement is not a deadline for fixing.
    expect(analyze('Do you offer an SLA for availability?')).not.toContain('timeframe');
  });

  it('read what is required of people as mandatory, and cryptographic protection as encryption', () => {
    expect(analyze('Is security awareness training mandatory for all employees?')).toContain('mandatory');
    expect(analyze('All personnel are required to complete security awareness training.', { keepWords: true })).toContain('mandatory');
    expect(analyze('Vendors must sign a data processing agreement.', { keepWords: true })).toContain('mandatory');
    // The "Must" a question opens with only asks.
    expect(analyze('Must users change their passwords every 90 days?')).not.toContain('mandatory');
    // A standard's requirements are not something required of someone.
    expect(analyze('Which regulatory requirements apply?')).not.toContain('mandatory');
    expect(analyze('Are data at rest cryptographically protected?')).toContain('encrypt');
  });

  it('read background screenings and checks before the first day of work as one control at one time', () => {
    expect(analyze('Do you run background screenings on all employees prior to their first day of work?')).toEqual(
      expect.arrayContaining(['bgcheck', 'newhire']),
    );
    expect(analyze('Criminal background checks are performed during the hiring process.', { keepWords: true })).toEqual(
      expect.arrayContaining(['bgcheck', 'newhire']),
    );
  });

  it("read the end of a customer's contract apart from an employee leaving, and customer data handed back as one thing", () => {
    const asked = analyze('At the completion of this contract, will data be returned to the customer and deleted?');
    expect(asked).toEqual(expect.arrayContaining(['contractend', 'datareturn']));
    expect(asked).not.toContain('offboarding');
    const stated = analyze('Customers can export their data at contract termination; on expiration of the customer agreement it is deleted.', {
      keepWords: true,
    });
    expect(stated).toEqual(expect.arrayContaining(['contractend', 'datareturn']));
    expect(stated).not.toContain('offboarding');
    expect(analyze('Access is revoked upon termination of employment.')).toContain('offboarding');
    expect(analyze('Access is revoked upon termination of employment.')).not.toContain('contractend');
  });

  it('read "user IDs" as identifiers, not as an intrusion detection system', () => {
    expect(analyze('Do you use an IDS?')).toEqual(['ids']);
    expect(analyze('An IDS/IPS watches the perimeter.', { keepWords: true })).toContain('ids');
    const ids = analyze('Employees use unique user IDs to sign in.', { keepWords: true });
    expect(ids).toContain('identifier');
    expect(ids).not.toContain('ids');
    expect(analyze('Do you distinguish an email address from a user identifier?')).toContain('identifier');
  });

  it('read conforming, adhering or aligning to a standard, or a programme based on one, as one thing', () => {
    const asked = analyze('Do you conform with a specific industry standard security framework?');
    expect(asked).toContain('conformstd');
    expect(analyze('Our security program is based on internationally recognized standards such as ISO 27001.', { keepWords: true })).toContain('conformstd');
    expect(analyze('Controls are aligned with the NIST Cybersecurity Framework.', { keepWords: true })).toContain('conformstd');
    expect(analyze('Developers adhere to OWASP guidelines.', { keepWords: true })).toContain('conformstd');
    // "Based on" anything else is not a standard.
    expect(analyze('Access is granted based on job roles.', { keepWords: true })).not.toContain('conformstd');
  });

  it('read a noun in -ification as its verb ("classification" and "classified", "notification" and "notify")', () => {
    const same = (a: string, b: string) => expect(analyze(a).sort()).toEqual(analyze(b).sort());
    same('classification of records', 'records are classified');
    same('customer notification', 'notify customers');
    same('identity verification', 'verified identity');
  });
});
