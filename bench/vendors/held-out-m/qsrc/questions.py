# Questionnaires and answer keys. Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (not in the documents: must be flagged)
ISP='information-security-policy.md'; ACS='access-control-standard.docx'; CRY='cryptography-and-key-management-standard.md'
BCP='business-continuity-and-disaster-recovery.pdf'; IRP='security-incident-response-plan.txt'; SUP='supplier-security-and-subprocessors.md'
PPL='personnel-security-and-awareness-policy.docx'; SDL='secure-development-and-vulnerability-management.md'; RET='data-retention-and-deletion-standard.txt'
PRV='privacy-and-data-protection-faq.md'; CLD='hearthline-cloud-security-overview.md'; GWY='mail-gateway-security-and-deployment-guide.pdf'; SDK='mobile-sdk-security-and-privacy-faq.docx'
T=('TRAP', None, 'not stated in any document')

# Q1: a retailer's CAIQ-Lite style questionnaire for the SaaS help desk
QA = dict(file='hearthline-cloud-caiq-lite-v4.xlsx', product='Hearthline Cloud', shape='xlsx-dropdown', rows=[
 ('A&A-01', 'Audit & Assurance', 'Are independent audit reports (e.g., SOC 2 Type II) for the service made available to customers upon request?', 'Yes', ISP, 'Reports and the ISO certificate are available to customers and prospects under a non-disclosure agreement through the Trust Center'),
 ('A&A-02', 'Audit & Assurance', 'Does the scope of your SOC 2 report include the Privacy trust services criteria?', 'No', ISP, 'The SOC 2 reports do not cover the Processing Integrity or Privacy trust services criteria.'),
 ('A&A-03', 'Audit & Assurance', 'Is the service covered by a current ISO/IEC 27001:2022 certification?', 'Yes', CLD, 'Hearthline Cloud is covered by our ISO/IEC 27001:2022 certificate'),
 ('A&A-04', 'Audit & Assurance', 'Is the service authorized under FedRAMP at any impact level?', 'No', CLD, 'Hearthline Cloud is not PCI DSS certified and is not FedRAMP authorised.'),
 ('AIS-01', 'Application & Interface Security', 'Are static application security testing (SAST) tools run against application code before changes are merged?', 'Yes', SDL, 'Static application security testing (SAST) | Semgrep with our own rule set | Every pull request'),
 ('AIS-02', 'Application & Interface Security', 'Is dynamic application security testing (DAST) performed against the application at least monthly?', 'Yes', SDL, 'Authenticated scans against staging | Weekly'),
 ('AIS-03', 'Application & Interface Security', 'Are API credentials issued to customers stored by the provider in hashed form only?', 'Yes', CLD, 'API tokens are shown once when created and stored hashed.'),
 ('AIS-04', 'Application & Interface Security', 'Are webhook notifications sent by the service cryptographically signed so that the receiver can verify their origin?', 'Yes', CLD, 'Webhooks are signed with HMAC-SHA256 so that receivers can verify them.'),
 ('BCR-01', 'Business Continuity & Resilience', 'Is the recovery time objective (RTO) for the production service 4 hours or less?', 'Yes', BCP, 'Hearthline Cloud – agent app, API, chat widget, help center | 4 hours | 15 minutes'),
 ('BCR-02', 'Business Continuity & Resilience', 'Are backup restores tested at least quarterly?', 'Yes', BCP, 'Restores are tested every quarter'),
 ('BCR-03', 'Business Continuity & Resilience', 'Can a customer request the restoration of individual deleted records (e.g., a single ticket) from your backups?', 'No', BCP, 'Individual customers cannot request that a single deleted ticket be restored from backup'),
 ('BCR-04', 'Business Continuity & Resilience', 'Are your data centers certified to Uptime Institute Tier III or higher?', *T),
 ('CEK-01', 'Cryptography, Encryption & Key Management', 'Is customer data encrypted at rest using AES-256 or an equivalent algorithm?', 'Yes', CRY, 'All Customer Data stored by Hearthline Cloud is encrypted at rest with AES-256.'),
 ('CEK-02', 'Cryptography, Encryption & Key Management', 'Are TLS 1.0 and TLS 1.1 disabled on all public endpoints?', 'Yes', CRY, 'TLS 1.0 and 1.1 are disabled everywhere'),
 ('CEK-03', 'Cryptography, Encryption & Key Management', 'Do you support customer-managed encryption keys (BYOK)?', 'Yes', CRY, 'Customers on the **Enterprise plan** can bring their own key (BYOK)'),
 ('CEK-04', 'Cryptography, Encryption & Key Management', 'If so, is BYOK available on plans other than Enterprise?', 'No', CRY, 'BYOK is only on the Enterprise plan and is not available for the Starter, Growth or Business plans.'),
 ('CEK-05', 'Cryptography, Encryption & Key Management', 'Can encryption keys be held in a customer-operated HSM outside of your cloud provider (hold-your-own-key)?', 'No', CRY, 'We do not offer hold-your-own-key arrangements with an external HSM outside AWS'),
 ('CEK-06', 'Cryptography, Encryption & Key Management', 'Are encryption keys for customer data rotated at least annually?', 'Yes', CRY, 'Automatic annual rotation is enabled for every customer-data key.'),
 ('DSP-01', 'Data Security & Privacy', 'Can customers choose to have their data hosted in the European Union, and is this option available on all subscription plans?', 'No', PRV, 'EU data residency is offered on the Business and Enterprise plans only'),
 ('DSP-02', 'Data Security & Privacy', 'Is customer data used to train or improve artificial intelligence or machine learning models?', 'No', PRV, 'Hearthline does not use Customer Data to train or fine-tune AI models'),
 ('DSP-03', 'Data Security & Privacy', 'Is all customer data, including backup copies, deleted within 90 days after termination of the contract?', 'Yes', RET, 'all copies are gone no more than 65 days after the subscription ends'),
 ('DSP-04', 'Data Security & Privacy', 'Does the service support IPv6 on all customer-facing endpoints?', *T),
 ('GRC-01', 'Governance, Risk & Compliance', 'Is the information security policy reviewed at least annually?', 'Yes', ISP, 'This policy is approved by the CEO and reviewed at least annually'),
 ('GRC-02', 'Governance, Risk & Compliance', 'Is a formal information security risk assessment performed at least annually?', 'Yes', ISP, 'We perform a formal risk assessment of the company and of each product at least once a year'),
 ('GRC-03', 'Governance, Risk & Compliance', 'Does your organization maintain cyber liability insurance with coverage of at least USD 5 million?', *T),
 ('HRS-01', 'Human Resources', 'Do your pre-employment background checks include a credit check?', 'No', PPL, 'We do not carry out credit checks or drug screening for any role.'),
 ('HRS-02', 'Human Resources', 'Is security awareness training provided to all personnel at onboarding and at least annually thereafter?', 'Yes', PPL, 'every year after that, as a refresher course with a short assessment'),
 ('IAM-01', 'Identity & Access Management', 'Is SAML-based single sign-on available on every subscription plan?', 'No', ACS, 'SAML 2.0 single sign-on | No | No | Yes | Yes'),
 ('IAM-02', 'Identity & Access Management', 'Can customer administrators enforce multi-factor authentication for all of their users?', 'Yes', ACS, 'Enforce MFA for all agents | Yes | Yes | Yes | Yes'),
 ('IAM-03', 'Identity & Access Management', 'Do your engineers have standing access to the production environment?', 'No', ACS, 'Engineers have no standing access to the Hearthline Cloud production environment.'),
 ('IAM-04', 'Identity & Access Management', 'Is access to production systems reviewed at least quarterly?', 'Yes', ACS, 'Production infrastructure | AWS accounts, databases, Kubernetes clusters | System owner and Security Engineering | Quarterly'),
 ('IVS-01', 'Infrastructure & Virtualization Security', 'Is a dedicated single-tenant deployment of the service available for customers who require isolation from other tenants?', 'No', CLD, 'A dedicated single-tenant deployment of Hearthline Cloud is not offered'),
 ('IVS-02', 'Infrastructure & Virtualization Security', 'Do you have a documented capacity management process that forecasts infrastructure needs at least quarterly?', *T),
 ('LOG-01', 'Logging & Monitoring', 'On the Enterprise plan, can workspace audit events be streamed to the customer\'s SIEM in near real time?', 'Yes', CLD, 'Audit log streaming sends workspace audit events to Splunk, Datadog or any HTTPS endpoint in near real time.'),
 ('SEF-01', 'Security Incident Management', 'Will you notify customers of a confirmed security breach affecting their data within 72 hours?', 'Yes', IRP, 'without undue delay, and in any case within 48 hours of confirming it'),
 ('STA-01', 'Supply Chain Management', 'Do you give customers advance notice before a new sub-processor begins processing their data?', 'Yes', SUP, 'We give customers at least 30 days\' notice before a new sub-processor starts processing their Customer Data.'),
 ('TVM-01', 'Threat & Vulnerability Management', 'Are critical-severity vulnerabilities remediated within 14 days of identification?', 'Yes', SDL, '**Critical:** 7 days'),
 ('TVM-02', 'Threat & Vulnerability Management', 'Do you operate a bug bounty program for the service?', 'Yes', SDL, 'We run a private bug bounty programme on HackerOne for Hearthline Cloud and the Mobile SDK'),
])

# Q2: a hospital's third-party application assessment for the mobile SDK
QB = dict(file='larkspur-health-mobile-vendor-assessment.xlsx', product='Hearthline Mobile SDK', shape='xlsx-numbered', rows=[
 ('1.1', 'Compliance', 'Does the vendor hold a current SOC 2 Type II report covering the product under review?', 'No', SDK, 'Type I report covering the SDK messaging API and push relay; a Type II observation period is under way'),
 ('1.2', 'Compliance', 'Is the product within the scope of the vendor\'s ISO/IEC 27001 certification?', 'No', SDK, 'ISO/IEC 27001 | Not in the certificate scope'),
 ('1.3', 'Compliance', 'Will the vendor sign a HIPAA Business Associate Agreement (BAA) that covers this product?', 'No', SDK, 'Not covered by a BAA; do not send PHI through the SDK'),
 ('1.4', 'Compliance', 'Is the product independently penetration tested at least annually? If so, can a summary of the results be shared with us?', 'Yes', SDL, 'Mobile SDK (iOS and Android libraries and messaging API) | Annually | September 2024 | Yes, under NDA'),
 ('1.5', 'Compliance', 'Has the product been independently certified against the OWASP Mobile Application Security Verification Standard (MASVS)?', 'No', SDK, 'Self-assessed against MASVS L1 every year; not independently certified'),
 ('1.6', 'Compliance', 'Has the product been assessed against the FDA premarket cybersecurity guidance for medical device software?', *T),
 ('1.7', 'Compliance', 'Is the product covered by a bug bounty or vulnerability reward program?', 'Yes', SDK, 'Bug bounty | Included in the HackerOne programme'),
 ('2.1', 'Data Collection', 'Does the SDK collect advertising identifiers such as the IDFA or the Android Advertising ID?', 'No', SDK, 'The SDK does not collect advertising identifiers (IDFA or Android advertising ID)'),
 ('2.2', 'Data Collection', 'Does the SDK bundle any third-party analytics, advertising or crash-reporting libraries?', 'No', SDK, 'It does not contain any third-party analytics, advertising or crash-reporting libraries.'),
 ('2.3', 'Data Collection', 'Is an Apple privacy manifest (PrivacyInfo.xcprivacy) included with the SDK?', 'Yes', SDK, 'An Apple privacy manifest (PrivacyInfo.xcprivacy) is included'),
 ('2.4', 'Data Collection', 'Are device records (e.g., device model, OS version, push token) deleted within 90 days of the device last being seen?', 'Yes', SDK, 'Device records (model, OS version, push token) are deleted 90 days after the device was last seen.'),
 ('2.5', 'Data Collection', 'Does the vendor sell patient or user data, or use it for advertising?', 'No', PRV, 'We do not sell or share Customer Data for advertising'),
 ('3.1', 'Device Security', 'Are authentication tokens stored in the platform\'s secure storage (iOS Keychain / Android Keystore)?', 'Yes', SDK, 'Authentication tokens are kept in the iOS Keychain and in the Android Keystore-backed encrypted storage.'),
 ('3.2', 'Device Security', 'Is conversation data cached on the device encrypted?', 'Yes', SDK, 'The conversation cache, which lets users read recent messages offline, is stored in an encrypted local database.'),
 ('3.3', 'Device Security', 'Does the SDK provide a way for our app to clear all locally stored data and tokens when a user signs out?', 'Yes', SDK, 'Calling the SDK\'s logout method clears the cache and the tokens'),
 ('3.4', 'Device Security', 'Does the SDK detect jailbroken or rooted devices?', 'No', SDK, 'The SDK does not include jailbreak or root detection.'),
 ('3.5', 'Device Security', 'Does the SDK support managed app configuration (AppConfig) delivered through our MDM platform?', *T),
 ('4.1', 'Transport Security', 'Is all network traffic from the SDK encrypted using TLS 1.2 or higher?', 'Yes', SDK, 'All traffic uses TLS 1.2 or higher through the operating system\'s networking stack.'),
 ('4.2', 'Transport Security', 'Does the SDK support certificate pinning?', 'Yes', SDK, 'Certificate pinning is supported as an option'),
 ('4.3', 'Transport Security', 'If so, is certificate pinning enabled by default?', 'No', SDK, 'it is disabled by default because pinned apps need an update whenever certificates change'),
 ('5.1', 'Authentication', 'Can users be verified with a signed token issued by our own server, so that one app user cannot impersonate another?', 'Yes', SDK, 'the customer\'s server issues a JSON Web Token signed with a secret key from the Hearthline admin console'),
 ('5.2', 'Authentication', 'Do user tokens issued for the SDK expire within 24 hours?', 'Yes', SDK, 'Tokens issued for the SDK expire after 24 hours at the most.'),
 ('5.3', 'Authentication', 'Can the SDK require biometric re-authentication (Face ID or fingerprint) before displaying conversation history?', *T),
 ('6.1', 'Notifications', 'Do push notifications contain message content by default?', 'No', SDK, 'By default a push notification only says that there is a new reply and includes no message text.'),
 ('6.2', 'Notifications', 'For workspaces hosted in the EU, is push notification data processed only within the European Union?', 'No', SDK, 'the Hearthline push relay, which runs in the US region for all workspaces'),
 ('7.1', 'Platform & Lifecycle', 'Is the SDK available through Swift Package Manager?', 'Yes', SDK, 'iOS (Swift) | iOS 15 | Swift Package Manager | Supported'),
 ('7.2', 'Platform & Lifecycle', 'Is a Flutter version of the SDK currently supported?', 'No', SDK, 'Flutter | – | – | Not supported; planned for 2027'),
 ('7.3', 'Platform & Lifecycle', 'Is the SDK source code available for our review, or held in escrow?', 'No', SDK, 'Its source code is not published, and source code escrow isn\'t available for the SDK.'),
 ('7.4', 'Platform & Lifecycle', 'Is a software bill of materials (SBOM) provided with each SDK release?', 'Yes', SDK, 'Every release is signed and ships with a CycloneDX SBOM.'),
 ('7.5', 'Platform & Lifecycle', 'Does the previous major version of the SDK continue to receive security fixes for at least 12 months after a new major version is released?', 'Yes', SDK, 'for 12 months after a new major version is released, the previous major version'),
 ('7.6', 'Platform & Lifecycle', 'Does the SDK conform to WCAG 2.1 Level AA accessibility requirements?', *T),
 ('7.7', 'Platform & Lifecycle', 'Can the in-app chat and help center be switched off remotely without releasing a new version of our app?', 'Yes', SDK, 'Administrators can remotely switch off chat or the help center for all app users from the admin console, without an app update'),
 ('8.1', 'Attachments', 'Are files uploaded through the SDK scanned for malware?', 'Yes', SDK, 'they are scanned for malware before agents can open them'),
 ('8.2', 'Attachments', 'Can users attach files larger than 25 MB from within the app?', 'No', SDK, 'Attachments sent from the SDK are limited to 10 MB per file'),
 ('9.1', 'Vendor Operations', 'Does the vendor conduct criminal background checks on new employees?', 'Yes', PPL, 'Criminal record check | Yes, county and federal | Certificate of Conduct (VOG) | NBI clearance'),
 ('9.2', 'Vendor Operations', 'Is security awareness training completed by all vendor staff at least annually?', 'Yes', PPL, 'every year after that, as a refresher course with a short assessment'),
 ('9.3', 'Vendor Operations', 'Will the vendor notify us within 48 hours of confirming a security incident affecting our data?', 'Yes', IRP, 'without undue delay, and in any case within 48 hours of confirming it'),
])

# Q3: an industrial customer's review of self-managed software (the on-premises mail gateway)
QC = dict(file='rosenvik-self-managed-software-review-mail-gateway.docx', product='Hearthline Mail Gateway', shape='docx-boxes', rows=[
 ('1', 'Deployment', 'Can the software be deployed as a virtual machine on VMware ESXi 8.0?', 'Yes', GWY, 'VMware vSphere / ESXi | OVA | 7.0 and 8.0 | Supported'),
 ('2', 'Deployment', 'Is the software available as a container image for deployment on Kubernetes?', 'No', GWY, 'Docker / Kubernetes | Container image | – | Not offered; planned for 2027'),
 ('3', 'Deployment', 'Is the underlying operating system hardened according to a recognised benchmark such as CIS?', 'Yes', GWY, 'follows the CIS Debian Linux Level 1 benchmark'),
 ('4', 'Deployment', 'Do local administrators have root shell access to the appliance operating system?', 'No', GWY, 'Customers do not get a root shell'),
 ('5', 'Network', 'Can the appliance operate behind an outbound HTTP proxy?', 'Yes', GWY, 'The appliance can run behind an outbound HTTP proxy.'),
 ('6', 'Network', 'If remote vendor support is required, is the session initiated from our side and closed automatically after a fixed period?', 'Yes', GWY, 'the tunnel is disabled by default, must be started by the customer, and closes automatically after 24 hours'),
 ('7', 'Network', 'Does the appliance synchronise its clock using authenticated time sources (e.g., NTS or NTP with symmetric keys)?', *T),
 ('8', 'Access Control', 'Does the administrative console support SAML 2.0 single sign-on?', 'No', GWY, 'SAML single sign-on is not supported for the admin console.'),
 ('9', 'Access Control', 'Can administrators authenticate against our Active Directory via LDAP?', 'Yes', GWY, 'The admin console supports local accounts and LDAP or Active Directory authentication.'),
 ('10', 'Access Control', 'Is multi-factor authentication available for local administrator accounts? If so, is it enforced by default?', 'No', GWY, 'MFA is available but not enforced by default'),
 ('11', 'Access Control', 'Are inactive administrative sessions terminated after 15 minutes or less?', 'Yes', GWY, 'Console sessions time out after 15 minutes of inactivity.'),
 ('12', 'Access Control', 'Are accounts locked after repeated failed login attempts?', 'Yes', GWY, 'After five failed logins an account is locked for 15 minutes.'),
 ('13', 'Cryptography', 'Is email held on the appliance (for example in the mail queue) encrypted at rest?', 'Yes', GWY, 'Messages are written to an encrypted queue (AES-256-GCM) while they are waiting to be forwarded.'),
 ('14', 'Cryptography', 'Does the software use a FIPS 140-2 or FIPS 140-3 validated cryptographic module?', 'No', GWY, 'The appliance does not use a FIPS 140-2 or FIPS 140-3 validated module, and there is no FIPS mode.'),
 ('15', 'Cryptography', 'Are TLS 1.2 and TLS 1.3 supported for SMTP connections?', 'Yes', GWY, 'STARTTLS is offered on inbound SMTP, and TLS 1.2 and 1.3 are supported.'),
 ('16', 'Cryptography', 'Can the appliance be configured to require TLS for all inbound SMTP connections?', 'Yes', GWY, 'Administrators can require TLS for inbound connections and upload their own certificates.'),
 ('17', 'Cryptography', 'Does the appliance support DANE (RFC 7672) for outbound SMTP?', *T),
 ('18', 'Mail Security', 'Are attachments scanned for malware on the appliance before being forwarded?', 'Yes', GWY, 'attachments are scanned with the bundled ClamAV engine'),
 ('19', 'Mail Security', 'Are executable attachments blocked by default?', 'Yes', GWY, 'executables are blocked by default'),
 ('20', 'Mail Security', 'Does the appliance provide sandbox detonation of suspicious attachments?', 'No', GWY, 'detonation of attachments in a sandbox is not provided.'),
 ('21', 'Logging', 'Can logs be forwarded to our SIEM using syslog over TLS (RFC 5424)?', 'Yes', GWY, 'Logs can be forwarded to a SIEM by syslog over TLS (RFC 5424) or in CEF format.'),
 ('22', 'Logging', 'Is SNMP v2c supported for monitoring the appliance?', 'No', GWY, 'SNMP v1 and v2c are not supported.'),
 ('23', 'Logging', 'Does the appliance send any data to the vendor? If so, is usage telemetry disabled unless we opt in?', 'Yes', GWY, 'Usage telemetry is opt-in and disabled by default'),
 ('24', 'Patching', 'Are software updates digitally signed and verified by the appliance before installation?', 'Yes', GWY, 'Updates are signed with Ed25519 and the appliance refuses an update whose signature doesn\'t verify.'),
 ('25', 'Patching', 'Are updates installed automatically by default?', 'No', GWY, 'Automatic updates can be scheduled in a maintenance window, but they are off by default'),
 ('26', 'Patching', 'Will the vendor apply security patches to our appliances on our behalf?', 'No', SDL, 'Applying updates to appliances is the customer\'s responsibility: Hearthline cannot patch a customer\'s appliance.'),
 ('27', 'Patching', 'Are fixes for critical vulnerabilities released within 7 days?', 'Yes', GWY, 'hotfixes for critical vulnerabilities within 7 days'),
 ('28', 'Patching', 'Is a software bill of materials (SBOM) provided with each release?', 'Yes', GWY, 'An SBOM is published with every release.'),
 ('29', 'Resilience', 'Can two appliances be deployed as a high-availability pair with automatic failover?', 'Yes', GWY, 'Two appliances can run as an active-passive pair sharing a virtual IP address; failover happens within about 30 seconds.'),
 ('30', 'Resilience', 'Is active-active clustering supported?', 'No', GWY, 'Active-active clustering is not supported.'),
 ('31', 'Resilience', 'Can the appliance configuration be exported as an encrypted backup?', 'Yes', GWY, 'Configuration can be exported as an encrypted backup file.'),
 ('32', 'Resilience', 'Does the vendor define and guarantee RTO and RPO targets for the appliance?', 'No', BCP, 'Hearthline does not set or guarantee RTO or RPO for Mail Gateway appliances.'),
 ('33', 'Assurance', 'Is the software within the scope of the vendor\'s SOC 2 report?', 'No', GWY, 'the appliance is not in the scope of our SOC 2 report or our ISO/IEC 27001 certificate'),
 ('34', 'Assurance', 'Is the appliance independently penetration tested at least annually?', 'No', GWY, 'An independent penetration test of the appliance is carried out every two years.'),
 ('35', 'Assurance', 'Has the software been evaluated under Common Criteria (ISO/IEC 15408)?', *T),
 ('36', 'Assurance', 'Is source code escrow available under an Enterprise licence?', 'Yes', GWY, 'Source code escrow is available with Enterprise licences.'),
 ('37', 'Support', 'With an Enterprise licence, is 24x7 support provided for severity-1 issues?', 'Yes', GWY, 'Enterprise licences include 24×7 support for severity-1 issues'),
])

# Q4: a bank's SIG Lite extract for the SaaS help desk
QD = dict(file='osterhaven-bank-sig-lite-hearthline-cloud.xlsx', product='Hearthline Cloud', shape='xlsx-yn', rows=[
 ('A.1', 'Risk Assessment and Treatment', 'Is there a formal risk management program in which risks rated high can only be accepted by a governance body rather than by an individual manager?', 'Yes', ISP, 'Risks rated "high" cannot be accepted by an individual manager.'),
 ('A.2', 'Risk Assessment and Treatment', 'Is an internal audit of the information security program performed at least annually by a party independent of the controls being audited?', 'Yes', ISP, 'An internal audit of the ISMS is carried out every year by an independent consultant who does not otherwise work on our controls.'),
 ('A.3', 'Risk Assessment and Treatment', 'Has your organization been subject to any regulatory enforcement action or fine related to data protection in the last five years?', *T),
 ('B.1', 'Security Policy', 'Has the information security policy been approved by executive management, and do employees acknowledge it at least annually?', 'Yes', ISP, 'employees acknowledge the Information Security Policy and the Acceptable Use Policy when they join and every year after that'),
 ('C.1', 'Organizational Security', 'Is there a named individual with overall responsibility for information security who reports to executive management?', 'Yes', ISP, 'The CISO reports to the Chief Executive Officer'),
 ('C.2', 'Organizational Security', 'Are your annual financial statements audited by an independent accounting firm?', *T),
 ('D.1', 'Asset and Information Management', 'Is an inventory of IT assets maintained and reconciled at least monthly?', 'Yes', ISP, 'reconciled monthly against our device management and cloud inventory tools'),
 ('E.1', 'Human Resources Security', 'Are background checks repeated periodically (for example every three years) for all employees?', 'No', PPL, 'Background checks are not repeated periodically during employment'),
 ('E.2', 'Human Resources Security', 'Is all system access of departing employees revoked within 24 hours of their last working day?', 'Yes', ACS, 'their Okta account is disabled within 24 hours of their last working day'),
 ('E.3', 'Human Resources Security', 'Do all employees and contractors sign a confidentiality agreement before starting work?', 'Yes', PPL, 'Every employee and contractor signs a confidentiality agreement as part of their contract before they start.'),
 ('E.4', 'Human Resources Security', 'Are phishing simulation exercises conducted at least quarterly?', 'Yes', PPL, 'The security team runs phishing simulations every quarter.'),
 ('E.5', 'Human Resources Security', 'Are employees in sensitive roles required to take a minimum of five consecutive days of leave each year?', *T),
 ('E.6', 'Human Resources Security', 'Are employees and contractors screened against OFAC and other government sanctions lists?', *T),
 ('F.1', 'Physical and Environmental Security', 'Is bank data stored or processed on systems located in your office premises?', 'No', ISP, 'no production systems or Customer Data are stored in the offices'),
 ('G.1', 'Operations Management', 'Are development, test and production environments separated, and is production client data prohibited from use in non-production environments?', 'Yes', SDL, 'Production Customer Data is never copied to development or staging; test data is synthetic.'),
 ('G.2', 'Operations Management', 'Are all production changes deployed through an automated CI/CD pipeline, with emergency changes reviewed after the fact?', 'Yes', SDL, 'any emergency change is reviewed after the fact within two business days'),
 ('G.3', 'Operations Management', 'Will you provide a software bill of materials (SBOM) for the hosted service?', 'No', SDL, 'We do not publish an SBOM for Hearthline Cloud'),
 ('H.1', 'Access Control', 'Is multi-factor authentication required for all workforce accounts, including access to production systems?', 'Yes', ACS, 'Multi-factor authentication is required for every workforce account, with no exceptions.'),
 ('H.2', 'Access Control', 'Are SMS or voice one-time codes accepted as a second factor for workforce accounts?', 'No', ACS, 'SMS and voice codes are not accepted as a second factor.'),
 ('H.3', 'Access Control', 'Are workforce passwords required to be changed at least every 90 days?', 'No', ACS, 'We don\'t force periodic password changes unless compromise is suspected.'),
 ('H.4', 'Access Control', 'Can the bank restrict access to the agent console to specific IP address ranges? If so, is this available on the Business plan?', 'No', CLD, 'IP allowlisting | No | No | No | Yes'),
 ('I.1', 'Application Security', 'Is an independent penetration test of the application and API performed at least annually?', 'Yes', SDL, 'Hearthline Cloud (web app, API, chat widget, help center) | Annually | November 2024 | Yes, under NDA'),
 ('I.2', 'Application Security', 'Will you provide the full penetration test report, including all findings, to the bank?', 'No', SDL, 'We share an executive summary and a letter of attestation; full reports are not shared.'),
 ('I.3', 'Application Security', 'Is the bank permitted to perform its own penetration testing of the service, including denial-of-service testing?', 'No', SDL, 'Denial-of-service testing, social engineering of our staff and testing of other customers\' workspaces are not allowed.'),
 ('J.1', 'Incident Event and Communications Management', 'Is there a documented incident response plan, and is it tested at least annually?', 'Yes', IRP, 'The plan is exercised at least once a year through a tabletop exercise'),
 ('J.2', 'Incident Event and Communications Management', 'Are security logs retained for a minimum of 12 months and protected from modification?', 'Yes', IRP, 'Security logs are retained for 13 months and are write-protected'),
 ('J.3', 'Incident Event and Communications Management', 'Do you maintain a retainer with an external incident response or forensics firm?', 'Yes', IRP, 'Hearthline keeps a retainer with an external digital forensics and incident response firm'),
 ('K.1', 'Business Resiliency', 'Is a contractual service availability (uptime) commitment offered for the service?', 'Yes', BCP, 'Hearthline Cloud offers a contractual uptime commitment on the Business plan (99.9% per calendar month) and the Enterprise plan (99.95%).'),
 ('K.2', 'Business Resiliency', 'Does that commitment apply to all subscription tiers, including entry-level plans?', 'No', BCP, 'The Starter and Growth plans have no uptime SLA.'),
 ('K.3', 'Business Resiliency', 'Is a regional failover or disaster recovery test performed at least annually?', 'Yes', BCP, 'A regional failover exercise for Hearthline Cloud is carried out at least once a year.'),
 ('K.4', 'Business Resiliency', 'Are backups held in a separate account with restricted deletion rights to protect them against ransomware?', 'Yes', BCP, 'Backup copies are held in a separate AWS account with restricted deletion rights'),
 ('L.1', 'Compliance', 'Is your organization a PCI DSS validated service provider?', 'No', ISP, 'Hearthline is not a PCI DSS validated service provider'),
 ('M.1', 'End User Device Security', 'Are company laptops protected with full-disk encryption and endpoint detection and response (EDR) software?', 'Yes', ISP, 'have full-disk encryption enforced, run endpoint detection and response (EDR) software'),
 ('N.1', 'Network Security', 'Is a web application firewall and DDoS mitigation service deployed in front of all internet-facing components?', 'Yes', CLD, 'All public traffic passes through Cloudflare, which provides the CDN, the web application firewall and DDoS protection.'),
 ('P.1', 'Privacy', 'Is your organization self-certified under the EU-U.S. Data Privacy Framework?', 'No', PRV, 'Hearthline is not currently self-certified under the EU-U.S. Data Privacy Framework.'),
 ('P.2', 'Privacy', 'Does your data processing agreement incorporate the EU Standard Contractual Clauses (2021 version)?', 'Yes', PRV, 'It incorporates the EU Standard Contractual Clauses (2021 version, module two and module three)'),
 ('T.1', 'Threat Management', 'Do you use more than one cloud infrastructure provider to reduce concentration risk?', 'No', SUP, 'we accept this concentration risk and mitigate it through multi-region design rather than a second cloud provider'),
 ('V.1', 'Cloud Hosting', 'Is client data logically segregated from other tenants using controls enforced at the database layer (e.g., row-level security)?', 'Yes', CLD, 'PostgreSQL row-level security policies enforce that a request can only read the rows of its own workspace'),
])

ALL = [QA, QB, QC, QD]

if __name__ == '__main__':
    import json, os, collections
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.makedirs(root + '/keys', exist_ok=True)
    tot = collections.Counter()
    for q in ALL:
        key = [dict(ref=r[0], section=r[1], question=r[2], expected=r[3], document=r[4], evidence=r[5]) for r in q['rows']]
        json.dump(dict(file=q['file'], product=q['product'], shape=q['shape'], questions=key), open(root + '/keys/' + q['file'] + '.key.json', 'w'), indent=1, ensure_ascii=False)
        c = collections.Counter(r[3] for r in q['rows']); tot.update(c)
        print(q['file'], len(q['rows']), dict(c))
    print('total', sum(tot.values()), dict(tot), 'No share of non-trap: %.0f%%' % (100 * tot['No'] / (tot['Yes'] + tot['No'])))
