/**
 * "Do you have a documented incident response plan?" asks whether the document exists: a document of the knowledge
 * base titled so ("Security Incident Response Plan") is that document, whatever its sentences say.
 */
import { analyze, normalizeText } from './analyze';

/** The kinds of document a questionnaire asks for by name. */
const KIND = String.raw`(?:polic(?:y|ies)|plans?|procedures?|programs?|programmes?|standards?|playbooks?|runbooks?)`;
/** "a documented…", "a written…", "a formal, documented…", "an established…" */
const FORMAL = String.raw`(?:(?:formal(?:ly)?|documented|written|established|defined|approved)(?:,?\s+(?:and\s+)?(?:formal|documented|written|established|defined|approved))*)`;
/** Asking whether the organisation has one: "Do you have", "Does your organisation maintain", "Is there", "Have you established". */
const HAVE = String.raw`^(?:do|does|is|are|has|have)\s+(?:you|your\s+(?:organi[sz]ation|company|firm)|the\s+(?:vendor|supplier|organi[sz]ation|company|provider)|there|[a-z]+)\s+(?:(?:have|maintain|keep|established?|developed?|documented?|implemented?|got)\s+)?`;
const ASKS = new RegExp(
  String.raw`${HAVE}(?:an?\s+|any\s+)?(?:${FORMAL}\s+)?([a-z][a-z/&,' -]{2,70}?)\s+${KIND}(?:\s+(?:and\s+)?${KIND})?(?:\s+in place)?\s*\?*$`,
);
const FORMAL_ANYWHERE = new RegExp(String.raw`\b${FORMAL}\b`);

/** The words naming the document asked for ("incident response" of a "documented incident response plan?"); null when
 *  the question does not ask whether such a document exists, or asks more of it ("…reviewed annually?"). */
export function askedDocument(question: string): string[] | null {
  const q = normalizeText(question).trim().replace(/\s+/g, ' ');
  const m = ASKS.exec(q);
  if (!m) return null;
  // without "documented" or "written", only a plan or policy named alone is asked after ("Do you have a BCP?" is not one)
  if (!FORMAL_ANYWHERE.test(q) && !/\b(?:have|maintain)\b/.test(q)) return null;
  const subject = analyze(m[1]!);
  return subject.length > 0 && subject.length <= 5 ? subject : null;
}

/** A document's title, as its first heading gives it ("Security Incident Response Plan › Scope" → its first part), else its name. */
export function titleOf(heading: string | null | undefined, documentName: string): string {
  const first = heading?.split(' › ')[0]?.trim();
  return first || documentName.replace(/[-_]+/g, ' ');
}

const KIND_TITLE = new RegExp(String.raw`\b${KIND}\b`, 'i');

/** The title names the document asked for: every word of it, and a kind of document ("plan", "policy"). */
export function titled(title: string, subject: readonly string[]): boolean {
  if (!KIND_TITLE.test(title)) return false;
  const words = new Set(analyze(title));
  return subject.every((t) => words.has(t));
}
