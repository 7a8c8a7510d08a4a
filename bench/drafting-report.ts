import { analyze } from '@server/modules/answer-engine/analyze';
/**
 * Scoring for bench/drafting.ts, kept apart so that every figure is computed the same way on each half.
 *
 * Honest measurement (issue 13): the development questions are split in two halves per fold. Anything chosen
 * from data (here: the score threshold that reaches 0.98 accuracy) is chosen on the tuned half only, then
 * applied unchanged to the held-out half. Every figure is printed for both halves side by side.
 */

/** One drafted Yes/No question, scored against the vendor's own answer. */
export interface Outcome {
  set: string;
  /** Which half of its set this question is in (the folds say which halves are tuned on). */
  half: 'a' | 'b';
  truth: 'Yes' | 'No';
  /** What the draft says (null: flagged, or no Yes/No in it). */
  said: 'Yes' | 'No' | null;
  score: number;
  confidence: 'high' | 'medium' | 'low';
  /** Share of the terms of the vendor's own explanation (beyond the question's) that the drafted text uses; null when not comparable. */
  explains?: number | null;
}

/**
 * How much of what the vendor itself wrote for a question the drafted explanation says: distinct terms of the
 * vendor's text that the question does not already use, and the share of them in the draft. An explanation
 * that quotes the wrong passage shares few of them. Only for answered questions whose vendor text has
 * at least six such terms.
 */
export function explanationOverlap(question: string, vendorText: string | null | undefined, drafted: string | null | undefined): number | null {
  if (!vendorText || !drafted) return null;
  const asked = new Set(analyze(question));
  const wanted = new Set(analyze(vendorText).filter((t) => !asked.has(t)));
  if (wanted.size < 6) return null;
  const said = new Set(analyze(drafted));
  let shared = 0;
  for (const t of wanted) if (said.has(t)) shared++;
  return shared / wanted.size;
}

function explanationFigure(list: Outcome[]): string {
  const xs = list.filter((o) => o.said !== null && typeof o.explains === 'number').map((o) => o.explains!);
  if (xs.length === 0) return '—';
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const onPoint = xs.filter((x) => x >= 0.25).length / xs.length;
  return `${pc(mean)} (≥25%: ${pc(onPoint)} of ${xs.length})`;
}

/** One judged pair of a question and the same control in another questionnaire (rank of the right answer, -1: not in the top 5). */
export interface PairOutcome {
  set: string;
  half: 'a' | 'b';
  rank: number;
}

/** Sets whose questions are split by row (odd rows in half a, even in half b); the others are one half whole. */
export const SPLIT_SETS = new Set<string>();

export interface Fold {
  name: string;
  tuned: (o: { set: string; half: 'a' | 'b' }) => boolean;
}

export interface Figures {
  questions: number;
  answered: number;
  accuracy: number;
  noCaught: number;
  noCount: number;
  agreement: number;
  alwaysYes: number;
}

const answeredOf = (list: Outcome[], threshold = 0) => list.filter((o) => o.said !== null && o.score >= threshold);

export function figures(list: Outcome[], threshold = 0): Figures {
  const answered = answeredOf(list, threshold);
  const correct = answered.filter((o) => o.said === o.truth).length;
  const nos = list.filter((o) => o.truth === 'No');
  const caught = nos.filter((o) => o.said !== 'Yes' || o.score < threshold).length;
  return {
    questions: list.length,
    answered: ratio(answered.length, list.length),
    accuracy: ratio(correct, answered.length),
    noCaught: ratio(caught, nos.length),
    noCount: nos.length,
    agreement: ratio(correct, list.length),
    alwaysYes: ratio(list.filter((o) => o.truth === 'Yes').length, list.length),
  };
}

/** The lowest score threshold whose answered questions reach the target accuracy (chosen on the tuned half only). */
export function thresholdFor(list: Outcome[], target = 0.98): number | null {
  const scores = [...new Set(answeredOf(list).map((o) => o.score))].sort((a, b) => a - b);
  for (const t of scores) {
    const f = figures(list, t);
    if (f.accuracy >= target) return t;
  }
  return null;
}

export const CURVE = [0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95];

export function pairFigures(list: PairOutcome[]) {
  return {
    pairs: list.length,
    hit1: ratio(list.filter((p) => p.rank === 0).length, list.length),
    hit5: ratio(list.filter((p) => p.rank >= 0 && p.rank < 5).length, list.length),
  };
}

/** Prints one fold: every figure for the tuned half beside the held-out half. Returns the held-out headline. */
export function reportFold(fold: Fold, outcomes: Outcome[], pairs: PairOutcome[]) {
  const tuned = outcomes.filter(fold.tuned);
  const held = outcomes.filter((o) => !fold.tuned(o));
  const line = (label: string, a: string, b: string) => console.log(`  ${label.padEnd(34)} ${a.padStart(30)} ${b.padStart(30)}`);
  console.log(`\n${fold.name}`);
  line('', 'tuned-on', 'held-out');
  line('sets', describe(tuned), describe(held));
  const ft = figures(tuned);
  const fh = figures(held);
  line('Yes/No questions', String(ft.questions), String(fh.questions));
  line('answered (not flagged)', pc(ft.answered), pc(fh.answered));
  line('accuracy of answered', pc(ft.accuracy), pc(fh.accuracy));
  line('vendor "No" caught', `${pc(ft.noCaught)} of ${ft.noCount}`, `${pc(fh.noCaught)} of ${fh.noCount}`);
  line('agreement (flag = wrong)', pc(ft.agreement), pc(fh.agreement));
  line('always-Yes baseline', pc(ft.alwaysYes), pc(fh.alwaysYes));
  const t = thresholdFor(tuned);
  if (t === null) line('threshold for accuracy >= 0.98', 'none reaches it', '—');
  else {
    const at = figures(tuned, t);
    const ah = figures(held, t);
    line(`coverage at accuracy >= 0.98`, `${pc(at.answered)} (score >= ${t})`, `${pc(ah.answered)} at ${pc(ah.accuracy)}`);
  }
  console.log('  accuracy–coverage curve (score threshold: coverage / accuracy)');
  for (const c of CURVE) {
    const a = figures(tuned, c);
    const b = figures(held, c);
    line(`  score >= ${c.toFixed(2)}`, `${pc(a.answered)} / ${pc(a.accuracy)}`, `${pc(b.answered)} / ${pc(b.accuracy)}`);
  }
  console.log('  calibration (stated confidence: questions answered / observed accuracy)');
  for (const band of ['high', 'medium', 'low'] as const) {
    const cal = (list: Outcome[]) => {
      const inBand = list.filter((o) => o.said !== null && o.confidence === band);
      return `${inBand.length} / ${pc(ratio(inBand.filter((o) => o.said === o.truth).length, inBand.length))}`;
    };
    line(`  ${band}`, cal(tuned), cal(held));
  }
  line("explanation: vendor's own terms used", explanationFigure(tuned), explanationFigure(held));
  const pt = pairFigures(pairs.filter(fold.tuned));
  const ph = pairFigures(pairs.filter((p) => !fold.tuned(p)));
  line('same control, other framework', `hit@1 ${pc(pt.hit1)} hit@5 ${pc(pt.hit5)}`, `hit@1 ${pc(ph.hit1)} hit@5 ${pc(ph.hit5)}`);
  line('  (pairs)', String(pt.pairs), String(ph.pairs));
  return { tuned: ft, held: fh, threshold: t, heldAtThreshold: t === null ? null : figures(held, t), pairsTuned: pt, pairsHeld: ph };
}

/** Figures per set (both halves together), for reading where the engine is weak. */
export function reportSets(outcomes: Outcome[], pairs: PairOutcome[]) {
  const sets = [...new Set([...outcomes.map((o) => o.set), ...pairs.map((p) => p.set)])];
  for (const s of sets) {
    const f = figures(outcomes.filter((o) => o.set === s));
    const p = pairFigures(pairs.filter((x) => x.set === s));
    const parts = [];
    if (f.questions)
      parts.push(
        `Yes/No ${f.questions}: answered ${pc(f.answered)}, accuracy ${pc(f.accuracy)}, "No" caught ${pc(f.noCaught)} of ${f.noCount}, always-Yes ${pc(f.alwaysYes)}`,
      );
    if (p.pairs) parts.push(`pairs ${p.pairs}: hit@1 ${pc(p.hit1)}, hit@5 ${pc(p.hit5)}`);
    console.log(`${s}\n  ${parts.join('\n  ')}`);
  }
}

function describe(list: { set: string; half: 'a' | 'b' }[]) {
  // A set split in two is shown with its half (odd or even rows); a set taken whole, by name.
  const sets = [...new Set(list.map((o) => (SPLIT_SETS.has(o.set) ? `${o.set} ${o.half === 'a' ? 'odd' : 'even'}` : o.set)))];
  return sets.join(', ') || '—';
}

export const ratio = (a: number, b: number) => (b ? a / b : Number.NaN);
export const pc = (n: number) => (Number.isFinite(n) ? `${(100 * n).toFixed(1)}%` : '—');
export const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null);

/** A set reported on its own, beside the folds: its tuned half (a) next to its held-out half (b). */
export function reportHalves(name: string, outcomes: Outcome[]) {
  if (outcomes.length === 0) return;
  const line = (label: string, a: string, b: string) => console.log(`  ${label.padEnd(34)} ${a.padStart(20)} ${b.padStart(20)}`);
  const a = figures(outcomes.filter((o) => o.half === 'a'));
  const b = figures(outcomes.filter((o) => o.half === 'b'));
  console.log(`\n${name}`);
  line('', 'tuned-on (odd)', 'held-out (even)');
  line('Yes/No questions', String(a.questions), String(b.questions));
  line('answered (not flagged)', pc(a.answered), pc(b.answered));
  line('accuracy of answered', pc(a.accuracy), pc(b.accuracy));
  line('vendor "No" caught', `${pc(a.noCaught)} of ${a.noCount}`, `${pc(b.noCaught)} of ${b.noCount}`);
  line('always-Yes baseline', pc(a.alwaysYes), pc(b.alwaysYes));
}
