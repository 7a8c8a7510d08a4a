// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Harborline Marketplace, Inc. – Vendor Risk Management',
    title: 'Payments Vendor Security Assessment (based on CSA CAIQ v4 Lite)',
    returnTo: 'Use column E to add comments or evidence references. Return the completed file to vendor-risk@harborline.example.',
  },
  numbered: { creator: 'Fenwick & Rowe Grocers – IT Security and Compliance', title: 'In-Store Payment Solution Security Assessment (Store Systems edition)' },
  yn: { creator: 'Meridian Federal Credit Union – Vendor Management Office', title: 'Standardized Information Gathering – Lite (custom extract)', supplier: 'Quayline Payments, Inc.' },
  boxes: {
    creator: 'Cascade Ridge Bank – Third-Party Risk Management',
    title: 'Payment Service Provider Due Diligence Questionnaire',
    underReview: (product) => 'Service under review: ' + product + ' (payout and card processing for the Bank’s commercial banking clients).',
    scope: 'Please tick one box per row and add comments where helpful. Questions refer to the service under review and to your company as its provider unless stated otherwise.',
  },
});
