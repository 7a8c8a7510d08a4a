#!/usr/bin/env python3
# Questionnaires and answer keys for vendor X (Brightkeel Observability, Inc.), development set.
# Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (the answer is in no document: the draft must be flagged)
# Writes keys/<questionnaire>.key.json, which build/make-questionnaires.cjs turns into customer files.
import json, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ISP = 'information-security-policy.md'; AUP = 'acceptable-use-and-personnel-security-policy.txt'
SPL = 'subprocessor-list.md'; DPA = 'data-processing-addendum.docx'; CMP = 'compliance-at-brightkeel.md'
AUD = 'soc2-type2-and-iso27001-audit-summary.pdf'; ACS = 'access-control-standard.docx'
ENC = 'encryption-and-key-management-standard.md'; IRP = 'incident-response-and-disaster-recovery-runbook.txt'
SDV = 'secure-development-and-vulnerability-management-standard.pdf'
CLD = 'brightkeel-cloud-security-and-data-handling-guide.md'; COL = 'brightkeel-collector-security-white-paper.pdf'
GOV = 'brightkeel-gov-security-and-boundary-overview.docx'
T = ('TRAP', None, None)

# Q1 - Corvala Health (healthcare SaaS), CAIQ v4 Lite workbook with dropdowns, for Brightkeel Cloud (Enterprise plan)
QA = dict(file='corvala-health-caiq-lite-brightkeel-cloud.xlsx', product='Brightkeel Cloud', shape='xlsx-dropdown', rows=[
 ('A&A-01', 'Audit & Assurance', 'Do you have a current independent third-party attestation (for example a SOC 2 Type II report) that covers the service being assessed?', 'Yes', AUD, 'The system description covers Brightkeel Cloud'),
 ('A&A-02', 'Audit & Assurance', 'Does the report referenced in A&A-01 include the Privacy Trust Services Criterion?', 'No', AUD, 'Criteria not in scope | Processing Integrity, Privacy'),
 ('A&A-03', 'Audit & Assurance', 'Does the most recent audit period cover at least twelve months?', 'Yes', AUD, 'October 1, 2025 to September 30, 2026 (12 months)'),
 ('A&A-04', 'Audit & Assurance', 'Can you provide a bridge letter covering the time since the end of that audit period?', 'Yes', AUD, 'A bridge letter signed by management covers the time between the end of the review period and the present.'),
 ('A&A-05', 'Audit & Assurance', 'Is the service penetration tested by an independent third party at least annually?', 'Yes', DPA, 'Annual independent penetration testing of Brightkeel Cloud'),
 ('A&A-06', 'Audit & Assurance', 'Will you provide Corvala with a complete copy of your most recent penetration test report?', 'No', CMP, 'Full penetration test reports are not distributed to customers.'),
 ('CMP-01', 'Compliance', 'Will you enter into a HIPAA Business Associate Agreement with us for the Enterprise subscription we plan to purchase?', 'Yes', CMP, 'Brightkeel signs a Business Associate Agreement only with customers on the Enterprise plan of Brightkeel Cloud.'),
 ('CMP-02', 'Compliance', 'During an initial pilot on the Team plan, may our engineering teams send application logs that contain PHI?', 'No', DPA, 'Customers on the Developer and Team plans must not submit protected health information.'),
 ('CMP-03', 'Compliance', 'Is your organization HITRUST CSF certified?', 'No', CMP, 'We have chosen not to pursue HITRUST certification.'),
 ('CMP-04', 'Compliance', 'Is your organization certified against ISO/IEC 27001?', 'Yes', CMP, "Brightkeel's ISMS is certified to ISO/IEC 27001:2022."),
 ('CMP-05', 'Compliance', 'Have you designated a HIPAA Privacy Officer responsible for your privacy program?', *T),
 ('DSP-01', 'Data Security & Privacy', 'Is customer data encrypted at rest using AES-256 or an equivalent algorithm?', 'Yes', DPA, 'at rest (AES-256)'),
 ('DSP-02', 'Data Security & Privacy', 'On the Enterprise plan, can we use encryption keys that we create and control in our own AWS account?', 'Yes', ENC, 'The customer creates a KMS key in its own AWS account'),
 ('DSP-03', 'Data Security & Privacy', 'Can the keys in DSP-02 be held in our on-premises hardware security module instead?', 'No', ENC, "External key stores outside AWS KMS (on-premises HSMs, other clouds' key services) are not supported."),
 ('DSP-04', 'Data Security & Privacy', 'Are sensitive fields inside stored log records additionally encrypted at the field or application level?', 'No', ENC, 'Field-level or application-level encryption of individual log fields is not performed.'),
 ('DSP-05', 'Data Security & Privacy', 'Can identifiers such as Social Security numbers be masked before the data is persisted?', 'Yes', CLD, 'Masking happens before data is written to storage; the original value is not retained.'),
 ('DSP-06', 'Data Security & Privacy', 'Is production customer data ever copied into development or test environments?', 'No', SDV, 'Production customer data is not used in development or staging under any circumstances.'),
 ('DSP-07', 'Data Security & Privacy', 'Is customer data used to train AI or machine learning models that are also used for other customers?', 'No', CLD, 'Customer telemetry is not used to train machine-learning models that serve other customers'),
 ('DSP-08', 'Data Security & Privacy', 'Are generative AI features switched on automatically for newly created organizations?', 'No', CLD, 'Off by default; an organization admin must enable it.'),
 ('DSP-09', 'Data Security & Privacy', 'Following termination, is there a period during which we can export our data?', 'Yes', DPA, 'Customer may export Customer Data for thirty (30) days'),
 ('DSP-10', 'Data Security & Privacy', 'Will you issue a certificate of destruction once our data has been deleted?', 'No', DPA, 'Brightkeel does not issue customer-specific certificates of destruction.'),
 ('DSP-11', 'Data Security & Privacy', 'Can we require that our data is stored only in the United States?', 'Yes', DPA, 'Customer chooses the region (United States or European Union) in which Customer Data is stored.'),
 ('IAM-01', 'Identity & Access Management', 'On the Enterprise plan, can we enforce SSO through our SAML identity provider and block password logins?', 'Yes', ACS, 'SSO enforcement (blocks password sign-in) | — | — | Yes'),
 ('IAM-02', 'Identity & Access Management', 'Is automated user provisioning and de-provisioning via SCIM supported on the Enterprise plan?', 'Yes', ACS, 'SCIM 2.0 user provisioning | — | — | Yes'),
 ('IAM-03', 'Identity & Access Management', 'Do your staff use phishing-resistant multi-factor authentication to reach production systems?', 'Yes', ACS, 'FIDO2 hardware security keys (phishing-resistant).'),
 ('IAM-04', 'Identity & Access Management', 'Outside of a critical incident, can your support staff view our log data without our authorization?', 'No', ACS, "Support engineers can view a customer's telemetry only after the customer's administrator grants a time-limited support access token in the console"),
 ('LOG-01', 'Logging & Monitoring', 'On the Enterprise plan, is an audit trail of user activity retained for at least one year?', 'Yes', CLD, 'Audit log of user activity | — | 90 days | 1 year, plus export to your S3 bucket or SIEM'),
 ('BCR-01', 'Business Continuity & Resilience', 'Is the recovery time objective for log ingestion and search 4 hours or less?', 'Yes', IRP, 'Ingest and query: RTO 4 hours, RPO 15 minutes.'),
 ('BCR-02', 'Business Continuity & Resilience', 'Is log data replicated to a second region so it remains available if an entire region fails?', 'No', IRP, 'Telemetry is not replicated to a second region'),
 ('BCR-03', 'Business Continuity & Resilience', 'Does the Enterprise plan carry a contractual availability commitment of at least 99.9%?', 'Yes', CLD, 'Monthly uptime commitment | 99.5% | 99.9%'),
 ('SEF-01', 'Security Incident Management', 'Will you notify us of a security incident affecting our data within 72 hours?', 'Yes', DPA, 'in any event within seventy-two (72) hours'),
 ('SEF-02', 'Security Incident Management', 'Is the incident response plan exercised at least once per year?', 'Yes', IRP, 'The incident response plan is exercised at least once a year with a tabletop exercise'),
 ('SEF-03', 'Security Incident Management', 'Has your organization experienced a breach that required notification of customers or regulators in the past three years?', *T),
 ('STA-01', 'Supply Chain Management', 'Does the third party you use for usage analytics and billing receive the content of our log events?', 'No', SPL, 'Ingest volumes per account; no telemetry content'),
 ('STA-02', 'Supply Chain Management', "Do you give at least 30 days' advance notice before engaging a new sub-processor?", 'Yes', SPL, 'at least 30 days before a new sub-processor starts processing customer data'),
 ('HRS-01', 'Human Resources', 'Are workforce members screened against the OIG List of Excluded Individuals/Entities (LEIE)?', *T),
 ('GRC-01', 'Governance, Risk & Compliance', 'Do you carry cyber liability insurance with limits of at least $5 million?', *T),
])

# Q2 - Eastbrook State University, HECVAT On-Premise style workbook (1 = Yes / 2 = No), for Brightkeel Collector
QB = dict(file='eastbrook-state-hecvat-onprem-brightkeel-collector.xlsx', product='Brightkeel Collector', shape='xlsx-numbered', rows=[
 ('COMP-01', 'Company', 'Does your company have a dedicated information security team or function?', 'Yes', ISP, 'Security Engineering, GRC and Detection & Response are dedicated teams within the Security organization.'),
 ('COMP-02', 'Company', 'Do you perform background checks on employees before they are hired?', 'Yes', AUP, 'Background checks are completed before the start date for all employees in the United States and Canada'),
 ('COMP-03', 'Company', 'Are background checks repeated on a regular schedule for current employees?', 'No', AUP, 'Brightkeel does not re-run background checks on a periodic basis for existing personnel'),
 ('COMP-04', 'Company', 'Is security awareness training required of all employees at least annually?', 'Yes', AUP, 'Security awareness training is completed within 14 days of the start date and annually thereafter.'),
 ('COMP-05', 'Company', "Are your company's financial statements audited each year by an independent accounting firm?", *T),
 ('COMP-06', 'Company', 'Can you provide references from other higher education institutions that use this product?', *T),
 ('DOCU-01', 'Documentation', 'Do you have a documented information security policy that is reviewed at least annually?', 'Yes', ISP, 'Owners review each document at least annually'),
 ('DOCU-02', 'Documentation', 'Do you have a completed HECVAT that you can share with the University?', 'Yes', CMP, 'A completed HECVAT and a CAIQ v4 are available on request.'),
 ('DOCU-03', 'Documentation', 'Does your SOC 2 Type II report cover the product being assessed?', 'No', COL, 'it is not covered by the SOC 2 report'),
 ('DOCU-04', 'Documentation', "Is the product's build and release process within the scope of a current ISO 27001 certificate?", 'Yes', AUD, 'the development, build and release of Brightkeel Collector software'),
 ('DOCU-05', 'Documentation', 'Do you provide a software bill of materials (SBOM) with each release?', 'Yes', COL, 'Every release includes an SPDX SBOM and SLSA provenance.'),
 ('APPL-01', 'Application', 'Is the source code of the software available to the University for review?', 'Yes', COL, 'Source code: github.com/brightkeel/collector-distro, under the Apache License 2.0.'),
 ('APPL-02', 'Application', 'Are the Windows installers code-signed by the vendor?', 'Yes', COL, 'Authenticode, EV code-signing certificate'),
 ('APPL-03', 'Application', 'Can we verify package signatures before installing on our Linux servers?', 'Yes', COL, 'GPG signatures on packages and repository metadata'),
 ('APPL-04', 'Application', 'Does the software run without root or administrator privileges by default on every supported operating system?', 'No', COL, 'On Windows the service runs as LocalSystem by default'),
 ('APPL-05', 'Application', 'Is the software supported on macOS faculty and lab workstations?', 'No', COL, 'macOS | — | — | Not supported'),
 ('APPL-06', 'Application', 'Is a FIPS 140 build of the software available for our x86_64 Linux servers?', 'Yes', COL, 'FIPS 140 build | Yes (x86_64 only)'),
 ('APPL-07', 'Application', 'Is the software supported on Kubernetes, including our on-campus OpenShift clusters?', 'Yes', COL, '1.28 to 1.31 (EKS, GKE, AKS, OpenShift 4.14+)'),
 ('APPL-08', 'Application', 'Does the software update itself automatically without administrator action?', 'No', COL, 'The Collector does not update itself.'),
 ('APPL-09', 'Application', 'Can the vendor run commands or scripts on University hosts where the software is installed?', 'No', COL, 'It cannot run commands, execute scripts or install software on the host.'),
 ('APPL-10', 'Application', 'Has the product been evaluated for accessibility conformance (for example, a VPAT against WCAG 2.1 AA)?', *T),
 ('NETW-01', 'Network', 'Does the software require any inbound ports to be opened on the University firewall?', 'No', COL, 'By default it listens on no network port except a health-check endpoint bound to localhost'),
 ('NETW-02', 'Network', 'Can the software send data through our authenticated outbound web proxy?', 'Yes', COL, 'including proxies that require authentication'),
 ('NETW-03', 'Network', 'Is data sent by the software encrypted in transit using TLS 1.2 or higher?', 'Yes', COL, 'on port 443, using TLS 1.2 or higher'),
 ('AUTH-01', 'Authentication', 'Can the software authenticate to your cloud ingestion service with client certificates (mutual TLS)?', 'No', COL, 'Client certificate (mutual TLS) authentication to Brightkeel ingest endpoints is not supported.'),
 ('AUTH-02', 'Authentication', 'Can the credentials the software uses be supplied from environment variables or Kubernetes Secrets rather than written into its configuration file?', 'Yes', COL, 'can be read from environment variables or files, and on Kubernetes from Secrets'),
 ('DATA-01', 'Data', 'Is data that the software buffers on local disk encrypted by the software itself?', 'No', COL, 'The Collector does not encrypt its on-disk buffer.'),
 ('DATA-02', 'Data', 'Can sensitive fields be removed or masked on the host before data leaves the University network?', 'Yes', COL, 'mask regex matches before data leaves the host'),
 ('CHNG-01', 'Change Management', 'Are code changes reviewed by someone other than the author before they are merged?', 'Yes', SDV, 'at least one approving review by someone other than the author'),
 ('VULN-01', 'Vulnerability Management', 'Has the software been assessed by an independent third party (penetration test or source code review)?', 'Yes', COL, 'An independent source code review of the Brightkeel-authored components was completed in March 2025.'),
 ('VULN-02', 'Vulnerability Management', 'Is the software included in an annual third-party penetration test?', 'No', COL, 'The Collector is not part of the annual Brightkeel Cloud penetration test'),
 ('VULN-03', 'Vulnerability Management', 'Are critical-severity vulnerabilities fixed within 14 days?', 'Yes', SDV, 'Critical (9.0 to 10.0) | 7 calendar days'),
 ('VULN-04', 'Vulnerability Management', 'Do you publish CVEs or security advisories for vulnerabilities found in the software?', 'Yes', SDV, 'CVE identifiers are requested for confirmed Collector vulnerabilities'),
 ('HFIH-01', 'Incident Handling', 'Do you maintain a documented incident response plan?', 'Yes', IRP, 'This runbook covers security incidents and service-disrupting events'),
 ('HFIH-02', 'Incident Handling', 'Will your incident response team investigate security incidents on University servers that run the software?', 'No', IRP, 'incidents on those hosts are handled by the customer'),
])

# Q3 - Northpass Financial Technologies (fintech), SIG Lite extract with Y/N responses, for Brightkeel Cloud (Team plan)
QC = dict(file='northpass-sig-lite-brightkeel-cloud.xlsx', product='Brightkeel Cloud', shape='xlsx-yn', rows=[
 ('A.1', 'Risk Assessment and Treatment', 'Is a formal information security risk assessment performed at least annually?', 'Yes', ISP, 'Brightkeel runs a formal risk assessment once a year'),
 ('A.2', 'Risk Assessment and Treatment', 'Does acceptance of a high-rated risk require sign-off at executive level?', 'Yes', ISP, 'Acceptance of a High risk requires CTO and CISO sign-off.'),
 ('A.3', 'Risk Assessment and Treatment', 'Do you carry technology errors and omissions (E&O) insurance?', *T),
 ('C.1', 'Organizational Security', 'Is information security reported to the board of directors at least annually?', 'Yes', ISP, 'The board of directors receives a security briefing from the CISO twice a year.'),
 ('E.1', 'Human Resources Security', 'Do pre-employment background checks include a criminal history check?', 'Yes', AUP, 'criminal history (seven years)'),
 ('E.2', 'Human Resources Security', 'Are phishing simulations run at least monthly?', 'No', AUP, 'Phishing simulations are sent to all personnel at least quarterly.'),
 ('G.1', 'Operations Management', 'Are production changes deployed only through an automated pipeline, with no manual deployments from workstations?', 'Yes', SDV, 'Only the CD pipeline deploys to production; engineers cannot deploy from their laptops.'),
 ('H.1', 'Access Control', 'Do engineers have standing (always-on) write access to production databases?', 'No', ACS, 'Nobody holds standing write access to production data stores.'),
 ('H.2', 'Access Control', 'Is access to production systems reviewed at least quarterly?', 'Yes', ACS, 'Production AWS accounts and data stores | Quarterly'),
 ('H.3', 'Access Control', 'Is all access for departing employees revoked within 24 hours of termination?', 'Yes', ACS, 'All leaver access is removed no later than 24 hours after the termination time.'),
 ('H.4', 'Access Control', 'On the Team plan we intend to purchase, can we connect our SAML identity provider for single sign-on?', 'Yes', ACS, 'SAML 2.0 single sign-on | — | Yes | Yes'),
 ('H.5', 'Access Control', 'On that same plan, can user accounts be created and removed automatically through SCIM?', 'No', ACS, 'SCIM 2.0 user provisioning | — | — | Yes'),
 ('H.6', 'Access Control', 'Can our administrators require MFA for every user in our organization?', 'Yes', ACS, 'Admin can require MFA for all users | Yes | Yes | Yes'),
 ('I.1', 'Application Security', 'Is static code analysis performed as part of the build pipeline?', 'Yes', SDV, 'static analysis (SAST, Semgrep)'),
 ('I.2', 'Application Security', 'Are critical vulnerabilities remediated within 72 hours?', 'No', SDV, 'Critical (9.0 to 10.0) | 7 calendar days'),
 ('I.3', 'Application Security', 'Is there a bug bounty or vulnerability reward program for the service?', 'Yes', SDV, 'A private bug bounty program for Brightkeel Cloud'),
 ('I.4', 'Application Security', 'Do you maintain a source code escrow arrangement for the service?', *T),
 ('J.1', 'Incident Event and Communications Management', 'Is the production environment monitored for security events 24x7?', 'Yes', IRP, 'Detection & Response runs a 24x7 on-call rotation.'),
 ('J.2', 'Incident Event and Communications Management', 'Are security logs retained for at least one year?', 'Yes', IRP, 'Security logs are retained for 13 months in the commercial environment'),
 ('J.3', 'Incident Event and Communications Management', 'Will you notify us within 24 hours of confirming a security incident that affects our data?', 'No', IRP, 'no later than 72 hours after Brightkeel confirms a Security Incident affecting their data'),
 ('J.4', 'Incident Event and Communications Management', 'Are red team exercises carried out at least annually?', *T),
 ('K.1', 'Business Resiliency', 'Is the recovery point objective for log ingestion 1 hour or less?', 'Yes', IRP, 'Ingest and query: RTO 4 hours, RPO 15 minutes.'),
 ('K.2', 'Business Resiliency', 'Does the Team plan include an availability SLA of 99.9% or higher?', 'No', CLD, 'Uptime SLA | None | 99.5% | 99.9%'),
 ('K.3', 'Business Resiliency', "If the Team plan's uptime commitment is missed, are service credits provided?", 'Yes', CLD, 'Service credit when the commitment is missed | 10% of the monthly fee'),
 ('L.1', 'Compliance', 'Is the service validated as compliant with PCI DSS?', 'No', CMP, 'Brightkeel is not a PCI DSS validated service provider.'),
 ('L.2', 'Compliance', 'Is a current SOC 2 Type II report available to us under NDA?', 'Yes', AUD, 'Reports are available to customers with an active paid subscription, and to prospects under NDA.'),
 ('L.3', 'Compliance', 'Was the auditor\'s opinion in that report unqualified?', 'Yes', AUD, 'Opinion | Unqualified'),
 ('L.4', 'Compliance', 'Has the company been subject to any regulatory enforcement action or litigation related to data security in the last five years?', *T),
 ('M.1', 'Endpoint Security', 'May employees access company or customer data from personally owned computers?', 'No', AUP, 'Personal computers are not permitted for any work access.'),
 ('N.1', 'Network Security', 'Is there remote VPN access into the production network?', 'No', CLD, 'There is no VPN into production.'),
 ('P.1', 'Privacy', 'Are you certified under the EU-U.S. Data Privacy Framework?', 'No', DPA, 'Brightkeel is not self-certified to the EU-U.S. Data Privacy Framework.'),
 ('P.2', 'Privacy', "On the Team plan, can we delete specific records (for example every event containing one of our customers' IDs) on request?", 'Yes', CLD, 'Deletion API (delete by query) | — | Yes | Yes'),
 ('P.3', 'Privacy', 'On the Team plan, will our logs remain searchable for at least 30 days?', 'No', CLD, 'Log search retention (hot) | 3 days | 15 days | 30 days, extendable to 90 days'),
 ('P.4', 'Privacy', 'On the Team plan, can card numbers that appear in our logs be masked at ingest?', 'Yes', CLD, 'Sensitive Data Scanner (ingest-time redaction) | — | Yes | Yes'),
 ('U.1', 'Cloud Hosting', 'Can our data be hosted in an Asia-Pacific region today?', 'No', CLD, 'An APAC region (Sydney) is planned for next year.'),
 ('V.1', 'Third Party Management', 'Are vendors that handle sensitive data re-assessed at least annually?', 'Yes', ISP, 're-assessed every year'),
 ('V.2', 'Third Party Management', "Do you give at least 60 days' notice before a new sub-processor begins processing our data?", 'No', DPA, "at least thirty (30) days' notice"),
])

# Q4 - Arrowmont Systems Integration (US federal contractor), Word table with tick boxes, for Brightkeel Gov
QD = dict(file='arrowmont-csp-assessment-brightkeel-gov.docx', product='Brightkeel Gov', shape='docx-boxes', rows=[
 ('1', 'FedRAMP', 'Does the cloud service currently hold a FedRAMP Moderate (or higher) authorization?', 'No', GOV, 'Brightkeel Gov is not yet FedRAMP authorized.'),
 ('2', 'FedRAMP', 'Is the service listed on the FedRAMP Marketplace in any status (for example Ready or In Process)?', 'Yes', GOV, 'Marketplace designation | In Process (since May 2026)'),
 ('3', 'FedRAMP', 'Is the service authorized for DoD Impact Level 4 or Impact Level 5 workloads?', 'No', GOV, 'Brightkeel Gov is not a FedRAMP High or DoD Impact Level 4/5 offering'),
 ('4', 'Compliance', 'Does your organization hold a CMMC Level 2 certification?', 'No', GOV, 'Brightkeel itself does not hold a CMMC certification.'),
 ('5', 'Compliance', 'Is this environment within the scope of your SOC 2 Type II report?', 'No', GOV, "Brightkeel Gov is not included in Brightkeel's SOC 2 Type II report or in its ISO/IEC 27001 certificate."),
 ('6', 'Data location', 'Is all customer data stored and processed exclusively within the United States?', 'Yes', GOV, 'It is never replicated or accessed outside the United States.'),
 ('7', 'Data location', "Is the government environment fully segregated from the vendor's commercial multi-tenant platform?", 'Yes', GOV, 'No infrastructure, credentials or data stores are shared with Brightkeel Cloud (commercial).'),
 ('8', 'Data location', 'Are backups kept in a second, geographically separate US region?', 'Yes', GOV, 'AWS GovCloud (US-East) holds backups and the standby metadata database.'),
 ('9', 'Data location', 'Apart from your IaaS provider, do any sub-processors process our data?', 'No', SPL, 'Brightkeel Gov uses no other sub-processors for customer data.'),
 ('10', 'Personnel', 'Are all personnel with access to the environment, including support staff, US persons located in the United States?', 'Yes', GOV, 'Only US persons located in the United States may hold access to the Gov boundary'),
 ('11', 'Personnel', 'Could any non-US person working for you or for a subcontractor access our data or support tickets?', 'No', GOV, 'Foreign nationals are not granted access'),
 ('12', 'Personnel', 'Is the US person status of your personnel re-verified at least every three years?', 'Yes', GOV, 'their US person status is re-confirmed every two years'),
 ('13', 'Personnel', 'Are your personnel trained on handling ITAR export-controlled technical data?', *T),
 ('14', 'Cryptography', 'Are FIPS 140 validated cryptographic modules used for all encryption of data in transit and at rest?', 'Yes', GOV, 'All encryption in transit and at rest uses FIPS 140-validated modules'),
 ('15', 'Cryptography', 'Can we supply our own customer-managed encryption keys for this service?', 'No', GOV, 'Not available (roadmap, second half of 2027)'),
 ('16', 'Cryptography', 'Are provider-managed encryption keys rotated at least annually?', 'Yes', GOV, 'Keys are Brightkeel-managed in AWS KMS in GovCloud and rotate annually.'),
 ('17', 'Cryptography', 'Is a FIPS build of the collection agent available for our Linux x86_64 hosts?', 'Yes', GOV, 'Gov customers should deploy the FIPS build (Linux, x86_64).'),
 ('18', 'Identity and access', 'Can our users authenticate with PIV/CAC through our own identity provider?', 'Yes', GOV, 'PIV/CAC and phishing-resistant MFA are supported through that identity provider.'),
 ('19', 'Identity and access', 'Can user accounts be provisioned automatically from our directory via SCIM?', 'No', GOV, 'SCIM provisioning | Enterprise | Not available'),
 ('20', 'Identity and access', 'Can we create local username and password accounts for users who are not in our identity provider?', 'No', GOV, 'Local passwords are not available.'),
 ('21', 'Identity and access', 'Are privileged access rights to the environment reviewed at least quarterly?', 'Yes', GOV, 'Privileged access reviews are performed monthly.'),
 ('22', 'Features', 'Will the natural-language AI query assistant be available to our users in this environment?', 'No', GOV, 'AI Query Assistant | Team and Enterprise (opt-in) | Not available'),
 ('23', 'Features', 'Can alert notifications be delivered to our Slack workspace?', 'No', GOV, 'Slack is not supported'),
 ('24', 'Retention', 'Can searchable log retention be configured to at least 180 days?', 'Yes', GOV, 'Log search (hot) | 90 days | 180 days'),
 ('25', 'Retention', 'Can archived logs be retained for seven years to meet our records schedule?', 'No', GOV, 'Brightkeel-managed archive | Up to 7 years | Up to 3 years'),
 ('26', 'Retention', 'Are audit logs of user activity retained for at least three years?', 'Yes', GOV, 'Customer audit log | 3 years | 3 years'),
 ('27', 'Incident response', 'Will incidents affecting our data be reported to us within one hour of being identified?', 'Yes', GOV, 'within one hour of being identified as an incident'),
 ('28', 'Continuous monitoring', 'Are vulnerability scans of the environment performed at least monthly?', 'Yes', GOV, 'run at least monthly (weekly in practice)'),
 ('29', 'Continuous monitoring', 'Do you maintain a Plan of Action and Milestones (POA&M) for open findings?', 'Yes', GOV, 'A Plan of Action and Milestones (POA&M) is kept for all open findings.'),
 ('30', 'Availability', 'Is the recovery time objective for the service 4 hours or less?', 'No', IRP, 'All services: RTO 12 hours, RPO 1 hour.'),
 ('31', 'Availability', 'Does the service carry a monthly uptime commitment of at least 99.9%?', 'Yes', GOV, 'Monthly uptime commitment: 99.9% for ingest and query.'),
 ('32', 'Availability', 'Is 24x7 support available for severity 1 issues?', 'Yes', GOV, '24×7 for SEV-1 by phone and through the Gov support portal'),
 ('33', 'Company', 'Does your company hold a DoD facility security clearance (FCL)?', *T),
 ('34', 'Company', 'Does the service conform to Section 508 accessibility requirements, and can you provide a VPAT?', *T),
 ('35', 'Company', 'Is the service available for purchase through a GSA Multiple Award Schedule contract?', *T),
])

if __name__ == '__main__':
    sys.path.insert(0, os.path.join(ROOT, '..', 'shared'))
    from keys import write_keys
    write_keys(ROOT, (QA, QB, QC, QD))
