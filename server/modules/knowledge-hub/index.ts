/** What other modules use of knowledge-hub; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { saveApprovedAnswers } from './library.service';
export { findCloseQuestions } from './library-store';
export { markCitingStale, type ChangedFact } from './stale.service';
