import { sql } from 'drizzle-orm';
import type { DraftView, SearchResult } from '../../../shared/contracts/knowledge-hub';
import type { AppDeps } from '../../deps';
import { rows } from '../../db/client';
import type { AuthContext } from '../../lib/context';
import { draftAnswers } from '../answer-engine';
import { documentFileUrl } from './documents.service';
import { libraryEntryUrl } from './library.service';

export interface SearchQuery {
  search: string;
  product?: string | undefined;
  kind?: 'library' | 'document' | undefined;
  length: number;
}

/**
 * One search box over the answer library and the current documents' passages: Postgres full-text
 * search (websearch syntax: "quoted phrases", or, -not) ranked with ts_rank_cd, with a trigram
 * fallback on library questions so near-spellings still find something.
 */
export function searchKnowledge(deps: AppDeps, auth: AuthContext, q: SearchQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const product = q.product ?? null;
    const out: SearchResult[] = [];
    if (q.kind !== 'document') {
      const list = await rows<{ id: string; question: string; answer: string; rank: number }>(
        tx,
        sql`select e.id, e.question, concat_ws(' — ', nullif(e.answer_choice, ''), nullif(e.answer_text, '')) as answer,
                   greatest(ts_rank_cd(e.search, websearch_to_tsquery('english', ${q.search}), 32), similarity(e.question, ${q.search}) * 0.5)::float8 as rank
            from kb_library_entries e
            where e.organization_id = ${org}
              and (e.search @@ websearch_to_tsquery('english', ${q.search}) or similarity(e.question, ${q.search}) > 0.4)
              and (${product}::uuid is null or e.all_products or ${product}::uuid = any(e.product_ids))
            order by rank desc, e.id limit ${q.length}`,
      );
      out.push(
        ...list.map((r) => ({
          kind: 'library' as const,
          id: r.id,
          title: r.question,
          excerpt: clip(r.answer),
          heading: null,
          page: null,
          document_id: null,
          url: libraryEntryUrl(r.id),
          score: Math.round(Number(r.rank) * 1000) / 1000,
        })),
      );
    }
    if (q.kind !== 'library') {
      const list = await rows<{ id: string; document_id: string; name: string; heading: string; page: number | null; excerpt: string; rank: number }>(
        tx,
        sql`select p.id, p.document_id, d.name, p.heading, p.page,
                   ts_headline('english', p.text, websearch_to_tsquery('english', ${q.search}), 'MaxWords=40, MinWords=15, StartSel="", StopSel=""') as excerpt,
                   ts_rank_cd(p.search, websearch_to_tsquery('english', ${q.search}), 32)::float8 as rank
            from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
            where p.organization_id = ${org} and d.is_current and p.search @@ websearch_to_tsquery('english', ${q.search})
              and (${product}::uuid is null or d.all_products or ${product}::uuid = any(d.product_ids))
            order by rank desc, p.id limit ${q.length}`,
      );
      out.push(
        ...list.map((r) => ({
          kind: 'document' as const,
          id: r.id,
          title: r.name,
          excerpt: clip(r.excerpt),
          heading: r.heading || null,
          page: r.page,
          document_id: r.document_id,
          url: documentFileUrl(r.document_id),
          score: Math.round(Number(r.rank) * 1000) / 1000,
        })),
      );
    }
    out.sort((a, b) => b.score - a.score);
    return { data: { results: out.slice(0, q.length) } };
  });
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
        related: d!.related.map((r) => ({ kind: r.kind, id: r.id, name: r.name, url: r.url, excerpt: r.excerpt, answer_choice: r.answerChoice, products: r.products })),
      },
    };
  });
}
