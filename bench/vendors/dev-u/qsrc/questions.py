#!/usr/bin/env python3
# Questionnaires and answer keys for vendor U (Ironbark Cyber Pty Ltd), development set.
# Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (the answer is in no document: the draft must be flagged)
# Writes keys/<questionnaire>.key.json, which build/make-questionnaires.cjs turns into customer files.
import json, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ISP = 'information-security-policy.md'; PSS = 'personnel-security-standard.txt'
SUB = 'sub-processor-list.md'; ASR = 'assurance-summary-soc2-iso27001.pdf'
ACS = 'access-control-and-identity-standard.docx'; CRY = 'cryptography-and-key-management-standard.md'
IRP = 'incident-response-notification-and-continuity-plan.txt'; RET = 'data-retention-and-disposal-schedule.docx'
DPA = 'data-processing-agreement.docx'; SDL = 'secure-development-and-vulnerability-management-standard.pdf'
CON = 'ironbark-console-security-overview.md'; AGT = 'ironbark-endpoint-agent-security-white-paper.pdf'
SOC = 'ironbark-managed-soc-service-description.docx'
T = ('TRAP', None, None)

# Q1 - Tasman Mutual Bank (Australia), CAIQ-based workbook with dropdowns and a CPS 234 supplement, for Ironbark Console
QA = dict(file='tasman-mutual-caiq-ironbark-console.xlsx', product='Ironbark Console', shape='xlsx-dropdown', rows=[
 ('A&A-01', 'Audit & Assurance', 'Is the service in scope of this assessment covered by a current independent SOC 2 Type 2 (or ISAE 3402 Type 2) report?', 'Yes', CON, "The Console, its hosting infrastructure and its supporting processes are within the scope of Ironbark's SOC 2 Type II report"),
 ('A&A-02', 'Audit & Assurance', 'Does the report referred to in A&A-01 include the Privacy Trust Services Criteria?', 'No', ASR, 'The Processing Integrity and Privacy criteria are not included in the SOC 2 report.'),
 ('A&A-03', 'Audit & Assurance', 'Is your ISO/IEC 27001 certification issued by a certification body accredited by JAS-ANZ or another IAF member accreditation body?', 'Yes', ASR, 'Kestrel Certification Services Pty Ltd (accredited by JAS-ANZ)'),
 ('A&A-04', 'Audit & Assurance', 'Will you provide Tasman Mutual with the full report of your most recent independent penetration test?', 'No', ASR, 'Ironbark does not release full penetration test reports.'),
 ('A&A-05', 'Audit & Assurance', 'Has the service been assessed by an ASD-endorsed IRAP assessor against the Information Security Manual?', 'No', ASR, 'Ironbark has not undertaken an IRAP assessment'),
 ('A&A-06', 'Audit & Assurance', 'CPS 234 supplement: if APRA requires it, will you permit the bank, its auditors or APRA to carry out an on-site audit of your premises?', 'Yes', DPA, 'or where required by a regulator of the Customer, including the Australian Prudential Regulation Authority'),
 ('AIS-01', 'Application & Interface Security', 'Is application source code subject to automated security testing (e.g. SAST) before changes are released to production?', 'Yes', SDL, 'The continuous integration pipeline runs static application security testing'),
 ('AIS-02', 'Application & Interface Security', 'Do API keys or tokens issued to our administrators have an enforced maximum lifetime?', 'Yes', CON, 'Tokens have a maximum lifetime of 12 months'),
 ('BCR-01', 'Business Continuity & Operational Resilience', 'Is the recovery time objective (RTO) for the service 4 hours or less?', 'No', IRP, 'Ironbark Console (each region) 8 hours 1 hour'),
 ('BCR-02', 'Business Continuity & Operational Resilience', 'Is the recovery point objective (RPO) for the service no greater than 4 hours?', 'Yes', IRP, 'Ironbark Console (each region) 8 hours 1 hour'),
 ('BCR-03', 'Business Continuity & Operational Resilience', 'Are backups of our tenant copied or replicated to any location outside Australia?', 'No', IRP, "Backups never leave the tenant's country."),
 ('CEK-01', 'Cryptography, Encryption & Key Management', 'Is customer data encrypted at rest using AES-256 or an equivalent algorithm?', 'Yes', CRY, 'including databases, object storage, search indexes and backups, is encrypted with AES-256'),
 ('CEK-02', 'Cryptography, Encryption & Key Management', 'Can Tasman Mutual generate, supply and revoke its own encryption keys (BYOK/HYOK) for data held in the service?', 'No', CRY, 'Ironbark has chosen not to offer customer-managed, customer-supplied or customer-held encryption keys'),
 ('CEK-03', 'Cryptography, Encryption & Key Management', 'Are the master keys protecting customer data held in hardware security modules validated to FIPS 140-2 Level 3 (or higher)?', 'Yes', CRY, 'held in hardware security modules validated under FIPS 140-2 Level 3'),
 ('DSP-01', 'Data Security & Privacy', 'If we select Australian hosting, will our security telemetry and its backups remain in Australia at rest?', 'Yes', CON, 'Customer Data at rest, including backups, stays within the chosen country.'),
 ('DSP-02', 'Data Security & Privacy', "Is our data logically segregated from other customers' data in the multi-tenant environment?", 'Yes', CON, 'Tenant isolation is enforced in three layers'),
 ('DSP-03', 'Data Security & Privacy', 'Can the service be provisioned as a dedicated single-tenant instance for the exclusive use of the bank?', 'No', CON, 'a dedicated single-tenant deployment is not offered'),
 ('DSP-04', 'Data Security & Privacy', 'At the end of the contract, will you provide written confirmation (such as a certificate) that our data has been destroyed?', 'Yes', RET, 'Ironbark provides a certificate of deletion signed by the General Counsel or the CISO'),
 ('DSP-05', 'Data Security & Privacy', 'Is production customer data ever copied into development or test environments?', 'No', SDL, 'Customer Data from the Production Environment must never be copied into development, test or staging environments.'),
 ('GRC-01', 'Governance, Risk & Compliance', 'Is your information security policy approved at board or board-committee level?', 'Yes', ISP, 'Each revision is approved by the Board Risk and Audit Committee'),
 ('GRC-02', 'Governance, Risk & Compliance', 'Are your annual financial statements audited by an independent external auditor?', *T),
 ('HRS-01', 'Human Resources', 'Are criminal history checks completed for all staff before they are given access to systems or customer data?', 'Yes', PSS, 'a criminal history check, being a National Police Check in Australia'),
 ('IAM-01', 'Identity & Access Management', 'We intend to subscribe to the Professional plan. Will we be able to federate sign-in to the service with our Microsoft Entra ID tenant using SAML?', 'Yes', CON, 'Federated sign-in (SAML 2.0 / OpenID Connect): Professional: Yes'),
 ('IAM-02', 'Identity & Access Management', 'On that same plan, can user accounts be provisioned and deprovisioned automatically from our directory using SCIM?', 'No', CON, 'SCIM 2.0 user provisioning: Professional: —'),
 ('IAM-03', 'Identity & Access Management', 'Are user accounts that do not sign in through SSO required to use multi-factor authentication, with no option to turn it off?', 'Yes', ACS, 'multi-factor authentication cannot be switched off for local accounts'),
 ('IAM-04', 'Identity & Access Management', 'Is privileged access to your production infrastructure reviewed at least quarterly?', 'Yes', ACS, 'Production Environment and all privileged access: Review frequency: Quarterly'),
 ('IAM-05', 'Identity & Access Management', "Can your support staff access the bank's tenant without the bank first granting permission?", 'No', ACS, 'Ironbark support engineers cannot access a Customer tenant unless a Tenant Administrator grants support access from the Console.'),
 ('IVS-01', 'Infrastructure & Virtualization Security', 'Is the Console user interface compliant with WCAG 2.1 Level AA accessibility requirements?', *T),
 ('LOG-01', 'Logging & Monitoring', 'Are audit logs of user and administrator activity within our tenant retained for at least 12 months?', 'Yes', CON, 'Audit log entries are retained for two years'),
 ('SEF-01', 'Security Incident Management', 'Will you notify the bank of a security incident affecting its data within 72 hours of becoming aware of it?', 'Yes', IRP, 'in any event within 48 hours after Ironbark becomes aware of it'),
 ('SEF-02', 'Security Incident Management', 'Further to SEF-01, is your contractual notification commitment 24 hours or less?', 'No', IRP, 'in any event within 48 hours after Ironbark becomes aware of it'),
 ('SEF-03', 'Security Incident Management', 'Has your organisation reported a material information security incident to a regulator in the last three years?', *T),
 ('TVM-01', 'Threat & Vulnerability Management', 'Are critical-rated vulnerabilities in the production platform remediated within 14 days?', 'Yes', SDL, 'Critical: Console, Production Environment and corporate systems: 7 days'),
 ('TVM-02', 'Threat & Vulnerability Management', 'Do you run a bug bounty program that pays researchers for valid vulnerability reports?', 'No', SDL, 'Ironbark does not operate a paid bug bounty program'),
 ('UEM-01', 'Universal Endpoint Management', 'Is the Console user interface available in languages other than English?', *T),
])

# Q2 - Lakeshore State University (United States), HECVAT Lite style workbook answered 1) Yes / 2) No, for Ironbark Endpoint Agent
QB = dict(file='lakeshore-hecvat-lite-ironbark-endpoint-agent.xlsx', product='Ironbark Endpoint Agent', shape='xlsx-numbered', rows=[
 ('COMP-01', 'Company', 'Does your company have a dedicated information security leader (e.g., CISO) accountable for the security program?', 'Yes', ISP, 'The Chief Information Security Officer (CISO) reports to the Chief Executive Officer'),
 ('COMP-02', 'Company', 'Are all of your employees and contractors located in the United States?', 'No', PSS, 'Ironbark Personnel are employed in three countries.'),
 ('DOCU-01', 'Documentation', 'Is the endpoint agent itself included in the scope of your SOC 2 Type II report?', 'No', ASR, 'The SOC 2 report covers the Console only.'),
 ('DOCU-02', 'Documentation', 'Are the development, build and release processes for the agent within the scope of an ISO 27001 certification?', 'Yes', ASR, 'The certificate covers the development of the Agent, including its build, signing and release processes.'),
 ('DOCU-03', 'Documentation', 'Have you completed a full HECVAT and published it in the EDUCAUSE Community Library?', *T),
 ('DOCU-04', 'Documentation', 'Do you have a VPAT documenting Section 508 conformance for the agent management interface?', *T),
 ('APPL-01', 'Application', 'Many faculty laptops run macOS 14 on Apple silicon. Is this platform supported by the agent?', 'Yes', AGT, 'macOS 13 Ventura, 14 Sonoma and 15 Sequoia, on Apple silicon and Intel'),
 ('APPL-02', 'Application', 'Can the agent be installed on university-managed iPads and Android tablets?', 'No', AGT, 'Mobile operating systems (iOS, iPadOS and Android) and ChromeOS are not supported.'),
 ('APPL-03', 'Application', 'Several research lab servers still run Windows Server 2012 R2. Is that operating system supported by the current agent?', 'No', AGT, 'Windows Server 2012 R2 was retired on 30 June 2025'),
 ('APPL-04', 'Application', 'Does the macOS agent operate without requiring a kernel extension (kext) to be approved?', 'Yes', AGT, 'Apple Endpoint Security framework system extension (no kernel extension)'),
 ('APPL-05', 'Application', 'Does the agent support non-persistent virtual desktops, such as our VDI computer labs?', 'Yes', AGT, "Non-persistent virtual desktops are supported on Windows using the Agent's golden-image mode."),
 ('APPL-06', 'Application', 'Does the agent require any inbound ports to be opened on endpoints or on the campus firewall?', 'No', AGT, 'It does not open any listening network port on the device.'),
 ('APPL-07', 'Application', 'Campus traffic leaves through an authenticating web proxy (Kerberos/NTLM). Can the agent authenticate to that proxy?', 'No', AGT, 'Authenticated proxies are not supported'),
 ('APPL-08', 'Application', 'Does the agent keep enforcing protection and retain event data while a laptop is off the network?', 'Yes', AGT, 'the Agent keeps enforcing its last known policy and buffers Telemetry locally'),
 ('APPL-09', 'Application', 'On Windows, is the agent protected from being stopped or uninstalled by a user with local administrator rights?', 'Yes', AGT, 'tamper protection prevents the Agent from being stopped, modified or uninstalled, including by local administrators'),
 ('APPL-10', 'Application', 'Is the same anti-tamper protection available on our Linux research servers?', 'No', AGT, 'Tamper protection is not available on Linux.'),
 ('APPL-11', 'Application', 'If remote shell (live response) capability exists, is it disabled until an administrator turns it on?', 'Yes', AGT, 'Live Response is disabled by default'),
 ('APPL-12', 'Application', 'Is the average CPU overhead of the agent below 5% on a typical endpoint?', 'Yes', AGT, 'the Agent uses on average less than 2% of one CPU core'),
 ('APPL-13', 'Application', 'Does the agent use a cryptographic module validated under FIPS 140-2 or FIPS 140-3?', 'No', AGT, "The Agent's cryptographic module has not been validated under FIPS 140-2 or FIPS 140-3"),
 ('CHNG-01', 'Change Management', 'Can the university control when new agent versions are rolled out to its devices (e.g., manual or staged upgrades)?', 'Yes', AGT, 'Customers control when Agent software is upgraded.'),
 ('CHNG-02', 'Change Management', 'Will you ever upgrade the agent on our devices when our update settings do not allow it?', 'No', AGT, "Ironbark never upgrades the Agent on a device unless the Customer's update policy allows it."),
 ('CHNG-03', 'Change Management', 'Following CHNG-01, can we also postpone updates to detection rules and content?', 'No', AGT, 'cannot be deferred by Customers'),
 ('CHNG-04', 'Change Management', 'Are agent installers and update packages digitally signed, with the signature checked before an update is installed?', 'Yes', AGT, 'the Agent verifies the signature and version before installing it'),
 ('CHNG-05', 'Change Management', 'Is a software bill of materials (SBOM) provided for each release of the agent?', 'Yes', SDL, 'A software bill of materials (SBOM) in CycloneDX format is published with every Agent release'),
 ('DATA-01', 'Data', 'Does the agent record keystrokes or capture screenshots of user activity?', 'No', AGT, 'The Agent does not capture keystrokes, screenshots'),
 ('DATA-02', 'Data', 'Is uploading of files from endpoints to your cloud turned off unless we choose to enable it?', 'Yes', AGT, 'Sample Submission is disabled by default'),
 ('DATA-03', 'Data', 'Is event data cached locally on the endpoint stored in encrypted form?', 'Yes', AGT, 'The local buffer is encrypted with AES-256'),
 ('DATA-04', 'Data', 'Is all traffic between the agent and your cloud encrypted using TLS 1.2 or higher?', 'Yes', AGT, 'Connections use TLS 1.3 with mutual authentication'),
 ('DATA-05', 'Data', 'Our network security stack performs TLS decryption on outbound traffic. Will the agent work with TLS inspection enabled?', 'No', AGT, 'TLS inspection of Agent traffic must be bypassed because it breaks certificate pinning.'),
 ('THRD-01', 'Third Parties', 'Is any information collected by the agent sent to a third party, for example a file reputation service?', 'Yes', SUB, 'Cryptographic hashes of executable files only; no file contents and no personal information'),
 ('THRD-02', 'Third Parties', 'Is the source code for the agent held in escrow with a third-party escrow agent for the benefit of customers?', *T),
 ('VULN-01', 'Vulnerability Management', 'Do you commit to releasing a fixed agent version within 30 days of a critical vulnerability being identified?', 'Yes', SDL, 'Critical: Endpoint Agent (fixed version released): 14 days'),
 ('VULN-02', 'Vulnerability Management', 'Once a fixed version is released, are you responsible for installing it on our endpoints?', 'No', SDL, "Installing the fixed version on Customer devices is the Customer's responsibility"),
 ('VULN-03', 'Vulnerability Management', 'Is the agent independently security tested (e.g., penetration test) at least annually?', 'Yes', ASR, 'The Agent is subject to a separate annual security assessment on Windows, macOS and Linux'),
 ('HFIH-01', 'Incident Handling', 'Do you have a documented incident response plan that is exercised at least annually?', 'Yes', IRP, 'This Plan is exercised at least twice a year by tabletop exercise'),
])

# Q3 - Department of Regional Services and Transport (an Australian state government agency), SIG Lite derived, Y/N, for Ironbark Managed SOC
QC = dict(file='drst-sig-lite-ironbark-managed-soc.xlsx', product='Ironbark Managed SOC', shape='xlsx-yn', rows=[
 ('A.1', 'Risk Management', 'Is a formal information security risk assessment performed at least annually?', 'Yes', ISP, 'A full information security risk assessment is completed annually'),
 ('B.1', 'Security Policy', 'Are exceptions to security policy formally approved and time-limited?', 'Yes', ISP, 'An exception may be granted for no more than six months'),
 ('C.1', 'Organizational Security', 'Is any part of the managed security service subcontracted to another company?', 'No', SOC, 'Ironbark does not subcontract any part of the Managed SOC to third parties.'),
 ('C.2', 'Organizational Security', 'Is your organisation on a whole-of-government cyber security services panel in any Australian state?', *T),
 ('E.1', 'Human Resources Security', 'Under the standard service, without optional add-ons, do all personnel who access our data hold an Australian Government security clearance?', 'No', PSS, 'no other Ironbark service is delivered by cleared Personnel as a matter of course'),
 ('E.2', 'Human Resources Security', 'Can the service be delivered exclusively by Australian citizens located in Australia who hold at least a Baseline clearance?', 'Yes', SOC, 'the Customer\'s tenant can be accessed only by SOC Analysts who are Australian citizens, located in Australia and holding at least a Baseline security clearance'),
 ('E.3', 'Human Resources Security', 'Further to E.2, is that option available on the Professional plan?', 'No', SOC, 'Sovereign Watch is an option for Customers whose tenant is in the Australian hosting region and who subscribe on the Enterprise plan.'),
 ('E.4', 'Human Resources Security', 'Are analysts who monitor customer environments re-screened (police and financial checks) at least every five years?', 'Yes', PSS, 'SOC Analysts and Privileged Personnel are re-screened every three years'),
 ('E.5', 'Human Resources Security', 'Are all of your staff, not only analysts, periodically re-screened after they are hired?', 'No', PSS, 'Periodic re-screening is not performed for other Personnel.'),
 ('E.6', 'Human Resources Security', 'Are all analysts direct employees, rather than contractors or labour-hire staff?', 'Yes', PSS, 'Every SOC Analyst is a permanent or fixed-term employee of an Ironbark company.'),
 ('E.7', 'Human Resources Security', 'Do newly hired analysts complete a structured training program before they work without supervision?', 'Yes', PSS, 'New SOC Analysts complete a structured onboarding program of at least 80 hours'),
 ('E.8', 'Human Resources Security', "Is a departing analyst's access revoked within 24 hours of the end of their employment?", 'Yes', PSS, 'access for SOC Analysts and Privileged Personnel is revoked within four hours of the end of employment'),
 ('E.9', 'Human Resources Security', 'Is annual attrition of SOC analysts below 20%?', *T),
 ('F.1', 'Physical and Environmental Security', 'Is entry to the SOC operations area controlled by more than one factor (for example, card and PIN)?', 'Yes', ISP, 'require a badge and PIN for entry'),
 ('F.2', 'Physical and Environmental Security', 'Is CCTV footage of SOC entry points kept for at least 90 days?', 'Yes', ISP, 'footage is retained for 90 days'),
 ('F.3', 'Physical and Environmental Security', 'Are the SOC facilities certified as Zone 3 or higher under the Protective Security Policy Framework?', *T),
 ('F.4', 'Physical and Environmental Security', 'Do analysts routinely work from home when monitoring customer environments?', 'No', PSS, 'Remote working by SOC Analysts is not permitted, except under the Business Continuity Plan'),
 ('G.1', 'IT Operations Management', 'Is a minimum number of analysts on shift at all times, around the clock?', 'Yes', SOC, 'at least six SOC Analysts are on shift across the three sites'),
 ('H.1', 'Access Control', 'Will your analysts need VPN or remote desktop access into the department\'s network to deliver the service?', 'No', SOC, 'the Managed SOC does not require the Customer to provide VPN or remote desktop access'),
 ('H.2', 'Access Control', 'Is every action your analysts take in our environment logged and visible to the department?', 'Yes', ACS, 'every action they take is written to the tenant audit log that the Customer can view'),
 ('H.3', 'Access Control', 'Do your staff use phishing-resistant multi-factor authentication for all access to your systems?', 'Yes', ACS, 'Workforce multi-factor authentication uses phishing-resistant FIDO2 hardware security keys'),
 ('J.1', 'Incident Event and Communications Management', 'Will you notify us of a confirmed critical threat within 30 minutes?', 'Yes', SOC, 'Critical: Time to notify Escalation Contacts: 30 minutes'),
 ('J.2', 'Incident Event and Communications Management', 'Will triage of high-severity alerts begin within 15 minutes?', 'No', SOC, 'High: Time to triage: 30 minutes'),
 ('J.3', 'Incident Event and Communications Management', 'Does the service include remediation of affected systems, such as rebuilding devices and restoring data?', 'No', SOC, 'Ironbark does not remediate Customer systems.'),
 ('J.4', 'Incident Event and Communications Management', 'Will you provide a report on service performance at least monthly?', 'Yes', SOC, 'A monthly service report for every Customer.'),
 ('J.5', 'Incident Event and Communications Management', 'Will the service monitor logs from our firewalls and cloud platforms as well as our endpoints?', 'No', SOC, 'Monitoring of other log sources, such as firewalls, email gateways, cloud platform logs or a Customer\'s own SIEM, is out of scope.'),
 ('K.1', 'Business Resiliency', 'Can the SOC keep operating if one of its sites becomes unavailable?', 'Yes', IRP, 'the loss of one SOC operations floor is covered by extending the shifts of the other two sites'),
 ('K.2', 'Business Resiliency', 'Is the recovery time objective for the monitoring service 4 hours or less?', 'Yes', IRP, 'Ironbark Managed SOC operations 2 hours'),
 ('K.3', 'Business Resiliency', 'If we take the Australian-only option and the Melbourne site is lost, will the service fail over to an overseas site?', 'No', IRP, 'Sovereign Watch is not failed over to the Edinburgh or Denver sites.'),
 ('L.1', 'Compliance', 'Is service delivery from every SOC location covered by your ISO/IEC 27001 certificate?', 'No', ASR, 'The Denver SOC operations floor, which opened in 2025, is not yet within the certified scope.'),
 ('L.2', 'Compliance', 'Has your organisation reached Essential Eight Maturity Level Three?', 'No', ASR, 'Maturity Level Three has not been attained'),
 ('P.1', 'Privacy', 'Under the standard service, will our data be accessed by personnel located outside Australia?', 'Yes', SUB, 'SOC Analysts in the United Kingdom and the United States access the Telemetry of Australian-region tenants remotely during their shifts'),
 ('P.2', 'Privacy', 'Will the event data collected from our endpoints be stored at rest in Australia?', 'Yes', SUB, 'Customer Data at rest is stored only in the hosting region the Customer selects when its tenant is created: Australia or the United States.'),
 ('P.3', 'Privacy', 'Will you tell us if a government authority asks for our data, unless the law prohibits you from doing so?', 'Yes', DPA, 'will notify the Customer promptly, unless the law prohibits notification'),
 ('T.1', 'Threat Management', 'Are threat hunts tailored to our environment carried out at least monthly on every plan?', 'No', SOC, "Monthly hypothesis-driven hunts tailored to the Customer's environment are included on the Enterprise plan only."),
 ('T.2', 'Threat Management', 'Does your organisation publish a modern slavery statement under the Modern Slavery Act 2018 (Cth)?', *T),
])

# Q4 - Mercy Valley Health System (United States hospital), Word form with tick boxes, for Ironbark Managed SOC
QD = dict(file='mercy-valley-third-party-risk-ironbark-managed-soc.docx', product='Ironbark Managed SOC', shape='docx-boxes', rows=[
 ('1.1', 'Regulatory', 'Will you sign a HIPAA Business Associate Agreement with Mercy Valley?', 'No', DPA, 'Ironbark does not sign business associate agreements'),
 ('1.2', 'Regulatory', 'Do you hold a current independent HIPAA compliance attestation or assessment?', 'No', ASR, 'No third-party HIPAA attestation is held.'),
 ('1.3', 'Regulatory', 'In the past five years, has your organisation been the subject of an HHS Office for Civil Rights investigation?', *T),
 ('1.4', 'Regulatory', 'Is the analyst-delivered monitoring service covered by your SOC 2 Type II report?', 'No', ASR, 'the analyst-delivered activities of the Managed SOC (triage, investigation and Customer escalation) are outside the system description'),
 ('1.5', 'Regulatory', 'Do you carry cyber liability insurance with limits of at least USD 5 million?', *T),
 ('2.1', 'Service', 'Is the service staffed 24 hours a day, every day of the year, including holidays?', 'Yes', SOC, 'a 24 hours a day, 7 days a week, 365 days a year monitoring, triage and response service'),
 ('2.2', 'Service', 'Is the service available with your entry-level (Essentials) platform subscription?', 'No', SOC, 'It is not available on the Essentials plan.'),
 ('2.3', 'Service', 'On the Enterprise plan, will you also monitor identity alerts from our Microsoft Entra ID tenant?', 'Yes', SOC, 'on the Enterprise plan, identity alerts from a connected Microsoft Entra ID tenant'),
 ('2.4', 'Service', 'Is every alert reviewed by a human analyst before it is closed, rather than closed automatically?', 'Yes', SOC, 'Every alert is still reviewed by a SOC Analyst before it is closed.'),
 ('2.5', 'Service', 'Do you maintain detection content specifically for connected medical devices (IoMT)?', *T),
 ('2.6', 'Service', 'Do you use the service to monitor your own corporate laptops and servers?', 'Yes', ISP, 'monitored 24x7 by our own SOC Analysts under the same processes used for Customers'),
 ('3.1', 'Response', 'Is initial triage of critical alerts performed within 15 minutes?', 'Yes', SOC, 'Critical: Time to triage: 15 minutes'),
 ('3.2', 'Response', 'Are critical threats escalated to our on-call staff by telephone?', 'Yes', SOC, 'Critical: How we notify: Phone call and email'),
 ('3.3', 'Response', 'Are medium-severity findings communicated to us within 4 hours?', 'No', SOC, 'Medium: Time to notify Escalation Contacts: 8 hours'),
 ('3.4', 'Response', 'If a critical threat is confirmed and no one at Mercy Valley can be reached, will your analysts isolate the device where our response policy allows it?', 'Yes', SOC, "SOC Analysts will isolate the affected device if the Customer's Response Policy allows isolation"),
 ('3.5', 'Response', 'Can our staff reverse containment actions taken by your analysts?', 'Yes', SOC, 'can be reversed by the Customer from the Console'),
 ('3.6', 'Response', 'Will your analysts open remote command sessions on our clinical workstations without specific written permission in our response policy?', 'No', SOC, 'SOC Analysts do not use the Live Response remote shell on a Customer device unless the Response Policy expressly permits it.'),
 ('3.7', 'Response', 'Does the service include forensic investigation, such as forensic imaging of affected systems, after an incident?', 'No', SOC, 'Digital forensics and incident response (DFIR) engagements, including forensic imaging, expert witness work and on-site incident response, are outside the scope of the Managed SOC.'),
 ('3.8', 'Response', 'In a ransomware event, will you negotiate with the attackers or make payments on our behalf?', 'No', SOC, 'Ironbark does not negotiate with threat actors, make ransom payments'),
 ('3.9', 'Response', 'Will your analysts take part in our annual incident response tabletop exercise?', *T),
 ('3.10', 'Response', 'Do your analysts require direct access to the hospital network to deliver the service?', 'No', SOC, 'They have no direct access to Customer networks'),
 ('4.1', 'Personnel', 'Are analysts based in the United States subject to a criminal background check covering at least the previous seven years?', 'Yes', PSS, 'county, state and federal criminal records search covering the previous seven years in the United States'),
 ('4.2', 'Personnel', 'Are analysts subject to a credit or financial background check before they start?', 'Yes', PSS, 'a financial probity check, including a credit history and bankruptcy search, where permitted by local law'),
 ('4.3', 'Personnel', 'Do all workforce members sign a confidentiality agreement before being given access to systems?', 'Yes', PSS, 'All Personnel sign a confidentiality agreement'),
 ('4.4', 'Personnel', 'Are phishing simulations run for your workforce at least quarterly?', 'Yes', ISP, 'Phishing simulation exercises are run for all Personnel at least quarterly.'),
 ('4.5', 'Personnel', 'Can you guarantee that only personnel located in the United States will access our data?', 'No', SOC, 'An equivalent option restricting access to analysts in the United States, or to United States persons, is not offered.'),
 ('4.6', 'Personnel', 'Are USB storage devices blocked on the workstations analysts use?', 'Yes', SOC, 'USB storage and printing are blocked'),
 ('5.1', 'Data', 'Can our endpoint telemetry be hosted in the United States?', 'Yes', DPA, 'Customer Data at rest is stored in the hosting region selected by the Customer (Australia or the United States).'),
 ('5.2', 'Data', 'Will you notify us of a breach involving our data within 60 days of discovery?', 'Yes', DPA, 'in any event within 48 hours, after becoming aware of a Security Incident'),
 ('5.3', 'Data', 'Are investigation and case records retained for at least six years?', 'Yes', SOC, 'Case records are kept for seven years'),
 ('5.4', 'Data', 'Are recordings of escalation calls retained for at least one year?', 'No', SOC, 'recordings are kept for 90 days'),
 ('5.5', 'Data', 'Can we ask for our case records to be deleted before the end of your standard retention period?', 'Yes', RET, 'a Customer may ask for them to be deleted earlier'),
 ('5.6', 'Data', 'Is threat intelligence derived from our environment used to improve detections for your other customers?', 'Yes', DPA, 'use them to improve detection content for all Ironbark customers'),
 ('5.7', 'Data', 'Following 5.6, can we opt out of that sharing on the Professional plan?', 'No', DPA, 'Customers on the Enterprise plan may opt out of contributing Threat Indicators by written notice.'),
 ('5.8', 'Data', 'Does the service require us to keep at least one escalation contact who can be reached around the clock?', 'Yes', SOC, 'at least one of whom can be reached 24x7'),
])

if __name__ == '__main__':
    sys.path.insert(0, os.path.join(ROOT, '..', 'shared'))
    from keys import write_keys
    write_keys(ROOT, (QA, QB, QC, QD))
