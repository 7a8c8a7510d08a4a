import { normalizeText, stem } from './analyze';
import { numberWords, withCompoundNumbers } from './number-words';

/**
 * How much: a question that sets a bound with a number and a unit ("at least 99.95% availability", "passwords of
 * at least 16 characters", "logs downloadable for at least 90 days", "no more than 5 failed attempts") is answered
 * by the number a source gives for the same unit, compared in the question's direction. "99.9%" falls short of
 * "at least 99.95%"; "within 72 hours" falls short of "within 24 hours"; "14 characters" of "at least 16".
 * The time bounds that intervals.ts already reads ("retained for 90 days", "within 30 days") stay there.
 */
export interface Quantity {
  /** In days for a time; else in the unit. */
  amount: number;
  /** 'time', '%', or the counted noun's stems ("character", "bit"). */
  unit: Unit;
  /** A bound the words set on it: at least, at most, or none ("30 days", "(30 days)"). */
  bound: 'least' | 'most' | null;
  /** The words that say it, as written. */
  words: string;
  /** A share of a sum of money ("10% of the monthly fee", "a 25% service credit"), not a rate of the thing itself. */
  ofMoney?: boolean;
}

const shareOfMoney =
  /^\s*(?:of (?:the |your |their |its |our )?(?:monthly |annual |yearly |quarterly )?(?:fees?|invoice|invoiced amount|price|charges?|bill|subscription(?: fee)?s?)|(?:service )?credits?\b|discount)/;

export type Unit = { kind: 'time' } | { kind: 'percent' } | { kind: 'count'; nouns: string[] };

const DAY = 1;
const times: Record<string, number> = {
  second: DAY / 86_400,
  minute: DAY / 1440,
  hour: DAY / 24,
  day: DAY,
  week: 7,
  fortnight: 14,
  month: 30,
  quarter: 91,
  year: 365,
};
/** "A single availability zone" is one; "multiple" or "several" zones are more than one. */
const words: Readonly<Record<string, number>> = { ...numberWords, single: 1 };
const severalWords = /(?<![\w-])(?:multiple|several|two or more)\s+(?=[a-z])/g;
const number = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|${Object.keys(words).join('|')})\b`;
const amountOf = (n: string) => (/^\d/.test(n) ? Number(n.replace(/,/g, '')) : (words[n] ?? NaN));

const least = String.raw`at least|a minimum of|minimum of|minimum|min\.?|no less than|not less than|no fewer than|not fewer than|no shorter than|more than|greater than|longer than|in excess of|upwards of`;
const most = String.raw`at most|a maximum of|maximum of|maximum|max\.?|no more than|not more than|no greater than|no longer than|not exceeding|no later than|less than|fewer than|shorter than|under|within|up to`;
const leastBefore = new RegExp(String.raw`(?:^|[^a-z])(${least})\s*$`);
const mostBefore = new RegExp(String.raw`(?:^|[^a-z])(${most})\s*$`);
// The bound may follow the thing the figure measures ("99.99% availability or higher", "4 hours RTO or less").
const leastAfter = /^\s*(?:[a-z-]+ ){0,2}?(?:or (?:more|greater|longer|higher|above|better)|and (?:above|up|over))\b|^\s*\+/;
const mostAfter = /^\s*(?:[a-z-]+ ){0,2}?(?:or (?:less|fewer|lower|shorter|sooner|under|below))\b/;

const scales: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mn: 1e6, billion: 1e9, bn: 1e9 };
const figure = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const scale = String.raw`thousand|million|billion|mn|bn|k|m`;
const money = new RegExp(
  String.raw`(?<!\w)(?<symbol>eur|usd|gbp|chf|€|\$|£)\s?(?<n>${figure})(?:\s?(?<scale>${scale})\b)?|(?<![\w.,])(?<n2>${figure})\s?(?:(?<scale2>thousand|million|billion)\s)?(?<word>euros?|dollars?|pounds?)\b`,
  'g',
);
function currencyOf(symbol: string): string | null {
  return (
    {
      eur: 'eur',
      '€': 'eur',
      euro: 'eur',
      euros: 'eur',
      usd: 'usd',
      $: 'usd',
      dollar: 'usd',
      dollars: 'usd',
      gbp: 'gbp',
      '£': 'gbp',
      pound: 'gbp',
      pounds: 'gbp',
      chf: 'chf',
    }[symbol] ?? null
  );
}

/** Words after a number that are not what is counted. */
const notCounted = new Set(
  'a an the of or and in on at to for per by with from than each every all its their our your long longer short more less fewer total least most other additional separate different new old same such that which who is are be was were must should can may will shall has have had not no'.split(
    ' ',
  ),
);
const timeWord = /^(?:(?:business|working|calendar) )?(second|minute|hour|day|week|fortnight|month|quarter|year)s?\b/;
const percentWord = /^(?:\s*%|\s+(?:percent|per cent)\b)/;

/** What a number in the text counts, from the words right after it; null when it counts nothing we can tell. */
function unitAfter(after: string): { unit: Unit; length: number; days: number } | null {
  const percent = percentWord.exec(after);
  if (percent) return { unit: { kind: 'percent' }, length: percent[0].length, days: 1 };
  const lead = /^[- ]?/.exec(after)![0].length;
  const rest = after.slice(lead);
  const time = timeWord.exec(rest);
  if (time) return { unit: { kind: 'time' }, length: lead + time[0].length, days: times[time[1]!]! };
  // The noun counted: up to three words before one that ends the phrase ("16 characters long", "3 copies of").
  const nouns: string[] = [];
  let length = lead;
  const word = /([a-z][a-z-]*)\s*/y;
  for (let m = word.exec(rest); m && nouns.length < 3 && !notCounted.has(m[1]!); m = word.exec(rest)) {
    nouns.push(stem(m[1]!));
    length = lead + word.lastIndex;
  }
  return nouns.length > 0 ? { unit: { kind: 'count', nouns }, length, days: 1 } : null;
}

/** The bound the words around a figure set on it ("at least …", "… or more"), and the words before it that say so. */
function boundAround(s: string, start: number, tail: string): { bound: Quantity['bound']; lead: string } {
  const before = s.slice(Math.max(0, start - 30), start);
  // The longer phrase decides: "no more than" is a bound at most, though it ends in "more than".
  const atLeast = leastBefore.exec(before)?.[1] ?? '';
  const atMost = mostBefore.exec(before)?.[1] ?? '';
  if (atLeast.length > atMost.length) return { bound: 'least', lead: atLeast };
  if (atMost.length > 0) return { bound: 'most', lead: atMost };
  return { bound: leastAfter.test(tail) ? 'least' : mostAfter.test(tail) ? 'most' : null, lead: '' };
}

/** Every number the text gives with a unit, and the bound it sets ("at least 14 characters", "99.9%", "(30 days)"). */
export function quantitiesIn(text: string): Quantity[] {
  const s = withCompoundNumbers(normalizeText(text)).replace(/(\d)\s*-\s*(?=[a-z])/g, '$1 ');
  const found: Quantity[] = [];
  for (const m of s.matchAll(new RegExp(String.raw`(?<![\w.,])${number}`, 'g'))) {
    const n = amountOf(m[1]!);
    if (!Number.isFinite(n)) continue;
    const end = (m.index ?? 0) + m[0].length;
    const after = s.slice(end);
    const read = unitAfter(after);
    if (!read) continue;
    const { bound, lead } = boundAround(s, m.index ?? 0, after.slice(read.length));
    // "More than one availability zone" asks for two or more: a count past the bound, not at it.
    const strict = bound === 'least' && read.unit.kind === 'count' && /^(?:more|greater) than|^in excess of/.test(lead) && Number.isInteger(n);
    const amount = (strict ? n + 1 : n) * read.days;
    // (and so are the next items of a list of credits and their tiers: "10% of the monthly fee below the commitment, 25% below 99.0%")
    const rest = after.slice(read.length);
    const ofMoney =
      read.unit.kind === 'percent' &&
      (shareOfMoney.test(rest) ||
        (found.some((f) => f.ofMoney) && (/^\s*(?:below|under|beneath|if|when)\b/.test(rest) || /\b(?:below|under|beneath)\s*$/.test(s.slice(0, m.index)))));
    found.push({
      amount,
      unit: read.unit,
      bound,
      words: `${lead ? `${lead} ` : ''}${s.slice(m.index, end + read.length).trim()}`,
      ...(ofMoney ? { ofMoney } : {}),
    });
  }
  // "Across multiple availability zones": two or more of them.
  for (const m of s.matchAll(severalWords)) {
    const read = unitAfter(s.slice((m.index ?? 0) + m[0].length - 1));
    if (read?.unit.kind === 'count')
      found.push({ amount: 2, unit: read.unit, bound: 'least', words: s.slice(m.index, (m.index ?? 0) + m[0].length - 1 + read.length).trim() });
  }
  // Money: "EUR 10 million", "€5m", "$2,000,000", "3 million euros", compared only in the same currency.
  for (const m of s.matchAll(money)) {
    const g = m.groups!;
    const currency = currencyOf(g.symbol ?? g.word ?? '');
    const n = Number((g.n ?? g.n2 ?? '').replace(/,/g, ''));
    if (!currency || !Number.isFinite(n)) continue;
    const amount = n * (scales[g.scale ?? g.scale2 ?? ''] ?? 1);
    const { bound, lead } = boundAround(s, m.index ?? 0, s.slice((m.index ?? 0) + m[0].length));
    found.push({ amount, unit: { kind: 'count', nouns: [currency] }, bound, words: `${lead ? `${lead} ` : ''}${m[0].trim()}` });
  }
  // AES-256, RSA-2048: the key's length in bits.
  for (const m of s.matchAll(/\b(?:aes|rsa)[- ]?(\d{3,4})\b/g))
    found.push({ amount: Number(m[1]), unit: { kind: 'count', nouns: ['bit'] }, bound: null, words: m[0] });
  return found;
}

/**
 * The bound a question sets with a number and a unit, when it sets one ("at least 16 characters", "99.95% or
 * more", "no more than 5 attempts"). A count of one ("at least one person") asks whether there is any, not how many.
 */
export function askedQuantity(question: string): (Quantity & { bound: 'least' | 'most' }) | null {
  for (const q of quantitiesIn(question)) {
    if (q.bound === null || q.amount <= 0) continue;
    if (q.unit.kind === 'count' && q.amount <= 1) continue;
    return q as Quantity & { bound: 'least' | 'most' };
  }
  return null;
}

/** The two name the same unit: both times, both percentages, or counts of the same noun. */
export function sameUnit(a: Unit, b: Unit): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'count' || b.kind !== 'count') return true;
  return a.nouns.some((n) => b.nouns.includes(n));
}

/**
 * What the sentence states against the question's bound: short when every number it gives for that unit misses
 * it, met otherwise; null when it gives none that says (an "up to 365 days" says nothing of "at least 90").
 */
export function readQuantity(sentence: string, asked: { amount: number; unit: Unit; bound: 'least' | 'most' }): { short: boolean; words: string } | null {
  // A time within 5% (12 months for a year) meets it; other figures are compared exactly (99.9% is not 99.95%).
  const slack = asked.unit.kind === 'time' ? 0.05 : 1e-9;
  const below = (x: number) => x < asked.amount * (1 - slack);
  const above = (x: number) => x > asked.amount * (1 + slack);
  const read: { short: boolean; words: string }[] = [];
  // (a service credit's share of the fee says nothing of the availability asked)
  const figures = quantitiesIn(sentence).filter((q) => sameUnit(q.unit, asked.unit) && !q.ofMoney);
  // A figure bound the question's way is the rule the source states ("requires at least 8 characters"); the others
  // are what may be set around it ("can be set from 8 to 64 characters").
  const ruled = figures.filter((q) => q.bound === asked.bound);
  for (const q of ruled.length > 0 ? ruled : figures) {
    if (asked.bound === 'least') {
      if (q.bound === 'most' && !below(q.amount)) continue;
      read.push({ short: below(q.amount), words: q.words });
    } else {
      if (q.bound === 'least' && !above(q.amount)) continue;
      read.push({ short: above(q.amount), words: q.words });
    }
  }
  if (read.length === 0) return null;
  return { short: read.every((x) => x.short), words: read[0]!.words };
}
