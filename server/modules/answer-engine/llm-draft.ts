import { parseJsonReply, type LlmClient } from '../../lib/ai/llm';
import { ungroundedClaims } from './guard';
import type { QuestionKind } from './question';

/**
 * Optional phrasing by a language model: it sees only the passages the engine retrieved, must cite them,
 * and its text is checked for certifications, numbers and dates that the passages do not contain. Any
 * failure (no model, an error, an invented claim) leaves the engine's extractive answer in place.
 */
export interface LlmSource {
  n: number;
  name: string;
  text: string;
}

export interface LlmDraftInput {
  question: string;
  kind: QuestionKind;
  answerOptions: string[] | null;
  /** The choice the evidence supports (the model may not change it). */
  choice: string | null;
  sources: LlmSource[];
  refine: string | null;
  userPrompt: string | null;
  extractive: string;
}

export interface LlmDraftResult {
  text: string;
  citations: number[];
}

const system = [
  'You write answers to security questionnaires on behalf of the vendor, in its voice ("we").',
  'Use ONLY the numbered sources you are given. Cite the sources you used as [n].',
  'Never state a certification, number, date, product feature or commitment that the sources do not state.',
  'If the sources do not answer the question, return "answer": null.',
  'Reply with one JSON object: {"answer": string | null, "citations": number[]}.',
].join(' ');

export async function phraseWithLlm(llm: LlmClient, input: LlmDraftInput): Promise<LlmDraftResult | null> {
  const lines = [
    `Question: ${input.question}`,
    input.answerOptions?.length ? `Answer options: ${input.answerOptions.join(' / ')}` : '',
    input.choice ? `The evidence supports the choice: ${input.choice}. Explain it; do not change it.` : '',
    input.kind === 'yes_no' ? 'Keep it to one to three sentences.' : input.kind === 'list' ? 'Answer as a short list.' : 'Answer in a short paragraph.',
    input.refine ? `Rewrite instruction: ${input.refine}` : '',
    input.userPrompt ? `Instruction from the reviewer: ${input.userPrompt}` : '',
    `Current draft: ${input.extractive || '(none)'}`,
    'Sources:',
    ...input.sources.map((s) => `[${s.n}] (${s.name}) ${s.text}`),
  ].filter(Boolean);
  let reply: string;
  try {
    reply = await llm.chat(
      [
        { role: 'system', content: system },
        { role: 'user', content: lines.join('\n') },
      ],
      { json: true, temperature: 0, maxTokens: 600 },
    );
  } catch {
    return null;
  }
  const parsed = parseJsonReply<{ answer?: unknown; citations?: unknown }>(reply);
  if (!parsed || typeof parsed.answer !== 'string' || !parsed.answer.trim()) return null;
  const citations = Array.isArray(parsed.citations) ? parsed.citations.map(Number).filter((n) => input.sources.some((s) => s.n === n)) : [];
  const inline = [...parsed.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  const cited = [...new Set([...citations, ...inline.filter((n) => input.sources.some((s) => s.n === n))])];
  if (cited.length === 0) return null;
  const text = parsed.answer.replace(/\s*\[(\d+)\]/g, '').trim();
  if (
    ungroundedClaims(
      text,
      input.sources.map((s) => s.text),
    ).length > 0
  )
    return null;
  return { text, citations: cited };
}
