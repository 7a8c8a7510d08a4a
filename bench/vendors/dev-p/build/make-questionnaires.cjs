// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Northwoods Regional Health System – Third-Party Risk Management',
    title: 'Vendor Security Assessment Questionnaire (based on CSA CAIQ v4 Lite)',
    returnTo: 'Use column E to add comments or evidence references. Return the completed file to vendorrisk@northwoodshealth.example.',
  },
  numbered: { creator: 'Calloway University Medical Center – Information Security Office', title: 'Third-Party Mobile Application Security Assessment (HECVAT Lite, UMC edition)' },
  yn: { creator: 'Prairie State Health Plan – Vendor Management Office', title: 'Standardized Information Gathering – Lite (custom extract)', supplier: 'Larkspur Health, Inc.' },
  boxes: {
    creator: 'St. Brendan Medical Center – Information Services Security',
    title: 'On-Premises Software Security Assessment',
    underReview: (product) => 'Software under review: ' + product + ' (integration engine to be installed in the Medical Center data center).',
    scope: 'Please tick one box per row and add comments where helpful. Questions refer to the software, its installation in our data center and your support of it unless stated otherwise.',
  },
});
