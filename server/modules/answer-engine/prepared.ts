import type { QuestionContext } from './context';
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
  /** What a question that names no subject of its own was read with (context.ts). */
  context: QuestionContext | null;
}
