/**
 * Plain "No"s the stricter reading of decide.ts accepts besides its own: what the organisation denies of itself (for
 * every product), what never happens (for a question asking whether it ever does), what a thing has or needs none of.
 */
import { normalizeText } from './analyze';
import { denies } from './evidence';
import { mentionsProduct } from './subject';

/** The sentence's subject is the organisation itself or all its products ("Halvard does not store…", "All Halvard
 *  products are built by our own teams; we do not outsource…"), not one product of it. */
export function deniedByOrganisation(sentence: string, organizationName: string, productAliases: string[]): boolean {
  const org = organizationName.trim().split(/\s+/)[0] ?? '';
  if (org.length < 3 || mentionsProduct(sentence, productAliases)) return false;
  const name = org.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^(?:[^,;:]{0,40}\\s)?${name}\\b(?!\\s+(?:customers?|clients?|users?)\\b)|\\b(?:all|every|none of)\\s+(?:the\\s+)?(?:${name}|our)\\s+products\\b`,
  ).test(sentence);
}

/** "Is production data ever used in testing?" is denied by "Production data is never copied into testing". */
export function neverForEver(sentence: string, question: string, headTerms: string[]): boolean {
  return /\bever\b/.test(normalizeText(question)) && /\bnever\b/.test(normalizeText(sentence)) && denies(sentence, headTerms);
}

/** "It opens no listening ports", "no inbound rule is needed", "4.1 No engineer holds standing access". */
export function hasNone(sentence: string, headTerms: string[]): boolean {
  const s = normalizeText(sentence).replace(/^\s*(?:[•-]\s*)?(?:\d+(?:\.\d+)*\.?\s+)?/, '');
  return (
    (/^no (?!exceptions?\b|deviations?\b|findings?\b|issues?\b|later\b|more\b|less\b|longer\b)[a-z]+(?: [a-z]+){0,3} (?:holds?|has|have|is|are|gets?|receives?)\b/.test(
      s,
    ) ||
      /\b(?:opens?|needs?|requires?|uses?|stores?|collects?|sends?|keeps?|retains?)\s+no\s+(?!later|more|less|longer|sooner|fewer)[a-z]/.test(s) ||
      /\bno\s+[a-z]+(?:\s+[a-z]+){0,3}\s+(?:is|are)\s+(?:needed|required|used|stored|kept|collected|opened|retained)\b/.test(s)) &&
    denies(sentence, headTerms)
  );
}
