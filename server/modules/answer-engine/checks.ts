import { asksAboutPlans } from './planned';
import { analyze, normalizeText } from './analyze';
import { choiceFor, choicePolarity } from './choice';
import { contradiction, refersToNeighbour } from './consistency';
import { inversionOf, statedControl, unmatchedInversion } from './inverted';
import { asksForAbsence, statesAbsence } from './absence-questions';
import type { Decision, Prepared } from './decide';
import { level } from './decide';
import { sentenceTerms } from './score';
import { thresholds } from './thresholds';

/**
 * Checks across a batch's drafts, after each question was decided (issue 13):
 * - a choice that its own explanation contradicts is a flag (failure type 7);
 * - a question that asks about the opposite of a control ("optional", "without review") is a flag unless its
 *   evidence uses those words as the question does;
 * - a question that refers to another one is never answered at more than low confidence, and is a flag
 *   when the question it refers to has no answer or is answered "No" (failure type 8);
 * - a question that names no subject, read with its section or the question before it, is never "high";
 * - nor is one whose approval, communication or ownership words were set aside and which its explanation does not state;
 * - two different questions never get the same explanation without the draft saying so (failure type 8).
 */
export function checkBatch(prepared: Prepared[], decisions: Decision[]): Decision[] {
  const out = decisions.map((d, i) => checkOne(prepared[i]!, d));
  for (let i = 0; i < out.length; i++) {
    const p = prepared[i]!;
    const d = out[i]!;
    const ref = refersToNeighbour(p.request.question);
    if (!ref) continue;
    if (d.draft.flagged) {
      out[i] = { ...d, draft: { ...d.draft, reason: `${d.draft.reason} This question refers to another one (“${ref}”): answer them together.` } };
      continue;
    }
    const previous = p.request.previousQuestion?.trim();
    const k = previous ? prepared.findIndex((x) => x.request.question.trim() === previous) : -1;
    const inBatch = k >= 0 && k !== i ? out[k]!.draft : null;
    const stored = p.request.previousAnswer;
    const prev = inBatch
      ? { open: inBatch.flagged, no: choicePolarity(inBatch.answerChoice) === 'no' }
      : stored
        ? { open: !stored.approved && (stored.flagged || !stored.answered), no: choicePolarity(stored.answerChoice) === 'no' }
        : null;
    if (prev && (prev.open || prev.no)) {
      out[i] = flagged(
        d,
        `This question refers to another one (“${ref}”), whose ${inBatch ? 'draft' : 'answer'} ${prev.open ? 'needs a person' : 'is “No”'}: answer them together.`,
      );
      continue;
    }
    out[i] = capped(d, thresholds.medium - 0.01, ` It refers to another question (“${ref}”): read it with that one before approving.`);
  }
  // A question that names no subject was read with its section or the question before it: never "high" on that reading.
  out.forEach((d, i) => {
    const context = prepared[i]!.context;
    if (!context) return;
    const note = ` It does not name its subject, so it was read with ${context.from}.`;
    out[i] = d.draft.flagged ? { ...d, draft: { ...d.draft, reason: `${d.draft.reason}${note}` } } : capped(d, thresholds.high - 0.01, note);
  });
  // Approval, communication and ownership were set aside to find the policy: unless the explanation states them, never "high".
  out.forEach((d, i) => {
    if (d.draft.flagged) return;
    const said = sentenceTerms(d.draft.answerText ?? '');
    const unstated = prepared[i]!.info.governance.filter((g) => !analyze(g).every((t) => said.has(t)));
    if (unstated.length === 0) return;
    out[i] = capped(
      d,
      thresholds.high - 0.01,
      ` The sources do not state what the question adds (${unstated.map((g) => `“${g}”`).join(', ')}): check that before approving.`,
    );
  });
  // The same explanation for different questions: kept once at its confidence, the others say so and drop to low.
  const firstWithText = new Map<string, number>();
  out.forEach((d, i) => {
    if (d.draft.flagged || !d.draft.answerText?.trim()) return;
    const key = normalizeText(d.draft.answerText).replace(/\s+/g, ' ').trim();
    const first = firstWithText.get(key);
    if (first === undefined) {
      firstWithText.set(key, i);
      return;
    }
    if (sameQuestion(prepared[first]!, prepared[i]!)) return;
    const other = prepared[first]!.request.question.replace(/\s+/g, ' ').trim();
    out[i] = capped(
      d,
      thresholds.medium - 0.01,
      ` The same explanation was drafted for “${other.length > 90 ? `${other.slice(0, 89)}…` : other}”: the sources do not tell the two questions apart, so check that it states what this one asks.`,
    );
  });
  return out;
}

function checkOne(p: Prepared, d: Decision): Decision {
  if (d.draft.flagged) return d;
  const inversion = choicePolarity(d.draft.answerChoice) ? inversionOf(p.request.question) : null;
  const evidence = [d.draft.answerText ?? '', ...d.draft.sources.map((s) => (s.kind === 'library' ? `${s.name}. ${s.excerpt}` : s.excerpt))].join(' ');
  const unmatched = inversion ? unmatchedInversion(inversion, evidence) : null;
  // "Is MFA optional?" against "MFA is required for every employee": the control stated outright is the question's "No".
  const control = unmatched && choicePolarity(d.draft.answerChoice) === 'yes' ? statedControl(inversion!, evidence, p.info.headTerms) : null;
  const no = control ? choiceFor('no', p.request.answerOptions) : null;
  if (control && no)
    return capped(
      { ...d, draft: { ...d.draft, answerChoice: no } },
      thresholds.medium - 0.01,
      ` The question asks about the opposite of a control (“${unmatched}”), and the source states the control itself: “${control}”`,
    );
  if (unmatched)
    return flagged(
      d,
      `The question asks about the opposite of a control (“${unmatched}”), and the sources do not use that word as it does: they answer a different question. A person should answer it.`,
    );
  // "Is the app free of tracking SDKs?" is answered by its source's denial ("contains no tracking SDKs"): "Yes".
  const polarity = choicePolarity(d.draft.answerChoice);
  if (polarity && polarity !== 'na' && asksForAbsence(p.info.text)) {
    const absent = statesAbsence(d.draft.answerText ?? '', p.info.headTerms);
    const yes = choiceFor('yes', p.request.answerOptions);
    if (polarity === 'no' && absent && yes)
      return capped(
        { ...d, draft: { ...d.draft, answerChoice: yes } },
        thresholds.medium - 0.01,
        ' The question asks whether the thing is absent, and the source says it is.',
      );
    if (polarity === 'yes' && !absent)
      return flagged(d, 'The question asks whether a thing is absent, and the sources do not say it is: a person should answer it.');
  }
  // A "Yes" to "Is it planned?" explained by the plan says what it asks.
  const said = asksAboutPlans(p.info.text) ? null : contradiction(choicePolarity(d.draft.answerChoice), d.draft.answerText, p.info.headTerms);
  if (!said) return d;
  return flagged(
    d,
    `The drafted choice “${d.draft.answerChoice}” disagrees with its own explanation (“${said.length > 160 ? `${said.slice(0, 159)}…` : said}”): a person should decide.`,
  );
}

/** A flag that keeps the sources and the text a reviewer needs to see why. */
function flagged(d: Decision, reason: string): Decision {
  return { ...d, llmSources: [], draft: { ...d.draft, answerChoice: null, flagged: true, confidence: 'low', score: 0, reason } };
}

function capped(d: Decision, max: number, note: string): Decision {
  const score = Math.min(d.draft.score, max);
  return { ...d, draft: { ...d.draft, score, confidence: level(score), reason: `${d.draft.reason}${note}` } };
}

const sameQuestion = (a: Prepared, b: Prepared) =>
  normalizeText(a.request.question).replace(/\W+/g, ' ').trim() === normalizeText(b.request.question).replace(/\W+/g, ' ').trim();
