# Questionnaires and answer keys for vendor R (Isarwerk Personalsoftware GmbH). Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (answer in no document: the draft must be flagged). Writes keys/*.key.json.
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ISP='information-security-policy.md'; SOA='iso27001-statement-of-applicability-excerpt.docx'; C5='bsi-c5-type2-attestation-summary.pdf'
DPA='data-processing-agreement-art28-gdpr.docx'; SUB='list-of-sub-processors.md'; BV='betriebsvereinbarung-it-systems-and-monitoring.txt'
ACP='access-control-policy.txt'; CRY='cryptography-and-key-management-standard.md'; BCM='business-continuity-and-emergency-management-concept.pdf'
IRP='security-incident-management-procedure.txt'; HRC='hr-cloud-security-and-hosting-overview.md'; APP='meinportal-mobile-app-security-white-paper.pdf'
TT='tt-40-time-terminal-security-and-operations-faq.docx'
T=('TRAP', None, 'not stated in any document')

# UK logistics group, CAIQ-style spreadsheet with a Yes/No/N/A dropdown; buying the Business edition of the HR suite
QA = dict(key='qa-thameside-freight', file='thameside-freight-supplier-security-caiq.xlsx', product='Isarwerk HR Cloud', shape='xlsx-dropdown', rows=[
 ('A&A-01','Audit & Assurance','Is the service in scope of a current ISO/IEC 27001 certificate issued by an accredited certification body?','Yes',ISP,'The certified scope comprises the development, operation and support of Isarwerk HR Cloud'),
 ('A&A-02','Audit & Assurance','Has the operating effectiveness of the controls for this service been independently assessed over a period of time (e.g. BSI C5 Type 2, CSA STAR Level 2)?','Yes',C5,'The attestation is a Type 2 attestation'),
 ('A&A-03','Audit & Assurance','Were any exceptions or deviations reported by the auditor in the most recent independent assessment of the service?','Yes',C5,'One deviation was noted for criterion IDM-03'),
 ('A&A-04','Audit & Assurance','Please confirm you can provide a SOC 2 Type II report covering the service.',*T),
 ('A&A-05','Audit & Assurance','Were the physical and environmental controls of the hosting data centres tested by your own auditor as part of that assessment?','No',C5,'its physical and environmental controls have not been audited by the auditor of Isarwerk'),
 ('GRC-01','Governance, Risk & Compliance','Is there an information security policy approved by senior management, and is it reviewed at least annually?','Yes',ISP,'This policy and all topic-specific policies are reviewed at least once a year'),
 ('GRC-02','Governance, Risk & Compliance','Does your organisation hold cyber liability insurance with a limit of indemnity of at least GBP 5 million?',*T),
 ('GRC-03','Governance, Risk & Compliance','Are information security risk assessments performed at least annually?','Yes',ISP,'carried out at least once a year in accordance with ISO/IEC 27005'),
 ('HRS-01','Human Resources','Are criminal record (background) checks completed for all employees before they start?','No',ISP,'it is not requested for other roles'),
 ('IAM-01','Identity & Access Management','Is multi-factor authentication enforced for all staff access to the production environment?','Yes',ACP,'Multi-factor authentication is enforced for all employee access to corporate systems, to the VPN and to the production environment'),
 ('IAM-02','Identity & Access Management','Do administrators have standing (permanent) privileged access to production databases?','No',ACP,'Standing administrative access to production databases does not exist'),
 ('IAM-03','Identity & Access Management','Are privileged sessions recorded?','Yes',ACP,'all privileged sessions are recorded'),
 ('IAM-04','Identity & Access Management','Does the application support SSO with our Microsoft Entra ID tenant via SAML 2.0 or OIDC?','Yes',HRC,'Single sign-on via SAML 2.0 or OpenID Connect (e.g. Microsoft Entra ID)'),
 ('IAM-05','Identity & Access Management','Can our administrators make two-factor authentication mandatory for all of our users?','Yes',HRC,'Enforcement of two-factor authentication for all users by the customer administrator'),
 ('IAM-06','Identity & Access Management','We intend to subscribe to the Business edition. Is automated user provisioning and de-provisioning (SCIM) included in that edition?','No',HRC,'Automated user provisioning via SCIM 2.0 | — | Yes'),
 ('IAM-07','Identity & Access Management','Can access to our tenant be restricted to Thameside corporate IP ranges in the Business edition?','No',HRC,'Restriction of access to customer IP address ranges (IP allowlisting) | — | Yes'),
 ('LOG-01','Logging & Monitoring','Does the application keep an audit trail of logins, configuration changes and changes to employee and payroll records that is visible to the customer?','Yes',HRC,"every change to roles and settings is recorded in the tenant's audit log"),
 ('LOG-02','Logging & Monitoring','If yes, is that audit trail retained for at least 24 months in the Business edition?','No',HRC,'Audit log retention | 12 months | 24 months'),
 ('LOG-03','Logging & Monitoring','Can audit events be exported to our SIEM (Business edition)?','No',HRC,"Export of the audit log to the customer's SIEM via API | — | Yes"),
 ('DSP-01','Data Security & Privacy','Can our data be hosted in a UK data centre?','No',HRC,'a hosting location in the United Kingdom or elsewhere outside Germany is not available'),
 ('DSP-02','Data Security & Privacy','Is all customer data, including backups, stored within the EU/EEA?','Yes',HRC,'All customer data, including backups, remains in Germany'),
 ('DSP-03','Data Security & Privacy','Is production customer data ever copied into development or test environments?','No',SOA,'Production customer data is not used in development or test environments'),
 ('EKM-01','Encryption & Key Management','Is customer data encrypted at rest (AES-256 or equivalent), including backups?','Yes',CRY,'Databases, file storage and backups of Isarwerk HR Cloud and of the MeinPortal gateway are encrypted with AES-256'),
 ('EKM-02','Encryption & Key Management','Can we bring our own encryption keys or manage the keys for our tenant in our own KMS?','No',HRC,"customer-managed keys in the customer's own key management system are not yet available"),
 ('EKM-03','Encryption & Key Management','Are the cryptographic modules used FIPS 140-2 or FIPS 140-3 validated?','No',CRY,'Isarwerk does not claim validation of its cryptographic modules under FIPS 140-2 or FIPS 140-3'),
 ('EKM-04','Encryption & Key Management','Are TLS 1.0 and TLS 1.1 disabled on all internet-facing endpoints?','Yes',CRY,'SSL 3.0, TLS 1.0 and TLS 1.1 are deactivated on all externally reachable endpoints'),
 ('BCR-01','Business Continuity & Resilience','Is the recovery time objective for the service 8 hours or less?','Yes',BCM,'Isarwerk HR Cloud (including payroll run) | 8 hours | 1 hour'),
 ('BCR-02','Business Continuity & Resilience','Is the secondary (DR) data centre located at least 100 km from the primary site?','No',BCM,'which are located approximately 12 km apart'),
 ('BCR-03','Business Continuity & Resilience','Is failover to the secondary site tested at least once a year?','Yes',BCM,'The failover of Isarwerk HR Cloud to the secondary data centre is tested once a year'),
 ('BCR-04','Business Continuity & Resilience','Are the hosting data centres certified to EN 50600 Class 3 or Uptime Institute Tier III (or higher)?',*T),
 ('SEF-01','Security Incident Management','Will you notify us of a personal data breach affecting our data within 24 hours of becoming aware of it?','Yes',DPA,'in any case within 24 hours of becoming aware of it'),
 ('SEF-02','Security Incident Management','Is security monitoring of the service performed 24x7?','Yes',IRP,'an on-call service is available 24 hours a day, 7 days a week, for Isarwerk HR Cloud'),
 ('STA-01','Supply Chain','Does your company hold a TISAX assessment label?',*T),
 ('TVM-01','Threat & Vulnerability Management','Do you operate a public bug bounty programme?','No',ISP,'Isarwerk has no public bug bounty programme'),
 ('TVM-02','Threat & Vulnerability Management','Are critical vulnerabilities in internet-facing systems remediated within 72 hours?','Yes',ISP,'Critical vulnerabilities in internet-facing systems shall be remediated within 72 hours'),
 ('TVM-03','Threat & Vulnerability Management','Is a web application firewall deployed in front of the application?','Yes',HRC,'A web application firewall is operated in front of the application'),
])

# Dutch retailer, mobile app assessment, "1) Yes / 2) No" options
QB = dict(key='qb-van-dijk-retail', file='van-dijk-mobile-app-assessment.xlsx', product='Isarwerk MeinPortal', shape='xlsx-numbered', rows=[
 ('1.1','Governance','Is the supplier certified to ISO/IEC 27001, with a scope that includes the mobile app and the backend it connects to?','Yes',ISP,'The certified scope comprises the development, operation and support of Isarwerk HR Cloud and Isarwerk MeinPortal'),
 ('1.2','Governance','Is the backend of the app covered by your BSI C5 Type 2 attestation?','No',APP,'It is not yet included in the BSI C5 attestation, which currently covers Isarwerk HR Cloud only'),
 ('1.3','Governance','Is a contractual availability commitment (SLA) provided for the app and its backend?','No',APP,'There is no separate availability commitment for MeinPortal'),
 ('1.4','Governance','Is the app penetration tested by an independent party at least once a year, against a recognised mobile standard such as OWASP MASVS?','Yes',APP,'tested annually by an external penetration testing company against the OWASP Mobile Application Security Verification Standard'),
 ('1.5','Governance','Is the tester referred to in 1.4 CREST accredited?',*T),
 ('2.1','Platform & Distribution','Is the app distributed only through the official Apple App Store and Google Play stores?','Yes',APP,'The apps are distributed through the Apple App Store and Google Play'),
 ('2.2','Platform & Distribution','Is the app also available from the Huawei AppGallery for devices without Google Mobile Services?',*T),
 ('2.3','Platform & Distribution','Can we deploy the app as a managed app and pre-configure it through our MDM (AppConfig)?','Yes',APP,'configure it through AppConfig'),
 ('2.4','Platform & Distribution','Can employees use the app on their own private phones (BYOD)?','Yes',APP,"MeinPortal can be used on company devices and on employees' private devices"),
 ('2.5','Platform & Distribution','Is the app supported inside an Android Enterprise work profile?',*T),
 ('2.6','Platform & Distribution','Are devices with outdated operating system versions prevented from signing in?','Yes',APP,'Devices with older operating system versions are blocked at sign-in'),
 ('2.7','Platform & Distribution','Does the app detect jailbroken or rooted devices and refuse to run on them?','No',APP,'The app does not detect whether it is running on a jailbroken or rooted device'),
 ('3.1','Authentication','Can users authenticate through our corporate identity provider (OpenID Connect)?','Yes',APP,"through the customer's identity provider via OpenID Connect with PKCE"),
 ('3.2','Authentication','Is passwordless sign-in with passkeys (FIDO2/WebAuthn) supported?','No',APP,'Passkeys (FIDO2) for sign-in are not yet supported'),
 ('3.3','Authentication','Where biometric unlock is used, are biometric templates or fingerprints transmitted to or stored on your servers?','No',APP,'Biometric data is processed by the operating system only and never leaves the device'),
 ('3.4','Authentication','Are tokens and credentials kept in the platform secure storage (iOS Keychain / Android Keystore)?','Yes',APP,'Refresh tokens are stored in the iOS Keychain or Android Keystore'),
 ('3.5','Authentication','Can an administrator remotely revoke all app sessions of a user, e.g. on termination of employment?','Yes',APP,'An administrator can revoke all sessions of an employee centrally'),
 ('3.6','Authentication','Do sessions expire after no more than 30 days of inactivity?','Yes',APP,'Sessions expire after 30 days without use'),
 ('4.1','Data Storage','Is data stored on the device for offline use (e.g. payslips) encrypted?','Yes',APP,'stored encrypted in the app container'),
 ('4.2','Data Storage','Is that offline data wiped from the device when the user signs out or access is revoked?','Yes',APP,'all offline data is deleted at the next start of the app'),
 ('4.3','Data Storage','Does the app block screenshots of sensitive screens on both iOS and Android?','No',APP,'On iOS, apps cannot prevent screenshots'),
 ('5.1','Network Communication','Is all traffic between the app and the backend encrypted with TLS 1.2 or higher, with certificate pinning?','Yes',APP,'the certificate of the gateway is pinned in the app'),
 ('5.2','Network Communication','Please confirm push notifications do not contain personal data.','Yes',APP,'Push notifications contain no personal data'),
 ('5.3','Network Communication','Is any personal data transferred outside the EU/EEA in connection with the app (including by push notification providers)?','No',DPA,'No transfer of personal data to a third country outside the EU/EEA takes place'),
 ('6.1','Privacy','Is the app free of advertising and third-party analytics/tracking SDKs?','Yes',APP,'The app contains no advertising or third-party analytics SDKs'),
 ('6.2','Privacy','Does the app access or collect the location of the device?','No',APP,'The app has no access to the location of the device'),
 ('6.3','Privacy','Can GPS-based clock-in be enabled for field staff?','No',APP,'Mobile clock-in with GPS location was offered until 2023 and was discontinued'),
 ('6.4','Privacy','Can employees send anonymous messages to the works council (ondernemingsraad) through the app?','No',APP,'Anonymous messages from employees to the works council via the app are not supported'),
 ('6.5','Privacy','Are crash reports only sent with the user\'s consent?','Yes',APP,"Crash reports are only sent with the employee's consent"),
 ('6.6','Privacy','Does the app conform to WCAG 2.1 level AA accessibility requirements?',*T),
 ('7.1','Backend','Is the backend used by the app hosted in the EU?','Yes',APP,'a backend service operated by Isarwerk in our Frankfurt data centre'),
 ('7.2','Backend','Is the backend deployed across two data centres with automatic failover?','No',BCM,'Restoration from the daily backup; no automatic failover'),
 ('7.3','Backend','Are security alerts relating to the app backend handled around the clock (24x7)?','No',IRP,'For the MeinPortal gateway, alerts outside business hours are handled on the next working day'),
 ('7.4','Backend','Is data at rest in the backend encrypted?','Yes',CRY,'Databases, file storage and backups of Isarwerk HR Cloud and of the MeinPortal gateway are encrypted with AES-256'),
])

# Irish insurer, data-protection-led supplier questionnaire, Y/N column
QC = dict(key='qc-liffey-mutual', file='liffey-mutual-supplier-dp-questionnaire.xlsx', product='Isarwerk HR Cloud', shape='xlsx-yn', rows=[
 ('A.1','Governance','Does the supplier have a documented information security policy which has been approved by its board or senior management?','Yes',ISP,'Version 6.1, approved by the Geschäftsführung on 14 January 2025'),
 ('A.2','Governance','Is the policy in A.1 reviewed at least annually?','Yes',ISP,'This policy and all topic-specific policies are reviewed at least once a year'),
 ('A.3','Governance','Is a named individual (e.g. CISO) responsible for information security?','Yes',ISP,'The Head of Information Security (CISO) is appointed by the Geschäftsführung'),
 ('A.4','Governance','Do you maintain an ISO/IEC 27001 Statement of Applicability, and can it be provided to us under NDA?','Yes',SOA,'is made available to auditors and, under a non-disclosure agreement, to customers on request'),
 ('A.5','Governance','Is the service certified to ISO/IEC 27701 (privacy information management)?','No',HRC,'Isarwerk HR Cloud is not certified according to ISO/IEC 27701'),
 ('A.6','Governance','Do you hold any GDPR certification pursuant to Art. 42 GDPR (e.g. EuroPriSe)?',*T),
 ('B.1','Data Protection','Have you appointed a Data Protection Officer?','Yes',ISP,'An external data protection officer (Datenschutzbeauftragter) has been appointed in accordance with Art. 37 GDPR'),
 ('B.2','Data Protection','Does your DPO hold a recognised data protection qualification (e.g. CIPP/E)?',*T),
 ('B.3','Data Protection','Will personal data be processed only on our documented instructions?','Yes',DPA,'processes personal data only on documented instructions from the Controller'),
 ('B.4','Data Protection','Will any personal data be processed in, or accessed from, a country outside the EEA (including remote access by support staff)?','No',DPA,'no access from a third country is granted for support purposes'),
 ('B.5','Data Protection','If a data subject contacts you directly, will you respond to their request yourselves?','No',DPA,'are forwarded to the Controller without delay and are not answered by the Processor itself'),
 ('B.6','Data Protection','Is personal data pseudonymised in the production system?','No',DPA,'pseudonymisation is not applied in the production system'),
 ('B.7','Data Protection','Will the service process special category data (Art. 9 GDPR), such as health data?','Yes',DPA,'health data limited to sick leave dates and degree of disability'),
 ('B.8','Data Protection','Will you assist us with data protection impact assessments?','Yes',DPA,'support the Controller in carrying out data protection impact assessments'),
 ('B.9','Data Protection','On termination, can we retrieve all of our data in a machine-readable format?','Yes',DPA,'can export its data in a machine-readable format (CSV and XML) for 30 days'),
 ('B.10','Data Protection','Is all of our data deleted within 30 days of the end of the contract?','No',DPA,'the Processor deletes all personal data of the Controller within 90 days'),
 ('B.11','Data Protection','Has your organisation been the subject of enforcement action or a fine by a data protection supervisory authority in the last five years?',*T),
 ('B.12','Data Protection','Do you allow customers to carry out on-site audits?','Yes',DPA,'the Controller is entitled to carry out an on-site audit once per calendar year'),
 ('C.1','Sub-processors','Will you notify us in advance of any new or replacement sub-processor, and may we object?','Yes',DPA,'at least 30 days in advance by e-mail'),
 ('C.2','Sub-processors','Do any of your sub-processors process our data outside the EU/EEA?','No',SUB,'Isarwerk does not engage sub-processors outside the EU/EEA'),
 ('C.3','Sub-processors','Does the web interface use a US-based analytics or tracking service?','No',SUB,'was discontinued in 2022'),
 ('C.4','Sub-processors','Are any of your group companies or affiliates engaged as sub-processors?','Yes',SUB,'Second-level payroll support for customers in Austria and the Czech Republic (affiliated company)'),
 ('C.5','Sub-processors','Are Art. 28 data processing agreements in place with all sub-processors?','Yes',ISP,'Data processing agreements in accordance with Art. 28 GDPR are concluded with all sub-processors'),
 ('D.1','Personnel','Are all staff bound by confidentiality obligations?','Yes',ISP,'All employees are bound to confidentiality by their employment contract'),
 ('D.2','Personnel','Are your staff\'s access rights to customer data reviewed at least quarterly?','Yes',DPA,"access rights of the Processor's staff are reviewed quarterly"),
 ('D.3','Personnel','Are the accounts of leavers disabled no later than their last working day?','Yes',ACP,'The accounts of leavers are deactivated automatically at the end of their last working day'),
 ('D.4','Personnel','Was the control in D.3 found to operate without exception in your most recent C5 audit?','No',C5,'in two of the 40 samples tested, the access rights of leavers were revoked four and six days after the last working day'),
 ('D.5','Personnel','Is any software development outsourced to third parties?','No',SOA,'No software development is outsourced'),
 ('E.1','Operations','Do you use data loss prevention (DLP) tooling to prevent the exfiltration of customer data?','No',SOA,'No data leakage prevention tooling is deployed'),
 ('E.2','Operations','Is anti-malware or EDR deployed on all laptops and servers?','Yes',SOA,'An endpoint detection and response (EDR) solution is deployed on all laptops and servers'),
 ('E.3','Operations','Are logs of administrative access to the production environment retained for at least 12 months?','Yes',BV,'Logs of administrative access to the production environment of Isarwerk HR Cloud are retained for one year'),
 ('E.4','Operations','Are removable storage media (e.g. USB drives) blocked on staff laptops?','Yes',SOA,'Removable storage media are blocked on company laptops by default'),
 ('F.1','Incident Management','Do you have a retainer with an external incident response / forensics provider?','Yes',IRP,'Isarwerk has concluded a retainer agreement with an external incident response service provider'),
 ('F.2','Incident Management','Is the incident response plan exercised at least annually?','Yes',IRP,'practised at least once a year in a tabletop exercise'),
])

# Danish food producer, Word table with tick boxes, terminals on plant networks
QD = dict(key='qd-bronholt-foods', file='bronholt-device-security-assessment.docx', product='Isarwerk TT-40 Time Terminal', shape='docx-boxes', rows=[
 ('1','Supplier','Is the development of the device firmware within the scope of your ISO/IEC 27001 certification?','Yes',TT,'The development of the TT-40 firmware is covered by our ISO/IEC 27001:2022 certificate'),
 ('2','Supplier','Is the manufacturing of the device hardware also within that certified scope?','No',ISP,'The manufacture and assembly of the TT-40 hardware, which is carried out by a contract manufacturer, is not part of the certified scope'),
 ('3','Supplier','Is the device covered by your BSI C5 Type 2 attestation?','No',TT,'The BSI C5 attestation relates to Isarwerk HR Cloud only and does not cover the TT-40'),
 ('4','Supplier','Is the device certified according to IEC 62443-4-2?','No',TT,'We have no IEC 62443 certification for the TT-40'),
 ('5','Supplier','Is each major firmware release penetration tested by an independent laboratory?','Yes',TT,'Each major firmware release is tested by an external laboratory before release'),
 ('6','Supplier','Will security updates be provided for at least five years after the end of sale?','Yes',TT,'Security updates for the TT-40 are provided for at least seven years after the end of sale'),
 ('7','Supplier','Do you supply a software bill of materials (SBOM) with each firmware release?','Yes',TT,'A software bill of materials (SBOM) in CycloneDX format is published with every firmware release'),
 ('8','Supplier','Are firmware vulnerabilities disclosed publicly, with CVE identifiers where applicable?','Yes',TT,'where applicable, with a CVE identifier'),
 ('9','Supplier','Is the firmware source code deposited with an independent escrow agent?',*T),
 ('10','Hardware','Can the terminal be powered via Power over Ethernet (IEEE 802.3af/at)?',*T),
 ('11','Hardware','Does the device have a wireless (Wi-Fi) interface, and if so does it support WPA3-Enterprise?','No',TT,'a Wi-Fi or mobile network module is not offered'),
 ('12','Hardware','Does the device contain a camera or a microphone?','No',TT,'The TT-40 has no camera and no microphone'),
 ('13','Hardware','Does the device capture or store biometric data such as fingerprints?','No',TT,'biometric data is therefore not processed by the terminal'),
 ('14','Hardware','Is the housing rated IP65 or better, for use in cold-store and wash-down areas?',*T),
 ('15','Hardware','Is the device fitted with tamper detection?','Yes',TT,'The housing is fitted with a tamper switch'),
 ('16','Hardware','Are external USB ports disabled?','Yes',TT,'The USB port on the board is deactivated in the firmware'),
 ('17','Hardware','Does the badge reader support MIFARE DESFire EV3 cards?','Yes',TT,'MIFARE DESFire EV2 and EV3 with AES-128 authentication are supported'),
 ('18','Firmware','Is the firmware cryptographically signed and verified at each boot (secure boot)?','Yes',TT,'the signature is verified by the bootloader at every start (secure boot)'),
 ('19','Firmware','Are firmware updates pushed and installed automatically by the supplier?','No',TT,'Firmware updates are not installed automatically'),
 ('20','Firmware','Is a downgrade to older firmware with known vulnerabilities prevented?','Yes',TT,'A rollback to older firmware versions with known vulnerabilities is prevented'),
 ('21','Network','Does the device support IEEE 802.1X network access control?','Yes',TT,'network access control in accordance with IEEE 802.1X (EAP-TLS) is supported'),
 ('22','Network','Is Telnet or SSH available on the device?','No',TT,'Telnet, FTP and SSH are not present in the firmware'),
 ('23','Network','Is the local administration interface reachable over HTTPS only?','Yes',TT,'which is only accessible via HTTPS'),
 ('24','Network','Does the device support IPv6?',*T),
 ('25','Network','Is the connection between the terminal and the server mutually authenticated (mTLS)?','Yes',TT,'via TLS 1.2 with mutual authentication'),
 ('26','Network','Is each device shipped with a unique initial password which must be changed at commissioning?','Yes',TT,'Every terminal is delivered with an individual initial password'),
 ('27','Network','Can the device forward its logs to our SIEM via syslog over TLS?','Yes',TT,'syslog messages in accordance with RFC 5424 over TLS'),
 ('28','Operations','Will Isarwerk monitor the installed terminals for security events around the clock on our behalf?','No',IRP,'Isarwerk does not monitor TT-40 terminals which are installed in the networks of customers'),
 ('29','Operations','Does Isarwerk have permanent remote access to installed terminals?','No',TT,'No permanent remote access exists'),
 ('30','Operations','Will Isarwerk be responsible for segmenting the terminals in our plant networks?','No',TT,'The customer is responsible for the physical installation and protection of the terminal, the power supply, the network connection and segmentation'),
 ('31','Operations','Are defective devices replaced within two working days?','Yes',BCM,'replacement devices are delivered by Isarwerk within two working days under the standard service contract'),
 ('32','Data','Is data held on the terminal (badge list, buffered bookings) encrypted at rest?','No',TT,'The buffered booking records and the badge list are stored on the internal flash memory without encryption'),
 ('33','Data','Can the terminal keep recording bookings while the network or server is unavailable?','Yes',BCM,'terminals buffer up to 50,000 bookings locally during network or server outages'),
 ('34','Data','Are bookings removed from the terminal once the server has received them?','Yes',TT,'Bookings are deleted from the terminal as soon as the server has confirmed receipt'),
])

def main():
    kd = os.path.join(ROOT, 'keys'); os.makedirs(kd, exist_ok=True)
    for Q in (QA, QB, QC, QD):
        qs = [dict(ref=r[0], section=r[1], question=r[2], expected=r[3], document=r[4], evidence=r[5]) for r in Q['rows']]
        assert len({q['ref'] for q in qs}) == len(qs), Q['key']
        json.dump(dict(file=Q['file'], product=Q['product'], shape=Q['shape'], questions=qs), open(os.path.join(kd, Q['key'] + '.key.json'), 'w', encoding='utf8'), indent=1, ensure_ascii=False)
        c = {}
        for q in qs: c[q['expected']] = c.get(q['expected'], 0) + 1
        print(Q['file'], len(qs), c)

if __name__ == '__main__':
    main()
