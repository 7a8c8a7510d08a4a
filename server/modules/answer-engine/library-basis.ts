import { analyze } from './analyze';

/**
 * The basis a library question cites for its point: "rules per a risk assessment", "responses to vulnerability
 * identifications (based on the identified risk)", "as defined by the organizational risk assessment". Its words
 * say on what the control rests, not what it is; a question that asks about that basis asks about something else
 * ("Have you identified areas of risk?" is not a question on DLP rules), so they weigh less in the likeness of
 * two questions.
 */
const basisClause =
  /\b(?:per|according to|based (?:on|upon)|as (?:defined|deemed|determined|required|specified|set) (?:by|in)|(?:defined|deemed|determined) by|in accordance with|in line with)\b[^,;:?()]*/g;

const cache = new Map<string, ReadonlySet<string>>();
const CACHE_SIZE = 20_000;
const none: ReadonlySet<string> = new Set();

/** Terms of a library question that stand only in the basis it cites. */
export function basisTerms(question: string): ReadonlySet<string> {
  let terms = cache.get(question);
  if (terms) return terms;
  const lower = question.toLowerCase();
  const parts = [...lower.matchAll(basisClause)].map((m) => m[0]);
  if (parts.length === 0) terms = none;
  else {
    let rest = lower;
    for (const part of parts) rest = rest.replace(part, ' ');
    const kept = new Set(analyze(rest));
    terms = new Set(parts.flatMap((part) => analyze(part)).filter((t) => !kept.has(t)));
  }
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(question, terms);
  return terms;
}
