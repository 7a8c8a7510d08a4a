import { sentences } from '../../lib/sentences';

/**
 * The statements of a source's text, for explanations: its sentences, with table rows cut into their cells
 * ("CC6.1 | Access is protected by MFA. | Inspected the configuration.") and rows of "Header: value" pairs
 * into their values. An explanation then quotes the cell that states the fact, not the whole row.
 */
export function statements(text: string): string[] {
  return withLabels(sentences(withoutContents(text)).flatMap(rowsOf).flatMap(bulletsOf).flatMap(cellsOf));
}

/** A short label that names a subject and says nothing of it ("• Abuse-monitoring logs.", "Customer-managed keys (CMEK)."). */
const isLabel = (s: string) => {
  const label = s.replace(/^•\s*/, '').trim();
  return label.split(/\s+/).length <= 6 && /[.:]$/.test(label) && !/\b(?:is|are|was|were|has|have|not|no)\b/i.test(label);
};
/** A sentence without a subject, saying what holds for the label before it ("Retained for 30 days…", "Not supported."). */
const subjectless =
  /^(?:(?:Not|Never|Always) [a-z]|(?:Available|Optional|Mandatory|Kept|Held|Done|Run|Made|Sent|Built|Met|[A-Z][a-z]{2,}(?:ed|en))(?=,| (?:and [a-z]+(?:ed|en)|for|by|per|at|in|on|to|with|within|after|before|using|via|when|until|upon|every|each|daily|weekly|monthly|quarterly|annually|yearly|regularly|automatically|centrally|securely)\b))/;

/**
 * "Abuse-monitoring logs. Retained for a default of 30 days…": the second sentence says what holds, the label
 * what it holds for. Alone, it would explain "Are logs retained…?" without saying whose retention it is; the two
 * are one statement, quoted as written.
 */
function withLabels(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const next = list[i + 1];
    // A question of an FAQ and the answer after it ("Does Server offer a FIPS 140 mode? Not at present.") are one
    // statement: the question alone states nothing, and the answer alone does not say what it answers.
    if (next && /\?\s*$/.test(list[i]!) && !/\?\s*$/.test(next)) {
      out.push(`${list[i]} ${next}`);
      i++;
    } else if (next && isLabel(list[i]!) && subjectless.test(next)) {
      out.push(`${list[i]} ${next}`);
      i++;
    } else out.push(list[i]!);
  }
  return out;
}

/**
 * Rows of a responsibility matrix or checklist run together as text ("…first use.  x  x  8.3 Secure all…"): each
 * numbered requirement is a statement of its own, without the columns' marks that end the row before it.
 */
const numberedRow = /(?<=[.:;]\s+(?:[xX✓✔]\s+)*)(?=[A-Z]{0,4}-?\d+(?:\.\d+)+\.?\s+[A-Z])/;
const rowMarks = /(?:\s+[xX✓✔])+\s*$/;
const rowsOf = (sentence: string) =>
  /\d\.\d/.test(sentence)
    ? sentence
        .split(numberedRow)
        .map((row) => row.replace(rowMarks, '').trim())
        .filter(Boolean)
    : [sentence];

/** An entry of a table of contents: a title, dot leaders and its page ("Regression Testing ........ 6"). */
const contentsEntry = /[\p{L}(][^.…\n]{0,100}?\s?(?:\.{4,}|…{2,})\s?\d{1,4}\b/gu;

/** A table of contents states nothing: its titles are left out of the statements (two entries or more make one). */
function withoutContents(text: string): string {
  if (!text.includes('....') && !text.includes('……')) return text;
  const entries = text.match(contentsEntry);
  return entries && entries.length >= 2 ? text.replace(contentsEntry, ' ') : text;
}

/** Items of a list run together on one line ("• Backup Policy • Encryption Policy"): each states its own thing. */
const bulletsOf = (sentence: string) => sentence.split(/\s+(?=•\s)/).filter((s) => s.trim() && s.trim() !== '•');

/** An identifier cell of a control matrix ("CC6.1", "A1.2", "HR-04"): it says nothing on its own. */
const identifier = /^[A-Z]{1,6}[-\s]?\d+(?:\.\d+)*\.?$/;
/** A column header as a row's field names it ("Owner", "Control Activity Specified by the Service Organization"). */
const fieldLabel = String.raw`[A-Z][^:;|]{0,80}`;
/** A "Header: value" pair of a row read from a spreadsheet or CSV file. */
const pair = new RegExp(String.raw`^(${fieldLabel}):\s+(.+)$`, 's');
/** Where one field of such a row ends and the next begins. */
const fieldBreak = new RegExp(String.raw`;\s+(?=${fieldLabel}:\s)`);

/** A cell that names its column ("Lumen Sketch: 48 hours"). */
const namedCell = new RegExp(String.raw`^${fieldLabel}:\s`);

const ROW_LABEL_WORDS = 12;

function cellsOf(sentence: string): string[] {
  const out: string[] = [];
  if (sentence.includes(' | ')) {
    const cells = sentence
      .split(/\s+\|\s+/)
      .map((c) => c.trim())
      .filter((c) => c && !identifier.test(c));
    // A row whose cells carry their columns' names ("RTO | Lumen Vault: 4 hours | Lumen Sketch: 48 hours"): each
    // cell is a statement about the row's label ("RTO: Lumen Sketch: 48 hours").
    const [label, ...rest] = cells;
    // A label may be a long one ("Punches cached on a mobile device while offline"): alone it says nothing.
    if (label && rest.length >= 2 && words(label) <= ROW_LABEL_WORDS && !/[.!?]$/.test(label) && rest.every((c) => namedCell.test(c)))
      return rest.map((c) => `${label}: ${c}`);
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      const next = cells[i + 1];
      // A short label cell and the cell it labels ("Workforce identity | Okta SSO with mandatory MFA").
      if (next && words(cell) <= 4 && !/[.!?]$/.test(cell) && words(next) > words(cell)) {
        out.push(`${cell}: ${next}`);
        i++;
      } else out.push(cell);
    }
    return out;
  }
  const parts = sentence.split(fieldBreak);
  if (parts.filter((p) => pair.test(p)).length >= 2) {
    const fields = parts.map((p) => {
      const m = pair.exec(p);
      return m ? { label: m[1]!, value: m[2]!.trim().replace(/\.$/, '') } : { label: '', value: p.trim() };
    });
    // A record that holds a statement ("Implementation statement: Keys are rotated yearly") is quoted by it;
    // a record of short fields ("Subprocessor: Cloudflare; Purpose: CDN / DDoS / WAF") is one statement: a field
    // alone loses what it is said of.
    const kept = fields.filter((f) => f.value && !identifier.test(f.value));
    const stated = kept.filter((f) => words(f.value) >= 5);
    if (stated.length > 0) return stated.map((f) => (/[.!?]$/.test(f.value) ? f.value : `${f.value}.`));
    return [kept.map((f) => (f.label ? `${f.label}: ${f.value}` : f.value)).join('; ')];
  }
  return [sentence];
}

/** Words, not the slashes and dashes between them ("CDN / DDoS / WAF" is three). */
const words = (s: string) => (s.match(/[\p{L}\p{N}]\S*/gu) ?? []).length;

/**
 * A label sentence ("Customer-managed keys (CMEK / BYOK).") names the subject; the sentence after it says
 * what holds for it ("Not currently supported."). Read them as one.
 */
/** A sentence that opens with a word for what the one before it names ("It is off by default", "This applies to…"). */
export const refersBack = (sentence: string) =>
  /^(?:it|this|they|these|this feature|this setting|the feature|the setting)\s/i.test(sentence.replace(/^[•\-*–·]\s*/, '').trim());

/** A sentence that refers back, read with the one it refers to. */
export const withAntecedent = (sentence: string, previous: string | undefined) =>
  previous && refersBack(sentence) ? `${previous.trim()} ${sentence.trim()}` : sentence;

export function withStatement(sentence: string, next: string | undefined): string {
  const label = sentence.trim();
  // "RPO: Lumen Sketch: 24 hours." states its value: it is not a label.
  if (!next || label.split(/\s+/).length > 6 || !/[.:]$/.test(label) || /:\s+\S/.test(label) || /\b(?:is|are|was|were|has|have|not|no)\b/i.test(label))
    return sentence;
  return `${label.replace(/[.:]$/, '')} — ${next.trim()}`;
}

/**
 * What a sentence sets its point against ("…applied at once instead of waiting for the next scheduled release")
 * is not what it states: the sentence without it.
 */
export const withoutContrast = (sentence: string) => sentence.replace(/\b(?:instead of|rather than|as opposed to|without waiting for)\b[^.;:]*/gi, ' ');

/** A clause number of a standard ("2.6", "A1.2", "10.2.1", "HR-04.1"). */
const clauseNumber = String.raw`[A-Z]{0,4}-?\d+(?:\.\d+)+`;

/**
 * A standard's requirement ("10.2 Implement automated audit trails…", "Designate personnel to…", "2.6 Shared
 * hosting providers must protect…"), as quoted in a responsibility matrix or control list: it says what must
 * be done, not that it is. A statement of what is done answers better.
 */
const requirementText = new RegExp(
  String.raw`^(?:[•\-–]\s*)?(?:${clauseNumber}\.?\s+)?(?:implement|ensure|designate|establish|install|restrict|protect|develop|identify|assign|verify|perform|document|maintain|retain|monitor|deploy|define|configure|remove|manage|apply|render|prohibit|do not|never|conduct|keep|track|require|disable|enable|validate|obtain|communicate|approve|limit|review|provide|use|using|follow|include|build|secure)\b|^(?:${clauseNumber}\.?)\s+.*\b(?:must|shall)\b`,
  'i',
);
const underClauseNumber = new RegExp(String.raw`^(?:[•\-–]\s*)?${clauseNumber}`);

export const isRequirement = (statement: string) => requirementText.test(statement.trim());

/**
 * Verbs a standard's numbered requirement opens with that also open plain statements as nouns ("Change requests
 * are reviewed", "Test data is…"): read as a requirement only under a clause number ("8.2.6 Set passwords…").
 */
const numberedImperative = new RegExp(
  String.raw`^(?:[•\-–]\s*)?${clauseNumber}\.?\s+(?:set|address|train|change|incorporate|store|test|encrypt|authenticate|secure|log|inspect|control)\b`,
  'i',
);

/** A requirement under its clause number, as a standard lists it. */
export const isListedRequirement = (statement: string) =>
  underClauseNumber.test(statement.trim()) && (isRequirement(statement) || numberedImperative.test(statement.trim()));

/**
 * The sentence that introduces the list an item belongs to ("…have produced the following attestations:" before
 * "• SOC 2 Type II report"): without it the item does not say whose or what it is. Null for a statement that is
 * not an item, or whose list has no such sentence, or a long one.
 */
export function leadInOf(list: string[], index: number): string | null {
  const lead = introOf(list, index);
  // "These practices include:" only points back at what came before it: it says no more than the item.
  return lead && /:\s*$/.test(lead) && words(lead) <= LEAD_IN_WORDS && !pointsBack.test(lead) ? lead.trim() : null;
}
const pointsBack = /^(?:these|this|those|they|it|such|the following|below)\b/i;
const LEAD_IN_WORDS = 40;

/** A sentence that introduces a list of aims ("…that aim to meet the following objectives:", "Goals:"). */
const aimsLeadIn = /\b(?:objectives?|goals?|aims?|aim to|intended to|strives? to)\b[^:]*:\s*$/i;

/**
 * An item of a list of objectives or goals ("• Reduce risk to core business operations."): it says what a plan
 * aims at, not that a thing is done.
 */
export function isAim(list: string[], index: number): boolean {
  const intro = introOf(list, index);
  return intro !== undefined && aimsLeadIn.test(intro);
}

/** The statement before the list an item belongs to; undefined for a statement that is not an item. */
function introOf(list: string[], index: number): string | undefined {
  if (!list[index]?.startsWith('•')) return undefined;
  let k = index - 1;
  while (k >= 0 && list[k]!.startsWith('•')) k--;
  return list[k];
}
