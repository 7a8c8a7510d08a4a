import type { DraftView, SearchResult } from '@shared/contracts/knowledge-hub';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/context';
import { draftAnswers } from '../answer-engine';
import { documentFileUrl } from './documents.service';
import { libraryEntryUrl } from './library.service';
import { libraryTexts, passageTexts, searchCandidates } from './search.queries';

export interface SearchQuery {
  search: string;
  product?: string | undefined;
  kind?: 'library' | 'document' | undefined;
  length: number;
}

/**
 * One search box over the answer library and the current documents' passages: Postgres full-text
 * search (websearch syntax: "quoted phrases", or, -not) ranked with ts_rank_cd, with a trigram
 * fallback on library questions (when full text finds fewer than a page) so near-spellings still find
 * something. The best ids come from the GIN indexes (search.queries.ts says why outside the tenant
 * transaction); their texts are read as the tenant.
 */
export async function searchKnowledge(deps: AppDeps, auth: AuthContext, q: SearchQuery) {
  const org = auth.organizationId;
  const product = q.product ?? null;
  const { library, passages } = await searchCandidates(deps.db, org, {
    search: q.search,
    product,
    length: q.length,
    library: q.kind !== 'document',
    documents: q.kind !== 'library',
  });
  return deps.tenant(auth, async (tx) => {
    const out: SearchResult[] = [];
    const score = (rank: number) => Math.round(Number(rank) * 1000) / 1000;
    const entries = new Map(
      (
        await libraryTexts(
          tx,
          org,
          library.map((c) => c.id),
        )
      ).map((r) => [r.id, r]),
    );
    for (const c of library) {
      const r = entries.get(c.id);
      if (!r) continue;
      out.push({
        kind: 'library',
        id: r.id,
        title: r.question,
        excerpt: clip(answerLine(r.choice, r.text)),
        heading: null,
        page: null,
        document_id: null,
        url: libraryEntryUrl(r.id),
        score: score(c.rank),
      });
    }
    const found = new Map(
      (
        await passageTexts(
          tx,
          org,
          q.search,
          passages.map((c) => c.id),
        )
      ).map((r) => [r.id, r]),
    );
    for (const c of passages) {
      const r = found.get(c.id);
      if (!r) continue;
      out.push({
        kind: 'document',
        id: r.id,
        title: r.name,
        excerpt: clip(fromSentenceStart(r.excerpt)),
        heading: r.heading || null,
        page: r.page,
        document_id: r.document_id,
        url: documentFileUrl(r.document_id),
        score: score(c.rank),
      });
    }
    out.sort((a, b) => b.score - a.score);
    return { data: { results: out.slice(0, q.length) } };
  });
}

/**
 * A highlighted fragment cut from inside a passage, read from a sentence's start: what precedes the first
 * sentence break is dropped (when a sentence follows it), or marked as cut; so is an unfinished end.
 */
export function fromSentenceStart(fragment: string): string {
  let t = (fragment ?? '').replace(/\s+/g, ' ').trim();
  if (!t) return t;
  if (/^[a-z,;:)]/.test(t)) {
    const brk = /[.!?]\s+(?=["'(\p{Lu}\d])/u.exec(t);
    t = brk && brk.index < t.length / 2 ? t.slice(brk.index + brk[0].length) : `…${t}`;
  }
  if (!/[.!?:"')\]]$/.test(t)) t = `${t}…`;
  return t;
}

/** A library answer in one line: its choice, then its text, unless the text already starts with the choice ("Yes. We…"). */
export function answerLine(choice: string | null, text: string | null): string {
  const c = choice?.trim() ?? '';
  const t = text?.trim() ?? '';
  if (!c || !t) return c || t;
  return t.toLowerCase().startsWith(c.toLowerCase()) ? t : `${c} — ${t}`;
}

const clip = (s: string, n = 400) => {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

export interface DraftPreviewInput {
  question: string;
  answer_options: string[] | null;
  product_id: string | null;
  selected_kb_files: string[] | null;
  refine?: string | null | undefined;
  user_prompt?: string | null | undefined;
}

/** What the engine would answer to one question, with its sources and confidence (nothing is saved). */
export function previewDraft(deps: AppDeps, auth: AuthContext, input: DraftPreviewInput) {
  return deps.tenant(auth, async (tx): Promise<{ data: DraftView }> => {
    const [d] = await draftAnswers(tx, { config: deps.config }, [
      {
        question: input.question,
        answerOptions: input.answer_options,
        productId: input.product_id,
        selectedDocumentIds: input.selected_kb_files,
        refine: input.refine ?? null,
        userPrompt: input.user_prompt ?? null,
      },
    ]);
    return {
      data: {
        answer_choice: d!.answerChoice,
        answer_text: d!.answerText,
        flagged: d!.flagged,
        confidence: d!.confidence,
        score: d!.score,
        sources: d!.sources,
        reason: d!.reason,
        related: d!.related.map((r) => ({
          kind: r.kind,
          id: r.id,
          name: r.name,
          url: r.url,
          excerpt: r.excerpt,
          answer_choice: r.answerChoice,
          products: r.products,
        })),
      },
    };
  });
}
