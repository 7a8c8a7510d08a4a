# Questionnaires and answer keys for vendor P (Larkspur Health, Inc.), development set.
# Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (answer in no document: must be flagged). Evidence is a verbatim fragment of the
# document's text as built into kb/text/ (whitespace-normalised; checked by qsrc/check_keys.py).
import json, os
ISP='information-security-program-policy.md'; SOC='soc2-type2-system-description-excerpt.pdf'
HIP='hipaa-security-and-privacy-policies.txt'; BAA='business-associate-agreement.docx'; HIT='hitrust-certification-status-letter.md'
SUB='subprocessor-list.md'; ACS='access-control-and-identity-management-standard.docx'; ENC='encryption-and-key-management-standard.md'
BCP='business-continuity-and-disaster-recovery-plan.pdf'; IRP='security-incident-response-plan.txt'
PH='patient-hub-security-and-privacy-overview.md'; CT='careteam-mobile-application-security-white-paper.pdf'; BR='bridge-security-and-deployment-faq.docx'
T=('TRAP', None, 'not stated in any document')

# Q1: a health system's CAIQ-style assessment of the patient platform (dropdown Yes/No/N/A)
QA = dict(file='northwoods-vendor-security-assessment-patient-hub.xlsx', product='Larkspur Patient Hub', shape='xlsx-dropdown', rows=[
 ('A&A-01','Audit & Assurance','Is the service in scope of a current SOC 2 Type II report that you will share with us under NDA?','Yes',PH,"Larkspur Patient Hub is included in the Company's SOC 2 Type II report"),
 ('A&A-02','Audit & Assurance','Did the service auditor note any exceptions in your most recent SOC 2 Type II report?','Yes',SOC,'For 2 of 25 terminated Workforce Members sampled, access to the corporate identity provider was removed four and six business days after the termination date.'),
 ('A&A-03','Audit & Assurance','Does the service hold a current HITRUST CSF r2 certification?','Yes',HIT,'Larkspur Patient Hub has achieved HITRUST Risk-based, 2-year (r2) Certified status for information security.'),
 ('GRC-01','Governance & Risk','Do you maintain a documented information security program that has been approved by executive leadership?','Yes',ISP,'The Policy is approved by the Chief Executive Officer and the Security and Privacy Steering Committee'),
 ('GRC-02','Governance & Risk','Has your organization formally designated a HIPAA Security Official?','Yes',ISP,'is the designated HIPAA Security Official for the Company'),
 ('GRC-03','Governance & Risk','Is an enterprise-wide HIPAA security risk analysis (45 CFR 164.308(a)(1)(ii)(A)) performed at least annually?','Yes',ISP,'at least once every twelve months and whenever a significant change to the Hosted Services is proposed'),
 ('GRC-04','Governance & Risk','Do you carry cyber liability insurance with limits of at least $5 million per claim?',*T),
 ('HRS-01','Human Resources','Are workforce members screened against the OIG List of Excluded Individuals/Entities?','Yes',ISP,'Before hire and monthly thereafter, the Company screens all Workforce Members against the HHS Office of Inspector General List of Excluded Individuals/Entities'),
 ('HRS-02','Human Resources','Do you run simulated phishing campaigns against your workforce at least quarterly?',*T),
 ('IAM-01','Identity & Access','Does the administration console enforce multi-factor authentication for all Customer staff accounts?','Yes',PH,'multi-factor authentication cannot be disabled for staff accounts'),
 ('IAM-02','Identity & Access','Northwoods intends to subscribe to the Professional plan. Is SAML 2.0 single sign-on for our staff included in that plan?','No',PH,'SAML 2.0 single sign-on for Customer staff | Not available | Not available | Included'),
 ('IAM-03','Identity & Access','Same plan: is automated provisioning and deprovisioning of staff accounts through SCIM available?','No',PH,'SCIM 2.0 user provisioning | Not available | Not available | Included'),
 ('IAM-04','Identity & Access','Can we require every patient to complete a second authentication factor at each sign-in to the patient portal?','No',PH,'Customers cannot require patients to use a second factor at every sign-in'),
 ('IAM-05','Identity & Access','Can patients sign in with passkeys (FIDO2/WebAuthn)?','No',PH,'Passkey sign-in for patients is on our roadmap for 2026.'),
 ('IAM-06','Identity & Access','Can your support personnel view our tenant without one of our administrators first granting them access?','No',ACS,"Company support personnel can view a Customer's tenant only when an administrator of that Customer has granted support access from the administration console"),
 ('IAM-07','Identity & Access','Are staff sessions terminated after no more than 15 minutes of inactivity by default?','Yes',PH,'Staff sessions end after 15 minutes of inactivity by default'),
 ('IAM-08','Identity & Access','On the Professional plan, can access to the administration console be restricted to Northwoods IP address ranges?','Yes',PH,'IP address allowlisting for the administration console | Not available | Included | Included'),
 ('EKM-01','Encryption & Key Mgmt','Is ePHI encrypted in transit over public networks using TLS 1.2 or higher?','Yes',ENC,'All connections to the Hosted Services over public networks use TLS 1.2 or TLS 1.3.'),
 ('EKM-02','Encryption & Key Mgmt','Is data at rest, including backups, encrypted using AES-256 or equivalent?','Yes',ENC,'including databases, object storage, block volumes, search indexes and backups, is encrypted at rest using AES-256'),
 ('EKM-03','Encryption & Key Mgmt','On the Professional plan, can Northwoods supply and control its own encryption key for our tenant?','No',ENC,'Customer-managed keys are not available on the Essentials or Professional plans of Larkspur Patient Hub'),
 ('EKM-04','Encryption & Key Mgmt','Are telehealth video visits end-to-end encrypted between the clinician and the patient?','No',PH,'visits are not end-to-end encrypted'),
 ('DSP-01','Data Security & Privacy','Are telehealth visits recorded or stored by you or by your video provider?','No',PH,'Telehealth visits are not recorded, and no audio or video is stored by the Company or by Vonage.'),
 ('DSP-02','Data Security & Privacy','Is all Customer data, including backups, stored only within the United States?','Yes',SUB,'All Customer Data processed for Larkspur Patient Hub and Larkspur CareTeam is stored in the United States.'),
 ('DSP-03','Data Security & Privacy','Do the email and SMS notifications sent to patients about new secure messages include the content of the message?','No',PH,'they do not contain the message content'),
 ('DSP-04','Data Security & Privacy','Does the platform send appointment reminders to patients by text message (SMS)?','Yes',PH,'Online scheduling with SMS and email reminders | Included | Included | Included'),
 ('DSP-05','Data Security & Privacy','Is our data logically segregated from other tenants so that one customer cannot retrieve another customer\'s records?','Yes',PH,'tenant isolation is enforced by row-level security policies in the database as well as in the application layer'),
 ('DSP-06','Data Security & Privacy','Is the patient-facing interface available in Spanish and other languages?',*T),
 ('LOG-01','Logging & Monitoring','Can audit events be streamed in near real time to our Splunk SIEM on the Professional plan?','No',PH,'Audit log streaming to a Customer SIEM | Not available | Not available | Included'),
 ('LOG-02','Logging & Monitoring','Does the service record each time a staff member views a patient record?','Yes',PH,'every view, creation, change and export of patient records'),
 ('BCR-01','Business Continuity','Is a contractual availability commitment of at least 99.9% offered for the Professional plan?','Yes',BCP,'Larkspur Patient Hub (Professional and Enterprise plans) | 4 hours | 15 minutes | 99.9% monthly uptime SLA'),
 ('BCR-02','Business Continuity','Is a running hot-standby copy of production maintained in a second region for immediate failover?','No',BCP,'The secondary region is not maintained as an active, running copy of production'),
 ('BCR-03','Business Continuity','Has the disaster recovery plan been exercised within the last 12 months?','Yes',BCP,'The most recent full regional failover exercise was performed on February 11, 2025'),
 ('SEF-01','Incident Management','Will you notify us of a Breach of Unsecured PHI no later than five business days after discovery?','Yes',BAA,'in no case later than five (5) business days after discovery'),
 ('STA-01','Supply Chain','Have all subcontractors that create, receive, maintain or transmit our PHI signed a business associate agreement with you?','Yes',SUB,'Every Sub-processor that creates, receives, maintains or transmits PHI on our behalf has signed a Business Associate Agreement with the Company.'),
 ('TVM-01','Threat & Vulnerability','Do you operate a paid bug bounty program?','No',ISP,'the Company does not run a bug bounty program'),
 ('TVM-02','Threat & Vulnerability','Is dynamic application security testing (DAST) run against the web application before every release?',*T),
])

# Q2: a university medical center's HECVAT-style review of the clinician app (numbered options 1) Yes / 2) No)
QB = dict(file='calloway-umc-hecvat-lite-careteam.xlsx', product='Larkspur CareTeam', shape='xlsx-numbered', rows=[
 ('COMP-01','Company','Do you have a dedicated information security officer who reports to executive leadership?','Yes',ISP,'reports directly to the Chief Executive Officer'),
 ('COMP-02','Company','Has your company had a breach of PHI in the past three years that required notification to HHS?',*T),
 ('DOCU-01','Documentation','Is the product (app and its back-end service) in scope of a SOC 2 Type II report?','Yes',CT,"The CareTeam cloud service is included in the Company's SOC 2 Type II report."),
 ('DOCU-02','Documentation','Is this product HITRUST CSF certified?','No',CT,"Larkspur CareTeam is not covered by the Company's HITRUST r2 certification, which is limited to Larkspur Patient Hub."),
 ('DOCU-03','Documentation','If not, is a HITRUST assessment of the product planned?','Yes',HIT,'Management intends to pursue a HITRUST Implemented, 1-year (i1) assessment for Larkspur CareTeam'),
 ('DOCU-04','Documentation','Has the mobile application been tested by an independent third party against OWASP MASVS?','Yes',CT,'Each major release of the App and its cloud service is tested by an independent third party against the OWASP Mobile Application Security Verification Standard (MASVS)'),
 ('AUTH-01','Authentication','Does the application support single sign-on with our Microsoft Entra ID tenant using SAML 2.0 or OpenID Connect?','Yes',CT,'Every Customer can configure single sign-on for the App through SAML 2.0 or OpenID Connect with its own identity provider'),
 ('AUTH-02','Authentication','Is single sign-on limited to a premium tier or charged as an add-on?','No',CT,'at no additional cost'),
 ('AUTH-03','Authentication','After the initial sign-in, can users unlock the app with Face ID, Touch ID or Android biometrics?','Yes',CT,'the App can be unlocked with Face ID, Touch ID, Android biometrics or a six-digit App PIN'),
 ('AUTH-04','Authentication','Can our administrators configure the inactivity timeout after which the app locks?','Yes',CT,'The App locks after an inactivity period set by the Customer administrator between 1 and 60 minutes'),
 ('AUTH-05','Authentication','Is vendor support access to our CareTeam tenant gated by a setting that our administrators control?','No',ACS,'Larkspur CareTeam does not provide a Customer-controlled support access setting.'),
 ('MOBL-01','Mobile Security','Is PHI that is cached on the device encrypted?','Yes',CT,"stored in an encrypted database inside the App's sandbox, encrypted with AES-256"),
 ('MOBL-02','Mobile Security','Are photos taken within the app saved to the device camera roll?','No',CT,"they are never written to the device's photo library or camera roll"),
 ('MOBL-03','Mobile Security','Can an administrator remotely wipe application data from a lost or stolen device?','Yes',CT,"Customer administrators can remotely wipe the App's data from a lost device"),
 ('MOBL-04','Mobile Security','Does the app detect jailbroken or rooted devices and refuse to run on them?','Yes',CT,'The App refuses to run on devices that it detects as jailbroken or rooted.'),
 ('MOBL-05','Mobile Security','Does the app block screenshots on iPhones and iPads?','No',CT,'On iOS, the operating system does not allow an app to block screenshots'),
 ('MOBL-06','Mobile Security','Can Microsoft Intune app protection policies (MAM without enrollment) be applied to the app?','No',CT,'Intune app protection policies (MAM without enrollment) cannot be applied to it'),
 ('MOBL-07','Mobile Security','Can the app be deployed with managed configuration from our MDM using AppConfig?','Yes',CT,'The App supports configuration through the AppConfig standard'),
 ('MOBL-08','Mobile Security','Must a device be enrolled in MDM before the app can be used on it?','No',CT,'Use of the App does not require the device to be enrolled in an MDM platform'),
 ('MOBL-09','Mobile Security','Does the app support Apple Watch or other wearable devices for alerts?',*T),
 ('MOBL-10','Mobile Security','Is shared-device mode supported for unit phones that are passed between nurses at shift change?',*T),
 ('MOBL-11','Mobile Security','Is a desktop or web client available for clinicians at nursing stations?','Yes',CT,'A desktop web client is available for use at nursing stations and workstations.'),
 ('DATA-01','Data','Do push notifications contain patient identifiers or message text?','No',CT,'never contain patient information or message content'),
 ('DATA-02','Data','Are messages end-to-end encrypted so that the vendor cannot decrypt them?','No',CT,'they are not end-to-end encrypted'),
 ('DATA-03','Data','Does the app use certificate or public key pinning for its connections to the service?','Yes',CT,"The App pins the public keys of the service's certificate authority"),
 ('DATA-04','Data','Can we set a message retention period that matches our records retention schedule?','Yes',CT,'Customer administrators set the retention period for messages, from 30 days to 10 years.'),
 ('DATA-05','Data','Can CareTeam audit events be streamed to our SIEM?','No',CT,'Streaming of CareTeam audit events to a Customer SIEM is not supported.'),
 ('DATA-06','Data','Can we bring our own encryption key for CareTeam data held in your cloud service?','No',ENC,'Larkspur CareTeam does not support customer-managed keys'),
 ('DATA-07','Data','Does the app provide secure voice or video calling between clinicians?','No',CT,'The App does not provide voice or video calling.'),
 ('DATA-08','Data','Is message content processed by any generative AI feature, such as automatic summaries of conversations?',*T),
 ('POLI-01','Policies & Continuity','Is the recovery time objective for the back-end service four hours or less?','Yes',BCP,'Larkspur CareTeam cloud service | 2 hours | 5 minutes | 99.95% monthly uptime SLA'),
 ('POLI-02','Policies & Continuity','Do all staff with access to the service undergo a background check before access is granted?','Yes',ISP,'All Workforce Members undergo a background check before they are granted access to Company systems.'),
 ('POLI-03','Policies & Continuity','Is your incident response plan tested at least annually?','Yes',IRP,'This Plan is tested at least once a year through a tabletop exercise'),
 ('POLI-04','Policies & Continuity','Is your customer support line staffed 24 hours a day, 7 days a week?','No',BCP,'the support line is staffed from 7:00 a.m. to 7:00 p.m. Central Time on business days'),
])

# Q3: a health plan's SIG Lite extract for the patient platform, organization-level controls (Y/N)
QC = dict(file='prairie-state-health-plan-sig-lite-patient-hub.xlsx', product='Larkspur Patient Hub', shape='xlsx-yn', rows=[
 ('A.1','Risk Management','Is there a formal risk assessment process that identifies threats and rates risks at least annually?','Yes',SOC,'Management performs a formal risk assessment at least annually that identifies threats to the System and rates the associated risks.'),
 ('B.1','Security Policy','Is there an information security policy that has been approved by management?','Yes',SOC,'Management reviews and approves information security policies at least annually.'),
 ('B.2','Security Policy','Has the policy in B.1 been reviewed within the last 12 months?','Yes',ISP,'This Policy was last reviewed by the Security and Privacy Steering Committee on February 18, 2025.'),
 ('C.1','Organizational Security','Is there a security or privacy committee that meets at least quarterly?','Yes',ISP,'meets quarterly to review risks, exceptions, incidents and the progress of remediation plans'),
 ('C.2','Organizational Security','Is there a designated Privacy Officer?','Yes',ISP,'the General Counsel (who serves as Privacy Officer)'),
 ('D.1','Asset Management','Is the use of removable media, such as USB storage devices, permitted on endpoints that access scoped data?','No',HIP,'The use of removable storage media, including USB mass storage devices, is blocked on all Company laptops'),
 ('D.2','Asset Management','Is there a documented data classification scheme with at least three levels?',*T),
 ('E.1','Human Resources Security','Are background checks, including a criminal history search, performed on all new hires?','Yes',ISP,'a seven-year criminal history search'),
 ('E.2','Human Resources Security','Is security and privacy awareness training required at hire and annually?','Yes',HIP,'All Workforce members complete HIPAA privacy and security training at hire and annually thereafter.'),
 ('E.3','Human Resources Security','Are employees re-screened with a new criminal background check at least every three years?',*T),
 ('G.1','Operations Management','Are operating system updates applied to employee laptops within 30 days of release?','Yes',ISP,'receive operating system updates within fourteen days of release'),
 ('G.2','Operations Management','Are Critical vulnerabilities remediated within 15 days?','Yes',ISP,'Critical within 15 days'),
 ('G.3','Operations Management','Is production PHI ever used in development or test environments?','No',ISP,'Production PHI is never copied to development or staging environments'),
 ('G.4','Operations Management','Are security logs retained for at least 12 months?','Yes',ISP,'retained for at least one year'),
 ('G.5','Operations Management','Is an internal network penetration test of the corporate environment performed annually?',*T),
 ('H.1','Access Control','Is multi-factor authentication required for workforce access to corporate systems?','Yes',ACS,'Multi-factor authentication is required for every sign-in to the corporate identity provider.'),
 ('H.2','Access Control','Are SMS one-time codes accepted as an MFA factor for your workforce?','No',ACS,'SMS and voice one-time codes are not permitted as an authentication factor for Workforce Members.'),
 ('H.3','Access Control','Are workforce passwords required to be changed every 90 days?','No',ACS,'the Company does not require periodic password changes'),
 ('H.4','Access Control','Is access to systems with scoped data removed no later than the employee\'s last working day?','Yes',ACS,'Voluntary resignation | By the end of the last working day | By the end of the last working day'),
 ('H.5','Access Control','Do administrators hold standing privileged access to the production environment?','No',ACS,'Engineers do not hold standing administrative access to the production environment.'),
 ('H.6','Access Control','Is access to production systems and customer databases reviewed at least quarterly?','Yes',ACS,'review access to the production environment and to databases containing Customer Data every quarter'),
 ('I.1','Application Security','Must every code change be reviewed by someone other than its author before it is merged?','Yes',ISP,'Every change requires review and approval by at least one engineer other than its author'),
 ('J.1','Incident Event & Communications','Is there a documented incident response plan with defined severity levels?','Yes',IRP,'Severity 1: confirmed unauthorized access to Customer Data or PHI'),
 ('J.2','Incident Event & Communications','Will clients be notified within 72 hours of a confirmed security incident affecting their data?','Yes',IRP,'within 48 hours of confirmation'),
 ('J.3','Incident Event & Communications','Will you notify our members (affected individuals) directly on our behalf by default?','No',IRP,'The Company does not notify patients or individuals directly unless the Customer has asked it to do so in writing.'),
 ('J.4','Incident Event & Communications','Do you have a retainer with an external forensics / incident response firm?','Yes',IRP,'The Company maintains a retainer with an external digital forensics and incident response firm'),
 ('K.1','Business Resiliency','Is the business continuity plan tested at least annually?','Yes',BCP,'The Company tests this Plan at least annually.'),
 ('K.2','Business Resiliency','Are backups protected so that an administrator of the production environment cannot delete them?','Yes',BCP,'so that an administrator of the production account cannot delete them'),
 ('K.3','Business Resiliency','Is a business impact analysis performed annually?','No',BCP,'A business impact analysis is performed every two years.'),
 ('L.1','Compliance','For an Essentials subscription, will you sign our business associate agreement template in place of your standard form?','No',BAA,'The Company does not accept Covered Entity business associate agreement templates in place of this Agreement for Larkspur Patient Hub Essentials subscriptions.'),
 ('L.2','Compliance','Are audit records of access to ePHI retained for six years?','Yes',HIP,'Audit records are retained for six years.'),
 ('M.1','Privacy','Do you use PHI, or de-identified data derived from it, to train machine learning models?','No',HIP,'The Company does not use PHI or de-identified data derived from PHI to train machine learning models.'),
 ('M.2','Privacy','Is PHI accessed by offshore personnel, contractors or support centers?','No',HIP,'it does not use offshore contractors or offshore support centers'),
 ('N.1','Third Party Management','Are clients given advance notice before a new sub-processor begins processing their data?','Yes',SUB,'at least thirty (30) days before a new Sub-processor begins to process Customer Data'),
 ('N.2','Third Party Management','Were all periodic vendor security assessments completed on schedule during the last audit period?','No',SOC,'The annual assessment of 1 of 14 vendors sampled was completed eleven weeks after its due date.'),
])

# Q4: a hospital's assessment of the on-premises integration engine (Word table, tick boxes)
QD = dict(file='st-brendan-on-premises-software-assessment-bridge.docx', product='Larkspur Bridge', shape='docx-boxes', rows=[
 ('1.1','Deployment','Is the software installed and operated entirely within our data center, with no vendor-hosted component required?','Yes',BR,'Bridge is not offered as a hosted service.'),
 ('1.2','Deployment','Is Red Hat Enterprise Linux 9 a supported operating system?','Yes',BR,'Supported operating systems are Red Hat Enterprise Linux 8 and 9 and Windows Server 2019 and 2022.'),
 ('1.3','Deployment','Is the software supported when run in containers on our OpenShift (Kubernetes) platform?',*T),
 ('1.4','Deployment','Will the vendor perform the installation on site at our data center?',*T),
 ('1.5','Deployment','Is a vendor-hosted (cloud) edition of the engine currently available as an alternative to the on-premises installation?','No',BR,'Larkspur Bridge Cloud, a hosted edition, was discontinued on December 31, 2023'),
 ('1.6','Deployment','Does license validation work without an outbound internet connection?','Yes',BR,'License validation is performed offline with a signed license file.'),
 ('2.1','Assurance','Is this product covered by your SOC 2 Type II report?','No',BR,"Bridge is excluded from the Company's SOC 2 Type II report"),
 ('2.2','Assurance','Can you provide a control responsibility matrix for this product to support our own HITRUST assessment?','Yes',HIT,'may request the Bridge control responsibility matrix from their account manager'),
 ('2.3','Assurance','Is each release penetration tested by an independent third party before general availability?','Yes',BR,'Each major and minor release of Bridge is penetration tested by an independent third party before general availability.'),
 ('2.4','Assurance','Is a Business Associate Agreement needed for a standard license of the engine, without any managed support service?','No',BAA,'this Agreement does not apply to Larkspur Bridge unless the Covered Entity purchases Bridge Managed Support'),
 ('3.1','Data Flows','Does the software send PHI, usage statistics or telemetry to the vendor or to any third party?','No',BR,'Bridge does not transmit messages, PHI, usage statistics or telemetry to the Company or to any third party.'),
 ('3.2','Data Flows','Is all vendor support access to the servers initiated and controlled by the hospital?','Yes',BR,'Company support engineers join a screen-sharing session that the Customer initiates and controls'),
 ('3.3','Data Flows','Can the connection from the engine to Larkspur Patient Hub be made without opening inbound firewall ports?','Yes',BR,'so no inbound firewall ports need to be opened for those connections'),
 ('3.4','Data Flows','Does the engine support X12 EDI transactions such as 270/271 eligibility inquiries?',*T),
 ('4.1','Access Control','Does the administration console support SAML or OpenID Connect single sign-on with our Entra ID?','No',BR,'The console does not support SAML or OpenID Connect single sign-on.'),
 ('4.2','Access Control','Can console sign-in be integrated with our Active Directory?','Yes',BR,'LDAP and Active Directory authentication | Included | Included'),
 ('4.3','Access Control','Does the console natively enforce multi-factor authentication for administrators?','No',BR,'Bridge does not provide multi-factor authentication of its own'),
 ('4.4','Access Control','Are local accounts locked after repeated failed sign-in attempts?','Yes',BR,'local accounts are locked after five consecutive failed sign-in attempts'),
 ('4.5','Access Control','Does the console provide role-based access control?','Yes',BR,'Role-based access control for the console | Included | Included'),
 ('5.1','Logging','Are administrator actions, including viewing message content, written to an audit log?','Yes',BR,'views of message content in the console'),
 ('5.2','Logging','Can the audit events in 5.1 be forwarded to our SIEM?','Yes',BR,"Audit events can be forwarded to the Customer's SIEM by syslog over TLS."),
 ('6.1','Cryptography','Does the software support TLS for HL7 v2 MLLP connections?','Yes',ENC,'Larkspur Bridge supports TLS 1.2 and TLS 1.3 for HL7 v2 MLLP connections'),
 ('6.2','Cryptography','Does the software itself encrypt its message store at rest?','No',ENC,'Larkspur Bridge does not encrypt its message store itself.'),
 ('6.3','Cryptography','Are the cryptographic modules used by the software FIPS 140-2 or FIPS 140-3 validated?','No',BR,'Bridge is not FIPS 140 validated.'),
 ('6.4','Cryptography','Can private keys for the engine\'s TLS certificates be held in a hardware security module through PKCS#11?',*T),
 ('7.1','Availability','We are licensing the Standard edition. Does that edition support active-passive high-availability clustering?','No',BR,'Active-passive high-availability clustering | Not supported | Included'),
 ('7.2','Availability','Does the vendor back up the engine\'s database and configuration on our behalf?','No',BR,'the Customer is responsible for backing up the Bridge database and configuration'),
 ('7.3','Availability','Does the vendor commit to a recovery time objective for the engine?','No',BCP,'Larkspur Bridge | — | — | Not applicable (Customer-operated)'),
 ('8.1','Patching & Releases','Can the hospital control when upgrades are installed?','Yes',BR,'Customers download, test and install them on a schedule that suits them'),
 ('8.2','Patching & Releases','Are releases digitally signed by the vendor?','Yes',BR,"Every release is signed with the Company's code-signing certificate and published with SHA-256 checksums."),
 ('8.3','Patching & Releases','For the releases described in 8.2, is a software bill of materials (SBOM) provided?','Yes',BR,'A software bill of materials in CycloneDX format is published with every release.'),
 ('8.4','Patching & Releases','Are fixes for Critical vulnerabilities released within 30 days?','Yes',BR,'within 14 days of confirmation'),
 ('8.5','Patching & Releases','Are security advisories published to customers when vulnerabilities are fixed?','Yes',BR,'publishes a security advisory on the Customer portal'),
 ('8.6','Patching & Releases','Is each minor version supported for at least 24 months?','Yes',BR,'Each minor version of Bridge is supported for 24 months after its release.'),
 ('8.7','Patching & Releases','Is source code for the engine peer reviewed and scanned with static analysis (SAST) before release?','Yes',ISP,'The build pipeline runs static application security testing, software composition analysis and secret scanning on every change.'),
])

ALL = [QA, QB, QC, QD]

if __name__ == '__main__':
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    kd = os.path.join(root, 'keys'); os.makedirs(kd, exist_ok=True)
    for f in os.listdir(kd):
        if f.endswith('.key.json'): os.remove(os.path.join(kd, f))
    for q in ALL:
        refs = [r[0] for r in q['rows']]
        assert len(refs) == len(set(refs)), q['file']
        qs = [dict(ref=r[0], section=r[1], question=r[2], expected=r[3], document=r[4], evidence=r[5]) for r in q['rows']]
        for x in qs: assert x['expected'] in ('Yes', 'No', 'TRAP'), x
        k = dict(file=q['file'], product=q['product'], shape=q['shape'], questions=qs)
        json.dump(k, open(os.path.join(kd, q['file'].rsplit('.', 1)[0] + '.key.json'), 'w'), indent=1, ensure_ascii=False)
        c = {e: sum(1 for x in qs if x['expected'] == e) for e in ('Yes', 'No', 'TRAP')}
        print(q['file'], q['product'], q['shape'], len(qs), c)
