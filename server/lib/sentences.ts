/**
 * Sentences of a paragraph; keeps abbreviations such as "e.g." or "U.S." and numbers such as "1.2" together. A sentence glued
 * to the next one ("…and other assets.Vulnerability Management is…", as pasted answers often are) ends there too.
 */
/** Initials with full stops ("U.S.", "E.U.", "U.K."): part of a name, not the end of a sentence. */
const initials = /(?:^|[\s(\-–/])(?:[A-Z]\.){2,}$/;

export function sentences(text: string): string[] {
  const parts = text
    .replace(/\s+/g, ' ')
    .replace(/(?<=[a-z]{2}[.!?])(?=[A-Z][a-z])/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(•\-–])/);
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    if (prev && (/\b(?:e\.g|i\.e|etc|vs|inc|ltd|co|no|dr|mr|ms|st|approx|fig|sec)\.$/i.test(prev) || initials.test(prev)))
      out[out.length - 1] = `${prev} ${part}`;
    else if (part) out.push(part);
  }
  return out;
}
