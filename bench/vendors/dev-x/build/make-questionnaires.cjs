// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Corvala Health, Inc. – Security, Privacy & Compliance',
    title: 'Third-Party Vendor Security Questionnaire (CSA CAIQ v4 Lite, Corvala Health edition)',
    returnTo: 'Use column E for comments, evidence references or compensating controls. Return the completed workbook to vendorrisk@corvalahealth.example.',
  },
  numbered: { creator: 'Eastbrook State University – Information Security Office', title: 'Higher Education Community Vendor Assessment (HECVAT On-Premise, Eastbrook edition)' },
  yn: { creator: 'Northpass Financial Technologies – Third Party Risk', title: 'Standardized Information Gathering (SIG Lite) – Northpass supplier extract', supplier: 'Brightkeel Observability, Inc.' },
  boxes: {
    creator: 'Arrowmont Systems Integration, LLC – Supply Chain Security',
    title: 'Cloud Service Provider Security Assessment (DFARS 252.204-7012 / NIST SP 800-171 support)',
    underReview: (product) => 'Cloud service under review: ' + product + ' (centralized logging for a DoD program environment handling CUI).',
    scope: 'Tick one box per row. Questions refer to the cloud service under review and the organization that operates it, unless stated otherwise. Add comments where the answer depends on configuration or contract.',
  },
});
