import { normalizeText } from './analyze';

/**
 * The no-invention check for text the engine did not copy (a language model's phrasing): every number,
 * date and certification it states must appear in the sources it was given.
 */
const certificationPatterns: RegExp[] = [
  /\bsoc\s?[123]\b(?:\s+type\s+(?:ii|i|1|2))?/g,
  /\bssae\s?1[68]\b/g,
  /\biso(?:\/iec)?\s?\d{4,5}(?::\d{4})?\b/g,
  /\bfedramp(?:\s+(?:high|moderate|low|li-saas))?\b/g,
  /\btx-?ramp(?:\s+level\s+\d)?\b/g,
  /\bstate\s?ramp\b/g,
  /\bpci(?:\s?dss)?\b/g,
  /\bhipaa\b/g,
  /\bhitrust\b/g,
  /\bcsa\s+star(?:\s+level\s+\d)?\b/g,
  /\bcyber\s+essentials(?:\s+plus)?\b/g,
  /\bnist\s+(?:sp\s+)?800-\d+\b/g,
  /\bcmmc(?:\s+level\s+\d)?\b/g,
  /\birap\b/g,
  /\bc5\b/g,
  /\bgdpr\b/g,
  /\bferpa\b/g,
  /\bcoppa\b/g,
];

const months = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';

/** Claims of a text: certifications, dates and numbers, normalised. */
export function claimsOf(text: string): { certifications: string[]; numbers: string[] } {
  const s = normalizeText(text);
  const certifications = new Set<string>();
  for (const re of certificationPatterns) {
    re.lastIndex = 0;
    for (const m of s.matchAll(re)) certifications.add(compact(m[0]));
  }
  const numbers = new Set<string>();
  for (const m of s.matchAll(
    new RegExp(`\\b(?:${months})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d+(?:[.,]\\d+)*\\s?%?`, 'g'),
  )) {
    const n = m[0].replace(/,(?=\d{3}\b)/g, '').trim();
    // Numbers that are part of a certification name or a list marker are not claims of their own.
    if (/^\d$/.test(n)) continue;
    numbers.add(n.replace(/\s+/g, ' '));
  }
  return { certifications: [...certifications], numbers: [...numbers] };
}

const compact = (s: string) => s.replace(/[\s/-]+/g, '').replace(/:\d{4}$/, '');

/** What the text states that the sources do not (empty when everything is grounded). */
export function ungroundedClaims(text: string, sources: string[]): string[] {
  const claims = claimsOf(text);
  const haystack = normalizeText(sources.join('\n'));
  const compactHaystack = compact(haystack);
  const plainNumbers = haystack.replace(/,(?=\d{3}\b)/g, '');
  const out: string[] = [];
  for (const c of claims.certifications) {
    const base = c.replace(/type(?:ii|i|1|2)$/, '');
    if (!compactHaystack.includes(c) && !compactHaystack.includes(base)) out.push(c);
    else if (c !== base && !compactHaystack.includes(c) && !sameType(c, compactHaystack)) out.push(c);
  }
  for (const n of claims.numbers) {
    if (!plainNumbers.includes(n) && !plainNumbers.includes(n.replace(/\s?%$/, ''))) out.push(n);
  }
  return out;
}

/** "soc2typeii" is grounded by "soc 2 type 2" too. */
function sameType(claim: string, haystack: string): boolean {
  const swapped = claim
    .replace(/typeii$/, 'type2')
    .replace(/type2$/, 'typeii')
    .replace(/typei$/, 'type1')
    .replace(/type1$/, 'typei');
  return haystack.includes(swapped);
}
