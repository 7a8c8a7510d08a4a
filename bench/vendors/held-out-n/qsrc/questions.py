# Questionnaires and answer keys. Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (not in the documents: must be flagged)
ISP='information-security-policy.md'; IAM='identity-and-access-management-standard.docx'; CRY='cryptography-and-key-management-standard.md'
BCP='business-continuity-and-disaster-recovery-plan.pdf'; IRP='security-incident-management-procedure.txt'; SUP='supplier-assurance-and-subprocessor-register.md'
PPL='personnel-security-and-awareness-policy.docx'; SEL='secure-engineering-lifecycle-standard.md'; RET='data-retention-and-disposal-schedule.txt'
PRV='customer-privacy-and-data-protection-statement.md'; FPO='fleet-portal-security-and-service-overview.md'; T4W='t4-hardware-and-firmware-security-white-paper.pdf'; INS='insight-security-faq.docx'
T=('TRAP', None, 'not stated in any document')

PORTAL = 'Wrenfield Fleet Portal'; INSIGHT = 'Wrenfield Insight'; T4 = 'Wrenfield T4 Vehicle Unit'

# ---------------------------------------------------------------- QA: logistics customer, CAIQ v4 Lite style, Fleet Portal
QA = dict(file='hallam-pryce-caiq-lite-fleet-portal.xlsx', product=PORTAL, shape='xlsx-dropdown', rows=[
 ('A&A-02.1', 'Audit & Assurance', 'Is the service covered by an independent SOC 2 Type II attestation report?', 'Yes', FPO, 'of our SOC 2 Type II report covering the Security and Availability criteria'),
 ('A&A-02.2', 'Audit & Assurance', 'Does the scope of that SOC 2 report include the Confidentiality trust services criterion?', 'No', ISP, 'The Confidentiality, Processing Integrity and Privacy criteria are not included in any of our SOC 2 reports.'),
 ('A&A-02.3', 'Audit & Assurance', 'Is your organisation certified to ISO/IEC 27001 with a certificate scope that includes the cloud service being assessed?', 'Yes', FPO, 'The Portal is within the scope of our ISO/IEC 27001:2022 certificate'),
 ('A&A-04.1', 'Audit & Assurance', 'Are independent penetration tests of the service conducted at least annually?', 'Yes', SEL, 'Independent penetration tests are commissioned at least annually from a CREST-accredited testing provider.'),
 ('A&A-04.2', 'Audit & Assurance', 'If so, will you provide customers with the full penetration test report?', 'No', SEL, 'full penetration test reports are not shared with customers'),
 ('AIS-02.1', 'Application & Interface Security', 'Is a documented secure development lifecycle followed, including threat modelling of new features and externally reachable interfaces?', 'Yes', SEL, 'shall be subject to a threat model, prepared by the engineering team and reviewed by the Security team before implementation begins'),
 ('AIS-03.1', 'Application & Interface Security', 'Is the application measured against a recognised application security verification standard (e.g. OWASP ASVS)?', 'Yes', SEL, 'Our target for the Fleet Portal is conformance with OWASP ASVS version 4.0.3 at Level 2'),
 ('AIS-05.1', 'Application & Interface Security', 'Is production customer data used in development or test environments?', 'No', SEL, 'Production customer data is never copied to development or test environments'),
 ('BCR-08.1', 'Business Continuity Management & Operational Resilience', 'Is the business continuity and disaster recovery plan tested at least annually?', 'Yes', BCP, 'The Plan is tested at least annually.'),
 ('BCR-06.1', 'Business Continuity Management & Operational Resilience', 'Is the recovery point objective (RPO) for the service 15 minutes or less?', 'Yes', BCP, 'Fleet Portal (web application and API) | 4 hours | 15 minutes'),
 ('BCR-06.2', 'Business Continuity Management & Operational Resilience', 'Is the recovery time objective (RTO) for the service 4 hours or less?', 'Yes', BCP, 'Fleet Portal (web application and API) | 4 hours | 15 minutes'),
 ('BCR-08.2', 'Business Continuity Management & Operational Resilience', 'Are backups of customer data copied to a geographically separate region?', 'Yes', BCP, 'a daily snapshot is copied to the Ireland Region'),
 ('CEK-03.1', 'Cryptography, Encryption & Key Management', 'Is customer data encrypted at rest using AES-256 or a stronger algorithm?', 'Yes', CRY, 'is encrypted at rest using AES-256, with keys managed by AWS Key Management Service (KMS)'),
 ('CEK-04.1', 'Cryptography, Encryption & Key Management', 'Can customers supply and manage their own encryption keys (BYOK) for data stored in the service?', 'No', CRY, 'Customer-managed encryption keys are not offered for the Fleet Portal'),
 ('CEK-12.1', 'Cryptography, Encryption & Key Management', 'Are encryption keys for production data rotated at least annually?', 'Yes', CRY, 'KMS keys for production data are rotated automatically every year'),
 ('CEK-03.2', 'Cryptography, Encryption & Key Management', 'Are TLS 1.0 and TLS 1.1 disabled on all internet-facing endpoints?', 'Yes', CRY, 'TLS 1.0 and TLS 1.1 are disabled on every public endpoint'),
 ('DSP-19.1', 'Data Security & Privacy Lifecycle Management', 'Is customer data hosted in the United Kingdom by default?', 'Yes', PRV, 'Customer fleet data is hosted in the United Kingdom by default.'),
 ('DSP-16.1', 'Data Security & Privacy Lifecycle Management', 'Is all customer data deleted from production systems within 90 days of contract termination?', 'Yes', RET, 'all customer data in production systems is deleted within 90 days of the end of the contract'),
 ('DSP-05.1', 'Data Security & Privacy Lifecycle Management', 'Do you use one customer\'s data to train machine learning or AI models that serve other customers?', 'No', PRV, "We do not use one customer's data to train machine learning models which are used to provide services to another customer"),
 ('DSP-14.1', 'Data Security & Privacy Lifecycle Management', 'Are customers given at least 30 days\' advance notice before a new sub-processor begins processing their personal data?', 'Yes', SUP, "We will give customers at least 30 days' notice before a new sub-processor begins processing customer personal data"),
 ('GRC-05.1', 'Governance, Risk & Compliance', 'Are information security policies reviewed at least annually and approved by the board or senior management?', 'Yes', ISP, 'shall be reviewed at least annually'),
 ('GRC-06.1', 'Governance, Risk & Compliance', 'Is a named individual accountable for the information security programme, reporting to executive leadership?', 'Yes', ISP, 'reports directly to the Chief Executive Officer and is responsible for the ISMS'),
 ('HRS-01.1', 'Human Resources', 'Are criminal record checks performed on all employees prior to employment?', 'No', PPL, 'Basic DBS criminal record check | No | Yes | Yes'),
 ('HRS-11.1', 'Human Resources', 'Is security awareness training provided to all personnel on joining and at least annually thereafter?', 'Yes', PPL, 'must be completed within the first 14 days of employment, before access to customer data is granted, and annually thereafter'),
 ('IAM-16.1', 'Identity & Access Management', 'Is SAML 2.0 single sign-on available on all subscription plans?', 'No', FPO, 'SAML 2.0 single sign-on | Not available | Yes | Yes'),
 ('IAM-16.2', 'Identity & Access Management', 'Is OpenID Connect supported as a protocol for customer single sign-on?', 'No', FPO, 'OpenID Connect is not currently supported for customer single sign-on'),
 ('IAM-14.1', 'Identity & Access Management', 'Can customer administrators enforce multi-factor authentication for all of their users?', 'Yes', FPO, 'Multi-factor authentication (TOTP authenticator apps) | Yes, can be enforced'),
 ('IAM-14.2', 'Identity & Access Management', 'Is SMS supported as a second authentication factor?', 'No', FPO, "SMS one-time codes aren't supported on any plan"),
 ('IAM-04.1', 'Identity & Access Management', 'Is automated user provisioning via SCIM available on the Enterprise plan?', 'Yes', FPO, 'SCIM 2.0 user provisioning | Not available | Not available | Yes'),
 ('IAM-09.1', 'Identity & Access Management', 'Does access by your support staff to a customer tenant require the customer\'s approval, and is every such access recorded?', 'Yes', IAM, "the customer's administrator must grant time-limited support access from within the Portal"),
 ('IPY-04.1', 'Interoperability & Portability', 'Can customers export their data at any time in a structured, machine-readable format?', 'Yes', FPO, 'as CSV files from the Portal or as JSON through the API'),
 ('IVS-06.1', 'Infrastructure & Virtualization Security', 'Is a dedicated single-tenant deployment of the service available?', 'No', FPO, 'A dedicated single-tenant deployment of the Portal is not offered, on any plan.'),
 ('IVS-06.2', 'Infrastructure & Virtualization Security', 'Is customer data logically segregated between tenants, and is that segregation verified by testing?', 'Yes', FPO, 'the isolation is verified by automated tests in every build and in the annual penetration test'),
 ('LOG-07.1', 'Logging & Monitoring', 'On the Enterprise plan, can audit logs be retrieved through an API for ingestion into the customer\'s SIEM?', 'Yes', FPO, "On the Enterprise plan the audit log can also be retrieved through the API for ingestion into a customer's own SIEM"),
 ('LOG-02.1', 'Logging & Monitoring', 'Are security event logs retained for at least 12 months and protected against modification or deletion?', 'Yes', RET, '13 months, held in write-once storage with object lock'),
 ('SEF-08.1', 'Security Incident Management', 'Will you notify affected customers of a personal data breach within 24 hours of becoming aware of it?', 'No', IRP, 'in any event within 48 hours of becoming aware of the breach'),
 ('TVM-08.1', 'Threat & Vulnerability Management', 'Do you operate a paid bug bounty programme?', 'No', IRP, 'We do not operate a paid bug bounty programme.'),
 ('IVS-09.1', 'Infrastructure & Virtualization Security', 'Is a web application firewall (WAF) deployed in front of the service?', *T),
 ('DSP-17.1', 'Data Security & Privacy Lifecycle Management', 'Is data loss prevention (DLP) software deployed on employee endpoints to detect the exfiltration of customer data?', *T),
 ('STA-01.1', 'Supply Chain Management, Transparency & Accountability', 'Has the service achieved CSA STAR Level 2 certification?', *T),
 ('STA-09.1', 'Supply Chain Management, Transparency & Accountability', 'Is the service source code held in escrow with an independent escrow agent for the benefit of customers?', *T),
])

# ---------------------------------------------------------------- QB: university, HECVAT Lite style, Insight
QB = dict(file='northmoor-hecvat-lite-insight.xlsx', product=INSIGHT, shape='xlsx-numbered', rows=[
 ('COMP-01', 'Company', 'Do you have a dedicated information security officer or function responsible for your security programme?', 'Yes', ISP, 'is responsible for the ISMS, the security programme and the reporting of security risk to the Board'),
 ('COMP-02', 'Company', 'Does your organisation hold Cyber Essentials Plus certification?', 'Yes', ISP, 'Wrenfield holds Cyber Essentials Plus certification, renewed annually'),
 ('DOCU-01', 'Documentation', 'Has the service undergone a SOC 2 Type II examination?', 'No', INS, 'it is not yet covered by a SOC 2 Type II report'),
 ('DOCU-02', 'Documentation', 'If not, is a SOC 2 Type I report available for the service?', 'Yes', INS, 'It is covered by a SOC 2 Type I report as at 31 March 2025'),
 ('DOCU-03', 'Documentation', 'Is the service within the scope of your ISO/IEC 27001 certification?', 'Yes', INS, 'Insight is within the scope of our ISO/IEC 27001:2022 certificate.'),
 ('DOCU-04', 'Documentation', 'Does the analytics workspace conform to WCAG 2.1 Level AA, and can you provide an accessibility statement?', *T),
 ('APPL-01', 'Application/Service Security', 'Is the service available to institutions subscribed to the Essentials plan of the Fleet Portal?', 'No', INS, 'it is not available for Essentials customers'),
 ('APPL-02', 'Application/Service Security', 'Is the service penetration tested by an independent third party at least annually?', 'Yes', INS, 'Insight has been included in the scope of the annual penetration test since 2025.'),
 ('APPL-03', 'Application/Service Security', 'Is the institution permitted to conduct its own penetration testing of the service?', 'No', INS, 'Customer penetration testing of Insight is not permitted'),
 ('APPL-04', 'Application/Service Security', 'Can the service deliver data into Azure Synapse Analytics?', 'No', INS, 'Microsoft Fabric and Azure Synapse are not supported.'),
 ('APPL-05', 'Application/Service Security', 'Is delivery of data into Google BigQuery supported?', 'Yes', INS, 'Google BigQuery, through a service account granted by the customer to Wrenfield'),
 ('APPL-06', 'Application/Service Security', 'Where a scheduled data delivery fails, is it retried automatically and is the institution notified?', 'Yes', INS, "it is retried automatically for up to six hours and the customer's administrator is notified by email"),
 ('APPL-07', 'Application/Service Security', 'Does the service support IPv6 connectivity for the analytics workspace and delivery endpoints?', *T),
 ('AAAI-01', 'Authentication, Authorization, and Account Management', 'On the Business plan, does the analytics workspace support SAML single sign-on with the institution\'s identity provider (e.g. Shibboleth via the UK Access Management Federation)?', 'No', INS, 'SAML single sign-on for the Insight workspace is only offered on the Enterprise plan'),
 ('AAAI-02', 'Authentication, Authorization, and Account Management', 'Can multi-factor authentication be enforced for all workspace users?', 'Yes', INS, 'Multi-factor authentication is available and enforceable on all Insight subscriptions.'),
 ('AAAI-03', 'Authentication, Authorization, and Account Management', 'Is automated provisioning and de-provisioning of users (e.g. SCIM) supported?', 'No', INS, "SCIM provisioning isn't supported for the Insight workspace on any plan"),
 ('AAAI-04', 'Authentication, Authorization, and Account Management', 'Does the workspace support role-based access control?', 'Yes', INS, 'Insight provides two roles, Analyst and Workspace Administrator'),
 ('AAAI-05', 'Authentication, Authorization, and Account Management', 'Can access to data within the workspace be restricted at row level, for example by depot or vehicle group?', 'No', INS, 'Row-level restrictions by depot or vehicle group are not supported in the workspace'),
 ('AAAI-06', 'Authentication, Authorization, and Account Management', 'Is the workspace session idle timeout configurable by the institution?', *T),
 ('AAAI-07', 'Authentication, Authorization, and Account Management', 'Do any of your staff have standing administrative access to the environment in which institutional data is staged?', 'Yes', INS, 'Two members of the data platform team have standing administrative access to the Snowflake account for operational purposes'),
 ('AAAI-08', 'Authentication, Authorization, and Account Management', 'If so, is that access reviewed at least quarterly and are their queries logged?', 'Yes', INS, 'their access is reviewed quarterly and every query they run is logged'),
 ('DATA-01', 'Data', 'Is institutional data staged in a database dedicated to the institution and separate from other customers\' data?', 'Yes', INS, "Each customer's staged data is held in a dedicated Snowflake database with its own role"),
 ('DATA-02', 'Data', 'Can the institution use its own encryption key for data delivered to Amazon S3?', 'Yes', INS, 'customers may specify their own AWS KMS key, which Wrenfield uses to encrypt delivered files'),
 ('DATA-03', 'Data', 'Are customer-managed encryption keys supported for deliveries into BigQuery?', 'No', INS, 'customer-managed keys are not available for BigQuery or Snowflake deliveries'),
 ('DATA-04', 'Data', 'Are driver identifiers pseudonymised by default in the data delivered to the institution?', 'Yes', INS, 'Driver identifiers are pseudonymised by default in delivered data'),
 ('DATA-05', 'Data', 'Is staged institutional data retained for no longer than 13 months?', 'Yes', INS, "Staged data in Wrenfield's Snowflake account | Rolling 13 months"),
 ('DATA-06', 'Data', 'Can the service be hosted in the European Union?', 'No', INS, 'Insight is not available in the EU region'),
 ('DATA-07', 'Data', 'Does the service use generative AI or large language models to process institutional data?', 'No', INS, 'Insight does not use large language models or generative AI features'),
 ('DATA-08', 'Data', 'Are any machine learning models used by the service trained only on the institution\'s own data?', 'Yes', INS, "trained separately for each customer on that customer's own data"),
 ('DRPL-01', 'Disaster Recovery Plan', 'Is the service deployed with a warm standby in a second geographic region?', 'No', BCP, 'Wrenfield Insight runs in the London Region only and does not have a warm standby in a second region.'),
 ('DRPL-02', 'Disaster Recovery Plan', 'Is the recovery time objective for the service 24 hours or less?', 'Yes', BCP, 'Wrenfield Insight | 24 hours | 24 hours'),
 ('DRPL-03', 'Disaster Recovery Plan', 'Is the service covered by a contractual availability SLA with service credits?', 'No', INS, 'Insight is not covered by the availability commitments in our Service Level Agreement'),
 ('DRPL-04', 'Disaster Recovery Plan', 'Are restores from backup tested at least annually?', 'Yes', BCP, 'at least annually for Wrenfield Insight'),
 ('HFIH-01', 'Incident Handling', 'Do you have a documented incident response plan, and is it tested at least annually?', 'Yes', IRP, 'This Procedure is tested at least annually through a tabletop exercise'),
])

# ---------------------------------------------------------------- QC: bank, SIG Lite style, Fleet Portal
QC = dict(file='carrow-bank-sig-lite-fleet-portal.xlsx', product=PORTAL, shape='xlsx-yn', rows=[
 ('A.1', 'Enterprise Risk Management', 'Is a formal information security risk assessment performed at least annually?', 'Yes', ISP, 'A formal risk assessment covering all in-scope products and supporting processes is carried out at least annually'),
 ('B.1', 'Security Policy', 'Is there an information security policy that has been approved by the board of directors?', 'Yes', ISP, 'each revision shall be approved by the Board before publication'),
 ('B.2', 'Security Policy', 'Is there a documented process for exceptions to security policy, with each exception reviewed at least every six months?', 'Yes', ISP, 'reviewed no less than every six months'),
 ('C.1', 'Organizational Security', 'Does the organisation maintain cyber liability insurance?', 'Yes', ISP, 'Wrenfield maintains cyber liability insurance with a limit of indemnity of £5 million'),
 ('C.2', 'Organizational Security', 'If so, is the limit of indemnity at least GBP 10 million?', 'No', ISP, 'Wrenfield maintains cyber liability insurance with a limit of indemnity of £5 million'),
 ('D.1', 'Asset and Information Management', 'Is the use of removable storage media, such as USB memory sticks, permitted on company laptops?', 'No', ISP, 'The use of removable storage media (such as USB memory sticks) is blocked by technical policy on all company laptops.'),
 ('E.1', 'Human Resources Security', 'Do employment contracts include confidentiality obligations which continue after termination?', 'Yes', PPL, 'contains confidentiality obligations that continue after the end of the employment or engagement'),
 ('E.2', 'Human Resources Security', 'Are all employees subject to periodic re-screening after hire?', 'No', PPL, 'Re-screening | No | Every three years | Every three years'),
 ('E.3', 'Human Resources Security', 'Are phishing simulation exercises conducted for all staff at least quarterly?', 'Yes', PPL, 'Phishing simulation exercises are run for all staff at least quarterly'),
 ('F.1', 'Physical and Environmental Security', 'Does the supplier own or operate its own data centre(s) for hosting the service?', 'No', ISP, 'Wrenfield does not own or operate its own data centres'),
 ('G.1', 'IT Operations Management', 'Are changes to production deployed only through an automated CI/CD pipeline?', 'Yes', SEL, 'production deployments are performed only by the CI/CD pipeline'),
 ('G.2', 'IT Operations Management', 'Are critical-severity vulnerabilities remediated within 14 days of a fix becoming available?', 'Yes', SEL, 'critical, 7 days'),
 ('G.3', 'IT Operations Management', 'Are operational application logs retained for a minimum of 90 days?', 'No', RET, 'Operational application logs: 30 days in our monitoring platform.'),
 ('H.1', 'Access Control', 'Is multi-factor authentication required for all workforce access to the production environment?', 'Yes', IAM, 'Access to production environments, source code repositories and the firmware signing service requires a phishing-resistant FIDO2 hardware security key'),
 ('H.2', 'Access Control', 'Do any administrators hold standing (permanent) privileged access to production systems?', 'No', IAM, 'Standing administrative access to production is not granted to any individual.'),
 ('H.3', 'Access Control', 'Is all access for leavers revoked within 24 hours of termination?', 'Yes', IAM, 'all other access is removed within 24 hours'),
 ('H.4', 'Access Control', 'Are user access rights to production systems reviewed at least quarterly?', 'Yes', IAM, 'Production environments | Fleet Portal and Insight AWS accounts, databases, Snowflake | Quarterly'),
 ('H.5', 'Access Control', 'Are access rights to corporate applications (email, HR, finance) also reviewed at least quarterly?', 'No', IAM, 'Corporate applications | Email, HR, finance, CRM | Every six months'),
 ('H.6', 'Access Control', 'Are privileged sessions on production hosts recorded?', 'Yes', IAM, 'are recorded in full and are retained as security logs'),
 ('I.1', 'Application Security', 'Is static application security testing (SAST) performed on code changes before they are merged?', 'Yes', SEL, 'static application security testing (Semgrep'),
 ('I.2', 'Application Security', 'Are static API keys supported for authenticating to the API?', 'No', FPO, 'Static API keys are no longer issued'),
 ('I.3', 'Application Security', 'Are webhooks sent by the service signed so that the recipient can verify their origin?', 'Yes', FPO, 'webhooks sent by the Portal are signed with HMAC-SHA256'),
 ('J.1', 'Cybersecurity Incident Management', 'Is there a capability to respond to security incidents 24x7x365?', 'Yes', IRP, 'provides cover 24 hours a day, 7 days a week, 365 days a year'),
 ('J.2', 'Cybersecurity Incident Management', 'Does the supplier operate its own Security Operations Centre (SOC)?', 'No', IRP, 'Wrenfield does not operate its own security operations centre'),
 ('J.3', 'Cybersecurity Incident Management', 'Will the bank be notified of a personal data breach affecting its data within 72 hours?', 'Yes', IRP, 'in any event within 48 hours of becoming aware of the breach'),
 ('J.4', 'Cybersecurity Incident Management', 'Is an external digital forensics and incident response firm retained?', 'Yes', IRP, 'Wrenfield retains an external incident response and digital forensics firm under a standing retainer'),
 ('K.1', 'Business Resiliency', 'Is there a secondary region capable of running the service if the primary region is lost?', 'Yes', BCP, "forms a warm standby capable of taking the Portal's production traffic if the London Region as a whole is lost"),
 ('K.2', 'Business Resiliency', 'Is the contractual monthly availability commitment at least 99.9% on the Business plan?', 'Yes', FPO, 'we commit to monthly availability of 99.9% on the Business plan'),
 ('K.3', 'Business Resiliency', 'Is 24x7 telephone support for critical issues available on the Business plan?', 'No', FPO, '24x7 telephone support for Severity 1 issues is available only on the Enterprise plan'),
 ('K.4', 'Business Resiliency', 'Is the business continuity programme aligned with a recognised standard such as ISO 22301?', 'Yes', BCP, 'The business continuity programme is aligned with ISO 22301'),
 ('L.1', 'Compliance', 'Does the supplier permit the bank, or its regulator, to conduct an on-site audit?', 'Yes', SUP, 'by an on-site or remote audit on reasonable notice of at least 30 days'),
 ('L.2', 'Compliance', 'Can the bank audit the supplier\'s sub-processors directly?', 'No', SUP, 'We do not permit customers to audit our sub-processors directly'),
 ('L.3', 'Compliance', 'Are the supplier\'s financial statements audited annually by an independent external auditor?', *T),
 ('E.4', 'Human Resources Security', 'Are staff in sensitive roles required to take a mandatory period of at least two consecutive weeks\' leave each year?', *T),
 ('N.1', 'Network Security', 'Is network traffic to the production environment monitored by an intrusion detection or prevention system (IDS/IPS)?', *T),
 ('G.4', 'IT Operations Management', 'Is there a formal capacity management process, with capacity reviewed at least quarterly, for the production environment?', *T),
])

# ---------------------------------------------------------------- QD: NHS trust, device security form, T4
QD = dict(file='eastmere-nhs-device-security-t4.docx', product=T4, shape='docx-boxes', rows=[
 ('1.1', 'Firmware', 'Does the device enforce secure boot so that only firmware signed by the manufacturer can run?', 'Yes', T4W, 'a unit will not execute firmware that has not been signed by Wrenfield'),
 ('1.2', 'Firmware', 'Are firmware updates delivered over the air and cryptographically verified by the device before installation?', 'Yes', T4W, 'Firmware updates are delivered over the air through the same authenticated channel and are verified by the unit before installation'),
 ('1.3', 'Firmware', 'Is the installation of an older, vulnerable firmware version (downgrade) prevented?', 'Yes', T4W, 'An anti-rollback counter held in one-time-programmable memory prevents the installation of an older firmware version'),
 ('1.4', 'Firmware', 'Can the Trust opt out of security firmware updates for its devices?', 'No', T4W, 'customers cannot opt out of security updates'),
 ('1.5', 'Firmware', 'Will security updates be provided for at least five years after the hardware ceases to be sold?', 'Yes', T4W, 'Wrenfield provides security updates for each hardware revision for at least five years after the date on which that revision ceases to be sold.'),
 ('1.6', 'Firmware', 'Is a software bill of materials (SBOM) available for the device firmware?', 'Yes', T4W, 'A software bill of materials for the current firmware release is available in CycloneDX format on request.'),
 ('1.7', 'Firmware', 'Is the firmware signing key held in a hardware security module?', 'Yes', CRY, 'Firmware signing keys for the T4 are generated within, and never leave, a FIPS 140-2 Level 3 validated hardware security module'),
 ('1.8', 'Firmware', 'Does signing a firmware release for production require the approval of more than one person?', 'Yes', SEL, 'Approved releases are signed in AWS CloudHSM only after two of the four named signing approvers have approved the signing request.'),
 ('2.1', 'Interfaces', 'Does the device have a Wi-Fi interface?', 'No', T4W, 'The T4 does not include a Wi-Fi radio'),
 ('2.2', 'Interfaces', 'Are hardware debug interfaces such as JTAG and SWD disabled on production units?', 'Yes', T4W, 'Permanently disabled by fuse before shipment'),
 ('2.3', 'Interfaces', 'Does the device expose any local administration interface, such as a web interface, Telnet or SSH?', 'No', T4W, 'it has no local web interface, Telnet or SSH service or other local administrative interface'),
 ('2.4', 'Interfaces', 'Is the device supplied with default passwords that must be changed on installation?', 'No', T4W, 'There are no default passwords, because there are no local accounts of any kind.'),
 ('2.5', 'Interfaces', 'Is the device able to transmit messages or commands onto the vehicle CAN bus?', 'No', T4W, 'it does not write to the bus'),
 ('2.6', 'Interfaces', 'Is the Bluetooth interface restricted to pairing driver identification fobs, such that it cannot be used to configure the device?', 'Yes', T4W, 'Driver identification fobs only | Paired fobs only; cannot configure the unit'),
 ('3.1', 'Communications', 'Is communication between the device and the cloud service mutually authenticated using per-device certificates?', 'Yes', T4W, 'Each connection is protected by mutual TLS, in which the unit authenticates with its device certificate'),
 ('3.2', 'Communications', 'Does each device have a unique cryptographic identity protected by a secure element?', 'Yes', T4W, "which holds the unit's identity key and its storage encryption key"),
 ('3.3', 'Communications', 'Does the device connect through a private APN rather than the public internet?', 'Yes', T4W, 'all traffic passes through a private APN which terminates inside our AWS environment'),
 ('3.4', 'Communications', 'Will the device fall back to 2G networks where LTE coverage is unavailable?', 'No', T4W, '2G and 3G fallback are not supported'),
 ('4.1', 'Data on the device', 'Is data stored on the device encrypted?', 'Yes', T4W, 'encrypted with AES-128-GCM under a key held in the secure element'),
 ('4.2', 'Data on the device', 'If so, is it encrypted using AES-256?', 'No', T4W, 'encrypted with AES-128-GCM under a key held in the secure element'),
 ('4.3', 'Data on the device', 'Can the device store data for at least 7 days when there is no mobile network coverage?', 'Yes', T4W, 'for up to 14 days'),
 ('4.4', 'Data on the device', 'Does the device record audio or video inside the vehicle cab?', 'No', PRV, 'The T4 Vehicle Unit does not record audio or video'),
 ('4.5', 'Data on the device', 'Is data erased from devices returned to you at the end of the contract?', 'Yes', RET, 'are factory reset, which erases the on-board buffer and the customer configuration'),
 ('5.1', 'Physical security', 'Does the enclosure include an active tamper-detection switch?', 'No', T4W, 'The enclosure does not contain an active tamper-detection switch'),
 ('5.2', 'Physical security', 'Does the device raise an alert when it is disconnected from the vehicle power supply?', 'Yes', T4W, "report to the Fleet Portal any disconnection from the vehicle's power supply"),
 ('5.3', 'Physical security', 'Is GNSS jamming detected and reported?', 'Yes', T4W, 'GNSS jamming is detected and reported as an event in the Portal.'),
 ('5.4', 'Physical security', 'Is the Trust responsible for the physical security of the vehicles in which devices are fitted?', 'Yes', T4W, 'Customers are responsible for the physical security of their vehicles'),
 ('5.5', 'Physical security', 'Are devices installed only by installers approved by the supplier?', 'Yes', T4W, 'is installed behind the dashboard of a commercial vehicle by an approved installer'),
 ('6.1', 'Assurance', 'Are the device and its firmware independently security-tested, including hardware attacks, at least annually?', 'Yes', T4W, 'The unit and its firmware are assessed at least annually by an independent embedded-security laboratory'),
 ('6.2', 'Assurance', 'Is the device certified under IEC 62443?', 'No', T4W, 'The T4 has not been certified under IEC 62443'),
 ('6.3', 'Assurance', 'Does the device meet the provisions of ETSI EN 303 645?', 'Yes', T4W, 'We have assessed the T4 against ETSI EN 303 645 and meet its provisions'),
 ('6.4', 'Assurance', 'Is the device within the scope of your SOC 2 report?', 'No', T4W, 'The T4 Vehicle Unit is not included in our SOC 2 report.'),
 ('6.5', 'Assurance', 'Has the device been assessed against the NHS Digital Technology Assessment Criteria (DTAC)?', *T),
 ('5.6', 'Physical security', 'Is the device enclosure rated to IP67 or higher against dust and water ingress?', *T),
 ('3.5', 'Communications', 'Can the device detect GNSS spoofing, i.e. false satellite signals, as distinct from jamming?', *T),
 ('5.7', 'Physical security', 'Does the internal backup battery meet UN 38.3 transport testing requirements?', *T),
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
