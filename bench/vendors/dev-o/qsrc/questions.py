#!/usr/bin/env python3
# Development set for Flagwise, Inc. (feature flags): questionnaires and answer keys.
# Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (the answer is in no document: the draft must be flagged)
import json, os
ISP='information-security-policy.md'; ACS='access-control-standard.docx'; CRY='cryptography-and-key-management-standard.md'
BCP='business-continuity-and-disaster-recovery-plan.pdf'; IRP='security-incident-response-procedure.txt'; SDL='secure-development-standard.docx'
DPA='data-processing-addendum.docx'; SOC='soc2-bridge-letter.pdf'; PEN='penetration-test-summary-2025.md'
CLD='flagwise-cloud-security-overview.md'; STA='status-and-incident-history.md'; SHG='self-hosted-security-and-operations-guide.pdf'
SDK='sdk-and-cli-security-faq.docx'
T=('TRAP', None, 'not stated in any document')

# Q1: a payments company reviewing Flagwise Cloud (CAIQ-style, dropdown)
Q1 = dict(file='halcyon-payments-caiq-flagwise-cloud.xlsx', product='Flagwise Cloud', shape='xlsx-dropdown', rows=[
 ('A&A-01','Audit & Assurance','Do you have a current independent third-party audit report (for example SOC 2 Type II) that covers the service being assessed?','Yes',SOC,'System: Flagwise Cloud, the multi-tenant feature management service'),
 ('A&A-02','Audit & Assurance','Did the most recent audit report contain any exceptions, deviations or a qualified opinion?','Yes',SOC,'One exception was noted: one quarterly production access review was completed 19 days late.'),
 ('A&A-03','Audit & Assurance','Does the scope of that SOC 2 examination include the Privacy trust services criterion?','No',SOC,'The Confidentiality, Processing Integrity and Privacy criteria were not included in the examination.'),
 ('A&A-04','Audit & Assurance','Is your organization certified to ISO/IEC 27001?','No',ISP,'ISO/IEC 27001 | Not certified'),
 ('AIS-01','Application & Interface Security','Is every request to the service API authenticated?','Yes',CLD,'authenticates every request with an API access token in the Authorization header'),
 ('AIS-02','Application & Interface Security','Does the API support the OAuth 2.0 client credentials grant for machine-to-machine integrations?','No',CLD,'OAuth 2.0 client-credentials authentication for the REST API is on the roadmap for the second half of 2025'),
 ('AIS-03','Application & Interface Security','Are API calls rate limited to protect the service from abuse?','Yes',CLD,'exceeding them returns HTTP 429'),
 ('AIS-04','Application & Interface Security','Are outbound webhook payloads signed so that the receiving system can verify their origin and integrity?','Yes',CLD,'Outbound webhooks are signed with HMAC-SHA256'),
 ('AIS-05','Application & Interface Security','Do you run automated dynamic application security testing (DAST) against the application on a regular schedule?','No',SDL,'We do not run automated DAST scans.'),
 ('AIS-06','Application & Interface Security','Is static code analysis performed on code changes, and does it block merges on serious findings?','Yes',SDL,'Static analysis (SAST) | Semgrep on private repos, CodeQL on public SDK repos | Yes, for high and critical findings'),
 ('BCR-01','Business Continuity','Is the recovery time objective (RTO) for the web dashboard and API four hours or less?','Yes',BCP,'Flagwise Cloud dashboard and REST API | 4 hours | 15 minutes'),
 ('BCR-02','Business Continuity','Is failover to the recovery region actually exercised at least once a year?','Yes',BCP,'The full regional failover to us-west-2 is exercised once a year'),
 ('CEK-01','Cryptography & Key Management','Is customer data encrypted at rest using AES-256 or stronger?','Yes',CRY,'Customer data in Flagwise Cloud is encrypted at rest with AES-256'),
 ('CEK-02','Cryptography & Key Management','We intend to subscribe to the Team plan. Will we be able to use our own customer-managed encryption keys (BYOK) on that plan?','No',CRY,'Customer-managed keys (BYOK) are only available on the Enterprise plan.'),
 ('CEK-03','Cryptography & Key Management','Are the cryptographic modules used by the service validated to FIPS 140-2 or FIPS 140-3?','No',CRY,'Flagwise Cloud does not use FIPS 140-2 or FIPS 140-3 validated cryptographic modules.'),
 ('CEK-04','Cryptography & Key Management','Are TLS 1.0 and TLS 1.1 disabled on all externally reachable endpoints?','Yes',CRY,'TLS 1.0 and TLS 1.1 are disabled everywhere.'),
 ('CEK-05','Cryptography & Key Management','Are the master encryption keys generated and stored in a dedicated hardware security module (HSM) that you operate?',*T),
 ('DSP-01','Data Security & Privacy','Can our data be hosted in the European Union? (We would purchase the Enterprise plan.)','Yes',DPA,'EU data residency (AWS eu-central-1, Frankfurt) is only available on the Enterprise plan.'),
 ('DSP-02','Data Security & Privacy','Do you maintain a list of sub-processors and give advance notice before engaging a new one?','Yes',DPA,"Flagwise gives at least 30 days' notice of a new sub-processor"),
 ('DSP-03','Data Security & Privacy','Will you sign a HIPAA Business Associate Agreement?','No',DPA,'Flagwise does not sign Business Associate Agreements (BAAs)'),
 ('DSP-04','Data Security & Privacy','Do you use data loss prevention (DLP) tooling on employee endpoints and email to detect exfiltration of customer data?',*T),
 ('IAM-01','Identity & Access Management','Does the service support SAML 2.0 single sign-on for customer users?','Yes',CLD,'SAML 2.0 single sign-on | — | — | Yes'),
 ('IAM-02','Identity & Access Management','If so, is SAML single sign-on included in the Team plan?','No',CLD,'SAML 2.0 single sign-on: Team: —'),
 ('IAM-03','Identity & Access Management','Can a customer administrator require two-factor authentication for all members of the account?','Yes',CLD,'Can be required for all members'),
 ('IAM-04','Identity & Access Management','Can customer users register FIDO2/WebAuthn hardware security keys as their second factor when signing in to the dashboard?','No',CLD,'Passkeys and WebAuthn security keys are not supported yet for dashboard sign-in'),
 ('IAM-05','Identity & Access Management','Is your support staff\'s access to our account data restricted and logged in a way we can see?','Yes',ACS,"every action taken under support access appears in the customer's audit log"),
 ('IAM-06','Identity & Access Management','Are inactive user sessions terminated automatically?','Yes',CLD,'Dashboard sessions expire after 12 hours of inactivity.'),
 ('IVS-01','Infrastructure & Virtualization','Is each tenant\'s data logically segregated from other tenants\' data?','Yes',CLD,"PostgreSQL row-level security policies enforce that a request can only read its own account's rows"),
 ('IVS-02','Infrastructure & Virtualization','Can the service be provided to us as a dedicated, single-tenant hosted instance?','No',CLD,'Dedicated single-tenant deployments of Flagwise Cloud are not offered'),
 ('LOG-01','Logging & Monitoring','On the Team plan, is the audit log of user activity in our account retained for at least 12 months?','No',CLD,'Audit log: Team: 30 days in the dashboard'),
 ('LOG-02','Logging & Monitoring','Are cloud control-plane audit logs (e.g. AWS CloudTrail) retained for at least 12 months?','Yes',CLD,'AWS CloudTrail logs are kept for one year in a separate logging account'),
 ('SEF-01','Security Incident Management','Will you notify us of a personal data breach affecting our data within 72 hours of becoming aware of it?','Yes',DPA,'in any event within 72 hours of becoming aware of it'),
 ('SEF-02','Security Incident Management','Do you have a retainer in place with an external incident response / forensics provider?','No',IRP,'We do not hold a retainer with an external incident response or forensics firm.'),
 ('STA-01','Supply Chain & Insurance','Does your company carry cyber liability insurance with coverage of at least $5 million?',*T),
 ('TVM-01','Threat & Vulnerability Management','Are critical vulnerabilities remediated within 7 days?','Yes',ISP,'Critical (9.0–10.0) | 7 days'),
 ('TVM-02','Threat & Vulnerability Management','May customers perform their own penetration testing against the service, with prior notice?',*T),
])

# Q2: a public university reviewing Flagwise Self-Hosted (HECVAT-style, numbered options)
Q2 = dict(file='westbrook-university-hecvat-flagwise-self-hosted.xlsx', product='Flagwise Self-Hosted', shape='xlsx-numbered', rows=[
 ('COMP-01','Company','Does the vendor have a dedicated individual or team responsible for information security?','Yes',ISP,'The Head of Security owns the security program and reports directly to the CTO.'),
 ('COMP-02','Company','Has the product being assessed (the self-hosted edition) been audited under SOC 2 Type II?','No',SHG,'Self-Hosted is not covered by our SOC 2 report'),
 ('COMP-03','Company','Do you have a documented information security policy?','Yes',ISP,'This policy sets the baseline security rules for Flagwise, Inc.'),
 ('COMP-04','Company','Is the policy referenced in COMP-03 reviewed at least annually?','Yes',ISP,'This policy is reviewed at least once a year'),
 ('COMP-05','Company','Are criminal background checks performed on all personnel, including contractors, before they are given access to systems?','No',ISP,'Background checks are not performed for international contractors'),
 ('COMP-06','Company','Do all employees complete security awareness training at least annually?','Yes',ISP,'Security awareness training is completed within the first week and then every year.'),
 ('APPL-01','Application','Can the application be deployed entirely within institution-managed infrastructure (on premises or our own cloud tenancy)?','Yes',SHG,'packaged for customers to run in their own Kubernetes cluster'),
 ('APPL-02','Application','Is the Docker Compose deployment method supported for production use?','No',SHG,'a Docker Compose file is provided for evaluation only and is not supported for production'),
 ('APPL-03','Application','Can the application be operated in an air-gapped network with no connectivity to the vendor?','Yes',SHG,'Air-gapped installation is supported with an offline license file'),
 ('APPL-04','Application','Does the application send usage telemetry to the vendor by default?','Yes',SHG,'is sent to Flagwise once a day by default'),
 ('APPL-05','Application','If yes to APPL-04, can the institution disable that telemetry?','Yes',SHG,'Turn it off with telemetry.enabled=false'),
 ('APPL-06','Application','Are the vendor-supplied container images cryptographically signed?','Yes',SHG,'Images are signed with cosign'),
 ('APPL-07','Application','Is a software bill of materials (SBOM) provided with each release?','Yes',SHG,'Each release ships a CycloneDX SBOM'),
 ('APPL-08','Application','Is the application available as a Red Hat OpenShift certified operator?',*T),
 ('APPL-09','Application','Do you publish a CIS-style hardening benchmark for the Kubernetes deployment?',*T),
 ('AUTH-01','Authentication, Authorization and Accounting','Does the application support SAML or OIDC single sign-on with the institution\'s identity provider?','Yes',SHG,'SAML 2.0 and OpenID Connect single sign-on are included in every Self-Hosted license.'),
 ('AUTH-02','Authentication, Authorization and Accounting','Does the application support SCIM for automated provisioning and de-provisioning of accounts?','No',SHG,'SCIM provisioning is not supported in Self-Hosted'),
 ('AUTH-03','Authentication, Authorization and Accounting','Can local (non-SSO) accounts be disabled?','Yes',SHG,'Local accounts can be disabled once SSO is configured.'),
 ('AUTH-04','Authentication, Authorization and Accounting','Does the application support role-based access control, including custom roles?','Yes',SHG,'Custom roles work the same way as in Flagwise Cloud Enterprise.'),
 ('AUTH-05','Authentication, Authorization and Accounting','Does the application\'s own login page enforce rate limiting or account lockout against password guessing?','No',PEN,'The open medium finding is missing rate limiting on the Self-Hosted login page'),
 ('AUTH-06','Authentication, Authorization and Accounting','Can administrators configure password complexity and length requirements for local accounts?',*T),
 ('DATA-01','Data','Does the application natively encrypt institutional data at rest?','No',SHG,'Flagwise Self-Hosted does not encrypt its database itself'),
 ('DATA-02','Data','Will vendor staff have access to institutional data stored in the application?','No',SHG,'Flagwise has no access to your installation.'),
 ('DATA-03','Data','Does the vendor back up the application data on the institution\'s behalf?','No',BCP,"Backups and disaster recovery for Flagwise Self-Hosted are the customer's responsibility."),
 ('DATA-04','Data','Is a FIPS 140 validated build of the product available today?','No',SHG,'A FIPS 140-3 validated build of Flagwise Self-Hosted is on our roadmap for next year'),
 ('DATA-05','Data','Will the vendor sign an agreement designating it a "school official" under FERPA?',*T),
 ('HOST-01','Datacenter','Does the vendor provide a contractual uptime SLA for this product?','No',SHG,'Flagwise Self-Hosted has no uptime SLA from Flagwise'),
 ('INC-01','Incident Handling','Does the vendor notify customers when a vulnerability in the product requires them to upgrade?','Yes',IRP,'we notify customers through the security advisory mailing list when a vulnerability in the product requires them to upgrade'),
 ('INC-02','Incident Handling','Will the vendor investigate and respond to security incidents that occur within the institution\'s installation?','No',IRP,"incidents inside a customer's own installation are handled by that customer"),
 ('INC-03','Incident Handling','Do you have a documented incident response plan, and is it tested at least annually?','Yes',IRP,'The incident response procedure is tested with a tabletop exercise once a year'),
 ('LOG-01','Logging','Can audit events be forwarded to the institution\'s SIEM?','Yes',SHG,'Audit events can be streamed to your SIEM over syslog'),
 ('LOG-02','Logging','Does the application automatically purge audit log records after a fixed retention period?','No',SHG,'The audit log is stored in your database with no fixed retention'),
 ('VULN-01','Vulnerability Management','Has this product been penetration tested by an independent third party in the past 12 months?','Yes',SHG,'Flagwise Self-Hosted 3.4 was included in the February 2025 third-party penetration test.'),
 ('VULN-02','Vulnerability Management','Were all critical and high findings from that test remediated?','Yes',PEN,'High | 1 | 1 | 0'),
 ('VULN-03','Vulnerability Management','Are security patches made available for releases other than the latest one?','Yes',SHG,'security patches are provided for the current and the previous minor release'),
 ('VULN-04','Vulnerability Management','Do you operate a paid bug bounty program?','No',ISP,'We do not pay bounties.'),
])

# Q3: a regional bank reviewing Flagwise Cloud (SIG Lite extract, Y/N)
Q3 = dict(file='first-cascadia-bank-sig-lite-flagwise.xlsx', product='Flagwise Cloud', shape='xlsx-yn', rows=[
 ('A.1','Risk Assessment','Is there a formal risk assessment process, with assessments performed at least annually?','Yes',ISP,'A formal security risk assessment is performed once a year'),
 ('B.1','Security Policy','Is there an information security policy that has been approved by management?','Yes',ISP,'Approved by the CEO and CTO'),
 ('B.2','Security Policy','Is there a formal process for granting exceptions to the policy in B.1, and do exceptions expire?','Yes',ISP,'expire after 90 days'),
 ('C.1','Organizational Security','Has the organization appointed a dedicated Chief Information Security Officer (CISO)?','No',ISP,'We do not have a dedicated CISO.'),
 ('C.2','Organizational Security','Is the individual responsible for information security accountable to executive management?','Yes',ISP,'reports directly to the CTO'),
 ('C.3','Organizational Security','Is the Board of Directors briefed on the information security program at least annually?',*T),
 ('D.1','Asset Management','Is an inventory of hardware and software assets maintained and reviewed at least annually?',*T),
 ('E.1','Human Resources Security','Are background checks performed on employees prior to hire?','Yes',ISP,'All US employees pass a background check'),
 ('E.2','Human Resources Security','Are employees subject to simulated phishing exercises?','Yes',ISP,'Phishing simulations are run every quarter'),
 ('E.3','Human Resources Security','Is all logical access revoked no later than the employee\'s last day?','Yes',ACS,'All access revoked on the last working day'),
 ('F.1','Physical and Environmental','Is physical access to the data center hosting scoped data restricted by badge and biometric controls?',*T),
 ('G.1','Operations Management','Are changes to production code peer reviewed and approved before deployment?','Yes',SDL,'Every pull request needs approval from at least one engineer other than the author'),
 ('G.2','Operations Management','Are development, test and production environments separated?','Yes',SDL,'Development, staging and production run in separate AWS accounts.'),
 ('G.3','Operations Management','Is production client data ever used in development or test environments?','No',SDL,'Production customer data is never copied to development or staging'),
 ('G.4','Operations Management','Is a software bill of materials available for the hosted service?','No',SDL,'An SBOM for Flagwise Cloud itself is not published.'),
 ('H.1','Access Control','Is multi-factor authentication required for all workforce access?','Yes',ACS,'Okta requires a phishing-resistant factor'),
 ('H.2','Access Control','Are SMS one-time passcodes permitted as a second factor for workforce accounts?','No',ACS,'SMS, voice and push factors are disabled.'),
 ('H.3','Access Control','Are workforce passwords required to be changed at least every 90 days?','No',ACS,'We do not require periodic password rotation'),
 ('H.4','Access Control','Do system administrators have persistent (standing) privileged access to production systems?','No',ACS,'Engineers do not have standing access to production.'),
 ('H.5','Access Control','Are privileged sessions to production systems recorded?','Yes',ACS,'All Teleport SSH, Kubernetes and database sessions are recorded'),
 ('H.6','Access Control','Are user access rights to production systems reviewed at least quarterly?','Yes',ACS,'Production access review | Every quarter'),
 ('I.1','Application Security','Do developers receive secure coding training at least annually?','Yes',SDL,'Engineers complete secure coding training'),
 ('I.2','Application Security','Is threat modeling performed for security-relevant design changes?','Yes',SDL,'includes a threat model using STRIDE'),
 ('J.1','Incident Event and Communications Management','Is there a documented incident response plan that defines severity levels?','Yes',IRP,'SEV1 - confirmed unauthorized access to customer data'),
 ('J.2','Incident Event and Communications Management','Will clients be notified within 48 hours of a confirmed security incident affecting their data?','Yes',IRP,'no later than 48 hours after we confirm the incident'),
 ('J.3','Incident Event and Communications Management','Has the organization experienced a security breach involving unauthorized access to client data in the past three years?','No',STA,'We have had no security incident involving unauthorized access to customer data since Flagwise was founded in 2019.'),
 ('K.1','Business Resiliency','Is the recovery point objective for the service one hour or less?','Yes',BCP,'Flagwise Cloud flag delivery (streaming and polling) | 1 hour | 15 minutes'),
 ('K.2','Business Resiliency','Is there a geographically separate recovery site?','Yes',BCP,'A warm standby in us-west-2'),
 ('K.3','Business Resiliency','Is an availability SLA of 99.99% or higher offered for the service?','No',CLD,'Uptime SLA | None | 99.9% | 99.95%'),
 ('K.4','Business Resiliency','Can clients subscribe to SMS text alerts for service outages?','No',STA,'SMS notifications are not offered.'),
 ('M.1','End User Device Security','Are personally owned devices permitted to access production systems?','No',ISP,'they may not be used to access production'),
 ('N.1','Network Security','Is a web application firewall deployed in front of internet-facing applications?','Yes',CLD,'a web application firewall in front of app.flagwise.dev'),
 ('N.2','Network Security','Is traffic between internal services encrypted?','Yes',CRY,'Traffic between services inside our VPC is encrypted with mutual TLS'),
 ('T.1','Threat Management','Are security alerts from intrusion detection tooling monitored 24x7?','Yes',CLD,'GuardDuty, Wiz and Datadog monitors page the on-call engineer around the clock.'),
 ('V.1','Third Party Management','Are vendors with access to client data reassessed at least annually?','Yes',ISP,'Vendors with access to customer data are re-reviewed every year.'),
])

# Q4: a health system reviewing the SDKs and CLI embedded in its apps (Word form, tick boxes)
Q4 = dict(file='redwood-health-component-review-flagwise-sdks.docx', product='Flagwise SDKs and CLI', shape='docx-boxes', rows=[
 ('1.1','General','Is the source code of the component available for our review (for example, open source)?','Yes',SDK,'All SDKs and fwctl are open source under the Apache 2.0 license'),
 ('1.2','General','Does the component open a listening network port or accept inbound connections?','No',SDK,'They do not listen on any port.'),
 ('1.3','General','Does the component use TLS 1.2 or higher for all network communication?','Yes',SDK,"TLS 1.2 or later, using the platform's TLS library and trust store."),
 ('1.4','General','Does the component implement TLS certificate pinning?','No',SDK,'The SDKs do not implement certificate pinning.'),
 ('1.5','General','Can the component be configured to trust our internal certificate authority?','Yes',SDK,'You can supply a custom CA bundle'),
 ('1.6','General','Can the component send its traffic through our outbound HTTPS proxy?','Yes',SDK,'honors the standard HTTPS_PROXY setting'),
 ('1.7','General','Will the component keep working with the last known configuration if your cloud service is unreachable?','Yes',BCP,'Server-side SDKs keep the last known rules in memory and keep evaluating flags if they cannot reach Flagwise.'),
 ('2.1','Data Handling','Are flag evaluations performed locally, without sending each end-user request to your service?','Yes',SDK,'evaluate flags locally in your process'),
 ('2.2','Data Handling','Can we prevent specific user attributes (for example, medical record numbers) from being transmitted to your service?','Yes',SDK,'they are removed before the event leaves your process'),
 ('2.3','Data Handling','Can transmission of analytics events be switched off entirely?','Yes',SDK,'turn off events completely with sendEvents: false'),
 ('2.4','Data Handling','Do the mobile SDKs work offline using locally cached values?','Yes',SDK,'so the app works offline'),
 ('2.5','Data Handling','Is data cached on the device by the mobile SDKs encrypted by the SDK?','No',SDK,'This cache is not encrypted by the SDK'),
 ('2.6','Data Handling','Will you sign a Business Associate Agreement so that PHI may be sent through the component?','No',DPA,'no Flagwise product is intended for processing PHI'),
 ('2.7','Data Handling','Do the mobile SDKs ship an Apple privacy manifest (PrivacyInfo.xcprivacy)?',*T),
 ('3.1','Keys and Credentials','Is it safe to embed the client-side identifier in a public web or mobile application?','Yes',SDK,'Client-side IDs and mobile keys are not secret'),
 ('3.2','Keys and Credentials','Can SDK keys be rotated without an outage?','Yes',SDK,'optional grace period of up to 24 hours during which the old key still works'),
 ('3.3','Keys and Credentials','Does the CLI store its credentials in the operating system\'s secure credential store?','Yes',SDK,"stores the resulting token in the operating system's keychain"),
 ('3.4','Keys and Credentials','Regarding 3.3: on Linux hosts without a keychain service, are credentials still kept out of plaintext files on disk?','No',SDK,'the token is written to ~/.config/fwctl/credentials with file mode 0600'),
 ('4.1','Supply Chain','Is a software bill of materials provided for each release of the component?','Yes',SDK,'Every SDK release ships a CycloneDX SBOM.'),
 ('4.2','Supply Chain','Are the npm and PyPI packages published with provenance attestations?','Yes',SDK,'npm and PyPI packages are published with provenance attestations from GitHub Actions.'),
 ('4.3','Supply Chain','Are all packages, including Maven (Java) and NuGet (.NET), published with signed provenance attestations?','No',SDK,'Maven, NuGet and RubyGems packages are not yet signed with provenance attestations.'),
 ('4.4','Supply Chain','Are third-party dependencies of the component monitored for known vulnerabilities?','Yes',SDK,'Dependabot and govulncheck run on every SDK repository'),
 ('4.5','Supply Chain','Are security fixes made available for all previous major versions of the component?','No',SDK,'Older major versions receive no fixes.'),
 ('4.6','Supply Chain','Are the CLI release binaries cryptographically signed?','Yes',SDK,'fwctl release binaries are signed with cosign'),
 ('4.7','Supply Chain','Are the Windows CLI executables signed with an Authenticode code-signing certificate?',*T),
 ('5.1','Secure Development','Is every change to the component\'s source code reviewed by a second developer before merge?','Yes',SDL,'Every pull request needs approval from at least one engineer other than the author'),
 ('5.2','Secure Development','Is static application security testing run against the component\'s source code?','Yes',SDL,'CodeQL on public SDK repos'),
 ('5.3','Secure Development','Is the rule evaluation logic fuzz tested?','Yes',SDK,'continuous fuzzing of the rule evaluation engine'),
 ('5.4','Secure Development','Is there a published process for reporting vulnerabilities in the component, with public advisories?','Yes',SDK,'disclosed as GitHub security advisories with a CVE where appropriate'),
 ('5.5','Secure Development','Can the component be run in a FIPS 140 approved mode?',*T),
 ('6.1','Assurance','Is the component itself within the scope of a current SOC 2 Type II report?','No',SOC,'Flagwise Self-Hosted, the Flagwise SDKs and the fwctl CLI are outside the scope of the examination.'),
 ('6.2','Assurance','Has the component been penetration tested by an independent third party within the last 12 months?','No',PEN,'The SDKs and fwctl CLI were not in scope of this engagement.'),
 ('6.3','Assurance','Does the CLI send usage telemetry to the vendor?','No',SDK,'fwctl sends no telemetry.'),
 ('6.4','Assurance','Do the mobile SDKs support iOS 14 and Android 8.0 (API level 26)?',*T),
])

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.makedirs(os.path.join(ROOT, 'keys'), exist_ok=True)
for q in (Q1, Q2, Q3, Q4):
    rows = [dict(ref=r[0], section=r[1], question=r[2], expected=r[3], document=r[4], evidence=r[5]) for r in q['rows']]
    assert len({r['ref'] for r in rows}) == len(rows), q['file']
    key = dict(file=q['file'], product=q['product'], shape=q['shape'], questions=rows)
    json.dump(key, open(os.path.join(ROOT, 'keys', q['file'].rsplit('.', 1)[0] + '.key.json'), 'w'), indent=1, ensure_ascii=False)
    c = {e: sum(r['expected'] == e for r in rows) for e in ('Yes', 'No', 'TRAP')}
    print(q['file'], len(rows), c)
