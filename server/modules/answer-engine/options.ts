import { normalizeText } from './analyze';

/**
 * Reading an answer option or a stored choice as yes / no / n/a, however a questionnaire writes it:
 * numbered or lettered labels ("1) Yes", "2 - No", "(b) No", "Option 2: No"), single letters (Y / N),
 * a mark in a Yes or No column ("x Yes", "Yes: x"), and the words of the usual questionnaire languages.
 */
export type OptionPolarity = 'yes' | 'no' | 'na' | 'other';

const YES = [
  'yes',
  'y',
  'true',
  'affirmative',
  'compliant',
  'supported',
  'in place',
  'ja',
  'oui',
  'si',
  'sí',
  'sim',
  'da',
  'tak',
  'sì',
  'kyllä',
  'igen',
  'evet',
  'はい',
  '是',
];
const NO = [
  'no',
  'n',
  'false',
  'not supported',
  'non-compliant',
  'noncompliant',
  'not compliant',
  'not in place',
  'nein',
  'non',
  'não',
  'nao',
  'nee',
  'nej',
  'nie',
  'ne',
  'ei',
  'nem',
  'hayır',
  'いいえ',
  '否',
];
const NA = ['n/a', 'na', 'n.a.', 'not applicable', 'nicht zutreffend', 'sans objet', 'no aplica', 'não se aplica', 'non applicabile', 'nvt'];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const startsWith = (words: string[]) => new RegExp(`^(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u');
const yesRe = startsWith(YES);
const noRe = startsWith(NO);
const naRe = startsWith(NA);

/** The option without its label: "2) No" → "no", "(b) Yes" → "yes", "Option 2: No" → "no", "x Yes" → "yes". */
export function bareOption(option: string): string {
  let s = normalizeText(option).trim();
  s = s.replace(/^(?:option|choice|answer|antwort|réponse|respuesta)\s*/i, '');
  s = s.replace(/^[([]?\s*(?:\d{1,2}|[a-z])\s*[.):\]\-–—]\s*/, '');
  s = s.replace(/^[([]?\s*(?:\d{1,2}|[a-z])\s*[.):\]\-–—]\s*/, '');
  // A mark beside the word: "x Yes", "[x] No", "☒ Yes", "✓ Yes".
  s = s.replace(/^(?:\[\s*x\s*\]|x|☒|☑|✓|✔)\s+(?=\p{L})/u, '');
  return s.trim();
}

export function optionPolarity(option: string | null | undefined): OptionPolarity {
  if (!option || !option.trim()) return 'other';
  const s = bareOption(option);
  // "N/A" before "No" (both start with n); "No, not applicable" is still a no.
  if (naRe.test(s)) return 'na';
  if (noRe.test(s)) return 'no';
  if (yesRe.test(s)) return 'yes';
  // A trailing mark in a column-style answer: "Yes: x", "No - x".
  const m = /^(.*?)[\s:=-]+(?:x|☒|✓|✔)$/u.exec(s);
  if (m && m[1]) return optionPolarity(m[1]);
  return 'other';
}
