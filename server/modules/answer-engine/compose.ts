import { sentences } from '../../lib/sentences';
import { analyze, normalizeText } from './analyze';
import { notYet } from './planned';
import { speaksOfProvider } from './provider-statements';
import { speaksOfWorkforce } from './workforce-statements';
import type { QuestionKind } from './question';
import { headingNames, phrase, scoreSentences, sentenceTermList, sentenceTerms, type Weights } from './score';
import { isListedRequirement, isRequirement, leadInOf, statements } from './statements';
import { frequencyCues } from './vocabulary';
import { onlyPhysical, PHYSICAL_ONLY } from './physical-security';

/**
 * Extractive answers: the engine's own text is made only of sentences from its sources, so it cannot
 * state a certification, number or date that is not in them. Refine instructions change which sentences
 * are taken and how many.
 */
export interface RefineSpec {
  shorter: boolean;
  longer: boolean;
  formal: boolean;
  /** Things the answer should mention ("SSO"), as engine terms per item. */
  mention: { label: string; terms: string[] }[];
  /** Other words of the person's prompt, used as extra search terms. */
  extraTerms: string[];
}

export function parseRefine(refine: string | null | undefined, userPrompt: string | null | undefined): RefineSpec {
  const spec: RefineSpec = { shorter: false, longer: false, formal: false, mention: [], extraTerms: [] };
  for (const raw of [refine, userPrompt]) {
    if (!raw?.trim()) continue;
    const s = raw.trim();
    const lower = s.toLowerCase();
    if (/\b(?:short(?:er|en)?|concise|brief(?:er)?|summar(?:y|i[sz]e)|less detail|fewer words|trim)\b/.test(lower)) spec.shorter = true;
    if (/\b(?:long(?:er)?|more detail(?:ed)?|elaborate|expand|fuller|more context)\b/.test(lower)) spec.longer = true;
    if (/\b(?:formal|professional|polished)\b/.test(lower)) spec.formal = true;
    let rest = s;
    for (const m of s.matchAll(
      /\b(?:mention(?:ing)?|include|including|add|cover|refer to|reference|talk about|emphasi[sz]e)\s+(?:the\s+|our\s+|that\s+)?([^,.;!?]+)/gi,
    )) {
      const label = (m[1] ?? '').trim().replace(/\s+(?:too|as well|also)$/i, '');
      const terms = analyze(label);
      if (terms.length > 0) spec.mention.push({ label, terms });
      rest = rest.replace(m[0], ' ');
    }
    if (raw === userPrompt) {
      const extra = analyze(rest.replace(/\b(?:make it|please|answer|response|shorter|longer|formal|more|less)\b/gi, ' '));
      spec.extraTerms.push(...extra);
    }
  }
  return spec;
}

export interface TextSource {
  text: string;
  /** The heading the text sits under: a sentence under "Backups" speaks of backups without naming them. */
  heading?: string | undefined;
  /** How strongly the source matched (orders the sentences of several sources). */
  strength: number;
}

export interface ComposeOptions {
  kind: QuestionKind;
  questionTerms: string[];
  refine: RefineSpec;
  w: Weights;
  /** The question asks about the hosting provider or its facilities: the provider's own statements are on the point. */
  aboutProviders?: boolean;
  /** The question asks for the provider's attestation: only the provider's statements are on the point. */
  providerAttestation?: boolean;
  /** The question asks what the product offers its users: the organisation's own people's access is another party's. */
  productFeature?: boolean;
  /** A sentence that denies only one of two things the question accepts either of: it explains neither answer well. */
  oneAlternative?: (sentence: string) => boolean;
  /** What the question is about ("backups"): a sentence that does not name it, nor sits under a heading that does, explains less. */
  subject?: string | null;
  /** The subject is what the question is about (read with its section): sentences about anything else are left out. */
  subjectOnly?: boolean;
}

/** How an auditor tested a control ("Inspected … to determine …"): the control's own statement says it better. */
const auditProcedure = /^(?:inspected|observed|examined|inquired|reperformed|tested|reviewed|obtained|selected)\b.*\bto (?:determine|confirm|verify)\b/i;

/**
 * A document's fields read as one sentence ("Owner: Head of HR · Version: 2.0 · Approved: 2025-05-15 · Review
 * cadence: Annual"): the words may match, but it is a record about the document, not a statement.
 */
const documentFields = (text: string) => (text.match(/(?:^|[·|•;])\s*[A-Z][\w /&-]{1,30}:\s/g)?.length ?? 0) >= 3;

/** Quoted second-hand: how an auditor tested the control, or what a standard requires; or a document's fields. */
const secondHand = (text: string) => auditProcedure.test(text) || isRequirement(text) || isListedRequirement(text) || documentFields(text);

/**
 * The sections of a policy that say why it exists, what it covers or who owns what ("1. Purpose", "2. Scope",
 * "4. Roles & Responsibilities"): "Security: owns training content and phishing simulations" says who, not that
 * it is done. A statement from the policy itself explains better, unless the question asks about exactly that.
 */
const frameSection =
  /(?:^|›)\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:purpose|scope|roles?(?:,? (?:and|&) responsibilities)?|responsibilities|definitions|references|revision history|document control)\s*$/i;
const asksAboutFrame = (terms: string[]) => terms.some((t) => t === 'role' || t === 'respons' || t === 'scop' || t === 'purpos' || t === 'owner');

const speaksOfPlans = (sentence: string) => notYet.test(normalizeText(sentence));

/** Words of a sentence, not counting lone punctuation. */
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length;

/** A sentence that does not name what the question is about ("logs are kept…" for a question on backups). */
const OFF_SUBJECT = 0.7;

/**
 * A sentence that keeps the question's words together ("information security policy") over one that has them
 * apart ("logging policies … information security best practices"). Chosen by reading drafts of the tuned halves.
 */
const TOGETHER = 0.3;

/** A sentence that denies one of the question's two alternatives and names no other. */
const ONE_SIDE = 0.3;

/** Picks the sentences that answer the question from the best sources, within a length budget. */
export function composeAnswer(sources: TextSource[], opts: ComposeOptions): string {
  const base = opts.kind === 'yes_no' ? 2 : opts.kind === 'list' ? 6 : opts.kind === 'how_often' ? 2 : 4;
  let maxSentences = opts.refine.longer ? base * 2 : base;
  const maxWords = opts.refine.shorter ? 45 : opts.refine.longer ? 240 : opts.kind === 'list' ? 160 : 110;
  const mentionTerms = opts.refine.mention.flatMap((m) => m.terms);
  const terms = [...opts.questionTerms, ...mentionTerms, ...opts.refine.extraTerms];

  const framed = asksAboutFrame(opts.questionTerms);
  type Pick = {
    text: string;
    score: number;
    order: number;
    mentions: boolean;
    offSubject: boolean;
    framing: boolean;
    notTheProvider: boolean;
    leadIn: string | null;
    /** The lead-in stands right before this item in the source (no other item between them). */
    leadInNext: boolean;
  };
  const pool: Pick[] = [];
  sources.slice(0, 5).forEach((source, si) => {
    const list = statements(source.text);
    for (const s of scoreSentences(terms, source.text, opts.w, undefined, statements)) {
      const mentions = mentionTerms.length > 0 && mentionTerms.some((t) => sentenceTerms(s.text).has(t));
      // Whose fact: a provider's statement ("AWS maintains…", "At our hosting provider…") explains only questions
      // about the provider, and the organisation's own does not explain the provider's attestation.
      const otherParty =
        (opts.providerAttestation ? !speaksOfProvider(s.text) : opts.aboutProviders === false && speaksOfProvider(s.text)) ||
        (Boolean(opts.productFeature) && speaksOfWorkforce(s.text));
      const offSubject = opts.subject && !sentenceTerms(s.text).has(opts.subject) && !headingNames(source.heading, opts.subject);
      const together = 1 + TOGETHER * phrase(opts.questionTerms, sentenceTermList(s.text));
      const framing = !framed && frameSection.test(source.heading ?? '');
      const oneSide = opts.oneAlternative?.(s.text) ? ONE_SIDE : 1;
      let score =
        together *
        s.coverage *
        (0.6 + 0.4 * source.strength) *
        (secondHand(s.text) || otherParty || framing ? 0.6 : 1) *
        (offSubject ? OFF_SUBJECT : 1) *
        (onlyPhysical(opts.questionTerms, sentenceTerms(s.text)) ? PHYSICAL_ONLY : 1) *
        oneSide;
      if (opts.kind === 'how_often' && frequencyCues.test(s.text)) score += 0.5;
      if (mentions) score += 1;
      if (s.coverage === 0 && !mentions) continue;
      const leadIn = leadInOf(list, s.index);
      pool.push({
        text: s.text,
        score,
        order: si * 1000 + s.index,
        mentions,
        offSubject: Boolean(offSubject),
        framing,
        notTheProvider: Boolean(opts.providerAttestation) && otherParty,
        leadIn,
        leadInNext: leadIn !== null && list[s.index - 1]?.trim() === leadIn,
      });
    }
  });
  // A yes/no explanation opens with a statement, not a label ("Encryption at rest."), when there is one.
  const fragment = (p: Pick) => opts.kind === 'yes_no' && wordCount(p.text) < 4;
  pool.sort((a, b) => Number(fragment(a)) - Number(fragment(b)) || b.score - a.score || a.order - b.order);
  // Sentences far weaker than the best one are off the point.
  const bestScore = pool[0]?.score ?? 0;
  // A question about what its section names: beside a sentence about that, one about something else adds nothing.
  if (pool[0] && !pool[0].offSubject && opts.subject && opts.subjectOnly)
    for (let k = pool.length - 1; k > 0; k--) if (pool[k]!.offSubject && !pool[k]!.mentions) pool.splice(k, 1);
  for (let k = pool.length - 1; k >= 0; k--) if (!pool[k]!.mentions && pool[k]!.score < bestScore * 0.5) pool.splice(k, 1);
  const chosen: Pick[] = [];
  let words = 0;
  const seen = new Set<string>();
  for (const p of pool) {
    if (chosen.length >= maxSentences) break;
    const key = p.text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (seen.has(key) || chosen.some((c) => restates(p.text, c.text))) continue;
    const n = wordCount(p.text) + (p.leadIn && !chosen.some((c) => c.leadIn === p.leadIn) ? wordCount(p.leadIn) : 0);
    // After the first, a fragment ("Secrets.") says nothing on its own, and an auditor's test procedure or a
    // policy's roles line only repeats, less directly, what the chosen statement says.
    // Beside the provider's attestation, the organisation's own says nothing of the provider.
    if (chosen.length > 0 && (n < 3 || secondHand(p.text) || p.framing || p.notTheProvider)) continue;
    // Beside a statement that a thing is done, one that something is only planned is about another thing, or
    // would contradict it ("CMEK is on the roadmap" beside "keys are managed in KMS").
    if (opts.kind === 'yes_no' && chosen.length > 0 && !speaksOfPlans(chosen[0]!.text) && speaksOfPlans(p.text)) continue;
    if (chosen.length > 0 && words + n > maxWords) continue;
    chosen.push(p);
    seen.add(key);
    words += n;
  }
  if (mentionTerms.length > 0 && !chosen.some((c) => c.mentions)) {
    const extra = pool.find((p) => p.mentions);
    if (extra) {
      if (chosen.length >= maxSentences && chosen.length > 0) chosen.pop();
      chosen.push(extra);
    }
  }
  // Shorter: the better half of what the answer would otherwise say.
  if (opts.refine.shorter && chosen.length > 1) {
    const keep = new Set(
      chosen
        .slice()
        .sort((a, b) => Number(b.mentions) - Number(a.mentions) || b.score - a.score)
        .slice(0, Math.ceil(chosen.length / 2)),
    );
    for (let k = chosen.length - 1; k >= 0; k--) if (!keep.has(chosen[k]!)) chosen.splice(k, 1);
  }
  // Keep the sources' own order so the answer reads naturally.
  chosen.sort((a, b) => a.order - b.order);
  maxSentences = chosen.length;
  // A quoted cell or field ends as a sentence does, so that two of them do not run together.
  const ended = (t: string) => (opts.kind !== 'list' && !/[.!?:;)"”]$/.test(t) ? `${t}.` : t);
  const quoted = new Set(chosen.map((c) => c.text));
  let text = chosen
    .map((c, k) => {
      const item = ended(c.text.replace(/^•\s*/, opts.kind === 'list' ? '• ' : ''));
      // An item of a list is quoted with what introduces it, once for the items of one list.
      const lead = c.leadIn && !quoted.has(c.leadIn) && chosen[k - 1]?.leadIn !== c.leadIn ? c.leadIn : null;
      // Items left out after a lead-in are marked as left out: the quote never reads as one the source does not hold.
      const before = chosen[k - 1];
      const skipped = lead ? !c.leadInNext : Boolean(before && /:\s*$/.test(before.text) && c.order !== before.order + 1);
      const gap = skipped ? `…${opts.kind === 'list' ? '\n' : ' '}` : '';
      return lead ? `${lead}${opts.kind === 'list' ? '\n' : ' '}${gap}${item}` : `${gap}${item}`;
    })
    .join(opts.kind === 'list' ? '\n' : ' ');
  if (opts.refine.formal) text = formal(text);
  return text.trim();
}

/**
 * Whether two statements say the same thing: nearly every term of the shorter one is in the other ("Data is
 * encrypted at rest with AES-256." and "All data is encrypted at rest with AES-256 and in transit."). The
 * better-matching one is kept; the other would only repeat it.
 */
export function restates(a: string, b: string): boolean {
  const ta = sentenceTerms(a);
  const tb = sentenceTerms(b);
  const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  if (small.size < 3) return false;
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  return shared / small.size >= RESTATES;
}
const RESTATES = 0.8;

const contractions: [RegExp, string][] = [
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\bn't\b/gi, ' not'],
  [/\b(\w+)'re\b/gi, '$1 are'],
  [/\b(\w+)'ve\b/gi, '$1 have'],
  [/\b(\w+)'ll\b/gi, '$1 will'],
  [/\bI'm\b/g, 'I am'],
  [/\bit's\b/gi, 'it is'],
  [/\bthat's\b/gi, 'that is'],
  [/\bwe'd\b/gi, 'we would'],
];

/** A more formal register: no contractions, no exclamations, "and" for "&". */
export function formal(text: string): string {
  let t = text;
  for (const [re, to] of contractions) t = t.replace(re, to);
  return t
    .replace(/\s*&\s*/g, ' and ')
    .replace(/!+/g, '.')
    .replace(/\s{2,}/g, ' ');
}

/** Shortens a stored answer for "shorter": its first sentences within the budget. */
export function shortenText(text: string, maxSentences: number): string {
  return sentences(text).slice(0, maxSentences).join(' ');
}
