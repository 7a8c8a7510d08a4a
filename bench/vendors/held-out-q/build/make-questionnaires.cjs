// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Harrowgate Hotels plc – Group IT Risk',
    title: 'Cloud Service Provider Security Assessment (CAIQ-style, Harrowgate edition)',
    returnTo: 'Use column E to add comments or evidence references. Return the completed file to it.risk@harrowgatehotels.example.',
  },
  numbered: { creator: 'University of Kellbrook – Campus Services IT Security', title: 'Third-Party Technology Assessment (HECVAT-style, on-premises software)' },
  yn: { creator: 'Brindle Street Dining Group – Procurement and Vendor Risk', title: 'Vendor Security Questionnaire – SIG Lite extract', supplier: 'Tallowmere Systems Ltd' },
  boxes: {
    creator: 'Riverbank Arena Hospitality Ltd – Information Security',
    title: 'Mobile Application Security Assessment',
    underReview: (product) => 'Application under review: ' + product + ' (handheld ordering app for our concourse and hospitality-box staff).',
    scope: 'Please tick one box per row and add comments where helpful. Questions refer to the app, the handheld devices it runs on and the services it connects to unless stated otherwise.',
  },
});
