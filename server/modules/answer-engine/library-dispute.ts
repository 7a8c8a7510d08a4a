import { analyze, normalizeText } from './analyze';
import { choicePolarity } from './choice';
import { excerptOf, gatherEvidence, PRODUCT_WORDS, subjectTerm, type Evidence } from './evidence';
import { askedRequirement, readRequirement, shortfallWord } from './intervals';
import type { Prepared } from './prepared';
import type { ProductScope } from './product-statements';
import type { LibraryCandidate, PassageCandidate } from './retrieve';
import { coverage, sentenceTerms, type Weights } from './score';
import { statements } from './statements';
import { thresholds } from './thresholds';
import { negationCues } from './vocabulary';

/**
 * A library answer to the same question, set against the current documents. An answer imported from an old
 * questionnaire may no longer hold: "MFA is optional" where the product's documentation now says it is
 * mandatory, "hosted in the US" where the privacy notice says the EU only, "deleted within 90 days" where it
 * now says 30. When a passage that matches the question well enough states the opposite choice, another
 * thing of the same kind, a figure on the other side of the question's bound, or a denial, the answer is not
 * reused: the sources disagree, and a person decides. A document that agrees leaves the answer as it is.
 */
export interface Dispute {
  source: Evidence;
  statement: string;
  /** What the document says against the answer, as a clause of the reason. */
  what: string;
}

/** Things of one kind that exclude each other, and how each is written. */
const families: { kind: string; members: [string, RegExp][] }[] = [
  {
    kind: 'place',
    members: [
      ['regionus', /\bregionus\b/],
      ['regioneu', /\bregioneu\b/],
      ['regionuk', /\bregionuk\b/],
      ['regionca', /\bregionca\b/],
      ['regionau', /\bregionau\b/],
    ],
  },
  {
    kind: 'requirement',
    members: [
      ['optional', /\boptional(?:ly)?\b|\bopt-in\b|\bnot (?:mandatory|compulsory|required|enforced)\b/],
      [
        'mandatory',
        /\bmandatory\b|\bcompulsory\b|\b(?:required|enforced) (?:for|on|of) (?:all|every|each)\b|\balways (?:required|enforced|on)\b|\bcannot be (?:disabled|turned off|skipped|bypassed)\b/,
      ],
    ],
  },
  {
    kind: 'tenancy',
    members: [
      ['single', /\bsingle[- ]tenan(?:t|cy|ted)\b/],
      ['multi', /\bmulti[- ]?tenan(?:t|cy|ted)\b/],
    ],
  },
];

/** The members of each family a text names, with the words that name them. */
function membersIn(text: string): Map<string, Map<string, string>> {
  const s = normalizeText(text);
  // A region is read through the vocabulary ("us-east-1", "Frankfurt"); the rest from the words.
  const folded = ` ${analyze(text).join(' ')} `;
  const found = new Map<string, Map<string, string>>();
  for (const f of families) {
    const named = new Map<string, string>();
    let rest = f.kind === 'place' ? folded : s;
    for (const [member, re] of f.members) {
      const m = re.exec(rest);
      if (!m) continue;
      named.set(member, m[0]);
      // "not mandatory" is optional, not also mandatory.
      rest = rest.replace(new RegExp(re.source, 'g'), ' ');
    }
    if (named.size > 0) found.set(f.kind, named);
  }
  return found;
}

const disjoint = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].every((k) => !b.has(k));

/** The family in which a statement names other members than the answer stands for, if any. */
function opposed(question: string, answer: string, said: 'yes' | 'no', statement: string): { held: string[] } | null {
  const asked = membersIn(question);
  const answered = membersIn(answer);
  for (const [kind, doc] of membersIn(statement)) {
    const inQuestion = asked.get(kind);
    const lib = answered.get(kind) ?? (said === 'yes' ? inQuestion : undefined);
    const held = inQuestion ? [...inQuestion.values()].flatMap((x) => analyze(x)) : [];
    // The answer's own (or, for a bare "Yes", the question's) member is not the one the document names.
    if (lib && disjoint(doc, lib)) return { held };
    // A bare "No", where the document names the very thing asked.
    if (!answered.has(kind) && said === 'no' && inQuestion && !disjoint(doc, inQuestion)) return { held };
  }
  return null;
}

/** Documents read for the dispute, at most. */
const READ = 6;

export function documentDisputes(p: Prepared, c: LibraryCandidate, passages: PassageCandidate[], w: Weights, products: ProductScope | null): Dispute | null {
  const q = p.info;
  const said = choicePolarity(c.answerChoice);
  if (q.kind !== 'yes_no' || (said !== 'yes' && said !== 'no') || passages.length === 0) return null;
  const answer = `${c.answerText ?? ''}`;
  const requirement = askedRequirement(q.text);
  // The answer's own figure: a "No" that gives one meeting the bound says no for another reason.
  const answered = requirement ? readRequirement(answer, requirement, q.terms) : null;
  const subject = requirement ? subjectTerm(q.headTerms, q.soft, w, q.text) : null;
  // A question that holds its own denial ("…who do not use SSO?") is met by sentences that repeat it.
  const ownDenial = negationCues.test(normalizeText(q.text));
  const implied = q.terms.filter((t) => PRODUCT_WORDS.has(t));
  const docs = gatherEvidence(p, [], passages, w, products).filter((e) => e.kind === 'document' && e.read && e.strength > 0);
  for (const e of docs.slice(0, READ)) {
    if (said === 'yes' && e.polarity === 'no' && e.strength >= thresholds.answer && (e.shortfall || !ownDenial)) {
      const what = e.shortfall
        ? `“${e.shortfall.stated}”, ${shortfallWord(e.shortfall)} than the question asks (“${e.shortfall.asked}”)`
        : e.planned
          ? 'that it is only planned'
          : 'otherwise';
      return { source: e, statement: e.excerpt, what };
    }
    const heading = sentenceTerms(e.heading ?? '');
    for (const st of statements(e.text)) {
      const terms = [...sentenceTerms(st), ...heading, ...implied];
      const family = opposed(q.text, answer, said, st);
      if (family && coverage(q.terms, new Set([...terms, ...family.held]), w, q.soft) >= thresholds.answer)
        return { source: e, statement: st, what: 'otherwise' };
      if (!requirement || (subject && !terms.includes(subject))) continue;
      const read = readRequirement(st, requirement, q.terms);
      if (!read || coverage(q.terms, new Set([...terms, ...analyze(requirement.words)]), w, q.soft) < thresholds.answer) continue;
      if (said === 'yes' && read.short)
        return { source: e, statement: st, what: `“${read.words}”, ${shortfallWord(requirement)} than the question asks (“${requirement.words}”)` };
      if (said === 'no' && !read.short && answered?.short !== false)
        return { source: e, statement: st, what: `“${read.words}”, which meets what the question asks (“${requirement.words}”)` };
    }
  }
  return null;
}

/** The reason a disputed library answer is flagged, naming both sources. */
export function disputeReason(c: LibraryCandidate, d: Dispute, asked: string): string {
  const answer = excerptOf(c.answerText?.trim() || c.answerChoice || '', 160);
  const statement = excerptOf(d.statement, 240).replace(/[.;:]$/, '');
  return `The sources disagree on this for ${asked}: the library answers the same question “${c.answerChoice ?? ''}” (“${answer}”), but the document ${d.source.name} says ${d.what}: “${statement}”. A person should check which holds now and update the library answer.`;
}
