/** What other modules use of the questionnaires area beyond its routes (the CRM import re-prioritises open requests). */
export { recomputePriorities } from './prioritisation/service';
export { questionnaireDashboard } from './dashboard';
export { demoQuestions } from './demo-workbook';
