// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Thameside Freight Group plc – Third-Party Risk Management',
    title: 'Supplier Security Assessment Questionnaire (based on CSA CAIQ v4, Thameside edition)',
    returnTo: 'Use column E to add comments or evidence references. Return the completed file to supplier.risk@thamesidefreight.example.',
  },
  numbered: { creator: 'Van Dijk Retail Groep B.V. – Information Security Office', title: 'Mobile Application Security Assessment for Suppliers (OWASP MASVS based, v2.3)' },
  yn: { creator: 'Liffey Mutual Insurance DAC – Procurement and Vendor Risk', title: 'Supplier Data Protection and Information Security Questionnaire (SIG Lite extract)', supplier: 'Isarwerk Personalsoftware GmbH' },
  boxes: {
    creator: 'Brønholt Foods A/S – Group IT and OT Security',
    title: 'On-Premises Device and OT Security Assessment',
    underReview: (product) => 'Software under review: ' + product + ' (time-recording terminals to be installed at our production sites in Denmark and Germany).',
    scope: 'Please tick one box per row and add comments where helpful. Questions refer to the device, its firmware, its installation in our plant networks and your support of it unless stated otherwise.',
  },
});
