// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'Tasman Mutual Bank Limited – Technology Risk and Third-Party Assurance',
    title: 'Supplier Information Security Assessment – Cloud Services (CAIQ v4 based, CPS 234 supplement)',
    returnTo: 'Record any qualifications or evidence references in column E. Return the completed workbook to thirdpartyassurance@tasmanmutual.example.',
  },
  numbered: { creator: 'Lakeshore State University – Information Security Office', title: 'Higher Education Community Vendor Assessment (HECVAT Lite) – Endpoint Software Supplement' },
  yn: { creator: 'Department of Regional Services and Transport – Cyber Security Branch', title: 'Supplier Security Assessment – Managed Security Services (SIG Lite derived)', supplier: 'Ironbark Cyber Pty Ltd' },
  boxes: {
    creator: 'Mercy Valley Health System – Information Security and Privacy Office',
    title: 'Third-Party Security and Privacy Risk Assessment',
    underReview: (product) => 'Service under review: ' + product + ' (24x7 monitoring of hospital workstations and servers).',
    scope: 'Tick one box per question and explain any qualification in the comments column. "You" means the vendor and its affiliates; "the service" means the service under review.',
  },
});
