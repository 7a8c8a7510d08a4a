// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Hallam & Pryce Logistics Ltd – Supplier Assurance',
    title: 'Cloud Supplier Security Questionnaire (based on CSA CAIQ v4 Lite)',
    returnTo: 'Use column E to add comments or evidence references. Return the completed file to supplier.assurance@hallampryce.example.',
  },
  numbered: { creator: 'University of Northmoor – Information Governance and Security', title: 'Third-Party Data Service Assessment (HECVAT Lite, local edition)' },
  yn: { creator: 'Carrow Bank plc – Third Party Risk Management (Asset Finance)', title: 'Standardized Information Gathering – Lite (custom extract)', supplier: 'Wrenfield Telematics Ltd' },
  boxes: {
    creator: 'Eastmere NHS Foundation Trust – Digital Security',
    title: 'Supplier Connected Device Security Assessment',
    underReview: (product) => 'Device under review: ' + product + ' (in-vehicle unit fitted to Trust patient transport vehicles).',
    scope: 'Please tick one box per row and add comments where helpful. Questions refer to the device, its firmware and its connection to your service unless stated otherwise.',
  },
});
