/**
 * The answer engine's one entry point (ADR 0009). Questionnaires and the knowledge hub import from here;
 * the files beside it are the engine's own and are not imported from outside the module.
 */
export { draftAnswers } from './draft';
export type { Draft, DraftDeps, DraftRequest, DraftSource, RelatedAnswer } from './types';
/** Text helpers the knowledge hub stores alongside its rows, so that the engine can search them. */
export { analyzerSignature, storedTerms } from './analyze';
export { choicePolarity } from './choice';
export { trigrams, trigramSimilarity } from './trigram';
