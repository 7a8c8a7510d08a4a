import { QuestionnaireFileError } from './errors';

/** Refuses XML with a document type declaration: no OOXML part needs one, and it is how entity
 *  tricks (XXE, "billion laughs") are smuggled in. */
export function assertSafeXml(xml: string, part: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml.slice(0, 4096)) || /<!ENTITY/i.test(xml)) {
    throw new QuestionnaireFileError(`The file contains a forbidden XML declaration (DOCTYPE/ENTITY in ${part}); it was not opened.`);
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (m, ent: string) => {
    if (ent[0] === '#') {
      const code = ent[1] === 'x' || ent[1] === 'X' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      // `&#0;` is no character (XML 1.0 forbids it) and PostgreSQL could not store it
      if (code === 0) return '';
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return NAMED[ent] ?? m;
  });
}

/** OOXML escapes characters that XML cannot hold as _xHHHH_. */
export function decodeOoxmlEscapes(s: string): string {
  return s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, h: string) => (parseInt(h, 16) === 0 ? '' : String.fromCharCode(parseInt(h, 16)))) : s;
}

const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** An answer as it can be written: characters XML 1.0 forbids (vertical tab, form feed, other control
 *  characters, lone surrogates) are dropped; a vertical tab or form feed becomes a line break. */
export function writableText(s: string): string {
  return s.replace(/[\u000B\u000C]/g, '\n').replace(XML_FORBIDDEN, '');
}

export function escapeXmlText(s: string): string {
  return (
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // characters XML 1.0 cannot carry
      .replace(XML_FORBIDDEN, '')
  );
}

export const escapeXmlAttr = (s: string) => escapeXmlText(s).replace(/"/g, '&quot;');

export function parseAttrs(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) out[m[1]!] = decodeXml(m[2] ?? m[3] ?? '');
  return out;
}

/** Optional namespace prefix in element-name regexes (some writers emit <x:row>). */
export const NS = '(?:[A-Za-z_][\\w.-]*:)?';

/** Text of every <t> (or <x:t>) inside a fragment, skipping phonetic runs. */
export function textOfRuns(fragment: string): string {
  const noPhonetic = fragment.replace(new RegExp(`<${NS}rPh\\b[\\s\\S]*?</${NS}rPh>`, 'g'), '');
  let out = '';
  const re = new RegExp(`<${NS}t(?:\\s[^>]*)?>([\\s\\S]*?)</${NS}t>`, 'g');
  let m: RegExpExecArray | null;
  while ((m = re.exec(noPhonetic))) out += m[1];
  return decodeOoxmlEscapes(decodeXml(out));
}
