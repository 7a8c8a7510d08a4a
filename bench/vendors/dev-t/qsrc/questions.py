#!/usr/bin/env python3
# Questionnaires and answer keys for vendor T (Cadenza Labs, Inc.), development set.
# Each row: (ref, section, question, expected, document, evidence)
# expected: Yes / No / TRAP (the answer is in no document: the draft must be flagged)
# Writes keys/<questionnaire>.key.json, which build/make-questionnaires.cjs turns into customer files.
import json, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ISP = 'information-security-program-policy.md'; AIP = 'ai-acceptable-use-and-model-governance-policy.txt'
MSL = 'model-and-subprocessor-list.md'; DUT = 'data-usage-and-model-training-statement.docx'
ISO = 'iso-42001-readiness-statement.pdf'; SOC = 'soc2-type2-report-summary-and-bridge-letter.pdf'
ACS = 'access-control-and-identity-standard.docx'; ENC = 'encryption-and-data-protection-standard.md'
IRP = 'incident-response-and-business-continuity-plan.txt'; DPA = 'data-processing-addendum.docx'
NOT = 'cadenza-notes-security-privacy-and-ai-overview.md'; CLP = 'cadenza-clip-extension-security-white-paper.pdf'
API = 'cadenza-api-trust-and-security-faq.docx'
T = ('TRAP', None, None)

# Q1 - Harborline Financial Group, CAIQ-Lite style workbook with dropdowns, for Cadenza Notes
QA = dict(file='harborline-caiq-lite-cadenza-notes.xlsx', product='Cadenza Notes', shape='xlsx-dropdown', rows=[
 ('GRC-01', 'Governance, Risk & Compliance', 'Do you have an information security policy that is documented and approved by management?', 'Yes', ISP, 'Policy changes are approved by the CTO and published on the company wiki'),
 ('GRC-02', 'Governance, Risk & Compliance', 'Is the policy referenced in GRC-01 reviewed at least annually?', 'Yes', ISP, 'reviewed at least once every twelve months'),
 ('GRC-03', 'Governance, Risk & Compliance', 'Is there a named individual accountable for information security who reports to executive management?', 'Yes', ISP, 'The security program is led by the Head of Security, who reports to the Chief Technology Officer'),
 ('A&A-01', 'Audit & Assurance', 'Can you provide a current SOC 2 Type II report that covers the service being assessed?', 'Yes', SOC, 'System in scope | Cadenza Notes (web application, meeting bot integration and supporting infrastructure)'),
 ('A&A-02', 'Audit & Assurance', 'Does that report include the Privacy trust services criterion?', 'No', SOC, 'The Privacy and Processing Integrity criteria were not included in the report.'),
 ('A&A-03', 'Audit & Assurance', 'Is your organization certified to ISO/IEC 27001?', 'No', ISP, 'Cadenza does not hold an ISO/IEC 27001 certificate'),
 ('A&A-04', 'Audit & Assurance', 'Is the service penetration tested by an independent third party at least annually?', 'Yes', ISP, 'An independent firm performs a penetration test of Cadenza Notes and the Cadenza Clip extension every year.'),
 ('A&A-05', 'Audit & Assurance', 'Do you permit customers to perform their own penetration testing of the production service?', *T),
 ('TVM-01', 'Threat & Vulnerability Management', 'Do you operate a bug bounty program, and is this service within its scope?', 'Yes', ISP, 'Its scope covers Cadenza Notes and Cadenza Clip'),
 ('TVM-02', 'Threat & Vulnerability Management', 'Are critical-severity vulnerabilities remediated within 7 days of confirmation?', 'Yes', ISP, 'Critical | 7 days'),
 ('HRS-01', 'Human Resources', 'Are criminal background checks performed on employees prior to their start date, where permitted by law?', 'Yes', ISP, 'undergo a criminal background check before their start date'),
 ('HRS-02', 'Human Resources', 'Is security awareness training provided to all personnel at hire and at least annually thereafter?', 'Yes', ISP, 'Every new hire completes security awareness training and our AI acceptable use training during their first week; both are repeated annually.'),
 ('HRS-03', 'Human Resources', 'Does your organization carry cyber liability insurance with coverage of at least USD 5 million?', *T),
 ('IAM-01', 'Identity & Access Management', 'Is multi-factor authentication required for all workforce access to corporate and production systems?', 'Yes', ACS, 'Multi-factor authentication is required for every sign-in.'),
 ('IAM-02', 'Identity & Access Management', 'Are SMS one-time codes or push notifications accepted as a second factor for workforce accounts?', 'No', ACS, 'SMS, voice and push-notification factors are not permitted'),
 ('IAM-03', 'Identity & Access Management', 'Do engineers hold standing access to production databases that contain customer data?', 'No', ACS, 'Engineers have no standing access to production data stores.'),
 ('IAM-04', 'Identity & Access Management', 'Are access rights to production systems reviewed at least quarterly?', 'Yes', ACS, 'Access rights to production systems and to systems holding customer data are reviewed every quarter by the system owner.'),
 ('IAM-05', 'Identity & Access Management', 'Are workforce passwords required to be changed at least every 90 days?', 'No', ACS, 'We do not require periodic password rotation'),
 ('IAM-06', 'Identity & Access Management', 'Harborline would subscribe to the Business plan. Does that plan support SAML 2.0 single sign-on with Microsoft Entra ID?', 'Yes', ACS, 'SAML 2.0 single sign-on (Okta, Entra ID, OneLogin, generic SAML) | — | — | Yes | Yes'),
 ('IAM-07', 'Identity & Access Management', 'On the same plan, can user accounts be provisioned and deprovisioned automatically via SCIM?', 'No', ACS, 'SCIM 2.0 user provisioning | — | — | — | Yes'),
 ('IAM-08', 'Identity & Access Management', 'Can a customer administrator enforce MFA for every user in the customer tenant?', 'Yes', ACS, 'Admin can require MFA for all workspace members | — | — | Yes | Yes'),
 ('LOG-01', 'Logging & Monitoring', 'On the Business plan, is an audit log of user and administrator activity available to the customer?', 'No', NOT, 'Audit logs are not available on the Free, Pro or Business plans.'),
 ('LOG-02', 'Logging & Monitoring', 'Are security logs centrally collected and retained for at least 12 months?', 'Yes', ISP, 'forwarded to a central SIEM and retained for 13 months'),
 ('EKM-01', 'Encryption & Key Management', 'Is customer data encrypted in transit using TLS 1.2 or higher?', 'Yes', ENC, 'require TLS 1.2 or TLS 1.3'),
 ('EKM-02', 'Encryption & Key Management', 'Is customer data encrypted at rest using AES-256 or equivalent?', 'Yes', ENC, 'encrypted at rest with AES-256'),
 ('EKM-03', 'Encryption & Key Management', 'Are the cryptographic modules used by the service validated to FIPS 140-2 or 140-3?', 'No', ENC, 'Cadenza does not claim FIPS 140-2 or FIPS 140-3 validation for its products.'),
 ('DSP-01', 'Data Security & Privacy', 'For Enterprise customers, can data be hosted in the EU with AI processing also remaining in the EU?', 'Yes', ENC, 'For EU-hosted Notes workspaces, AI processing also stays in the EU'),
 ('DSP-02', 'Data Security & Privacy', 'Is production customer data ever copied into development or test environments?', 'No', ENC, 'Production customer data is never used in development or test environments'),
 ('DSP-03', 'Data Security & Privacy', 'Is customer data deleted from production systems within 30 days of contract termination?', 'Yes', DPA, 'Within 30 days after termination of the Agreement, Cadenza will delete Customer Personal Data from its production systems'),
 ('DSP-04', 'Data Security & Privacy', 'Will you execute a HIPAA Business Associate Agreement with us?', 'No', DPA, 'Cadenza does not sign Business Associate Agreements for any of its products.'),
 ('BCR-01', 'Business Continuity & Resilience', 'Is the recovery time objective (RTO) for the service 4 hours or less?', 'No', IRP, 'Cadenza Notes: recovery time objective (RTO) 8 hours'),
 ('BCR-02', 'Business Continuity & Resilience', 'Are backups copied to a separate region?', 'Yes', IRP, 'copied to a second AWS region in the same geography'),
 ('BCR-03', 'Business Continuity & Resilience', 'Is failover to the disaster recovery site tested at least once a year?', 'Yes', IRP, 'A full regional failover test of Cadenza Notes and the Cadenza API is performed once a year.'),
 ('BCR-04', 'Business Continuity & Resilience', 'Are the data centers hosting the service certified Tier III or higher by the Uptime Institute?', *T),
 ('SEF-01', 'Security Incident Management', 'Will you notify us of a personal data breach affecting our data within 72 hours of becoming aware of it?', 'Yes', DPA, 'in any case within 72 hours, after becoming aware of a Personal Data Breach'),
 ('SEF-02', 'Security Incident Management', 'Is the incident response plan exercised at least annually?', 'Yes', IRP, 'The incident response plan is tested at least once a year through a tabletop exercise.'),
 ('STA-01', 'Supply Chain Management', 'Do you give customers advance notice of new sub-processors, with the opportunity to object?', 'Yes', DPA, "Cadenza will give at least 30 days' notice before a new sub-processor begins processing Customer Personal Data."),
])

# Q2 - Wexford State University, HECVAT-Lite style workbook with numbered options, for Cadenza Clip
QB = dict(file='wexford-hecvat-lite-cadenza-clip.xlsx', product='Cadenza Clip', shape='xlsx-numbered', rows=[
 ('COMP-01', 'Company', 'Does your company have a dedicated information security staff?', 'Yes', ISP, 'The security team has five full-time members'),
 ('COMP-02', 'Company', 'Does your information security policy apply to the product under review?', 'Yes', ISP, 'to all three of our products (Cadenza Notes, the Cadenza Clip browser extension and the Cadenza API)'),
 ('DOCU-01', 'Documentation', 'Do you have a current SOC 2 Type II report that covers the product under review?', 'No', CLP, 'Cadenza Clip is not covered by our SOC 2 Type II report, which covers Cadenza Notes only.'),
 ('DOCU-02', 'Documentation', 'If you answered No to DOCU-01, is the product scheduled to be brought into your SOC 2 scope?', 'No', SOC, 'there is no plan at present to bring Cadenza Clip into the SOC 2 scope'),
 ('DOCU-03', 'Documentation', 'Is your company certified to ISO/IEC 42001 (AI management system)?', 'No', ISO, 'Cadenza is not certified to ISO/IEC 42001 today.'),
 ('DOCU-04', 'Documentation', 'Can you provide a completed VPAT (Voluntary Product Accessibility Template) for the extension?', *T),
 ('DOCU-05', 'Documentation', "Will you sign the University's FERPA data sharing addendum?", *T),
 ('APPL-01', 'Application/Service Security', 'Is the extension supported on Mozilla Firefox?', 'No', CLP, 'Mozilla Firefox | Not supported'),
 ('APPL-02', 'Application/Service Security', 'Is a version for Apple Safari available today?', 'No', CLP, 'Apple Safari | Not supported; on our roadmap for 2027'),
 ('APPL-03', 'Application/Service Security', 'Is the extension supported on Microsoft Edge?', 'Yes', CLP, 'Microsoft Edge (Chromium, current and previous major version) | Supported'),
 ('APPL-04', 'Application/Service Security', 'Does the extension request the host permission to read and change data on all websites?', 'No', CLP, 'does not request the "read and change all your data on all websites" host permission'),
 ('APPL-05', 'Application/Service Security', 'Does the extension read page content only when the user explicitly asks it to?', 'Yes', CLP, 'to read the text of the current page only when the user clicks Summarize'),
 ('APPL-06', 'Application/Service Security', 'Can the extension be force-installed or blocked centrally through Chrome Enterprise policies or Microsoft Intune?', 'Yes', CLP, 'Administrators can force-install Clip, or block it, with Google Chrome Enterprise policies, Microsoft Intune or any MDM tool that manages browser policies.'),
 ('APPL-07', 'Application/Service Security', "Will the vendor deploy and configure the extension on the University's managed browsers?", 'No', CLP, 'Cadenza does not manage customer devices or browsers.'),
 ('APPL-08', 'Application/Service Security', 'Can the University pin a specific extension version and defer automatic updates until it has tested them?', *T),
 ('APPL-09', 'Application/Service Security', 'Is the source code of the extension publicly available for independent review?', *T),
 ('APPL-10', 'Application/Service Security', 'Does the extension work offline?', 'No', CLP, 'it has no offline mode'),
 ('AUTH-01', 'Authentication, Authorization, and Accounting', "Can users sign in to the extension through the University's SAML identity provider?", 'Yes', CLP, "the workspace's SAML single sign-on and MFA requirements apply to Clip as well"),
 ('AUTH-02', 'Authentication, Authorization, and Accounting', 'Does the extension require its own separate account and password?', 'No', CLP, 'Clip has no separate account.'),
 ('AUTH-03', 'Authentication, Authorization, and Accounting', 'Is MFA required for vendor staff who access the systems supporting the product?', 'Yes', ACS, 'Multi-factor authentication is required for every sign-in.'),
 ('DATA-01', 'Data', 'Does the extension encrypt the data it stores locally in the browser?', 'No', ENC, 'Cadenza Clip does not add its own encryption to this cache'),
 ('DATA-02', 'Data', 'Is locally cached data kept for no more than 7 days?', 'Yes', CLP, 'The summary cache in extension storage holds summaries for up to 7 days.'),
 ('DATA-03', 'Data', 'Is audio capture started only when the user chooses to record?', 'Yes', CLP, 'to record audio from a meeting tab when the user presses Record'),
 ('DATA-04', 'Data', 'Does the extension capture screenshots or video of the screen?', 'No', CLP, 'Clip does not capture video or screenshots.'),
 ('DATA-05', 'Data', 'Does the vendor retain the page text sent for summarization after the summary is returned?', 'No', CLP, 'Page text is not retained after the summary is produced'),
 ('DATA-06', 'Data', 'Is data sent from the extension to the vendor encrypted in transit?', 'Yes', CLP, 'the visible text of the page is sent over TLS to our summarization service'),
 ('AIML-01', 'AI / Machine Learning', 'Is web page content captured by the extension used to train or improve AI models?', 'No', DUT, 'Web page text that Cadenza Clip reads to summarize a page is never used for model improvement, whatever the workspace setting.'),
 ('AIML-02', 'AI / Machine Learning', 'Does the extension protect against indirect prompt injection from malicious web pages?', 'Yes', CLP, 'Clip treats page text as untrusted data'),
 ('AIML-03', 'AI / Machine Learning', 'Has the extension been assessed in an external AI red-team engagement?', 'No', AIP, 'Cadenza Clip has not yet been part of an external AI red-team engagement; it is planned for 2027.'),
 ('AIML-04', 'AI / Machine Learning', 'If the primary model provider is unavailable, does the extension fail over to a secondary model?', 'No', IRP, 'Cadenza Clip does not use the fallback model'),
 ('AIML-05', 'AI / Machine Learning', 'Do you publish the list of AI model providers and sub-processors that process customer data?', 'Yes', MSL, 'Cadenza Labs, Inc. publishes this list so customers can see which third parties process their data'),
 ('AIML-06', 'AI / Machine Learning', "Has an AI impact assessment been completed for the extension's page summary feature?", 'No', ISO, 'An impact assessment for Cadenza Clip page summaries is in progress.'),
 ('ASSR-01', 'Assurance', 'Has the extension been penetration tested by a third party in the last 12 months?', 'Yes', CLP, 'Cadenza Clip is included in our annual third-party penetration test'),
 ('ASSR-02', 'Assurance', 'Is the extension in scope of a bug bounty program?', 'Yes', CLP, 'in the scope of our private bug bounty program'),
 ('INCD-01', 'Incident Handling', 'Will you notify the University within 72 hours of a breach involving institutional data?', 'Yes', DPA, 'in any case within 72 hours, after becoming aware of a Personal Data Breach'),
 ('INCD-02', 'Incident Handling', 'Does your incident response plan also cover AI-specific incidents such as prompt injection?', 'Yes', IRP, 'An AI incident (as defined in the AI Acceptable Use and Model Governance Policy) is handled through the same process.'),
])

# Q3 - Meridian Mutual Insurance, SIG-Lite extract with Y/N responses, for the Cadenza API
QC = dict(file='meridian-sig-lite-cadenza-api.xlsx', product='Cadenza API', shape='xlsx-yn', rows=[
 ('A.1', 'Risk Management', 'Is there a documented information security program with policies approved by management?', 'Yes', ISP, 'Policy changes are approved by the CTO and published on the company wiki'),
 ('A.2', 'Risk Management', 'Is a formal risk assessment performed at least annually?', 'Yes', ISP, 'the full register is re-assessed once a year'),
 ('B.1', 'Security Policy', 'Is the service in scope covered by a SOC 2 Type II report?', 'No', API, 'Not yet. Our SOC 2 Type II report covers Cadenza Notes.'),
 ('B.2', 'Security Policy', 'Does the service hold a FedRAMP authorization at any impact level?', *T),
 ('B.3', 'Security Policy', 'Has the service been penetration tested by an independent third party?', 'Yes', API, 'The API was included in our third-party penetration test for the first time in 2026'),
 ('B.4', 'Security Policy', 'Is the service within the scope of a bug bounty program?', 'No', ISP, 'the Cadenza API is not yet in scope of the bug bounty program'),
 ('C.1', 'Organizational Security', 'Do all employees complete security awareness training at least annually?', 'Yes', ISP, 'Every new hire completes security awareness training and our AI acceptable use training during their first week; both are repeated annually.'),
 ('C.2', 'Organizational Security', 'Does the organization maintain technology errors and omissions (E&O) insurance?', *T),
 ('D.1', 'Asset and Information Management', 'Are company laptops centrally managed and protected with full-disk encryption?', 'Yes', ISP, 'All company laptops are managed through our MDM platform, which enforces full-disk encryption'),
 ('G.1', 'Operations Management', 'Are code changes peer reviewed before they are deployed to production?', 'Yes', ISP, 'Every pull request requires review and approval by at least one engineer other than the author before merge'),
 ('G.2', 'Operations Management', 'Is source code scanned for hard-coded secrets?', 'Yes', ISP, 'Secrets scanning runs on every push to our source code repositories.'),
 ('H.1', 'Access Control', 'Does the service support SAML or OIDC federation for authenticating calls to the service?', 'No', ACS, 'The Cadenza API does not support SAML or OIDC sign-in for API calls'),
 ('H.2', 'Access Control', 'Is OAuth 2.0 (client credentials grant) supported for machine-to-machine authentication?', 'No', API, 'OAuth 2.0 client credentials are planned for 2027.'),
 ('H.3', 'Access Control', 'Can API keys be restricted to specific endpoints and set to expire?', 'Yes', API, 'Keys can be scoped to endpoints and given an expiry date.'),
 ('H.4', 'Access Control', 'Meridian will be on the Scale plan. Can API key use be restricted to our IP address ranges?', 'No', API, 'IP allowlisting is available on the Enterprise plan only.'),
 ('H.5', 'Access Control', 'Does the vendor rotate customer API keys on a scheduled basis?', 'No', ACS, "Cadenza does not rotate customer API keys on the customer's behalf."),
 ('H.6', 'Access Control', 'Is SAML single sign-on available for the administrative console on the Enterprise plan?', 'Yes', ACS, 'SAML single sign-on to the console is available on the Enterprise plan'),
 ('I.1', 'Application Security', 'Are rate limits enforced on the service endpoints?', 'Yes', API, 'Each plan has per-minute request and token limits'),
 ('I.2', 'Application Security', 'Are webhook callbacks signed (e.g., HMAC) so that the receiver can verify their origin?', *T),
 ('J.1', 'Incident Event and Communications Management', 'Is security incident response staffed 24x7?', 'Yes', IRP, 'reachable 24 hours a day, 7 days a week'),
 ('J.2', 'Incident Event and Communications Management', 'Is a documented root-cause analysis produced after major incidents?', 'Yes', IRP, 'A written post-incident review with root cause and corrective actions is completed within 10 business days'),
 ('K.1', 'Business Resiliency', 'Is the RTO for the service 4 hours or less?', 'Yes', IRP, 'Cadenza API: RTO 4 hours; RPO 1 hour.'),
 ('K.2', 'Business Resiliency', 'Are financial service credits provided when the monthly availability commitment is missed?', *T),
 ('K.3', 'Business Resiliency', 'Are backups retained for at least 30 days?', 'Yes', IRP, 'Backups are retained for 35 days'),
 ('M.1', 'Encryption', 'Can Meridian supply and manage its own encryption keys for data at rest (BYOK/CMK)?', 'No', ENC, 'Customer-managed keys are not supported for the Cadenza API.'),
 ('M.2', 'Encryption', 'Are TLS 1.0 and TLS 1.1 disabled on all internet-facing endpoints?', 'Yes', ENC, 'TLS 1.0 and TLS 1.1 are disabled on all public endpoints.'),
 ('P.1', 'Privacy', 'Is data submitted to the service used to train or improve AI models?', 'No', API, 'Data sent to the Cadenza API is never used to train or improve any model, on any plan'),
 ('P.2', 'Privacy', 'Is zero data retention available on the Scale plan?', 'No', API, 'ZDR is not available on the Developer or Scale plans.'),
 ('P.3', 'Privacy', 'Without zero data retention, is request and response content deleted automatically within 30 days?', 'Yes', API, 'request and response content is kept for 30 days so that we can detect abuse and investigate problems, and is then deleted automatically'),
 ('P.4', 'Privacy', 'Can the service be hosted in the European Union?', 'No', ENC, 'EU hosting for the API is planned for the first half of 2027'),
 ('P.5', 'Privacy', 'Is the organization certified under the EU-U.S. Data Privacy Framework?', 'Yes', DPA, 'Cadenza is certified under the EU-U.S. Data Privacy Framework'),
 ('P.6', 'Privacy', 'On the Scale plan, may vendor personnel view the content of requests we submit?', 'Yes', API, 'On the Developer and Scale plans, content flagged by our automated abuse classifiers may be reviewed by a trained member of our Trust and Safety team.'),
 ('P.7', 'Privacy', 'Does the console audit log capture the content of individual requests?', 'No', API, 'It does not log the content of individual API requests.'),
 ('V.1', 'Third Party Risk', 'Are your AI model providers contractually prohibited from training on data submitted to the service?', 'Yes', API, 'our model providers are contractually prohibited from training on it'),
 ('V.2', 'Third Party Risk', 'Are sub-processors that process customer data re-assessed annually?', 'Yes', ISP, 'are re-reviewed every year'),
])

# Q4 - Solace Therapeutics, AI vendor risk assessment (Word, tick boxes), for Cadenza Notes
QD = dict(file='solace-ai-vendor-assessment-cadenza-notes.docx', product='Cadenza Notes', shape='docx-boxes', rows=[
 ('1.1', 'AI Governance', 'Does your organization have a formal AI governance body, with executive membership, that approves changes to AI models and providers?', 'Yes', AIP, 'The AI Review Board must approve (a) the introduction of any new model provider'),
 ('1.2', 'AI Governance', "Do you have a written policy governing your employees' use of generative AI tools?", 'Yes', AIP, 'Employees may use only the generative AI tools listed on the Approved AI Tools page of the company wiki.'),
 ('1.3', 'AI Governance', 'Does the policy in 1.2 prohibit staff from entering customer data into AI tools that have not been approved?', 'Yes', AIP, 'must never be entered into an AI tool that is not on the approved list'),
 ('1.4', 'AI Governance', 'Is the policy in 1.2 reviewed at least annually?', 'Yes', AIP, 'This policy is reviewed by the AI Review Board at least annually.'),
 ('1.5', 'AI Governance', 'Is your AI management system certified to ISO/IEC 42001 by an accredited body?', 'No', ISO, 'We are working towards certification and expect to undergo a Stage 1 certification audit in the second quarter of 2027.'),
 ('1.6', 'AI Governance', 'Has an independent gap assessment against ISO/IEC 42001 been completed?', 'Yes', ISO, 'an independent advisory firm completed a gap assessment'),
 ('1.7', 'AI Governance', 'Is your AI risk management process aligned with the NIST AI Risk Management Framework?', 'Yes', ISO, 'Our AI risk management process is mapped to the NIST AI Risk Management Framework'),
 ('1.8', 'AI Governance', 'Have you determined the risk classification of the service and your obligations under the EU AI Act?', *T),
 ('1.9', 'AI Governance', "Does your SOC 2 Type II report for this service test your AI governance controls?", 'No', ISO, 'that report addresses security, availability and confidentiality controls and does not assess AI governance'),
 ('2.1', 'Models and Providers', 'Do you maintain an inventory of the AI models used in the service, including provider and hosting region?', 'Yes', AIP, 'The ML team maintains a model inventory recording'),
 ('2.2', 'Models and Providers', 'Are third-party foundation models fine-tuned on Solace data?', 'No', AIP, 'We do not fine-tune third-party foundation models on customer data.'),
 ('2.3', 'Models and Providers', 'Can Solace choose, or bring, the foundation model used by the service?', 'No', AIP, 'Customers cannot select or bring their own foundation model in Cadenza Notes or Cadenza Clip.'),
 ('2.4', 'Models and Providers', 'Are your LLM providers contractually prohibited from using our data to train their models?', 'Yes', MSL, 'prohibit the provider from using Cadenza customer data to train or improve their models'),
 ('2.5', 'Models and Providers', 'Do your LLM providers store our prompts and outputs for their own abuse monitoring?', 'No', MSL, 'prompts and outputs sent to Azure OpenAI are not stored by Microsoft for abuse review'),
 ('2.6', 'Models and Providers', 'Before a model change is released, is performance evaluated across different groups of speakers (for example accents)?', 'Yes', AIP, 'performance across accents and speaking styles'),
 ('2.7', 'Models and Providers', 'Will you notify us before a new AI model provider starts processing our data?', 'Yes', MSL, 'at least 30 days before adding a new sub-processor or model provider'),
 ('3.1', 'Data Use and Retention', 'Solace would be on the Enterprise plan. Will our meeting data be used to train or improve your models by default?', 'No', DUT, 'Cadenza Notes Business and Enterprise | No, unless the workspace opts in'),
 ('3.2', 'Data Use and Retention', 'Where customer data is used for model improvement, is it de-identified first?', 'Yes', DUT, 'audio and transcripts are de-identified first'),
 ('3.3', 'Data Use and Retention', 'Can a zero data retention mode be enabled for this service?', 'No', DUT, 'Zero data retention is not available for Cadenza Notes or Cadenza Clip'),
 ('3.4', 'Data Use and Retention', 'Can our administrators configure automatic deletion of recordings and transcripts after a set period?', 'Yes', DUT, 'can set a retention policy that automatically deletes recordings, transcripts and summaries after a period between 30 days and 7 years'),
 ('3.5', 'Data Use and Retention', 'Are chat prompts and AI answers retained for 12 months or less?', 'Yes', DUT, 'Ask Cadenza prompts and answers | 12 months'),
 ('3.6', 'Data Use and Retention', 'When a user deletes a meeting, is it also removed from backups within 35 days?', 'Yes', DUT, 'from backups within 35 days'),
 ('3.7', 'Data Use and Retention', "Does the service infer emotion or sentiment from participants' voices?", 'No', AIP, 'An experimental sentiment score for meetings was discontinued in 2025 and is no longer available.'),
 ('4.1', 'Human Oversight and Output Quality', 'Is each AI-generated summary reviewed by a member of your staff before it is delivered to users?', 'No', AIP, 'Outputs are not reviewed by a person before they are delivered to the customer.'),
 ('4.2', 'Human Oversight and Output Quality', 'Is AI-generated content clearly labelled as such in the product?', 'Yes', NOT, 'Every AI summary is labelled as AI-generated'),
 ('4.3', 'Human Oversight and Output Quality', 'Do your staff routinely read customer meeting content, prompts or outputs?', 'No', AIP, 'Cadenza staff do not read customer meeting content, prompts or outputs as part of normal operations.'),
 ('4.4', 'Human Oversight and Output Quality', 'Can users trace a statement in a summary back to the source in the transcript?', 'Yes', NOT, 'shows links back to the moment in the transcript it came from'),
 ('4.5', 'Human Oversight and Output Quality', 'Is AI-generated output watermarked or tagged with C2PA content credentials?', *T),
 ('4.6', 'Human Oversight and Output Quality', 'Do you publish measured hallucination rates for your summaries?', *T),
 ('4.7', 'Human Oversight and Output Quality', "Does the chat assistant enforce the user's existing permissions when retrieving meeting content?", 'Yes', NOT, 'Permissions are checked before any content is passed to the model'),
 ('5.1', 'Adversarial Testing', 'Has the service been red-teamed by an external specialist firm?', 'Yes', AIP, 'An external specialist firm performed an AI red-team engagement on Cadenza Notes and the Cadenza API in August 2026.'),
 ('5.2', 'Adversarial Testing', 'Is red-team testing repeated after a change of foundation model?', 'Yes', AIP, 'after each change of foundation model'),
 ('5.3', 'Adversarial Testing', 'Does that testing cover prompt injection delivered through meeting content?', 'Yes', AIP, 'Testing covers prompt injection through meeting content and web pages'),
 ('6.1', 'Legal and Privacy', 'Will you indemnify Solace against third-party intellectual property claims arising from AI-generated output?', *T),
 ('6.2', 'Legal and Privacy', 'Does the meeting bot inform participants that the meeting is being recorded?', 'Yes', NOT, 'the bot posts a chat message telling participants that the meeting is being recorded'),
 ('6.3', 'Legal and Privacy', 'Is Cadenza responsible for obtaining recording consent from every meeting participant?', 'No', NOT, 'Customers are responsible for meeting the consent requirements of the laws that apply to their recordings.'),
 ('6.4', 'Legal and Privacy', 'Are on-site audits available to Enterprise customers?', 'Yes', DPA, 'On-site audits are available only to Enterprise customers'),
 ('6.5', 'Legal and Privacy', 'Do your terms prohibit using the service for solely automated decisions with legal or similarly significant effects?', 'Yes', AIP, 'must not be used to make solely automated decisions that produce legal or similarly significant effects on individuals'),
])

if __name__ == '__main__':
    sys.path.insert(0, os.path.join(ROOT, '..', 'shared'))
    from keys import write_keys
    write_keys(ROOT, (QA, QB, QC, QD))
