// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Halcyon Payments, Inc. – Vendor Risk Management',
    title: 'SaaS Vendor Security Questionnaire (based on CSA CAIQ v4, abridged)',
    returnTo: 'Use column E to add comments or evidence references. Return the completed file to vendor-risk@halcyonpay.example.',
  },
  numbered: { creator: 'Westbrook State University – Office of Information Security', title: 'Higher Education Vendor Assessment (HECVAT Lite, Westbrook edition)' },
  yn: { creator: 'First Cascadia Bank – Third Party Risk Management', title: 'Standardized Information Gathering – Lite (custom extract)', supplier: 'Flagwise, Inc.' },
  boxes: {
    creator: 'Redwood Health Partners – Application Security',
    title: 'Third-Party Software Component Security Review',
    underReview: (product) => 'Component under review: ' + product + ' (embedded in Redwood patient-facing web and mobile applications and used by our release engineers).',
    scope: 'Please tick one box per row and add comments where helpful. Questions refer to the component as embedded in our applications unless stated otherwise.',
  },
});
