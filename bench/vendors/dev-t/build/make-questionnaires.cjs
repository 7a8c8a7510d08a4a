// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Harborline Financial Group – Third-Party Risk Management',
    title: 'Vendor Security Assessment Questionnaire (based on CSA CAIQ v4 Lite)',
    returnTo: 'Use column E to add comments or evidence references. Return the completed file to tprm@harborlinefinancial.example.',
  },
  numbered: { creator: 'Wexford State University – Office of Information Security', title: 'Third-Party Software and Browser Extension Assessment (HECVAT Lite, Wexford edition)' },
  yn: { creator: 'Meridian Mutual Insurance – Vendor Management Office', title: 'Standardized Information Gathering – Lite (custom extract)', supplier: 'Cadenza Labs, Inc.' },
  boxes: {
    creator: 'Solace Therapeutics – AI Governance and Information Security',
    title: 'Artificial Intelligence Vendor Risk Assessment',
    underReview: (product) => 'Service under review: ' + product + ' (AI meeting assistant proposed for company-wide use).',
    scope: 'Please tick one box per row and add comments where helpful. Questions refer to the service under review, the AI models behind it and your company unless stated otherwise.',
  },
});
