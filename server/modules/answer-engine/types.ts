import type { Config } from '../../config';
import type { AnswerOrigin } from '@shared/contracts/answer-origin';
import type { LlmClient } from '../../lib/ai/llm';

/**
 * What callers send to the answer engine and what it returns (ADR 0009). Other modules import these
 * from `server/modules/answer-engine` (index.ts), never from the engine's inner files.
 */
export interface DraftRequest {
  question: string;
  answerOptions: string[] | null;
  productId: string | null;
  /** Several products (a request for more than one): evidence must hold for all of them. Overrides productId. */
  productIds?: string[] | null;
  selectedDocumentIds: string[] | null;
  /** The question before this one in its questionnaire (a question that refers to it is read with it). */
  previousQuestion?: string | null;
  /** The heading of the section the question sits under ("Business Continuity"). */
  section?: string | null;
  /** That question's answer as it stands, when it is not drafted in the same batch (approved, or drafted before). */
  previousAnswer?: { answerChoice: string | null; answered: boolean; flagged: boolean; approved?: boolean } | null;
  refine?: string | null;
  userPrompt?: string | null;
}

export interface DraftSource {
  kind: 'library' | 'document';
  id: string;
  name: string;
  url: string;
  excerpt: string;
  /** A library answer's origin and age (imported, approved in bulk or by a person, reviewed when; stale why). */
  origin?: AnswerOrigin;
}

export interface RelatedAnswer extends DraftSource {
  answerChoice: string | null;
  /** "All products" or the products' names. */
  products: string;
  inScope: boolean;
  similarity: number;
}

export interface Draft {
  answerChoice: string | null;
  answerText: string | null;
  flagged: boolean;
  confidence: 'high' | 'medium' | 'low';
  score: number;
  sources: DraftSource[];
  reason: string;
  /** The nearest library questions across every product, best first (for the reviewer and for retrieval metrics). */
  related: RelatedAnswer[];
}

export interface DraftDeps {
  llm?: LlmClient | null;
  /** When no client is passed, one is made from config.llm (if set). */
  config?: Pick<Config, 'llm'>;
}
