/** Words and patterns that tell what a cell or a column of a questionnaire is. General rules only:
 *  they describe how questionnaires are written, never one particular file. */

export const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Header text for word matching: snake_case and camelCase split into words. */
export const lower = (s: string) => norm(s.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_+/g, ' ')).toLowerCase();

/** Question identifiers: `A&A-01.1`, `DOCU-01`, `GNRL-03`, `AIS- 02.2`, `Q01`, `CC6.1`, `1.a`, `3.2.1`. */
const STRONG_ID = /^(?=.*\d)[A-Za-z][A-Za-z0-9&]{0,9}(?:\s?[-_.:/]\s?[A-Za-z0-9]{1,6}){1,4}[a-z]?$/;
const LETTER_NUM_ID = /^[A-Za-z]{1,5}\d{1,4}(?:\.\d{1,3}){0,3}[a-z]?$/;
const NUMERIC_ID = /^\d{1,3}(?:\.\d{1,3}){0,4}(?:\.?[a-z])?[.)]?$/;

export function idStrength(value: string): 0 | 1 | 2 {
  const v = value.trim();
  if (!v || v.length > 20) return 0;
  if (/^v\d/i.test(v) || /^\d{4}-\d{2}-\d{2}/.test(v)) return 0;
  if (STRONG_ID.test(v) || LETTER_NUM_ID.test(v)) return 2;
  if (NUMERIC_ID.test(v)) return 1;
  return 0;
}

const ASKING_VERB = 'describe|provide|list|explain|state|indicate|specify|summari[sz]e|identify|attach|outline|detail|confirm|select|enter|upload|share|give';
const ASKING = new RegExp(
  `^(?:\\(?[a-z]+ only\\)?\\s*)?(?:do|does|did|is|are|was|were|can|could|has|have|had|will|would|should|shall|may|must|what|how|which|who|whom|whose|when|where|why|${ASKING_VERB}|please,?\\s+(?:${ASKING_VERB}))\\b`,
  'i',
);

/** Question marks of any script: ASCII, full-width (CJK), Arabic, Greek question mark, inverted Spanish. */
const MARK = /[?？؟;¿]/;
const MARK_AT_END = /[?？؟;]\s*\*?\s*$/;
/** Scripts written without spaces between words (Chinese, Japanese, Thai…): a character counts as a word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;

/** How many words a text has, in any script (a CJK character is about half a word). */
export function wordCount(v: string): number {
  const unspaced = v.match(UNSPACED)?.length ?? 0;
  const spaced = v
    .replace(UNSPACED, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return spaced + Math.floor(unspaced / 2);
}

/** 0..1: how much a cell reads like a question (or an instruction asking for an answer). Works on the
 *  shape of the text (question marks of every script, length in words), English asking words only add. */
export function questionScore(value: string): number {
  const v = norm(value);
  if (v.length < 4 || idStrength(v)) return 0;
  if (/^[-+]?[\d.,%\s]+$/.test(v)) return 0;
  if (/^(?:https?:\/\/|www\.)\S+$/i.test(v)) return 0;
  // a question mark after a few words ('Questions? Contact us' is not a question); ';' asks only in Greek
  const at = v.search(MARK);
  const mark = at >= 0 && (v[at] !== ';' || /\p{Script=Greek}/u.test(v));
  if (mark && wordCount(v.slice(0, at)) >= 3 && (MARK_AT_END.test(v) || v.length < 600)) return 1;
  if (ASKING.test(v)) return 0.9;
  const words = wordCount(v);
  if (v.length >= 12 && words >= 5) return 0.35;
  if (!/\s/.test(v) && /\d/.test(v)) return 0.02;
  if (/\p{L}{2}/u.test(v) && v.length <= 60) return 0.2;
  return 0.1;
}

export const isAsking = (value: string) => questionScore(value) >= 0.9;

const has = (text: string, words: RegExp) => words.test(lower(text));

/** Headers of columns that are not for the respondent (guidance, scoring, mappings, reviewer notes). */
const NEGATIVE =
  /\b(guidance|analyst|institution|reviewer|evaluat\w*|assessor|auditor|score|scoring|weight\w*|override|reference|mapping|crosswalk|framework|standard guidance|control (?:spec\w*|title|id|description)|ccm|domain|category|categories|section|reason|follow[- ]?up|example|instructions?|hint|tips?|internal use|office use|for (?:the )?(?:institution|customer|buyer) use|do not|priority|responsible|due date|next steps|importance|compliant response|preferred response|default)\b/;
// Header words in the languages customers most often send questionnaires in (German, French, Spanish, Portuguese,
// Italian, Dutch) beside English.
const CHOICE =
  /\b(answers?|responses?|yes\s*\/\s*no|y\s*\/\s*n|compliant|compliance|status|selection|choice|select one|reply|replies|antwort(?:en)?|r[ée]ponses?|respuestas?|respostas?|rispost[ae]|antwoord(?:en)?)\b/;
const TEXT =
  /\b(text|comments?|explanation|explain|additional (?:info\w*|details?|comments?)|details?|notes?|description|evidence|justification|remarks?|clarification|elaborat\w*|supporting|narrative|implementation|free[- ]?text|context|bemerkung(?:en)?|kommentar(?:e)?|anmerkung(?:en)?|erl[äa]uterung(?:en)?|erkl[äa]rung(?:en)?|begr[üu]ndung|nachweis(?:e)?|commentaires?|remarques?|explications?|pr[ée]cisions?|comentarios?|coment[áa]rios?|observaci(?:[óo]n|ones)|observa[çc](?:[ãa]o|[õo]es)|explicaci[óo]n|justificaci[óo]n|evidencias?|commenti|commento|spiegazione|opmerking(?:en)?|toelichting)\b/;
const QUESTION_HEADER =
  /\b(questions?|requirements?|checklist|controls? questions?|query|queries|item|criteria|ask|frage(?:n)?|anforderung(?:en)?|exigences?|preguntas?|perguntas?|requisit[oi]s?|domand[ae]|vra(?:ag|gen)|eis(?:en)?)\b/;
const ID_HEADER =
  /^(?:#|no\.?|n[ºo°]|nr\.?|ref\.?|id|ids|number|num|nummer|num[ée]ro|n[úu]mero|question (?:id|#|no\.?|number)|control id|item (?:id|#|no\.?)|code|seq\w*)$|\b(?:question|item|req\w*) (?:id|#|no\.?|number)\b|^id\b/;
const SECTION_HEADER =
  /\b(domain|category|section|area|topic|group|chapter|family|control domain|bereich|kategorie|abschnitt|thema|themen|domaine|cat[ée]gorie|dominio|categor[íi]a|secci[óo]n|se[çc][ãa]o|sezione|onderwerp)\b/;

/** Option labels used as column headers of 'x' answer columns. */
const OPTION_LABEL =
  /^(yes|no|n\/?a|not applicable|partial(?:ly)?|true|false|y|n|compliant|non[- ]?compliant|partially compliant|in progress|planned|not implemented|implemented|unknown|oui|non|ja|nein|sí|si|sim|não|nao|nee|tak|nie|はい|いいえ|該当なし|対象外|是|否|不适用|不適用|예|아니오|아니요|해당 없음|نعم|لا|כן|לא|да|нет)$/i;

export const headerIsNegative = (h: string) => has(h, NEGATIVE);
export const headerIsChoice = (h: string) => has(h, CHOICE) || optionsInHeader(h) !== null;
export const headerIsText = (h: string) => has(h, TEXT);
export const headerIsQuestion = (h: string) => has(h, QUESTION_HEADER);
export const headerIsId = (h: string) => ID_HEADER.test(lower(h));
export const headerIsSection = (h: string) => has(h, SECTION_HEADER);
export const isOptionLabel = (h: string) => OPTION_LABEL.test(norm(h).replace(/[.:*]+$/, ''));

/** Options a choice column's header spells out ("Y/N", "Answer (Yes / No / N/A)", "Ja/Nein"), when it has no list. */
export function optionsInHeader(header: string): string[] | null {
  const h = norm(header);
  const spelled = /\(([^)]*)\)/.exec(h)?.[1] ?? h;
  const parts = spelled
    .replace(/\bn\/a\b/gi, 'N·A')
    .split(/\s*(?:\/|\|)\s*/)
    .map((x) => x.replace('N·A', 'N/A').trim());
  return parts.length >= 2 && parts.every((x) => isOptionLabel(x)) ? parts : null;
}

/**
 * Options a cell spells out for its row ("1) Yes / 2) No", "(1) Yes (2) No (3) N/A", "1 = Yes, 2 = No", "Yes / No / N/A"),
 * as written: the answer cell beside it takes one of them.
 */
export function optionsSpelled(cell: string): string[] | null {
  const t = norm(cell).replace(/\bn\/a\b/gi, 'N·A');
  if (!t || t.length > 80) return null;
  const numbered = [...t.matchAll(/\(?(\d{1,2})\s*[).:=-]\s*([^/|,;()]+?)\s*(?=[/|,;]|\(?\d{1,2}\s*[).:=-]|$)/g)];
  const label = (x: string) => x.trim().replace('N·A', 'N/A');
  const whole =
    numbered
      .map((m) => m[0])
      .join('')
      .replace(/[\s/|,;]/g, '') === t.replace(/[\s/|,;]/g, '');
  if (numbered.length >= 2 && whole && numbered.every((m) => isOptionLabel(label(m[2]!)))) return numbered.map((m) => label(m[0]));
  return optionsInHeader(t.replace('N·A', 'N/A'));
}

/** Words a header row is made of. */
export function headerWordScore(text: string): number {
  const raw = norm(text);
  const t = raw.toLowerCase();
  if (!t || t.length > 80 || /[?？؟]$/.test(t) || /[.;]$/.test(t) || t.split(' ').length > 8) return 0;
  // labels are short or start with a capital; running text of several words starts lower case
  if (/^[a-z]/.test(raw) && t.split(' ').length >= 3) return 0;
  if (isOptionLabel(t)) return 1;
  if (headerIsId(t) || headerIsQuestion(t) || headerIsChoice(t) || headerIsText(t) || headerIsSection(t)) return 1;
  if (headerIsNegative(t)) return 0.7;
  return 0;
}

/** Values of a choice answer (Yes / No / N/A and friends). */
const YES_NO =
  /^(yes|no|n\/?a|not applicable|partial(?:ly)?|true|false|y|n|x|unknown|planned|in progress|compliant|non[- ]?compliant|implemented|not implemented)\b/i;
export const isYesNoValue = (v: string) => YES_NO.test(norm(v)) && norm(v).length <= 30;

/** A mark in an 'x' column. */
export const isMark = (v: string) => /^(x|✓|✔|☑|☒|■|●|yes|y|1|true)$/i.test(norm(v));

/** Sheet names that usually hold no questions for the respondent. */
export const HELPER_SHEET_NAME =
  /\b(instructions?|introduction|intro|read ?me|cover|about|change ?log|version|history|lists?|values|lookups?|dropdowns?|validation|options|config|settings|scor(?:e|ing)|analyst|evaluation|report|summary|crosswalk|mapping|reference|glossary|definitions|acknowledg\w*|legend|guide|help|overview|contents?|toc)\b/i;
