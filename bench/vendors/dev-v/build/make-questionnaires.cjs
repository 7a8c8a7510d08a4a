// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Riverbend Health System – Information Security & Privacy Office',
    title: 'Third-Party Vendor Security and HIPAA Assessment (CAIQ-based, Riverbend edition)',
    returnTo: 'Add comments or references to supporting evidence in column E. Return the completed workbook to vendorrisk@riverbendhealth.example.',
  },
  numbered: { creator: 'Cascade Valley State University – Information Security Office', title: 'Higher Education Community Vendor Assessment (HECVAT Lite style) – Mobile Applications' },
  yn: { creator: 'Ashford Pryce LLP – Information Governance & Security', title: 'Standardized Information Gathering – Lite (firm extract, on-premises software)', supplier: 'Sealwright, Inc.' },
  boxes: {
    creator: 'Nordvik Pay AB – ICT Risk and Data Protection',
    title: 'ICT Third-Party and GDPR Due Diligence Questionnaire',
    underReview: (product) => 'Service under review: ' + product + ' (electronic signature of customer onboarding and loan agreements, Enterprise subscription proposed).',
    scope: 'Please tick one box per row and add comments where useful. "You" means the supplier and the service under review; "personal data" means data of our customers and staff processed in the service.',
  },
});
