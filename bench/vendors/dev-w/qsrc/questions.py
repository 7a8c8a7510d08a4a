#!/usr/bin/env python3
# Questionnaires and answer keys for vendor W (Quillmoor Learning Ltd), development set.
# Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (the answer is in no document: the draft must be flagged)
# Writes keys/<questionnaire>.key.json, which build/make-questionnaires.cjs turns into customer files.
import json, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ISP = 'information-security-policy.md'; DPP = 'data-protection-and-childrens-privacy-policy.txt'
SPL = 'subprocessor-list.md'; DPA = 'data-processing-agreement.docx'
CAS = 'certification-and-assurance-summary.pdf'; ACS = 'access-control-standard.docx'
ENC = 'encryption-and-key-management-standard.md'; IRP = 'incident-response-and-business-continuity-plan.txt'
RET = 'data-retention-and-deletion-schedule.pdf'; SDS = 'secure-development-and-vulnerability-management-standard.docx'
CLS = 'quillmoor-classroom-trust-centre-faq.md'; HOM = 'quillmoor-home-security-and-privacy-guide.pdf'
CON = 'quillmoor-connect-deployment-and-security-guide.docx'
T = ('TRAP', None, None)

# Q1 - University of Ashcombe, CAIQ-style workbook with dropdowns, for Quillmoor Classroom (School plan)
QA = dict(file='ashcombe-caiq-quillmoor-classroom.xlsx', product='Quillmoor Classroom', shape='xlsx-dropdown', rows=[
 ('A&A-01', 'Audit & Assurance', 'Are independent audit and assurance assessments of your security controls conducted at least annually?', 'Yes', ISP, 'an external ISO/IEC 27001 surveillance or recertification audit every year'),
 ('A&A-02', 'Audit & Assurance', 'Does the scope of your ISO/IEC 27001 certification include the cloud service under assessment?', 'Yes', CAS, 'the development, operation, hosting and support of the Quillmoor Classroom learning platform'),
 ('A&A-03', 'Audit & Assurance', 'Can you provide a current SOC 2 Type II report covering the service?', 'No', CAS, "We don't hold a SOC 2 report."),
 ('A&A-04', 'Audit & Assurance', 'Will you provide the full, unredacted report of your most recent third-party penetration test?', 'No', CAS, "We don't share full penetration test reports with customers."),
 ('AIS-01', 'Application & Interface Security', 'Is the application (including its APIs) penetration tested by an independent third party at least annually?', 'Yes', CAS, 'Quillmoor Classroom (web platform and API): How often: Every year, with a retest of findings within three months'),
 ('AIS-02', 'Application & Interface Security', 'Is every code change reviewed by someone other than the developer before it reaches production?', 'Yes', SDS, 'must be approved by at least one engineer other than its author before it can be merged'),
 ('AIS-03', 'Application & Interface Security', 'Is any part of the software development for the service outsourced to third parties or offshore providers?', 'No', SDS, 'The Company does not use outsourced or offshore development agencies'),
 ('BCR-01', 'Business Continuity & Operational Resilience', 'Are disaster recovery arrangements exercised at least once a year?', 'Yes', IRP, 'rebuilt from backups in a separate AWS account, is carried out once a year'),
 ('BCR-02', 'Business Continuity & Operational Resilience', 'Is the recovery time objective (RTO) for the service 4 hours or less?', 'No', IRP, 'the recovery time objective (RTO) is 8 hours'),
 ('BCR-03', 'Business Continuity & Operational Resilience', 'Are backups held in a location geographically separate from the primary hosting site?', 'Yes', IRP, 'are copied, encrypted, to the AWS Ireland region'),
 ('BCR-04', 'Business Continuity & Operational Resilience', 'Does the service run active-active across two or more geographic regions so that the loss of a region causes no outage?', 'No', IRP, 'The service is not deployed active-active across more than one region.'),
 ('CEK-01', 'Cryptography, Encryption & Key Management', 'Is customer data encrypted at rest wherever it is stored?', 'Yes', ENC, "Customer data is encrypted at rest in every environment where it's stored."),
 ('CEK-02', 'Cryptography, Encryption & Key Management', 'Can the University supply and control its own encryption keys (BYOK/HYOK) for its tenant?', 'No', ENC, 'Customer-managed keys, or bring-your-own-key arrangements, are not offered on any plan.'),
 ('CEK-03', 'Cryptography, Encryption & Key Management', 'Are cryptographic keys rotated at least annually?', 'Yes', ENC, 'KMS keys are rotated automatically every year.'),
 ('DSP-01', 'Data Security & Privacy Lifecycle Management', 'Is production or live customer data ever copied into development or test environments?', 'No', SDS, 'Production data must never be copied into development or staging.'),
 ('DSP-02', 'Data Security & Privacy Lifecycle Management', 'Will all University data, including backup copies, be stored exclusively within the United Kingdom?', 'No', CLS, "including backups, we can't offer that"),
 ('DSP-03', 'Data Security & Privacy Lifecycle Management', 'Is customer data used to train artificial intelligence or machine learning models?', 'No', CLS, "We don't use your pupils' or staff's data to train AI models"),
 ('DSP-04', 'Data Security & Privacy Lifecycle Management', 'Are customers notified in advance before a new sub-processor begins processing their data?', 'Yes', SPL, "We give at least 30 days' notice before a new sub-processor starts processing your data."),
 ('DSP-05', 'Data Security & Privacy Lifecycle Management', 'On termination, is all customer data, including any backup copies, deleted within 90 days?', 'No', DPA, 'are deleted no later than 35 days after deletion from the live systems'),
 ('GRC-01', 'Governance, Risk & Compliance', 'Are your information security policies reviewed and re-approved at least every 12 months?', 'Yes', ISP, 'reviewed at least once every twelve months'),
 ('GRC-02', 'Governance, Risk & Compliance', 'Is a formal information security risk assessment performed at least annually?', 'Yes', ISP, 'A formal risk assessment covering all in-scope assets is carried out every year'),
 ('GRC-03', 'Governance, Risk & Compliance', 'Has your organisation been subject to regulatory enforcement action by the ICO in the last three years?', *T),
 ('HRS-01', 'Human Resources', 'Do all new employees and contractors undergo background screening before they are given access?', 'Yes', ISP, 'All personnel are subject to pre-employment screening before they start work'),
 ('IAM-01', 'Identity & Access Management', 'Is MFA enforced for all administrative and privileged access to the production environment?', 'Yes', ACS, 'Multi-factor authentication is mandatory for every personnel account, without exception.'),
 ('IAM-02', 'Identity & Access Management', 'Are privileged access rights to production systems recertified at least quarterly?', 'Yes', ACS, 'Production cloud accounts and access broker roles: Review frequency: Quarterly'),
 ('IAM-03', 'Identity & Access Management', 'We expect to subscribe to the School plan. On that plan, can staff authenticate via SAML 2.0 against the University\'s own identity provider (Shibboleth)?', 'No', CLS, 'SAML single sign-on with other identity providers: School: —'),
 ('IAM-04', 'Identity & Access Management', 'Does the service support automated user provisioning and de-provisioning via SCIM 2.0?', 'No', ACS, 'Automatic provisioning of users through SCIM is not supported.'),
 ('IVS-01', 'Infrastructure & Virtualisation Security', 'Is a dedicated, single-tenant instance of the service available to the University?', 'No', CLS, "we don't offer dedicated or single-tenant hosting on any plan"),
 ('IVS-02', 'Infrastructure & Virtualisation Security', 'Is segregation between tenants enforced technically at the data layer?', 'Yes', CLS, 'the database itself enforces row-level security'),
 ('IVS-03', 'Infrastructure & Virtualisation Security', 'Do you have a documented capacity and resource planning process for the service?', *T),
 ('LOG-01', 'Logging & Monitoring', 'Are security audit logs retained for at least 12 months?', 'Yes', RET, 'Security audit logs, including production access recordings: Retention: 13 months'),
 ('LOG-02', 'Logging & Monitoring', 'Is the environment monitored by a dedicated security operations centre staffed 24x7?', 'No', IRP, 'does not operate a dedicated 24x7 security operations centre'),
 ('SEF-01', 'Security Incident Management', 'Will you notify the University of a security breach affecting its data within 72 hours of discovery?', 'Yes', DPA, 'in any event within 24 hours of becoming aware of it'),
 ('STA-01', 'Supply Chain Management & Transparency', 'Do you hold cyber liability insurance with cover of at least £5 million?', *T),
 ('TVM-01', 'Threat & Vulnerability Management', 'Are critical-severity vulnerabilities remediated within 14 days of identification?', 'Yes', SDS, 'Critical: Fix deployed within: 7 days'),
 ('TVM-02', 'Threat & Vulnerability Management', 'Do you run a bug bounty programme that pays researchers for valid findings?', 'No', SDS, 'The Company does not run a paid bug bounty programme.'),
 ('UEM-01', 'Universal Endpoint Management', 'Are staff laptops protected by full-disk encryption and anti-malware or EDR?', 'Yes', ISP, 'They have full-disk encryption, endpoint detection and response software'),
])

# Q2 - Cedar Hollow Unified School District, HECVAT-Lite style (K-12) with numbered options, for Quillmoor Home
QB = dict(file='cedar-hollow-hecvat-k12-quillmoor-home.xlsx', product='Quillmoor Home', shape='xlsx-numbered', rows=[
 ('DOCU-01', 'Documentation', 'Do you have a documented information security program whose policies are reviewed at least annually?', 'Yes', ISP, 'reviewed at least once every twelve months'),
 ('DOCU-02', 'Documentation', 'Is the mobile application under review covered by your ISO 27001 certification?', 'No', CAS, 'until the certificate is reissued it is not covered'),
 ('DOCU-03', 'Documentation', 'Is the mobile application penetration tested by an independent firm at least annually?', 'No', HOM, 'We test the app every two years.'),
 ('PRIV-01', 'Student Data Privacy', 'Will you sign the Student Data Privacy Consortium National Data Privacy Agreement (NDPA) or our state\'s student data privacy agreement?', 'No', DPA, 'does not sign state-specific student data privacy agreements'),
 ('PRIV-02', 'Student Data Privacy', 'Will your company act as a "school official" under FERPA, under the District\'s direct control with respect to education records?', 'Yes', DPA, 'with a legitimate educational interest within the meaning of the Family Educational Rights and Privacy Act'),
 ('PRIV-03', 'Student Data Privacy', 'Is student data sold, rented, or used for targeted advertising?', 'No', DPP, 'does not display advertising in any product, does not sell personal data'),
 ('PRIV-04', 'Student Data Privacy', 'Does the app collect students\' precise geolocation?', 'No', HOM, 'Location: Why: Not requested'),
 ('PRIV-05', 'Student Data Privacy', 'Does the app embed any third-party advertising, analytics or tracking SDKs?', 'No', HOM, 'There are no advertising SDKs and no analytics or tracking SDKs in the app.'),
 ('PRIV-06', 'Student Data Privacy', 'For students under 13, does the service rely on the school to provide consent under COPPA?', 'Yes', HOM, 'the school provides consent on behalf of parents under COPPA for the educational use of the app'),
 ('PRIV-07', 'Student Data Privacy', 'Can a student sign up for the app on their own, without the school setting up the account?', 'No', HOM, "We don't knowingly let a child create an account directly"),
 ('DATA-01', 'Data', 'Will District data be stored in data centers located in the United States?', 'No', DPP, 'Customer data is hosted in the United Kingdom.'),
 ('DATA-02', 'Data', 'Is any data cached on the mobile device encrypted at rest?', 'Yes', HOM, "The cache is encrypted with the operating system's own protection"),
 ('DATA-03', 'Data', 'Is locally stored data removed from the device when the user logs out?', 'Yes', HOM, 'The cache is cleared when the user signs out.'),
 ('DATA-04', 'Data', 'Can District administrators remotely wipe app data from a lost or stolen device?', 'No', HOM, "There's no remote wipe."),
 ('DATA-05', 'Data', 'By default, are push notifications free of student names and message content?', 'Yes', HOM, "It doesn't include pupil names, message content or attendance details."),
 ('DATA-06', 'Data', 'Is all data exchanged between the app and your servers encrypted using TLS 1.2 or higher?', 'Yes', HOM, 'All traffic to our API uses TLS 1.2 or higher.'),
 ('DATA-07', 'Data', 'Does the app pin the server certificate (certificate pinning)?', 'Yes', HOM, 'The app uses certificate pinning for our API domains'),
 ('DATA-08', 'Data', 'After the contract ends, will the District have at least 30 days to retrieve its data?', 'Yes', DPA, 'For 30 days after the termination or expiry of the Agreement, the Customer may export'),
 ('DATA-09', 'Data', 'Will you certify the destruction of District data in writing upon request?', 'Yes', DPA, 'On request, Quillmoor shall confirm the deletion in writing.'),
 ('AAAI-01', 'Authentication, Authorization and Accounting', 'Does the app offer multi-factor authentication for parent accounts?', 'Yes', HOM, 'Parents can choose to protect their account with an authenticator app.'),
 ('AAAI-02', 'Authentication, Authorization and Accounting', 'Can the District make MFA mandatory for every parent and student using the app?', 'No', HOM, "We don't enforce MFA for parents or pupils in the app."),
 ('AAAI-03', 'Authentication, Authorization and Accounting', 'Do students authenticate to the app with their District-issued Google or Microsoft account?', 'Yes', HOM, 'Pupils sign in with their school Google or Microsoft account.'),
 ('AAAI-04', 'Authentication, Authorization and Accounting', 'Are session and refresh tokens kept in the platform\'s secure storage (iOS Keychain / Android Keystore)?', 'Yes', HOM, "They're stored in the iOS Keychain or the Android Keystore."),
 ('AAAI-05', 'Authentication, Authorization and Accounting', 'Does your service collect or store users\' biometric identifiers (e.g., fingerprints, face geometry)?', 'No', HOM, 'we never see or store any biometric data'),
 ('MOBL-01', 'Mobile Applications', 'Does the app block use on jailbroken or rooted devices?', 'No', HOM, "The app doesn't refuse to run on jailbroken or rooted phones."),
 ('MOBL-02', 'Mobile Applications', 'Can the District push app settings through its MDM using managed app configuration (AppConfig)?', 'No', HOM, "Managed app configuration for mobile device management (AppConfig) isn't supported yet"),
 ('MOBL-03', 'Mobile Applications', 'Is the app distributed only through the official Apple App Store and Google Play store?', 'Yes', HOM, 'published by Quillmoor Learning Ltd on the App Store and Google Play only'),
 ('MOBL-04', 'Mobile Applications', 'When a security update is released, are users on older versions required to update?', 'Yes', HOM, 'older versions are forced to update before they can sign in again'),
 ('MOBL-05', 'Mobile Applications', 'Is the app available to schools using your free tier?', 'No', HOM, "It isn't available to schools on the Free plan."),
 ('HFIH-01', 'Incident Handling', 'Do you have a documented incident response plan that is exercised at least annually?', 'Yes', IRP, 'The incident response plan is exercised twice a year through a tabletop exercise'),
 ('HFIH-02', 'Incident Handling', 'Will you notify the District of a breach involving student data within 48 hours?', 'Yes', DPA, 'in any event within 24 hours of becoming aware of it'),
 ('THRD-01', 'Third Parties', 'Do any of your subprocessors process District data in the United States?', 'Yes', SPL, 'Google LLC (Firebase Cloud Messaging): Where the data is processed: United States'),
 ('THRD-02', 'Third Parties', 'Do your employees complete FERPA-specific training at least annually?', *T),
 ('GNRL-01', 'General', 'Do you carry cyber liability insurance with limits of at least $5 million per claim?', *T),
 ('GNRL-02', 'General', 'Does the app conform to WCAG 2.1 Level AA?', *T),
 ('GNRL-03', 'General', 'Is the app interface available in Spanish for families?', *T),
])

# Q3 - Eastmoor County Council, SIG-Lite based extract with Y/N responses, for Quillmoor Connect
QC = dict(file='eastmoor-sig-lite-quillmoor-connect.xlsx', product='Quillmoor Connect', shape='xlsx-yn', rows=[
 ('A.1', 'Risk Assessment and Treatment', 'Is there a risk assessment programme with assessments carried out at least annually?', 'Yes', ISP, 'A formal risk assessment covering all in-scope assets is carried out every year'),
 ('B.1', 'Security Policy', 'Is there an information security policy that has been approved by the board or executive management?', 'Yes', ISP, 'this top-level policy is approved by the Board'),
 ('C.1', 'Organisational Security', 'Is a named individual responsible for information security across the organisation?', 'Yes', ISP, 'Day-to-day responsibility is delegated to the Head of Information Security'),
 ('C.2', 'Organisational Security', 'Are at least two full-time staff dedicated solely to information security?', *T),
 ('E.1', 'Human Resources Security', 'Do all of your employees hold an enhanced DBS certificate with a barred list check?', 'No', ISP, 'Other personnel are not subject to enhanced checks.'),
 ('E.2', 'Human Resources Security', 'Do staff with access to production systems holding pupil data hold an enhanced DBS certificate?', 'Yes', ISP, "must additionally hold an Enhanced DBS certificate with a check of the Children's Barred List"),
 ('L.1', 'Compliance', 'Is the on-premises sync agent within the scope of your ISO/IEC 27001 certification?', 'No', CON, "It isn't covered by our ISO 27001 certificate"),
 ('L.2', 'Compliance', 'Do you hold a current Cyber Essentials Plus certificate?', 'Yes', CAS, 'Our current certificate was issued on 22 September 2026'),
 ('L.3', 'Compliance', 'Have you reported a personal data breach to the ICO in the last three years?', *T),
 ('I.1', 'Application Security', 'Has the agent been penetration tested by an independent party in the last 12 months?', 'No', CON, "It hasn't been retested since"),
 ('I.2', 'Application Security', 'Are the agent installers and binaries digitally code-signed?', 'Yes', CON, 'Installers and executables are signed with our code-signing certificate'),
 ('I.3', 'Application Security', 'Are hashes published for each release so that its integrity can be verified before installation?', 'Yes', SDS, 'SHA-256 checksums of every Quillmoor Connect release are published'),
 ('I.4', 'Application Security', 'Does the agent download and install its own updates automatically?', 'No', CON, "It doesn't update itself"),
 ('I.5', 'Application Security', 'Are fixes for critical vulnerabilities in the agent made available within 14 days?', 'Yes', CON, 'We publish a fixed version for critical vulnerabilities within 7 days'),
 ('I.6', 'Application Security', 'Will the supplier patch the Windows server on which the agent is installed?', 'No', DPA, 'the Customer is responsible for the security of that infrastructure, including the server operating system, its patching'),
 ('N.1', 'Network Security', 'Does the agent need any inbound ports opened on the Council firewall?', 'No', CON, 'No inbound ports need to be opened'),
 ('N.2', 'Network Security', 'Is traffic between the agent and the hosted service encrypted using TLS 1.2 or above?', 'Yes', CON, 'every upload uses TLS 1.2 or 1.3 with mutual TLS'),
 ('N.3', 'Network Security', 'Can the agent operate through an authenticating web proxy?', 'Yes', CON, 'Connect supports proxies with basic or NTLM authentication'),
 ('H.1', 'Access Control', 'Does the agent service run under a least-privilege account without local administrator rights?', 'Yes', CON, 'the service runs as a dedicated virtual service account with no administrator rights'),
 ('H.2', 'Access Control', 'Are credentials held by the agent, such as the MIS database password, stored encrypted?', 'Yes', CON, 'stored encrypted with Windows DPAPI (machine scope)'),
 ('H.3', 'Access Control', 'Does the agent require a database login with write permissions on the MIS?', 'No', CON, 'A SQL Server login with read-only access to the MIS database'),
 ('U.1', 'Server Security', 'Does the agent encrypt the data files it writes to the local server?', 'No', CON, "These files aren't encrypted by Connect"),
 ('U.2', 'Server Security', 'Is the agent supported on Windows Server 2016?', 'No', CON, 'Support for Windows Server 2016 was withdrawn in version 4.2 (May 2026)'),
 ('U.3', 'Server Security', 'Can the agent be installed on a Linux server?', 'No', CON, "Linux and macOS aren't supported."),
 ('U.4', 'Server Security', 'Can the agent be installed on Windows Server Core (no desktop experience)?', *T),
 ('P.1', 'Privacy', 'Can the Council select which categories of pupil data are synchronised?', 'Yes', CON, 'you choose which data sets to sync'),
 ('P.2', 'Privacy', 'Is special category data such as SEN and medical information excluded unless it is specifically enabled?', 'Yes', CON, 'Special educational needs status and medical notes are switched off by default.'),
 ('P.3', 'Privacy', 'Does the agent write any data back into the MIS, for example attendance marks?', 'No', CON, 'Connect never writes anything back into your MIS.'),
 ('P.4', 'Privacy', 'At the default logging level, are pupil names kept out of the agent\'s log files?', 'Yes', CON, 'At the default Information level, logs contain record counts and error messages but no pupil names.'),
 ('P.5', 'Privacy', 'Does the agent send telemetry containing personal data back to the supplier?', 'No', CON, 'the time of the last sync and any error counts. It contains no personal data'),
 ('J.1', 'Incident Event and Communications Management', 'If a security incident on a Council server involves the agent, will the supplier assist with the investigation?', 'Yes', IRP, "Quillmoor will support the customer's investigation where the incident involves Quillmoor Connect"),
 ('K.1', 'Business Resiliency', 'Is there a contractual availability SLA for the agent itself?', 'No', CON, "There's no uptime commitment for Connect itself"),
 ('K.2', 'Business Resiliency', 'After a server failure, can the agent be reinstalled on a replacement server and carry out a full resynchronisation?', 'Yes', IRP, 'Quillmoor Connect can be reinstalled and re-enrolled, and will carry out a full synchronisation'),
 ('K.3', 'Business Resiliency', 'Does the agent support a clustered or high-availability deployment across two servers?', *T),
 ('G.1', 'Operations Management', 'Are changes in the MIS synchronised at least hourly?', 'Yes', CON, 'Changes are picked up and sent every 15 minutes.'),
 ('G.2', 'Operations Management', 'Can the Council host the agent for several maintained schools, each with its own MIS, on one server?', 'Yes', CON, 'A trust or local authority can run several installations on the same server'),
 ('V.1', 'Third Party Management', 'Does the agent send data to any party other than your own hosted platform?', 'No', SPL, "doesn't use any sub-processors. It runs on your server and sends data only to the Quillmoor Classroom platform"),
])

# Q4 - Riverbend Learning Trust (multi-academy trust), supplier due diligence (Word, tick boxes), for Quillmoor Classroom (Trust plan)
QD = dict(file='riverbend-supplier-due-diligence-quillmoor-classroom.docx', product='Quillmoor Classroom', shape='docx-boxes', rows=[
 ('1.1', 'Governance', 'Is your organisation registered with the Information Commissioner\'s Office?', 'Yes', DPP, "registered with the Information Commissioner's Office as a data controller under registration number ZB418273"),
 ('1.2', 'Governance', 'Have you appointed a Data Protection Officer?', 'Yes', DPP, 'has appointed a Data Protection Officer'),
 ('1.3', 'Governance', 'Is the system covered by an ISO/IEC 27001 certificate?', 'Yes', CLS, 'Quillmoor Classroom is in the scope of our ISO/IEC 27001:2022 certificate'),
 ('1.4', 'Governance', 'If so, was that certificate issued by a UKAS-accredited certification body?', 'Yes', CAS, 'accredited by the United Kingdom Accreditation Service (UKAS)'),
 ('1.5', 'Governance', 'Are you certified to ISO/IEC 27701 (privacy information management)?', 'No', CAS, "We're not certified to ISO/IEC 27701"),
 ('1.6', 'Governance', 'Has your assessment against the DfE digital and technology standards been independently verified?', 'No', CAS, 'It is a self-assessment and has not been independently audited.'),
 ('2.1', 'Data protection', 'Will your DPA treat the Trust as the single controller for all of its academies?', 'Yes', DPA, 'Where the Customer is a multi-academy trust, the trust is the controller for all academies within it.'),
 ('2.2', 'Data protection', 'Will you tell us about a personal data breach within 24 hours of becoming aware of it?', 'Yes', DPA, 'in any event within 24 hours of becoming aware of it'),
 ('2.3', 'Data protection', 'In the event of a breach of pupil data, will you report it to the ICO on the Trust\'s behalf?', 'No', DPA, 'remains the responsibility of the Customer as controller'),
 ('2.4', 'Data protection', 'Can any of your staff access pupil data from outside the UK?', 'No', DPP, 'does not permit its personnel to access customer data from outside the United Kingdom'),
 ('2.5', 'Data protection', 'Can the Trust decide how long records of pupils who have left are kept?', 'Yes', RET, 'School and Trust plans: the school can set any period from 0 to 24 months'),
 ('2.6', 'Data protection', 'Our retention policy keeps leavers\' records for 36 months. Can the system be set to keep them that long before automatic deletion?', 'No', RET, 'the school can set any period from 0 to 24 months'),
 ('2.7', 'Data protection', 'Do you provide material to help the Trust complete its own DPIA?', 'Yes', DPP, 'publishes a DPIA template, pre-completed with a description'),
 ('2.8', 'Data protection', 'Is live pupil data kept out of your development and test systems?', 'Yes', DPP, 'Live customer data must never be copied into development, test or staging environments.'),
 ('2.9', 'Data protection', 'Does the system use facial recognition or other biometric data?', 'No', DPP, 'Quillmoor does not process biometric data.'),
 ('2.10', 'Data protection', 'By default, are messages between staff and parents deleted after no more than 12 months?', 'No', RET, 'Messages between staff, pupils and parents: Retention: 3 years from the date sent'),
 ('2.11', 'Data protection', 'If we object to a new sub-processor and the objection cannot be resolved, can we end the contract without penalty?', 'Yes', DPA, 'the Customer may terminate the affected Services without penalty'),
 ('3.1', 'Safeguarding', 'Do you have a Designated Safeguarding Lead?', 'Yes', DPP, 'Quillmoor has a Designated Safeguarding Lead and a deputy'),
 ('3.2', 'Safeguarding', 'Do your staff receive safeguarding training each year in line with Keeping Children Safe in Education?', 'Yes', DPP, "based on the Department for Education's statutory guidance Keeping Children Safe in Education"),
 ('3.3', 'Safeguarding', 'Does the system provide filtering and monitoring that meets the DfE filtering and monitoring standards?', 'No', DPP, 'They are not web filtering or monitoring systems'),
 ('3.4', 'Safeguarding', 'Can the system be used to record and manage child protection concerns?', 'No', DPP, 'Quillmoor does not provide a child protection or safeguarding case management module.'),
 ('3.5', 'Safeguarding', 'Is pupil-to-pupil messaging switched off unless we turn it on?', 'Yes', CLS, 'pupil-to-pupil messaging is off by default'),
 ('4.1', 'Cyber security', 'Can we require MFA for every member of staff across the Trust?', 'Yes', ACS, 'School administrators on the School and Trust plans can make multi-factor authentication mandatory for all staff'),
 ('4.2', 'Cyber security', 'Can pupils\' accounts be protected with MFA?', 'No', ACS, 'Multi-factor authentication is not available for pupil accounts.'),
 ('4.3', 'Cyber security', 'Can we limit access to the admin console to the Trust\'s own IP addresses?', 'Yes', CLS, 'Restrict admin console to your IP addresses: Trust: ✓'),
 ('4.4', 'Cyber security', 'Can your support staff look at our academies\' data without our permission?', 'No', ACS, "Customer support staff cannot see the content of a customer's tenant unless a school administrator has switched on"),
 ('4.5', 'Cyber security', 'Will we have an audit log of administrator activity covering at least 12 months?', 'Yes', CLS, 'Admin audit log: Trust: 13 months'),
 ('4.6', 'Cyber security', 'Can idle staff sessions be set to time out after 15 minutes?', 'Yes', CLS, 'On the Trust plan, admins can shorten this to anything down to 15 minutes.'),
 ('5.1', 'Service', 'Is the monthly uptime commitment at least 99.9%?', 'Yes', CLS, 'Uptime commitment: Trust: 99.9% a month'),
 ('5.2', 'Service', 'Are service credits given if that commitment is missed?', 'Yes', CLS, 'you get service credits against your next invoice'),
 ('5.3', 'Service', 'Is planned maintenance done outside the school day?', 'Yes', CLS, 'Planned maintenance happens outside school hours'),
 ('5.4', 'Service', 'Will you allow the Trust to audit you on site twice a year?', 'No', DPA, 'may carry out an audit once in any twelve-month period'),
 ('5.5', 'Service', 'Is the system available in Welsh?', *T),
 ('5.6', 'Service', 'Will you place the source code in escrow for the Trust\'s benefit?', *T),
 ('5.7', 'Service', 'Do you use data loss prevention (DLP) software to monitor outgoing staff email?', *T),
 ('5.8', 'Service', 'Will you tell the Trust if your company is sold or changes ownership?', *T),
])

if __name__ == '__main__':
    sys.path.insert(0, os.path.join(ROOT, '..', 'shared'))
    from keys import write_keys
    write_keys(ROOT, (QA, QB, QC, QD))
