// Builds this vendor's customer questionnaires from keys/ (bench/vendors/shared/make-questionnaires.cjs), in its customers' words.
const path = require('path');
const { buildQuestionnaires } = require('../../shared/make-questionnaires.cjs');

buildQuestionnaires(path.resolve(__dirname, '..'), {
  dropdown: {
    creator: 'University of Ashcombe – Information Security Office',
    title: 'Cloud Service Provider Security Assessment (CSA CAIQ v4 based) – School Partnerships Programme',
    returnTo: 'Add any explanation or evidence reference in column E. Please return the completed workbook to infosec-assurance@ashcombe.ac.example within 15 working days.',
  },
  numbered: { creator: 'Cedar Hollow Unified School District – Department of Technology Services', title: 'Student Data Privacy and Vendor Security Questionnaire (K-12 adaptation of the HECVAT Lite)' },
  yn: { creator: 'Eastmoor County Council – ICT Security and Information Governance', title: 'Supplier Information Security Assessment (SIG Lite based, schools traded services)', supplier: 'Quillmoor Learning Ltd' },
  boxes: {
    creator: 'Riverbend Learning Trust – Data Protection and IT Services',
    title: 'Supplier Due Diligence: Data Protection and Cyber Security',
    underReview: (product) => 'System under review: ' + product + ' (Trust plan, proposed for all 14 academies in the Trust).',
    scope: 'Please tick one box per question and add comments where helpful. "You" means the supplier; "the system" means the system under review and the hosting and support behind it.',
  },
});
