import type { DraftRequest } from './types';
import type { RefineSpec } from './compose';
import type { QuestionInfo } from './question';
import type { QueryRow } from './retrieve';

/** One question on its way through the engine. */
export interface Prepared {
  i: number;
  request: DraftRequest;
  info: QuestionInfo;
  refine: RefineSpec;
  productIds: string[];
  query: QueryRow;
}
