import { DOMParser, type Document, type Element, type Node, type Text } from '@xmldom/xmldom';
import { QuestionnaireFileError } from '../errors';
import type { FileLimits } from '../types';
import { assertSafeXml } from '../xml';
import { openZip, type ZipArchive } from '../zip';
import type { TableGrid } from '../table/grid';
import { symbolText } from './symbols';
import { formBoxText } from './form-fields';

export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

export interface WordTable {
  index: number;
  el: Element;
  /** grid[row-1][col-1]: the w:tc that starts at this grid position (null when covered or absent) */
  cells: (Element | null)[][];
  /** merges: 'row:col' → the grid position of the cell that covers it */
  covered: Map<string, { row: number; col: number }>;
  rows: number;
  cols: number;
}

export type Block = { kind: 'p'; index: number; el: Element } | { kind: 't'; index: number; table: WordTable };

export interface WordDoc {
  zip: ZipArchive;
  /** the main document part ('word/document.xml' in files written by Word) */
  path: string;
  xml: string;
  doc: Document;
  body: Element;
  blocks: Block[];
  paragraphs: Element[];
  tables: WordTable[];
  headingStyles: Set<string>;
  styleNumbering: Map<string, { numId: string; ilvl: number }>;
  numbering: Numbering;
}

export function parseXml(xml: string, part: string): Document {
  assertSafeXml(xml, part);
  try {
    return new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'application/xml');
  } catch {
    throw new QuestionnaireFileError('The file is not a valid Word document: its text could not be read.');
  }
}

export const children = (el: Node | null | undefined, name?: string): Element[] => {
  const out: Element[] = [];
  for (let n = el?.firstChild ?? null; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (!name || (n as Element).localName === name)) out.push(n as Element);
  }
  return out;
};
export const child = (el: Node | null | undefined, name: string): Element | null => children(el, name)[0] ?? null;
export const wAttr = (el: Element | null, name: string) => el?.getAttributeNS(W, name) ?? el?.getAttribute(`w:${name}`) ?? null;

/** Visible text of a paragraph (or any element): runs, tabs, breaks, box symbols and form check boxes; deleted text and field codes
 *  left out. `onText` is told where each text node of a w:t (and each w:sym shown) starts in the result, to edit
 *  the text in place. */
export function textOf(el: Node, onText?: (node: Text | Element, start: number) => void): string {
  let out = '';
  const walk = (n: Node) => {
    for (let c = n.firstChild; c; c = c.nextSibling) {
      if (c.nodeType !== 1) continue;
      const e = c as Element;
      switch (e.localName) {
        case 't':
          if (onText) {
            for (let x = e.firstChild; x; x = x.nextSibling) {
              if (x.nodeType !== 3 && x.nodeType !== 4) continue;
              onText(x as Text, out.length);
              out += (x as Text).data;
            }
          } else out += e.textContent ?? '';
          break;
        case 'tab':
          out += '\t';
          break;
        case 'sym': {
          const shown = symbolText(e);
          if (shown) onText?.(e, out.length);
          out += shown;
          break;
        }
        case 'fldChar': {
          const shown = formBoxText(e);
          if (shown) onText?.(e, out.length);
          out += shown;
          break;
        }
        case 'br':
        case 'cr':
          out += '\n';
          break;
        case 'del':
        case 'delText':
        case 'instrText':
        case 'rPr':
        case 'pPr':
          break;
        case 'p':
          if (out && !out.endsWith('\n')) out += '\n';
          walk(e);
          break;
        default:
          walk(e);
      }
    }
  };
  walk(el);
  return out;
}

/** Body-level paragraphs and tables in document order (content controls are looked into). */
function collectBlocks(body: Element, paragraphs: Element[], tables: WordTable[], blocks: Block[]) {
  for (const el of children(body)) {
    if (el.localName === 'p') {
      blocks.push({ kind: 'p', index: paragraphs.length, el });
      paragraphs.push(el);
    } else if (el.localName === 'tbl') {
      const table = buildTable(el, tables.length);
      blocks.push({ kind: 't', index: tables.length, table });
      tables.push(table);
    } else if (el.localName === 'sdt') collectBlocks(child(el, 'sdtContent')!, paragraphs, tables, blocks);
    else if (el.localName === 'customXml' || el.localName === 'smartTag') collectBlocks(el, paragraphs, tables, blocks);
  }
}

function rowCells(tr: Element): Element[] {
  const out: Element[] = [];
  for (const c of children(tr)) {
    if (c.localName === 'tc') out.push(c);
    else if (c.localName === 'sdt' || c.localName === 'customXml') out.push(...rowCells(child(c, 'sdtContent') ?? c));
  }
  return out;
}

function buildTable(el: Element, index: number): WordTable {
  const trs = children(el, 'tr');
  const cells: (Element | null)[][] = [];
  const covered = new Map<string, { row: number; col: number }>();
  let cols = 0;
  trs.forEach((tr, ri) => {
    const row = ri + 1;
    const line: (Element | null)[] = [];
    const before = Number(wAttr(child(child(tr, 'trPr'), 'gridBefore'), 'val') ?? 0);
    let col = 1 + (Number.isFinite(before) ? before : 0);
    for (const tc of rowCells(tr)) {
      const pr = child(tc, 'tcPr');
      const span = Math.max(1, Math.min(64, Number(wAttr(child(pr, 'gridSpan'), 'val') ?? 1) || 1));
      const vMerge = child(pr, 'vMerge');
      const continues = vMerge !== null && (wAttr(vMerge, 'val') ?? 'continue') !== 'restart';
      const above = continues ? (covered.get(`${row - 1}:${col}`) ?? (cells[row - 2]?.[col - 1] ? { row: row - 1, col } : null)) : null;
      for (let k = 0; k < span; k++) {
        const c = col + k;
        if (above) covered.set(`${row}:${c}`, above);
        else if (k > 0) covered.set(`${row}:${c}`, { row, col });
        line[c - 1] = !above && k === 0 ? tc : null;
      }
      col += span;
    }
    cols = Math.max(cols, col - 1);
    cells.push(line);
  });
  return { index, el, cells, covered, rows: trs.length, cols };
}

/** A Word table seen as a TableGrid. */
export class WordTableGrid implements TableGrid {
  readonly name: string;
  readonly maxRow: number;
  readonly maxCol: number;
  readonly canGrow = false;
  private readonly texts = new Map<string, string>();
  constructor(readonly table: WordTable) {
    this.name = `Table ${table.index + 1}`;
    this.maxRow = table.rows;
    this.maxCol = table.cols;
  }
  text(row: number, col: number): string {
    const k = `${row}:${col}`;
    let t = this.texts.get(k);
    if (t === undefined) {
      const tc = this.table.cells[row - 1]?.[col - 1];
      t = tc ? textOf(tc).trim() : '';
      this.texts.set(k, t);
    }
    return t;
  }
  isFormula() {
    return false;
  }
  isHiddenRow() {
    return false;
  }
  isEmphasised(row: number, col: number): boolean {
    const tc = this.table.cells[row - 1]?.[col - 1];
    if (!tc) return false;
    const runs = tc.getElementsByTagNameNS(W, 'r');
    if (!runs.length) return false;
    for (let i = 0; i < runs.length; i++) {
      const rPr = child(runs.item(i), 'rPr');
      const b = child(rPr, 'b');
      if (!b || wAttr(b, 'val') === '0' || wAttr(b, 'val') === 'false') return false;
    }
    return true;
  }
  mergeOrigin(row: number, col: number) {
    return this.table.covered.get(`${row}:${col}`) ?? null;
  }
  listOptions() {
    return null;
  }
}

export interface Numbering {
  label(numId: string, ilvl: number): string | null;
}

function parseNumbering(doc: Document | null): Numbering {
  const abstract = new Map<string, Map<number, { fmt: string; text: string; start: number }>>();
  const nums = new Map<string, string>();
  if (doc) {
    for (const a of children(doc.documentElement, 'abstractNum')) {
      const lv = new Map<number, { fmt: string; text: string; start: number }>();
      for (const l of children(a, 'lvl')) {
        lv.set(Number(wAttr(l, 'ilvl') ?? 0), {
          fmt: wAttr(child(l, 'numFmt'), 'val') ?? 'decimal',
          text: wAttr(child(l, 'lvlText'), 'val') ?? '',
          start: Number(wAttr(child(l, 'start'), 'val') ?? 1),
        });
      }
      abstract.set(wAttr(a, 'abstractNumId') ?? '', lv);
    }
    for (const n of children(doc.documentElement, 'num')) nums.set(wAttr(n, 'numId') ?? '', wAttr(child(n, 'abstractNumId'), 'val') ?? '');
  }
  const counters = new Map<string, number[]>();
  return {
    label(numId, ilvl) {
      const lv = abstract.get(nums.get(numId) ?? '');
      const def = lv?.get(ilvl);
      if (!lv || !def || def.fmt === 'bullet' || def.fmt === 'none') return null;
      const key = nums.get(numId) ?? numId;
      const c = counters.get(key) ?? [];
      for (let i = 0; i <= ilvl; i++) if (c[i] === undefined) c[i] = (lv.get(i)?.start ?? 1) - 1;
      c[ilvl] = c[ilvl]! + 1;
      c.length = ilvl + 1;
      counters.set(key, c);
      const label = def.text.replace(/%(\d)/g, (_m, d: string) => format(c[Number(d) - 1] ?? 1, lv.get(Number(d) - 1)?.fmt ?? 'decimal'));
      return label.trim() || null;
    },
  };
}

function format(n: number, fmt: string): string {
  switch (fmt) {
    case 'lowerLetter':
      return String.fromCharCode(96 + (((n - 1) % 26) + 1));
    case 'upperLetter':
      return String.fromCharCode(64 + (((n - 1) % 26) + 1));
    case 'lowerRoman':
      return roman(n).toLowerCase();
    case 'upperRoman':
      return roman(n);
    default:
      return String(n);
  }
}

function roman(n: number): string {
  const map: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [v, s] of map)
    while (n >= v) {
      out += s;
      n -= v;
    }
  return out;
}

/** The main part named by the package relationships (officeDocument). */
function mainPartPath(zip: ZipArchive): string {
  const rels = zip.readText('_rels/.rels');
  if (rels) {
    const doc = parseXml(rels, '_rels/.rels');
    for (const r of children(doc.documentElement, 'Relationship')) {
      const type = r.getAttribute('Type') ?? '';
      const target = r.getAttribute('Target') ?? '';
      if (type.endsWith('/officeDocument') && target) return target.replace(/^\//, '');
    }
  }
  return 'word/document.xml';
}

/** Counts tables and elements of the main part before it is parsed: a small file can hold 100,000
 *  tables or millions of elements, which no questionnaire or policy has and which would take minutes
 *  and gigabytes to parse. */
function checkWordShape(xml: string, limits: FileLimits) {
  let elements = 0;
  let tables = 0;
  for (let i = xml.indexOf('<'); i >= 0; i = xml.indexOf('<', i + 1)) {
    const next = xml.charCodeAt(i + 1);
    if (next === 47 /* / */ || next === 63 /* ? */ || next === 33 /* ! */) continue;
    if (++elements > limits.maxXmlElements) {
      throw new QuestionnaireFileError(
        `The document holds more than ${limits.maxXmlElements.toLocaleString('en')} elements; it is too large or too complex to read.`,
      );
    }
    if (next === 119 /* w */ && xml.startsWith('w:tbl', i + 1) && /[\s>]/.test(xml[i + 6] ?? '') && ++tables > limits.maxWordTables) {
      throw new QuestionnaireFileError(
        `The document holds more than ${limits.maxWordTables.toLocaleString('en')} tables; it is too large to read. Split it and upload the parts.`,
      );
    }
  }
}

export function openWordDoc(buf: Buffer, limits: FileLimits): WordDoc {
  const zip = openZip(buf, limits, 'Word document');
  const path = mainPartPath(zip);
  const xml = zip.readText(path);
  if (xml === null) throw new QuestionnaireFileError('The file is not a valid Word document.');
  checkWordShape(xml, limits);
  const doc = parseXml(xml, path);
  const body = child(doc.documentElement, 'body');
  if (!body) throw new QuestionnaireFileError('The file is not a valid Word document: it has no body.');
  const paragraphs: Element[] = [];
  const tables: WordTable[] = [];
  const blocks: Block[] = [];
  collectBlocks(body, paragraphs, tables, blocks);
  const stylesXml = zip.readText('word/styles.xml');
  const headingStyles = new Set<string>();
  const styleNumbering = new Map<string, { numId: string; ilvl: number }>();
  if (stylesXml) {
    const sd = parseXml(stylesXml, 'word/styles.xml');
    for (const s of children(sd.documentElement, 'style')) {
      const id = wAttr(s, 'styleId') ?? '';
      const name = wAttr(child(s, 'name'), 'val') ?? '';
      if (/^(heading|title|subtitle|toc)/i.test(name) || /^(heading|title|subtitle|toc)/i.test(id)) headingStyles.add(id);
      const numPr = child(child(s, 'pPr'), 'numPr');
      const numId = wAttr(child(numPr, 'numId'), 'val');
      if (numId) styleNumbering.set(id, { numId, ilvl: Number(wAttr(child(numPr, 'ilvl'), 'val') ?? 0) });
    }
  }
  const numXml = zip.readText('word/numbering.xml');
  const numbering = parseNumbering(numXml ? parseXml(numXml, 'word/numbering.xml') : null);
  return { zip, path, xml, doc, body, blocks, paragraphs, tables, headingStyles, styleNumbering, numbering };
}
