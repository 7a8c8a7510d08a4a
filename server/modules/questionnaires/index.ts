/** What other modules use of the questionnaires area beyond its routes (the CRM import re-prioritises open requests). */
export { recomputePriorities } from './prioritisation/service';
/** Open drafts citing a fact that changed are marked stale (the knowledge hub calls it, issue 13). */
export { markDraftsStale, type StaleFacts } from './questions/stale.queries';
export { questionnaireDashboard } from './dashboard';
export { demoQuestions } from './demo-workbook';
