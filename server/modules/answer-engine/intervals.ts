import { analyze, normalizeText } from './analyze';
import { askedQuantity, readQuantity, type Unit } from './quantities';
import { numberWords, withCompoundNumbers } from './number-words';

/**
 * How often and how long. A question that asks for a control "annually" or for logs "kept at least one year"
 * is not answered "Yes" by a source that says "every two years" or "retained for 90 days": the source states the
 * control, but less often or for less time than asked. That is a "No" with its source (issue 13, failure
 * type 4), never a "Yes" because the rest of the words match.
 */
export interface Requirement {
  /**
   * How often; how long a thing is kept (at least); how long a thing may take (at most: "4 hours or less"); or
   * any other figure the question bounds ("at least 99.95%", "at least 16 characters", "for at least 90 days").
   */
  kind: 'interval' | 'duration' | 'maximum' | 'minimum';
  /** In days; for a figure in another unit (`unit`), in that unit. */
  days: number;
  /** The unit of a figure read by quantities.ts; absent for the times read here. */
  unit?: Unit;
  /** The words that say it, as written. */
  words: string;
}

/** Lower case, one form of each character, and compound number words as digits. */
const lowered = (text: string) => withCompoundNumbers(normalizeText(text));

const DAY = 1;
const units: Record<string, number> = { minute: DAY / 1440, hour: DAY / 24, day: DAY, week: 7, fortnight: 14, month: 30, quarter: 91, year: 365 };
const numbers: Record<string, number> = { a: 1, an: 1, ...numberWords, other: 2 };
const count = String.raw`(\d+(?:\.\d+)?|${Object.keys(numbers).join('|')})`;
const unit = String.raw`(minute|hour|day|week|fortnight|month|quarter|year)s?`;
const amount = (n: string | undefined) => (n === undefined ? 1 : /^\d/.test(n) ? Number(n) : (numbers[n] ?? NaN));

/** Named intervals, in days. */
const named: [RegExp, number][] = [
  [/\b(?:continuous(?:ly)?|real[- ]time)\b/, 0],
  [/\bhourly\b/, DAY / 24],
  [/\b(?:daily|nightly)\b/, DAY],
  [/\bweekly\b/, 7],
  [/\b(?:bi-?weekly|fortnightly)\b/, 14],
  [/\bmonthly\b/, 30],
  [/\bquarterly\b/, 91],
  [/\b(?:semi-?annual(?:ly)?|half-?yearly|twice (?:a|per|each) year)\b/, 182],
  [/\b(?:annual(?:ly)?|yearly)\b/, 365],
  [/\bbiennial(?:ly)?\b/, 730],
];
const every = new RegExp(String.raw`\b(?:every|each|once (?:a|an|per|every)|per)\s+(?:${count}\s+)?${unit}\b`);

/** Every interval the text states, in days between two times ("every two years", "annually", "weekly"). */
export function intervalsIn(text: string): { days: number; words: string }[] {
  const s = lowered(text);
  const found: { days: number; words: string }[] = [];
  for (const m of s.matchAll(new RegExp(every.source, 'g'))) {
    const n = amount(m[1]);
    if (Number.isFinite(n)) found.push({ days: n * units[m[2]!]!, words: m[0] });
  }
  for (const [re, days] of named) {
    const x = re.exec(s);
    if (x && !found.some((f) => f.words.includes(x[0]))) found.push({ days, words: x[0] });
  }
  return found;
}

const keeping = /\b(?:retain(?:s|ed|ing)?|retention|kept|keep(?:s|ing)?|stored?|preserved?|archived?|held|maintained)\b/;
const period = new RegExp(String.raw`\b${count}[- ]${unit}\b`);

/** Every period the text says something is kept for, in days, when it speaks of keeping it. */
export function durationsIn(text: string): { days: number; words: string }[] {
  return keeping.test(lowered(text)) ? periodsIn(text) : [];
}

const atMost = new RegExp(
  String.raw`\b${count}[- ]${unit}\s+or (?:less|fewer|shorter|under|sooner)\b|\b(?:within|no (?:more|longer) than|at most|less than|under|not exceeding|up to) ${count}[- ]${unit}\b`,
);

/**
 * Every period the text names ("24 hours", "12-hour"), in days; not one that says how often ("taken every four hours
 * and retained for 35 days" keeps things for 35 days).
 */
function periodsIn(text: string): { days: number; words: string }[] {
  const found: { days: number; words: string }[] = [];
  const s = lowered(text);
  for (const m of s.matchAll(new RegExp(period.source, 'g'))) {
    if (/\b(?:every|each|once every)\s+$/.test(s.slice(Math.max(0, (m.index ?? 0) - 12), m.index))) continue;
    const n = amount(m[1]);
    if (!Number.isFinite(n) || n <= 0) continue;
    // "5 hours 40 minutes" is one time, not two.
    const last = found.at(-1);
    const joined = last && m[2] === 'minute' && new RegExp(String.raw`${last.words}\s+(?:and\s+)?$`).test(s.slice(0, m.index));
    if (joined) {
      last.days += n * units[m[2]!]!;
      last.words = `${last.words} ${m[0]}`;
    } else found.push({ days: n * units[m[2]!]!, words: m[0] });
  }
  return found;
}

/** A period that bounds when a thing is removed ("deleted within 30 days", "expire within a further 35 days"). */
const removalDeadline = new RegExp(
  String.raw`\b(?:delet|expir|purg|destr|remov|eras|overwrit|dispos)[a-z]*\b[^.;]{0,40}?\b(?:within|no (?:more|later) than|at most|up to) (?:a further |another |an additional )?${count}[- ]${unit}\b`,
);

/**
 * The sentence names its periods only as deadlines for removal, without keeping anything for them: it says how
 * long a thing lasts at most, which says nothing of "kept for at least 30 days".
 */
export function onlyRemovalDeadline(sentence: string): boolean {
  const s = normalizeText(sentence);
  return removalDeadline.test(s) && !keeping.test(s);
}

/** The longest a thing may take, when the question sets one ("Is your RTO 4 hours or less?", "within 72 hours"). */
function maximumIn(question: string): { days: number; words: string } | null {
  const m = atMost.exec(lowered(question));
  if (!m) return null;
  const [n, u] = m[1] !== undefined ? [m[1], m[2]] : [m[3], m[4]];
  const days = amount(n) * units[u!]!;
  return Number.isFinite(days) && days > 0 ? { days, words: m[0] } : null;
}

/**
 * What the question asks for: the longest a thing may take, how long it is kept (at least), another figure it
 * bounds (a percentage, a count: "at least 99.95% monthly availability" is not a question of how often), how
 * often it is done, or, last, a time it bounds in other words ("available for download for at least 90 days").
 */
export function askedRequirement(question: string): Requirement | null {
  const maximum = maximumIn(question);
  if (maximum) return { kind: 'maximum', ...maximum };
  const duration = durationsIn(question)[0];
  if (duration) return { kind: 'duration', ...duration };
  const quantity = askedQuantity(question);
  const figure = quantity
    ? ({ kind: quantity.bound === 'least' ? 'minimum' : 'maximum', days: quantity.amount, unit: quantity.unit, words: quantity.words } as const)
    : null;
  if (figure && quantity!.unit.kind !== 'time') return figure;
  const interval = intervalsIn(question)[0];
  if (interval && interval.days > 0) return { kind: 'interval', ...interval };
  return figure;
}

/**
 * What the sentence states against the requirement, if it states anything of the kind: short when every
 * interval it names is longer than asked, every period it keeps things for is shorter, or every time it names is
 * longer than the question allows; met otherwise.
 */
export function readRequirement(sentence: string, asked: Requirement, asking?: readonly string[]): { short: boolean; words: string } | null {
  const read = (text: string) => {
    if (asked.unit) return readQuantity(text, { amount: asked.days, unit: asked.unit, bound: asked.kind === 'minimum' ? 'least' : 'most' });
    const stated =
      asked.kind === 'duration'
        ? keeping.test(normalizeText(sentence))
          ? periodsIn(text)
          : []
        : asked.kind === 'maximum'
          ? periodsIn(text)
          : intervalsIn(text);
    return stated.length > 0 ? stated : null;
  };
  const own = asking ? labelledItems(sentence, asking, (item) => read(item) !== null) : null;
  const stated = read(own ?? sentence);
  if (stated === null) return null;
  if (!Array.isArray(stated)) return stated;
  const short = (days: number) => (asked.kind === 'duration' ? days < asked.days * 0.95 : days > asked.days * 1.05);
  return { short: stated.every((x) => short(x.days)), words: stated[0]!.words };
}

/**
 * Of a list that gives a figure per kind ("critical within 7 days, high within 30 days, medium within 90 days", "30 days
 * on the Standard plan and 13 months on the Enterprise plan", "available for 30 days and then deleted within 90 days"),
 * the items whose label the question names ("high-severity vulnerabilities", "the Standard plan", "deleted"), when it
 * names some and not all.
 */
const unitTerms = new Set(analyze('seconds minutes hours days weeks months quarters years business working calendar'));

function labelledItems(sentence: string, asking: readonly string[], states: (item: string) => boolean): string | null {
  // ("…for 30 days on the Standard plan and 13 months on the Enterprise plan": "and" before a figure parts two items)
  const items = sentence.split(/[;,:]|\s+and\s+(?=[^,;]*\d)/).filter(states);
  if (items.length < 2) return null;
  const asked = new Set(asking);
  const terms = items.map((item) => new Set(analyze(item)));
  // (a unit is no label: "12 months" asked does not pick the item given in months)
  const labelled = items.filter((_, i) =>
    [...terms[i]!].some((t) => asked.has(t) && !/\d/.test(t) && !unitTerms.has(t) && terms.every((other, j) => j === i || !other.has(t))),
  );
  return labelled.length > 0 && labelled.length < items.length ? labelled.join('; ') : null;
}

/** What the sentence states falls short of the requirement (`readRequirement`). */
export function fallsShort(sentence: string, asked: Requirement, asking?: readonly string[]): { words: string } | null {
  const read = readRequirement(sentence, asked, asking);
  return read?.short ? { words: read.words } : null;
}

/** How a stated figure misses the question's: less often, for less time, longer, less or more. */
export function shortfallWord(s: Pick<Requirement, 'kind' | 'unit'>): string {
  if (s.kind === 'interval') return 'less often';
  if (s.kind === 'duration') return 'for less time';
  if (s.unit?.kind === 'time') return s.kind === 'maximum' ? 'longer' : 'for less time';
  return s.kind === 'maximum' ? (s.unit ? 'more' : 'longer') : 'less';
}

/** What the sources leave unsaid when they give no figure for the question's requirement. */
export function unstated(r: Requirement): string {
  if (r.kind === 'interval') return 'how often';
  if (!r.unit || r.unit.kind === 'time') return 'how long';
  return r.unit.kind === 'percent' ? 'what percentage' : 'how many';
}
