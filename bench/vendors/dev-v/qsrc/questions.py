#!/usr/bin/env python3
# Questionnaires and answer keys for vendor V (Sealwright, Inc.), development set.
# Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (the answer is in no document: the draft must be flagged)
# Writes keys/<questionnaire>.key.json, which build/make-questionnaires.cjs turns into customer files.
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ISP = 'information-security-policy.txt'; ACS = 'access-control-standard.docx'
SDV = 'secure-development-and-vulnerability-management-standard.md'; ENC = 'encryption-and-key-management-standard.md'
IRP = 'security-incident-response-plan.txt'; BCP = 'business-continuity-and-disaster-recovery-summary.pdf'
SOC = 'soc2-type2-summary-and-compliance-overview.pdf'; DPA = 'data-processing-addendum.docx'
SUB = 'subprocessor-list.md'; RET = 'data-retention-and-deletion-schedule.docx'
SGN = 'sealwright-sign-security-faq.md'; MOB = 'sealwright-mobile-security-and-privacy-faq.docx'
VLT = 'sealwright-vault-security-and-shared-responsibility-guide.pdf'
T = ('TRAP', None, None)

# Q1 - Riverbend Health System, CAIQ-based workbook with dropdowns, for Sealwright Sign
QA = dict(file='riverbend-health-vendor-assessment-sealwright-sign.xlsx', product='Sealwright Sign', shape='xlsx-dropdown', rows=[
 ('A&A-01', 'Audit & Assurance', 'Do you have a current independent third-party attestation (e.g., SOC 2 Type II) that covers the application being assessed?', 'Yes', SGN, 'The web app, the API, webhooks and the production AWS environment are all in scope of our SOC 2 Type II report'),
 ('A&A-02', 'Audit & Assurance', 'Does the attestation in A&A-01 address the Availability and Confidentiality trust services criteria in addition to Security?', 'Yes', SOC, 'Security, Availability and Confidentiality'),
 ('A&A-03', 'Audit & Assurance', 'Does that same report also include the Privacy trust services criterion?', 'No', SOC, 'Processing Integrity and Privacy are not among the criteria in our report.'),
 ('A&A-04', 'Audit & Assurance', 'Was the most recent audit period completed with zero exceptions noted by the auditor?', 'No', SOC, 'The auditor noted one exception in the period.'),
 ('A&A-05', 'Audit & Assurance', 'Is your organization currently ISO/IEC 27001 certified?', 'No', SOC, 'Not certified. We have not pursued certification so far'),
 ('A&A-06', 'Audit & Assurance', 'Do you hold a current HITRUST CSF certification (r2 or i1)?', *T),
 ('HIP-01', 'HIPAA', 'If Riverbend purchases your highest subscription tier, will you enter into a HIPAA Business Associate Agreement with us before any PHI is uploaded?', 'Yes', SGN, 'Only on the Enterprise plan, and only once a Business Associate Agreement is signed.'),
 ('HIP-02', 'HIPAA', 'Is a Business Associate Agreement available to departments that subscribe on your mid-level (Business) plan?', 'No', SGN, "We don't sign BAAs for Starter or Business accounts"),
 ('HIP-03', 'HIPAA', 'Has a third party evaluated your administrative, physical and technical safeguards against the HIPAA Security Rule within the past 12 months?', 'Yes', SOC, 'an independent firm assessed our safeguards against the HIPAA Security Rule in March 2026'),
 ('HIP-04', 'HIPAA', 'Would the BAA also cover consent forms signed by our clinicians on your iOS/Android application?', 'Yes', SGN, 'The BAA covers Sealwright Sign and Sealwright Mobile when used with an Enterprise account.'),
 ('HRS-01', 'Human Resources', 'Are background screenings completed for every workforce member, including offshore contractors, before they are given access to customer data?', 'No', ISP, 'Sealwright does not itself conduct background checks on independent contractors engaged through third-party staffing agencies outside the United States'),
 ('HRS-02', 'Human Resources', 'Do all workforce members complete security and privacy awareness training when hired and at least annually thereafter?', 'Yes', ISP, 'complete security awareness training within thirty days of their start date and at least annually thereafter'),
 ('HRS-03', 'Human Resources', 'Do you check all employees and contractors against the OIG List of Excluded Individuals/Entities (LEIE) and SAM.gov before hire and monthly thereafter?', *T),
 ('IAM-01', 'Identity & Access Management', 'Is multi-factor authentication required for all of your personnel who can access systems storing customer data?', 'Yes', ACS, 'Multi-factor authentication is enforced for every workforce account, with no exceptions.'),
 ('IAM-02', 'Identity & Access Management', 'Are privileged and production access rights reviewed at least quarterly?', 'Yes', ACS, 'Production infrastructure and data stores: Review frequency: Quarterly'),
 ('IAM-03', 'Identity & Access Management', 'Is access for departing employees disabled within 24 hours of separation?', 'Yes', ACS, 'access is revoked through the identity provider within 24 hours of the last working day'),
 ('IAM-04', 'Identity & Access Management', 'Can Riverbend staff sign in to the application through our own identity provider (Microsoft Entra ID) using SAML 2.0?', 'Yes', SGN, 'SAML 2.0 single sign-on on the Business and Enterprise plans'),
 ('IAM-05', 'Identity & Access Management', 'On the Enterprise tier, can user accounts be created and removed automatically from our directory via SCIM?', 'Yes', SGN, 'With SCIM 2.0, yes, but SCIM is an Enterprise feature.'),
 ('IAM-06', 'Identity & Access Management', 'Do your help-desk or support personnel have default access to the contents of documents our staff and patients have signed?', 'No', ACS, "Support engineers cannot view the contents of a customer's documents by default."),
 ('EKM-01', 'Encryption & Key Management', 'Are documents containing ePHI encrypted at rest using AES-256 or an equivalent algorithm?', 'Yes', ENC, 'AES-256, a unique data key per document, wrapped by AWS KMS'),
 ('EKM-02', 'Encryption & Key Management', 'Does the service still accept connections negotiated with TLS 1.0 or TLS 1.1?', 'No', ENC, 'TLS 1.0 and TLS 1.1 are disabled at the edge.'),
 ('EKM-03', 'Encryption & Key Management', 'Under an Enterprise subscription, can Riverbend hold the master encryption key in our own cloud key management service?', 'Yes', ENC, 'Customers on the Enterprise plan can bring their own key (BYOK) held in their own AWS KMS account.'),
 ('BCR-01', 'Business Continuity & Resilience', 'Is the recovery time objective (RTO) for the application 4 hours or less?', 'No', BCP, 'Sealwright Sign (signing, sending, API): Recovery time objective (RTO): 8 hours'),
 ('BCR-02', 'Business Continuity & Resilience', 'Is the recovery point objective (RPO) one hour or less?', 'Yes', BCP, 'Sealwright Sign (signing, sending, API): Recovery point objective (RPO): 1 hour'),
 ('BCR-03', 'Business Continuity & Resilience', 'Are restores from backup tested at least quarterly?', 'Yes', BCP, 'We test restoring from backup every quarter, and the results are recorded.'),
 ('BCR-04', 'Business Continuity & Resilience', 'Does the Enterprise tier carry a contractual availability commitment of at least 99.9% per month?', 'Yes', BCP, 'Enterprise: Monthly uptime commitment: 99.95%'),
 ('SEF-01', 'Security Incident Management', 'Will Riverbend be notified within 72 hours after you confirm a security incident affecting our data?', 'Yes', IRP, 'no later than forty-eight (48) hours after Sealwright confirms the Security Incident'),
 ('SEF-02', 'Security Incident Management', 'Is your incident response plan exercised (e.g., tabletop) at least once a year?', 'Yes', IRP, 'The Plan is tested at least annually through a tabletop exercise'),
 ('SEF-03', 'Security Incident Management', 'Has your organization experienced a reportable breach of protected health information in the past three years?', *T),
 ('TVM-01', 'Threat & Vulnerability Management', 'Are critical-severity vulnerabilities remediated within 14 days of identification?', 'Yes', SDV, 'Remediation target: 7 calendar days'),
 ('TVM-02', 'Threat & Vulnerability Management', 'Are high-severity vulnerabilities also remediated within 14 days?', 'No', SDV, 'Remediation target: 30 calendar days'),
 ('TVM-03', 'Threat & Vulnerability Management', 'Is production ePHI ever copied into development or test environments?', 'No', SDV, 'Production customer data is never copied into development, test or staging.'),
 ('TVM-04', 'Threat & Vulnerability Management', 'Do you run a public bug bounty program that pays researchers for valid findings?', 'No', SDV, 'We have chosen not to run a public, paid bug bounty programme'),
 ('TVM-05', 'Threat & Vulnerability Management', 'Will you provide Riverbend with the complete report of your latest third-party penetration test?', 'No', SDV, "We don't share full penetration test reports outside the company."),
 ('LOG-01', 'Logging & Monitoring', 'Can user and administrator activity logs from the application be fed into our SIEM (Splunk)?', 'Yes', SGN, 'we have ready-made integrations for Splunk and Microsoft Sentinel'),
 ('STA-01', 'Signer Verification', 'Can signers be identity-proofed using knowledge-based authentication (KBA) questions?', 'No', SGN, 'It was retired in 2025 because it was easy to beat'),
 ('STA-02', 'Supply Chain & Insurance', 'Do you carry cyber liability insurance with coverage of at least $5 million per claim?', *T),
])

# Q2 - Cascade Valley State University, HECVAT-style workbook answered 1) Yes / 2) No, for Sealwright Mobile
QB = dict(file='cascade-valley-hecvat-sealwright-mobile.xlsx', product='Sealwright Mobile', shape='xlsx-numbered', rows=[
 ('DOCU-01', 'Documentation', 'Do you have a documented information security policy that is reviewed at least annually?', 'Yes', ISP, 'reviewed at least once every twelve months'),
 ('DOCU-02', 'Documentation', 'Can you provide a SOC 2 Type II report whose scope includes the mobile application itself?', 'No', MOB, "The app itself, meaning the code on the device, isn't covered by SOC 2."),
 ('DOCU-03', 'Documentation', 'Has the mobile app been tested by an independent firm against OWASP MASVS (or similar) within the last 12 months?', 'Yes', MOB, 'penetration-tests both apps every year, against the OWASP Mobile Application Security Verification Standard (MASVS), most recently in August 2026'),
 ('DOCU-04', 'Documentation', 'Do you have a current VPAT / Accessibility Conformance Report demonstrating WCAG 2.1 AA conformance for the mobile app?', *T),
 ('MAPP-01', 'Mobile Applications', 'Does the mobile application store institutional data (documents, signatures) locally on the device?', 'Yes', MOB, "Envelopes you've opened or downloaded for offline signing, including the documents"),
 ('MAPP-02', 'Mobile Applications', 'Is institutional data stored by the app on the device encrypted?', 'Yes', MOB, 'On Android, files are encrypted with AES-256-GCM using a key held in the Android Keystore'),
 ('MAPP-03', 'Mobile Applications', 'Are session or refresh tokens kept in unprotected application storage on the device?', 'No', MOB, 'Tokens are kept in the iOS Keychain and the Android Keystore, never in plain app storage.'),
 ('MAPP-04', 'Mobile Applications', 'Is data cached on the device automatically purged within 30 days?', 'Yes', MOB, "A cached envelope is deleted once it's completed and synced, or after 30 days, whichever comes first."),
 ('MAPP-05', 'Mobile Applications', "Could documents opened in the app end up in a user's personal iCloud or Google device backup?", 'No', MOB, "The app's storage is excluded from iCloud and Google backups"),
 ('MAPP-06', 'Mobile Applications', 'If a phone is lost and never goes back online, can the university still remotely erase the app data on it immediately?', 'No', MOB, 'a device that stays offline keeps its encrypted cache until the 30-day expiry'),
 ('MAPP-07', 'Mobile Applications', 'Does the app prevent itself from running on jailbroken or rooted devices?', 'No', MOB, "It doesn't block the app from running on them"),
 ('MAPP-08', 'Mobile Applications', "Does the app use certificate or public-key pinning for connections to the vendor's servers?", 'Yes', MOB, 'Both apps pin the public keys of our API certificates'),
 ('MAPP-09', 'Mobile Applications', 'Does the app block screenshots and screen recording while a document is displayed?', 'No', MOB, 'Screenshots and screen recording are not blocked on either platform.'),
 ('MAPP-10', 'Mobile Applications', 'Can the app be configured centrally through our MDM (Jamf, Intune) using managed app configuration?', 'Yes', MOB, 'The app supports managed app configuration (AppConfig) on iOS and Android Enterprise'),
 ('MAPP-11', 'Mobile Applications', 'Does the app honour Microsoft Intune app protection (MAM) policies on personally owned, unenrolled devices?', 'No', MOB, "Not supported. The app doesn't include the Microsoft Intune App SDK"),
 ('MAPP-12', 'Mobile Applications', 'Does the app include any third-party advertising or analytics SDKs?', 'No', MOB, 'There are no advertising SDKs and no third-party analytics in either app.'),
 ('MAPP-13', 'Mobile Applications', 'With an Enterprise subscription, can administrators require Face ID / fingerprint unlock for every university user of the app?', 'Yes', MOB, 'Enterprise admins can make it mandatory for all users in the account'),
 ('MAPP-14', 'Mobile Applications', 'Could the app be pointed at a self-hosted (on-premises) instance of your platform run by the university?', 'No', MOB, 'Sealwright Mobile connects only to Sealwright Sign accounts.'),
 ('MAPP-15', 'Mobile Applications', 'Are push notifications free of document contents?', 'Yes', MOB, 'Document content is never put into a push notification.'),
 ('MAPP-16', 'Mobile Applications', 'Has the encryption in the app been classified for US export control purposes (ECCN), and can you provide the classification?', *T),
 ('AAAI-01', 'Authentication, Authorization & Accounting', "Can users sign in to the app through the university's SAML identity provider (e.g., Shibboleth)?", 'Yes', MOB, "your SAML single sign-on through the device's system browser"),
 ('AAAI-02', 'Authentication, Authorization & Accounting', 'Must your administrators use phishing-resistant MFA (e.g., hardware keys) to reach production systems?', 'Yes', ACS, 'requires a phishing-resistant factor: a FIDO2 hardware security key issued by the Company'),
 ('APPL-01', 'Application Security', 'Is automated dynamic application security testing (DAST) part of your build and release pipeline?', 'No', SDV, 'We do not currently run automated dynamic application security testing (DAST) in the pipeline.'),
 ('APPL-02', 'Application Security', 'Are all code changes peer reviewed before they are released?', 'Yes', SDV, 'Every change to a production branch requires approval from at least one reviewer other than the author.'),
 ('APPL-03', 'Application Security', 'Do your developers receive secure coding training that covers mobile-specific risks?', 'Yes', SDV, 'secure coding training (OWASP Top 10 and OWASP Mobile Top 10)'),
 ('APPL-04', 'Application Security', 'Are critical vulnerabilities fixed within 30 days of being confirmed?', 'Yes', SDV, 'Remediation target: 7 calendar days'),
 ('DATA-01', 'Data', 'Can university data be hosted exclusively in data centers located in the United States?', 'Yes', BCP, 'United States (default): Primary AWS region: us-east-1 (N. Virginia)'),
 ('DATA-02', 'Data', 'Is institutional data used to train machine learning or AI models?', 'No', SUB, "we don't use your documents to train models"),
 ('DATA-03', 'Data', 'Will all university data be deleted within 90 days of the end of the contract?', 'Yes', RET, '30-day export window, then deleted within 30 days'),
 ('DCTR-01', 'Datacenter', 'Do you own and operate the data centers that host the service?', 'No', ISP, 'Sealwright does not own or operate data centers.'),
 ('THRD-01', 'Third Parties', 'Will you tell us in advance before a new third party begins processing university data?', 'Yes', SUB, "we'll email you at least 30 days before a new sub-processor starts processing your data"),
 ('HFIH-01', 'Incident Handling', 'Is your incident response capability staffed 24x7?', 'Yes', IRP, 'A security engineer is on call at all times, twenty-four hours a day, seven days a week'),
 ('HFIH-02', 'Incident Handling', 'Will you notify the university within 24 hours of confirming a breach involving its data?', 'No', IRP, 'no later than forty-eight (48) hours after Sealwright confirms the Security Incident'),
 ('PPPR-01', 'Policies, Procedures & Processes', 'Are employees who may access institutional data subject to criminal background checks?', 'Yes', ISP, 'Employees based in the United States are subject to a criminal background check'),
 ('PPPR-02', 'Policies, Procedures & Processes', 'Will you agree to act as a "school official" under FERPA and sign the university\'s FERPA data protection addendum?', *T),
 ('PPPR-03', 'Policies, Procedures & Processes', 'Is the source code of the mobile app deposited with an escrow agent for the benefit of licensees?', *T),
])

# Q3 - Ashford Pryce LLP, SIG Lite extract answered Y/N, for Sealwright Vault
QC = dict(file='ashford-pryce-sig-lite-sealwright-vault.xlsx', product='Sealwright Vault', shape='xlsx-yn', rows=[
 ('A.1', 'Risk Assessment and Treatment', 'Is a formal information security risk assessment performed at least annually?', 'Yes', ISP, 'formal information security risk assessment at least annually'),
 ('B.1', 'Security Policy', 'Is there an information security policy that has been approved by senior management?', 'Yes', ISP, 'Approved by: Chief Executive Officer and Vice President, Security and Trust'),
 ('B.2', 'Security Policy', 'Can exceptions to the security policy remain in place indefinitely without re-approval?', 'No', ISP, 'No exception may be granted for longer than twelve months'),
 ('C.1', 'Organizational Security', 'Are all employees and contractors required to sign a confidentiality or non-disclosure agreement before being given system access?', 'Yes', ISP, 'All Personnel sign a confidentiality agreement before receiving access to any Company system.'),
 ('C.2', 'Organizational Security', 'Is vendor support for the on-premises product delivered only through sessions that the firm initiates and controls?', 'Yes', VLT, 'our support engineers work through a screen-sharing session that you start and control'),
 ('E.1', 'Human Resources Security', 'Are simulated phishing exercises run against staff at least quarterly?', 'Yes', ISP, 'conducts simulated phishing exercises at least quarterly'),
 ('E.2', 'Human Resources Security', 'Is there a disciplinary process for staff who violate security policies?', 'Yes', ISP, 'Violations of this Policy may result in disciplinary action'),
 ('G.1', 'Operations Management', 'Can staff copy data to USB drives or other removable media from company laptops?', 'No', ISP, 'Writing to removable storage media (including USB storage devices) is blocked on Company laptops by technical control.'),
 ('H.1', 'Access Control', "Will any vendor personnel have standing or persistent remote access to the firm's installation?", 'No', VLT, 'Sealwright has no standing or remote access to any Vault installation.'),
 ('H.2', 'Access Control', "Does the software support single sign-on against the firm's identity provider using SAML or OpenID Connect?", 'Yes', VLT, 'SAML 2.0 and OpenID Connect single sign-on, with local accounts that can be disabled completely.'),
 ('H.3', 'Access Control', 'Can the application enforce ethical screens so that walled-off lawyers cannot see specific client matters?', 'Yes', VLT, 'An ethical wall blocks named users from seeing a workspace, its envelopes and its search results.'),
 ('I.1', 'Application Security', 'Are code changes to the product peer reviewed under a documented secure development lifecycle?', 'Yes', SDV, 'Every change to a production branch requires approval from at least one reviewer other than the author.'),
 ('I.2', 'Application Security', 'Is a software bill of materials (SBOM) supplied with each release of the product?', 'Yes', VLT, 'Each release ships with a CycloneDX SBOM'),
 ('I.3', 'Application Security', 'Are release packages and container images cryptographically signed so the firm can verify their integrity?', 'Yes', VLT, 'images are signed with Sigstore cosign so you can verify them'),
 ('I.4', 'Application Security', 'Is the on-premises product penetration tested by an independent third party at least annually?', 'No', VLT, 'An independent firm penetration-tests Vault every two years.'),
 ('I.5', 'Application Security', 'Are fixes for critical vulnerabilities made available for supported versions within 30 days?', 'Yes', VLT, 'A fixed release within 14 days of the vulnerability being confirmed'),
 ('I.6', 'Application Security', 'Is each version supported with security patches for at least 24 months after release?', 'No', VLT, 'Each minor release is supported for 18 months from its release date'),
 ('I.7', 'Application Security', 'Does the product include its own built-in antivirus engine for scanning uploaded files?', 'No', VLT, "Vault doesn't ship its own scanner."),
 ('U.1', 'Server Security', 'Are operating system updates for the virtual appliance published by the vendor on a regular (at least monthly) schedule?', 'Yes', VLT, 'Publishes monthly appliance updates'),
 ('U.2', 'Server Security', 'Does the vendor encrypt the database volumes, disks and backups of the installation?', 'No', ENC, "Encrypting the Vault database volume, the underlying disks and the customer's backups is the customer's responsibility."),
 ('U.3', 'Server Security', "Can the document repository be encrypted with a key held in the firm's own HSM?", 'Yes', VLT, 'Document store encryption with your key, held in your KMS or HSM (PKCS#11, AWS KMS, Azure Key Vault, Google Cloud KMS).'),
 ('V.1', 'Cloud Hosting / Data Flows', "Does the software transmit client documents or signature data to the vendor's cloud?", 'No', VLT, 'Your documents, signatures and audit trails never leave your environment, and Sealwright has no access to them.'),
 ('V.2', 'Cloud Hosting / Data Flows', 'Can the product run in an isolated network with no internet connection?', 'Yes', VLT, 'Air-gapped installations use an offline licence file renewed once a year.'),
 ('K.1', 'Business Resiliency', "Does the vendor keep backup copies of the firm's data held in the product?", 'No', BCP, "we do not hold any copy of a customer's Vault data and cannot restore it for them"),
 ('L.1', 'Compliance', 'Is the on-premises product within the scope of your SOC 2 Type II report?', 'No', VLT, 'Vault is outside the scope of our SOC 2 Type II report'),
 ('L.2', 'Compliance', 'Does that report nonetheless cover your organization-wide controls such as HR security?', 'Yes', VLT, 'The Sealwright Sign report covers our company-wide controls such as HR security'),
 ('J.1', 'Incident Event and Communications Management', 'Will you inform the firm when a high or critical vulnerability is confirmed in the software?', 'Yes', IRP, 'it publishes a security advisory to customers with a current support subscription'),
 ('J.2', 'Incident Event and Communications Management', "Will the vendor monitor for and respond to security incidents inside the firm's deployment?", 'No', IRP, "Sealwright cannot detect incidents inside a customer's Vault installation and does not receive the customer's logs."),
 ('J.3', 'Incident Event and Communications Management', "Can the application's security logs be forwarded to the firm's SIEM in a standard format such as syslog?", 'Yes', VLT, 'Provides logs in JSON and syslog formats'),
 ('P.1', 'Privacy', 'Does your data processing addendum apply to client data stored in the on-premises edition?', 'No', DPA, 'This DPA does not apply to Sealwright Vault.'),
 ('P.2', 'Privacy', 'Can documents relating to a particular matter be placed on legal hold so they are exempt from deletion?', 'Yes', VLT, 'Legal hold per workspace or per envelope, which suspends retention policies.'),
 ('T.1', 'Technology', 'Does the current on-premises version include AI-assisted clause review or contract analytics?', 'No', VLT, 'Contract Insights: not available in Vault 5.x.'),
 ('L.3', 'Compliance', 'Do you maintain professional liability (errors and omissions) insurance, and can you provide a certificate of insurance?', *T),
 ('L.4', 'Compliance', 'Has your company been the subject of regulatory enforcement action or litigation relating to data security in the last five years?', *T),
 ('C.3', 'Organizational Security', "Do you run conflict-of-interest checks on employees who provide support to the firm's matters?", *T),
])

# Q4 - Nordvik Pay AB, Word table with tick boxes, for Sealwright Sign
QD = dict(file='nordvik-pay-ict-gdpr-due-diligence-sealwright-sign.docx', product='Sealwright Sign', shape='docx-boxes', rows=[
 ('1.1', 'Data protection', 'Will you process our personal data only as our processor and only on our documented instructions?', 'Yes', DPA, 'Sealwright shall Process Customer Personal Data only on the documented instructions of Customer'),
 ('1.2', 'Data protection', 'Are the EU Standard Contractual Clauses (2021) incorporated into your data processing terms for transfers outside the EEA?', 'Yes', DPA, 'the Standard Contractual Clauses (Module Two, and Module Three where Customer is a Processor) are incorporated into this DPA'),
 ('1.3', 'Data protection', 'Are you self-certified under the EU-U.S. Data Privacy Framework?', 'No', DPA, 'Sealwright does not participate in the EU-U.S. Data Privacy Framework'),
 ('1.4', 'Data protection', 'Have you carried out a transfer impact assessment that you can share with us?', 'Yes', DPA, 'Sealwright has carried out, and will make available to Customer on request, a transfer impact assessment.'),
 ('1.5', 'Data location', 'With the Enterprise subscription, will our data at rest, including backups, remain within the EU?', 'Yes', DPA, 'Sealwright shall store Customer Data at rest, including backups, within the European Union.'),
 ('1.6', 'Data location', 'Could a subsidiary of ours on the Business plan also choose EU data residency?', 'No', DPA, 'The European Union hosting region is available only to customers on the Enterprise plan.'),
 ('1.7', 'Data location', 'Will all processing of our personal data, including access by your staff and delivery of notifications, take place only inside the EU?', 'No', DPA, 'Customer acknowledges that certain Processing still takes place outside the European Union'),
 ('1.8', 'Data location', 'Is the disaster recovery location for EU-hosted data also inside the EU?', 'Yes', BCP, 'Data in the European Union hosting region, including its backups and its disaster recovery copy, stays in the European Union.'),
 ('2.1', 'Data protection', 'Will you inform us of a personal data breach within 72 hours of becoming aware of it?', 'Yes', DPA, 'in any event within forty-eight (48) hours, after becoming aware of a Personal Data Breach'),
 ('2.2', 'Data protection', 'Will you give us at least 30 days to object before a new sub-processor starts handling our data?', 'Yes', DPA, "at least thirty (30) days' prior notice before any new sub-processor begins Processing Customer Personal Data"),
 ('2.3', 'Data protection', 'Have you appointed a data protection officer?', 'Yes', DPA, 'Sealwright has appointed a Data Protection Officer'),
 ('2.4', 'Data protection', 'Do you have a representative in the Union under Article 27 GDPR?', 'Yes', DPA, 'as its representative in the European Union under Article 27 of the GDPR'),
 ('2.5', 'Audit', 'Do we have a contractual right to audit you, including on-site inspections?', 'Yes', DPA, 'Customer may conduct an audit, including a remote or on-site inspection'),
 ('2.6', 'Audit', 'May we carry out routine audits more often than once every twelve months?', 'No', DPA, 'no more than once in any twelve-month period'),
 ('2.7', 'Exit', 'After termination, will you erase our personal data and confirm the erasure in writing?', 'Yes', DPA, 'Sealwright shall confirm deletion in writing on request.'),
 ('2.8', 'Data protection', 'Will you answer access or erasure requests from our customers directly yourselves?', 'No', DPA, 'shall redirect the Data Subject to Customer and shall not respond itself'),
 ('2.9', 'Data protection', 'Will you tell us about requests from public authorities for access to our data, unless legally prohibited?', 'Yes', DPA, 'promptly notify Customer, unless prohibited by law'),
 ('3.1', 'Electronic signatures', 'Can the service produce qualified electronic signatures (QES) under the eIDAS Regulation?', 'No', SOC, 'do not offer qualified electronic signatures (QES)'),
 ('3.2', 'Electronic signatures', 'Does the service support advanced electronic signatures under eIDAS?', 'Yes', SGN, 'In the EU we support simple and advanced electronic signatures under eIDAS'),
 ('3.3', 'Electronic signatures', 'Is every completed agreement sealed in a way that makes later changes detectable?', 'Yes', ENC, 'Any change to a sealed PDF breaks the seal and shows as invalid in standard PDF readers.'),
 ('3.4', 'Electronic signatures', 'For an EU-hosted account, is identity-document verification of signers carried out inside the EU?', 'No', SUB, 'Persona ID verification is processed in the US'),
 ('4.1', 'Assurance', 'Can you provide an independent assurance report (ISAE 3402, SOC 2 Type II or equivalent) covering the service?', 'Yes', SOC, 'Customers and prospects in an active evaluation can get the full SOC 2 Type II report under a non-disclosure agreement'),
 ('4.2', 'Assurance', 'Does the period covered by that report end within the last twelve months?', 'Yes', SOC, 'October 1, 2025 to September 30, 2026'),
 ('4.3', 'Security', 'If we use our own encryption key and withdraw your access to it, will our documents become unreadable to you?', 'Yes', ENC, 'if the customer revokes our access to the key, their documents become unreadable to us and to them until access is restored'),
 ('4.4', 'Security', "Is our data logically separated from other customers' data?", 'Yes', SGN, 'Every record is tagged with your account ID and every query is scoped by it'),
 ('4.5', 'Security', 'Can you host the service for us on a dedicated, single-tenant instance?', 'No', SGN, "We don't offer single-tenant or dedicated hosting for Sign."),
 ('4.6', 'Artificial intelligence', 'Are our documents shared with any external AI or large language model provider?', 'No', SUB, "We don't send documents to any third-party AI model provider"),
 ('4.7', 'Artificial intelligence', 'Can we switch off the AI features for our whole organisation?', 'Yes', SGN, 'admins can switch it off for the whole account'),
 ('4.8', 'Security', 'Are e-mails sent to our customers by the service encrypted end to end?', 'No', ENC, "notification emails travel over opportunistic TLS, which depends on the recipient's mail server"),
 ('5.1', 'Exit and continuity', 'Can we export all signed agreements and their evidence in a usable format at any time, to support our exit strategy?', 'Yes', SGN, 'Admins can bulk-export completed envelopes with their certificates of completion and audit trails as PDF and CSV at any time, on every plan.'),
 ('5.2', 'Exit and continuity', 'Do you perform a full disaster recovery failover test at least once a year?', 'Yes', BCP, 'We run a full failover exercise to the disaster recovery region once a year.'),
 ('5.3', 'Exit and continuity', 'In your latest disaster recovery test, was the service restored within 4 hours?', 'No', BCP, 'the service was recovered in the DR region in 5 hours 40 minutes'),
 ('5.4', 'Exit and continuity', 'Are we allowed to perform our own penetration tests against our tenant?', 'Yes', SGN, "You're welcome to run your own penetration test against your own account on Enterprise"),
 ('6.1', 'ICT third-party risk (DORA)', 'Will your contract include all the provisions required by Article 30 of DORA (Regulation (EU) 2022/2554) for ICT services supporting critical or important functions?', *T),
 ('6.2', 'Sustainability', 'Can you report the energy use and greenhouse gas emissions attributable to our use of the service, for our CSRD reporting?', *T),
 ('6.3', 'Corporate', 'Are your annual financial statements audited, and will you share the most recent audited accounts?', *T),
])

os.makedirs(os.path.join(ROOT, 'keys'), exist_ok=True)
tot = {}
for q in (QA, QB, QC, QD):
    questions = []
    for ref, section, question, expected, document, evidence in q['rows']:
        questions.append(dict(ref=ref, section=section, question=question, expected=expected, document=document, evidence=evidence))
        tot[expected] = tot.get(expected, 0) + 1
    key = dict(file=q['file'], product=q['product'], shape=q['shape'], questions=questions)
    name = os.path.splitext(q['file'])[0] + '.key.json'
    with open(os.path.join(ROOT, 'keys', name), 'w', encoding='utf8') as fh:
        json.dump(key, fh, indent=1, ensure_ascii=False)
    print(q['file'], len(questions))
print('total', sum(tot.values()), tot)
