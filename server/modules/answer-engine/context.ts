import { analyze, lifecycleSteps, normalizeText } from './analyze';
import { mainClause } from './question';
import { frequencies } from './score';

/**
 * A question that does not name what it asks about ("Is it tested at least annually?", "Is the plan
 * reviewed yearly?") is read with what it sits under (issue 13, failure type 8): the heading of its section
 * ("Business Continuity"), else the question before it. A question that names its subject is read on its own.
 */

/** "Is it…", "Are they…", "Is the plan…", "How often is this…": the subject is a pronoun or a bare generic noun. */
const pronounSubject =
  /^(?:(?:how often|how frequently|when|by whom|where)\s+)?(?:is|are|was|were|does|do|did|has|have|can|will|would|should|must)\s+(?:it|they|this|these|that|those|the (?:plan|policy|policies|process|processes|procedure|procedures|program|programme|document|documents|control|controls|review|reviews|test|tests|assessment|assessments|report|reports|tool|tools|requirement|requirements|standard|standards|list|inventory|register|training|exercise|agreement|agreements|contract|contracts))\b/;

/** Words every such question uses, that name no subject of their own. */
const generic = new Set([
  ...analyze(
    'test tested review reviewed update updated perform performed conduct conducted document documented plan policy procedure process program ' +
      'control report assessment place exist formal regular least often frequency approve approved require required current currently',
  ),
  ...frequencies,
]);

const isGeneric = (t: string) => generic.has(t) || lifecycleSteps.has(t);
const firstSentence = (text: string) =>
  normalizeText(text)
    .trim()
    .split(/(?<=[?.!])\s+/)[0] ?? '';

/** Only words every such question uses, or a pronoun for its subject and one word more ("Is it enforced for all users?"). */
export function namesNoSubject(question: string, terms: string[]): boolean {
  const content = terms.filter((t) => !isGeneric(t));
  return content.length === 0 || (content.length === 1 && pronounSubject.test(firstSentence(question)));
}

export interface QuestionContext {
  /** The words read with the question, as the reason quotes them. */
  from: string;
  terms: string[];
}

/** What a subjectless question is read with: its section's heading, else the main clause of the question before it. */
export function questionContext(
  question: string,
  terms: string[],
  section: string | null | undefined,
  previous: string | null | undefined,
): QuestionContext | null {
  if (!namesNoSubject(question, terms)) return null;
  const own = new Set(terms);
  const useful = (words: string[]) => [...new Set(words)].filter((t) => !own.has(t) && !isGeneric(t));
  const heading = section?.replace(/\s+/g, ' ').trim().slice(0, 120);
  if (heading) {
    const fromSection = useful(analyze(heading));
    if (fromSection.length > 0) return { from: `its section “${heading}”`, terms: fromSection };
  }
  const before = previous?.replace(/\s+/g, ' ').trim();
  if (before && !namesNoSubject(before, analyze(before))) {
    const fromPrevious = useful(analyze(mainClause(firstSentence(before))));
    if (fromPrevious.length > 0) return { from: `the question before it (“${before.length > 90 ? `${before.slice(0, 89)}…` : before}”)`, terms: fromPrevious };
  }
  return null;
}
