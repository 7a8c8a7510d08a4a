#!/usr/bin/env python3
"""Writes keys/*.key.json: the four customer questionnaires with their answer keys (SEALED: private to the evaluator).
Each row: (ref, section, question, expected Yes/No/TRAP, document, verbatim evidence fragment)."""
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ISP = 'information-security-policy.md'; ACS = 'access-control-standard.docx'; CKM = 'cryptography-and-key-management-standard.md'
BCD = 'business-continuity-and-disaster-recovery-plan.pdf'; IRP = 'security-incident-response-procedure.txt'
SDL = 'secure-development-lifecycle.docx'; PSP = 'people-security-policy.txt'; LMS = 'logging-and-monitoring-standard.md'
DRD = 'data-retention-and-deletion-schedule.pdf'; DPA = 'data-processing-addendum.docx'; TCF = 'trust-center-certifications-faq.md'
SSW = 'store-server-security-whitepaper.pdf'; TAP = 'tap-mobile-security-note.docx'
T = 'TRAP'
BO, SS, TP = 'Tallowmere Back Office', 'Tallowmere Store Server', 'Tallowmere Tap'

Q1 = [  # Harrowgate Hotels, CAIQ-style dropdown, Back Office
 ('A&A-01', 'Audit & Assurance', 'Is the organisation independently certified against a recognised information security management standard, and is the certificate current?', 'Yes', TCF, 'Tallowmere Systems Ltd holds an ISO/IEC 27001:2022 certificate issued by a UKAS-accredited certification body'),
 ('A&A-02', 'Audit & Assurance', 'Can you provide a SOC 2 Type II attestation report that covers the service under assessment?', 'Yes', TCF, 'Tallowmere Back Office has a SOC 2 Type II report covering the Security, Availability and Confidentiality trust services criteria'),
 ('A&A-03', 'Audit & Assurance', 'Is there a bridge letter available to cover the period between the end of the last SOC 2 reporting period and today?', T, None, None),
 ('A&A-04', 'Audit & Assurance', 'May tenants perform their own penetration tests against the production environment without prior approval from you?', 'No', TCF, 'Testing of the shared production environment without that agreement is not permitted.'),
 ('A&A-05', 'Audit & Assurance', 'Will you share the complete technical report of your most recent third-party penetration test with us?', 'No', TCF, 'We do not share full technical reports.'),
 ('AIS-01', 'Application & Interface Security', 'Are all code changes reviewed by a person other than the author before being promoted to production?', 'Yes', SDL, 'Every change must be reviewed and approved by at least one engineer other than the author before it is merged.'),
 ('AIS-02', 'Application & Interface Security', 'Is production customer data used in non-production (development or test) environments?', 'No', SDL, 'Production customer data is never copied into development or test environments.'),
 ('BCR-01', 'Business Continuity & Operational Resilience', 'Is the service deployed across multiple availability zones or data centres so that the loss of a single facility does not cause an outage?', 'Yes', BCD, 'Every tier runs across three availability zones, so the loss of a single data centre does not interrupt the service.'),
 ('BCR-02', 'Business Continuity & Operational Resilience', 'Is the service architected active-active across two or more geographic regions?', 'No', BCD, 'Back Office is not run active-active across regions.'),
 ('BCR-03', 'Business Continuity & Operational Resilience', 'In the event of the loss of an entire hosting region, is your recovery time objective four hours or less?', 'No', BCD, 'Back Office, loss of the London region | 1 hour | 8 hours'),
 ('BCR-04', 'Business Continuity & Operational Resilience', 'Are restores from backup tested at least quarterly?', 'Yes', BCD, 'Restores are tested monthly'),
 ('BCR-05', 'Business Continuity & Operational Resilience', 'Are customers invited to participate in, or observe, your disaster recovery exercises?', T, None, None),
 ('CEK-01', 'Cryptography, Encryption & Key Management', 'Is tenant data encrypted at rest using AES-256 or an equivalent algorithm?', 'Yes', CKM, 'Back Office databases, file storage, search indexes and backups are encrypted with AES-256 using keys held in AWS Key Management Service.'),
 ('CEK-02', 'Cryptography, Encryption & Key Management', 'Can tenants bring, hold or manage their own encryption keys (BYOK/HYOK)?', 'No', CKM, 'We do not currently offer customer-managed or customer-supplied encryption keys'),
 ('CEK-03', 'Cryptography, Encryption & Key Management', 'Have deprecated protocol versions (SSL, TLS 1.0, TLS 1.1) been disabled on externally facing endpoints?', 'Yes', CKM, 'Connections offering TLS 1.0 or TLS 1.1 are refused at the edge.'),
 ('CEK-04', 'Cryptography, Encryption & Key Management', 'Is cryptographic key material protected in hardware security modules validated to FIPS 140-2 or higher?', 'Yes', CKM, 'AWS KMS keeps key material inside hardware security modules validated under FIPS 140-2.'),
 ('DSP-01', 'Data Security & Privacy', 'Is the primary storage location for our data within the United Kingdom?', 'Yes', DPA, 'Customer Personal Data in Tallowmere Back Office is stored in the United Kingdom, with backup copies in Germany.'),
 ('DSP-02', 'Data Security & Privacy', 'As a group with US properties, can we elect to have our tenant hosted in a United States data centre?', 'No', DPA, 'Tallowmere does not offer hosting of Customer Personal Data in the United States'),
 ('DSP-03', 'Data Security & Privacy', 'Is customer data used to train or improve machine learning / AI models?', 'No', DPA, 'Tallowmere shall not use Customer Personal Data to train machine learning or artificial intelligence models.'),
 ('DSP-04', 'Data Security & Privacy', 'Upon termination of the contract, is customer data purged from production systems within 90 days?', 'Yes', DRD, "Within 90 days after the contract ends, we delete the customer's data from the production systems of Back Office."),
 ('DSP-05', 'Data Security & Privacy', 'If requested, would you retain our data for longer than 90 days after termination where no legal hold applies?', 'No', DRD, 'Customers cannot ask us to keep their data for longer than 90 days after termination unless a legal hold applies.'),
 ('GRC-01', 'Governance, Risk & Compliance', 'Is the information security policy approved by senior leadership and reviewed at least annually?', 'Yes', ISP, 'This policy and every standard beneath it are reviewed at least once every twelve months'),
 ('GRC-02', 'Governance, Risk & Compliance', 'Do you hold cyber liability insurance with a limit of at least GBP 5 million?', T, None, None),
 ('HRS-01', 'Human Resources', 'Are background verification checks, including criminal record checks, completed before personnel are given access to customer data?', 'Yes', PSP, 'Staff who will have access to production systems or to customer data must pass all checks before their access is created.'),
 ('HRS-02', 'Human Resources', 'Does pre-employment screening include a credit history check?', 'No', PSP, 'We do not perform credit checks on employees or contractors.'),
 ('IAM-01', 'Identity & Access Management', 'Is SAML 2.0 single sign-on supported on every subscription tier?', 'No', ACS, 'The Starter plan does not include single sign-on.'),
 ('IAM-02', 'Identity & Access Management', 'Where SSO is available, is automated user provisioning via SCIM offered on the Enterprise plan?', 'Yes', ACS, 'Automatic user provisioning and de-provisioning through SCIM 2.0 is included in the Enterprise plan only.'),
 ('IAM-03', 'Identity & Access Management', 'Can a tenant administrator enforce multi-factor authentication for all of its users?', 'Yes', ACS, 'an account administrator can make it mandatory for the whole organisation'),
 ('IAM-04', 'Identity & Access Management', 'Are SMS one-time passcodes supported as a second authentication factor?', 'No', ACS, 'SMS codes are not offered as a second factor.'),
 ('IAM-05', 'Identity & Access Management', 'Is provider staff access to production granted just-in-time and automatically time-limited?', 'Yes', ACS, 'expires automatically after at most eight hours'),
 ('LOG-01', 'Logging & Monitoring', 'Is an audit trail of administrative activity within our tenant available to us, and can it be exported?', 'Yes', LMS, 'The audit log can be filtered and exported as CSV from the Settings area.'),
 ('LOG-02', 'Logging & Monitoring', 'Can tenant audit events be streamed in near real time into our own SIEM (e.g. Splunk or Microsoft Sentinel)?', 'No', LMS, "Streaming the audit log directly into a customer's own SIEM is not supported today."),
 ('SEF-01', 'Security Incident Management', 'Will you notify us of a personal data breach affecting our data within 72 hours of becoming aware of it?', 'Yes', DPA, 'without undue delay, and in any case within 48 hours'),
 ('STA-01', 'Supply Chain Management', 'Are tenants given advance notice of new sub-processors, with the right to object?', 'Yes', DPA, "Tallowmere shall give Customer at least 30 days' notice before adding or replacing a sub-processor"),
 ('STA-02', 'Supply Chain Management', 'Do you contractually require your sub-processors to background-check their personnel who can access our data?', T, None, None),
]

Q2 = [  # Brindle Street Dining Group, SIG Lite Y/N, Back Office
 ('A.1', 'Risk Assessment and Treatment', 'Is there a formal risk management programme, including a risk register that is reviewed regularly?', 'Yes', ISP, 'recorded in a risk register that is reviewed by the Security Steering Group each month'),
 ('A.2', 'Risk Assessment and Treatment', 'Is a risk assessment of the scoped environment performed at least annually?', 'Yes', ISP, 'A full risk assessment of the ISMS scope is carried out once a year'),
 ('B.1', 'Security Policy', 'Are exceptions to security policies documented, approved and time-limited?', 'Yes', ISP, 'given an expiry date no later than six months after approval'),
 ('C.1', 'Organizational Security', 'Is a named individual accountable for the information security programme?', 'Yes', ISP, 'The Head of Security reports to the Chief Executive Officer and owns the information security management system (ISMS).'),
 ('D.1', 'Asset and Information Management', 'Is an inventory of information assets maintained, with an owner assigned to each?', 'Yes', ISP, 'All hardware, software and cloud accounts are recorded in an asset inventory, with a named owner for each asset.'),
 ('D.2', 'Asset and Information Management', 'Are employees allowed to copy scoped data to removable media such as USB drives?', 'No', ISP, 'Restricted information must not be placed on removable media.'),
 ('E.1', 'Human Resources Security', 'Are all personnel required to complete security awareness training at least annually?', 'Yes', PSP, 'Security awareness training is completed during onboarding and then every year by all staff.'),
 ('E.2', 'Human Resources Security', 'Are phishing simulation exercises performed?', 'Yes', PSP, 'We run simulated phishing exercises every quarter.'),
 ('E.3', 'Human Resources Security', 'Are personally owned devices permitted to access systems that store or process client data?', 'No', PSP, 'Personal devices (BYOD) are not permitted to access production systems or customer data.'),
 ('E.4', 'Human Resources Security', 'Is access revoked within 24 hours when an employee leaves the organisation?', 'Yes', ACS, 'their identity provider account is disabled on their last working day'),
 ('E.5', 'Human Resources Security', 'Are employees required to sign non-compete or non-solicitation agreements?', T, None, None),
 ('F.1', 'Physical and Environmental Security', 'Is client scoped data stored or processed at your office locations?', 'No', ISP, 'No customer data is stored in the office; production systems run in the cloud.'),
 ('F.2', 'Physical and Environmental Security', 'Is the primary data centre certified to Uptime Institute Tier III or above?', T, None, None),
 ('G.1', 'Operations Management', 'Are security patches applied to workstations within 30 days of release?', 'Yes', ISP, 'Operating system security updates are applied within 14 days of release.'),
 ('G.2', 'Operations Management', 'Is an EDR (endpoint detection and response) agent deployed on all company laptops?', 'Yes', ISP, 'an endpoint detection and response agent'),
 ('G.3', 'Operations Management', 'Are high-risk changes reviewed by a change advisory board prior to implementation?', 'Yes', SDL, 'go to the weekly change advisory meeting before release'),
 ('G.4', 'Operations Management', 'Can developers reach production systems directly from development environments?', 'No', SDL, 'Developers have no access to production from the development account.'),
 ('H.1', 'Access Control', 'Are shared or generic user IDs in use on production systems?', 'No', ACS, 'Shared or generic accounts are prohibited on production systems'),
 ('H.2', 'Access Control', 'Are access rights to production systems reviewed at least quarterly?', 'Yes', ACS, 'Production infrastructure and databases | Head of Security and CTO | Quarterly'),
 ('H.3', 'Access Control', 'Are passwords required to be changed periodically, for example every 90 days?', 'No', ACS, 'We do not force periodic password changes'),
 ('H.4', 'Access Control', 'Are privileged sessions on production infrastructure logged and recorded?', 'Yes', ACS, 'Every privileged session on production infrastructure is logged and the terminal session is recorded.'),
 ('H.5', 'Access Control', 'Do administrators perform privileged tasks only from dedicated, hardened privileged access workstations?', T, None, None),
 ('I.1', 'Application Security', 'Is static code analysis performed on every code change?', 'Yes', SDL, 'Static application security testing (SAST) | Every pull request'),
 ('I.2', 'Application Security', 'Is there a bug bounty programme covering the service?', 'Yes', SDL, 'Back Office is also covered by our private bug bounty programme'),
 ('I.3', 'Application Security', 'Are critical-severity vulnerabilities in the service remediated within 7 days?', 'Yes', SDL, 'Critical (9.0–10.0) | 7 days'),
 ('J.1', 'Incident Event and Communications Management', 'Is there a documented incident response plan that is exercised at least annually?', 'Yes', IRP, 'This procedure is exercised at least once a year through a simulated incident.'),
 ('J.2', 'Incident Event and Communications Management', 'Is a root cause analysis produced after major incidents?', 'Yes', IRP, 'A blameless post-incident review is written for every SEV-1 and SEV-2 incident within 10 working days of resolution.'),
 ('J.3', 'Incident Event and Communications Management', 'Do you have a retainer with an external incident response or forensics provider?', 'Yes', IRP, 'We hold a retainer with an external digital forensics and incident response firm'),
 ('J.4', 'Incident Event and Communications Management', 'Is there a documented process for notifying law enforcement of incidents involving suspected criminal activity?', T, None, None),
 ('K.1', 'Business Resiliency', 'Are business continuity exercises (e.g. tabletop) conducted at least annually?', 'Yes', BCD, 'A business continuity tabletop exercise involving the Security Steering Group is held twice a year.'),
 ('K.2', 'Business Resiliency', 'Is an availability SLA of 99.9% or higher provided regardless of subscription plan?', 'No', TCF, 'The Starter plan does not include an availability commitment.'),
 ('L.1', 'Compliance', 'Do you hold a PCI DSS Attestation of Compliance as a service provider?', 'No', TCF, 'Tallowmere does not hold a PCI DSS Attestation of Compliance as a service provider.'),
 ('L.2', 'Compliance', 'Will you enter into a HIPAA Business Associate Agreement?', 'No', TCF, 'We do not sign HIPAA business associate agreements.'),
 ('M.1', 'Threat Management', 'Are security event logs retained for at least 12 months?', 'Yes', LMS, 'archived for a total of 13 months'),
 ('M.2', 'Threat Management', 'Are log archives protected against alteration or deletion (e.g. immutable storage)?', 'Yes', LMS, 'Log archives are written to storage with object lock enabled'),
 ('P.1', 'Privacy', 'Is client personal data sold, or used for your own marketing purposes?', 'No', DPA, 'Tallowmere shall not sell Customer Personal Data, and shall not use it for its own marketing or advertising.'),
]

Q3 = [  # University of Kellbrook, HECVAT-style numbered, Store Server
 ('APPL-01', 'Application', 'Is the product installed and operated on infrastructure owned by the institution (on-premises)?', 'Yes', SSW, 'it is software that our customers install and run on their own premises'),
 ('APPL-02', 'Application', 'Can the product be installed on Microsoft Windows Server?', 'No', SSW, 'Store Server is not available for Windows.'),
 ('APPL-03', 'Application', 'Is a vendor-hosted (SaaS) deployment option available for this product?', 'No', SSW, 'Store Server cannot be hosted for the customer by Tallowmere'),
 ('APPL-04', 'Application', 'Does the product operate using outbound-only connections on TCP 443?', 'Yes', SSW, 'Store Server needs only outbound connections on TCP port 443'),
 ('APPL-05', 'Application', 'Is communication between the on-premises product and your cloud platform mutually authenticated?', 'Yes', SSW, 'The connection to Back Office uses mutual TLS.'),
 ('APPL-06', 'Application', 'Is each installed server issued a unique credential that can be revoked if the hardware is lost or stolen?', 'Yes', SSW, 'the certificate can be revoked from Back Office if a server is lost or stolen'),
 ('APPL-07', 'Application', 'Does the product support IPv6 on the local network?', T, None, None),
 ('AAAI-01', 'Authentication, Authorization, and Accounting', "Does the product support SSO via SAML, or integration with the institution's Active Directory / LDAP?", 'No', SSW, 'Store Server has no single sign-on and no integration with Active Directory, LDAP or other directory services.'),
 ('AAAI-02', 'Authentication, Authorization, and Accounting', 'Is multi-factor authentication available for administrative access?', 'No', SSW, 'Multi-factor authentication is not available for the Store Server admin console'),
 ('AAAI-03', 'Authentication, Authorization, and Accounting', 'Are accounts locked out after repeated failed login attempts?', 'Yes', SSW, 'After 5 failed attempts an account is locked for 10 minutes.'),
 ('AAAI-04', 'Authentication, Authorization, and Accounting', 'Are user credentials stored using a salted, computationally expensive hashing algorithm?', 'Yes', SSW, 'Staff PINs and manager passwords are stored as Argon2id hashes.'),
 ('AAAI-05', 'Authentication, Authorization, and Accounting', 'Do administrative sessions expire after 15 minutes or less of inactivity?', 'Yes', SSW, 'Admin console sessions end after 15 minutes without activity.'),
 ('AAAI-06', 'Authentication, Authorization, and Accounting', 'Does the product record voids, refunds and configuration changes in an audit log?', 'Yes', SSW, 'Store Server records sign-ins, failed attempts, voids, refunds, discounts, price overrides and configuration changes.'),
 ('DATA-01', 'Data', 'Is data stored by the product encrypted at rest?', 'Yes', SSW, 'The local database is encrypted at rest with AES-256.'),
 ('DATA-02', 'Data', 'When installed on institution-supplied hardware, is the database encryption key protected by a hardware TPM by default?', 'No', SSW, 'On customer-supplied hardware the key is kept in a file readable only by the Store Server service account'),
 ('DATA-03', 'Data', 'Does the product store full payment card numbers (PAN)?', 'No', SSW, 'It does not store card numbers'),
 ('DATA-04', 'Data', "Can the certificate of the administrative web interface be replaced with one issued by the institution's own CA?", 'Yes', SSW, 'which customers can replace with a certificate from their own certificate authority'),
 ('DATA-05', 'Data', "Does the vendor back up the on-premises server's data on the institution's behalf?", 'No', BCD, 'Backups of Store Server are the responsibility of the customer.'),
 ('DATA-06', 'Data', 'Does the product include a built-in facility to schedule encrypted backups?', 'Yes', SSW, 'The admin console has an export tool that writes an encrypted backup file every night to a USB drive or a network share chosen by the customer.'),
 ('DATA-07', 'Data', 'Can the product continue to process sales if the internet connection is lost?', 'Yes', BCD, 'Store Server can trade offline for up to 72 hours before a manager must reconnect it.'),
 ('DATA-08', 'Data', 'Is there a secure wipe or factory-reset function that destroys local data when the server is decommissioned?', 'Yes', SSW, 'erases the local database and destroys its encryption key'),
 ('CHNG-01', 'Change Management', 'Are software updates cryptographically signed and verified before installation?', 'Yes', SSW, 'Store Server verifies the signature before installing anything'),
 ('CHNG-02', 'Change Management', 'Can the institution decide when updates are installed?', 'Yes', SSW, 'install in a maintenance window that the customer chooses'),
 ('CHNG-03', 'Change Management', 'If automatic updates are turned off, will the vendor still apply security patches to our installations for us?', 'No', SSW, 'Customers can switch automatic updates off and install updates manually, in which case they must install security releases themselves.'),
 ('CHNG-04', 'Change Management', 'Are security fixes provided for at least the current and the previous major release?', 'Yes', SSW, 'We support the current and previous major release of Store Server.'),
 ('HFIH-01', 'Hosting and Operations', 'Where the product runs on institution-supplied hardware, does the vendor patch the underlying operating system?', 'No', SSW, "In this case patching the operating system, hardening it and running any anti-malware software are the customer's responsibility."),
 ('HFIH-02', 'Hosting and Operations', 'Does the vendor publish a hardening guide or CIS benchmark profile for the operating system on institution-supplied hardware?', T, None, None),
 ('HFIH-03', 'Hosting and Operations', 'Are vendor remote support sessions initiated by the institution, recorded and time-limited?', 'Yes', SSW, 'The session is encrypted, recorded, limited to the admin console and ends automatically after 4 hours'),
 ('HFIH-04', 'Hosting and Operations', 'Does the appliance have physical tamper detection (e.g. chassis intrusion alarm)?', T, None, None),
 ('VULN-01', 'Vulnerability Management', 'Has the product been penetration tested by an independent third party within the last 12 months?', 'Yes', SSW, 'Store Server is penetration tested every year by an independent CREST-accredited firm.'),
 ('VULN-02', 'Vulnerability Management', 'Is this product included within the scope of your SOC 2 Type II report?', 'No', SSW, 'Store Server is not within the scope of our SOC 2 Type II report'),
 ('VULN-03', 'Vulnerability Management', 'Is the product covered by your paid bug bounty programme?', 'No', SSW, 'Store Server is not part of our bug bounty programme.'),
 ('VULN-04', 'Vulnerability Management', 'Is the development of this product within the scope of your ISO 27001 certification?', 'Yes', SSW, 'The development and support of Store Server are within the scope of our ISO/IEC 27001 certificate.'),
 ('VULN-05', 'Vulnerability Management', "Has the product's cryptographic module been validated under FIPS 140-3 or evaluated under Common Criteria?", T, None, None),
 ('LOGS-01', 'Logging', "Can the product forward security logs to the institution's central syslog or SIEM?", 'Yes', SSW, "can be forwarded to the customer's syslog collector over TLS"),
 ('LOGS-02', 'Logging', "Does the vendor monitor the product's security logs on the institution's behalf?", 'No', SSW, 'Tallowmere does not collect or monitor these logs.'),
]

Q4 = [  # Riverbank Arena Hospitality, Word table with boxes, Tap
 ('1.1', 'Platform', 'Is the application supported on both iOS and Android devices?', 'Yes', TAP, 'Tap runs on Android 12 or later and on iOS and iPadOS 16 or later.'),
 ('1.2', 'Platform', 'Can the app be distributed through managed app stores such as Apple Business Manager or managed Google Play?', 'Yes', TAP, 'including managed Google Play'),
 ('1.3', 'Platform', 'Can app settings be pushed from our MDM using managed app configuration (AppConfig)?', 'Yes', TAP, 'Tap supports managed app configuration through the AppConfig standard'),
 ('1.4', 'Platform', 'Must handsets be enrolled in an MDM for the app to work?', 'No', TAP, 'Tap does not require it'),
 ('1.5', 'Platform', 'Can handhelds keep taking orders over the local network without internet access when a Store Server is on site?', 'Yes', BCD, 'They do not need the internet if the Store Server is reachable.'),
 ('1.6', 'Platform', 'Can staff continue to take orders in the app while the handheld has no connection at all?', 'No', TAP, 'Tap does not offer offline ordering.'),
 ('2.1', 'Authentication and Sessions', 'Does the app support biometric unlock (fingerprint or face recognition)?', 'Yes', TAP, 'Staff can unlock Tap with Face ID, Touch ID or Android fingerprint unlock'),
 ('2.2', 'Authentication and Sessions', 'Does the app lock automatically after a period of inactivity, and can we configure that period?', 'Yes', TAP, 'Venue managers can change this to any value from 1 to 15 minutes.'),
 ('2.3', 'Authentication and Sessions', "Can a lost handheld's access be revoked centrally?", 'Yes', TAP, 'A manager can unpair a lost handheld from Back Office, which immediately invalidates its session tokens.'),
 ('2.4', 'Authentication and Sessions', 'Do you provide a remote wipe capability for lost or stolen handhelds?', 'No', TAP, 'Tallowmere does not provide a remote wipe feature for handheld devices.'),
 ('3.1', 'Data on the Device', 'Is data cached on the device encrypted using a hardware-backed keystore?', 'Yes', TAP, 'the local order cache is encrypted with a key protected by the same hardware-backed keystore'),
 ('3.2', 'Data on the Device', 'Is locally cached data removed when a user signs out?', 'Yes', TAP, 'When a staff member signs out, or a device is unpaired, the local cache is deleted.'),
 ('3.3', 'Data on the Device', 'Is cardholder data stored on the handheld?', 'No', TAP, 'Tap does not store guest contact details or card numbers on the device.'),
 ('3.4', 'Data on the Device', 'Is card data encrypted by the reader so that the app never has access to the card number?', 'Yes', TAP, 'the card number is never visible to the Tap app'),
 ('4.1', 'App Hardening', 'Is all network traffic from the app encrypted using TLS 1.2 or higher?', 'Yes', TAP, 'All network traffic uses TLS 1.2 or later.'),
 ('4.2', 'App Hardening', 'Does the app implement certificate or public-key pinning?', 'Yes', TAP, "Tap pins the public keys of Tallowmere's certificates"),
 ('4.3', 'App Hardening', 'Will the app run on a rooted or jailbroken device?', 'No', TAP, 'On such a device it refuses to start.'),
 ('4.4', 'App Hardening', 'Does the app detect runtime instrumentation or hooking frameworks (e.g. Frida) and stop running?', T, None, None),
 ('4.5', 'App Hardening', 'Does the app prevent screenshots and screen recording on every supported platform?', 'No', TAP, 'iOS does not let apps block screenshots'),
 ('4.6', 'App Hardening', 'Is the Android build obfuscated?', 'Yes', TAP, 'The app is built with code obfuscation on Android.'),
 ('4.7', 'App Hardening', 'Are push notifications free of personal and payment information?', 'Yes', TAP, 'contain no guest or payment details'),
 ('5.1', 'Third-Party Components', 'Does the app embed advertising or analytics SDKs?', 'No', TAP, 'Tap does not include advertising or analytics SDKs.'),
 ('5.2', 'Third-Party Components', 'Are crash reports sent to a third-party service, and if so, are guest data excluded from them?', 'Yes', TAP, 'Crash reports are sent to Firebase Crashlytics.'),
 ('5.3', 'Third-Party Components', 'Is that crash-reporting provider listed among your sub-processors?', 'Yes', DPA, 'Google LLC (Firebase Crashlytics)'),
 ('6.1', 'Assurance', 'Has the mobile app been penetration tested by an independent firm in the past year?', 'Yes', TAP, 'Tap is penetration tested once a year by an independent CREST-accredited firm'),
 ('6.2', 'Assurance', 'Has the app been verified against the OWASP MASVS (L1 or L2)?', T, None, None),
 ('6.3', 'Assurance', 'Is the app included in your current SOC 2 Type II report?', 'No', TAP, 'Tap is not currently in the scope of our SOC 2 Type II report.'),
 ('6.4', 'Assurance', 'Is the app within the scope of your ISO 27001 certification?', 'Yes', TAP, 'The development and support of Tap are covered by our ISO/IEC 27001 certificate.'),
 ('6.5', 'Assurance', 'Is the app in scope for your bug bounty programme?', 'No', TAP, 'Tap is not part of our bug bounty programme'),
 ('6.6', 'Assurance', 'Does developer secure-coding training cover mobile-specific risks?', 'Yes', SDL, 'for the Tap team, the OWASP Mobile Top 10'),
 ('6.7', 'Assurance', 'Are critical vulnerabilities in the app fixed within 14 days?', 'Yes', SDL, '14 days, shipped as a security release'),
 ('7.1', 'Responsibilities', 'Is the supplier responsible for keeping handheld operating systems up to date?', 'No', TAP, "Keeping device operating systems updated, setting device passcodes and enrolling devices in MDM are the customer's responsibility."),
 ('7.2', 'Responsibilities', 'Does the app meet WCAG 2.1 AA accessibility requirements for staff with disabilities?', T, None, None),
]

FILES = [
 ('harrowgate-hotels-cloud-security-assessment.xlsx', 'xlsx-dropdown', BO, Q1),
 ('brindle-street-vendor-questionnaire-sig-lite.xlsx', 'xlsx-yn', BO, Q2),
 ('kellbrook-university-hecvat-on-premises.xlsx', 'xlsx-numbered', SS, Q3),
 ('riverbank-arena-mobile-app-assessment.docx', 'docx-boxes', TP, Q4),
]

os.makedirs(os.path.join(ROOT, 'keys'), exist_ok=True)
n = dict(q=0, Yes=0, No=0, TRAP=0)
for i, (fn, shape, prod, qs) in enumerate(FILES):
    refs = [q[0] for q in qs]; assert len(set(refs)) == len(refs), fn
    k = dict(file=fn, shape=shape, product=prod, questions=[dict(ref=r, section=s, question=q, expected=e, document=d, evidence=ev) for r, s, q, e, d, ev in qs])
    json.dump(k, open(os.path.join(ROOT, 'keys', 'q%d.key.json' % (i + 1)), 'w'), indent=1, ensure_ascii=False)
    for q in qs: n['q'] += 1; n[q[3]] += 1
    print(fn, prod, len(qs), 'Yes', sum(q[3] == 'Yes' for q in qs), 'No', sum(q[3] == 'No' for q in qs), 'traps', sum(q[3] == T for q in qs))
print('total', n)
