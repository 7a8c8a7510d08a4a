import { QuestionnaireFileError } from '../errors';
import type { FileLimits } from '../types';
import { openZip, type ZipArchive } from '../zip';
import { NS, assertSafeXml, decodeXml, parseAttrs, textOfRuns } from '../xml';
import { type CellRange, inRange, parseRange, parseSheetRef } from './address';
import { type CellLook, parseStyles, serialToIso } from './styles';
import { type RawCell, decodeString, scanSheetData } from './sheet-xml';

export interface SheetInfo {
  name: string;
  state: 'visible' | 'hidden' | 'veryHidden';
  path: string;
  index: number;
}

export interface Cell {
  row: number;
  col: number;
  value: string;
  formula: string | null;
  style: number;
  error: boolean;
}

export interface Validation {
  sqref: string;
  ranges: CellRange[];
  type: string;
  formula1: string;
}

export interface SheetModel {
  info: SheetInfo;
  xml: string;
  cellCount: number;
  cells: Map<number, Map<number, Cell>>;
  hiddenRows: Set<number>;
  hiddenCols: Set<number>;
  colWidths: Map<number, number>;
  merges: CellRange[];
  validations: Validation[];
  maxRow: number;
  maxCol: number;
  capped: boolean;
}

export class Workbook {
  readonly sheets: SheetInfo[];
  /** the workbook part ('xl/workbook.xml' in files written by Excel) and its styles part */
  readonly workbookPath: string;
  readonly stylesPath: string;
  readonly definedNames: Map<string, string>;
  private readonly strings: string[];
  private readonly looks: CellLook[];
  private readonly models = new Map<string, SheetModel>();
  private readonly listCache = new Map<Validation, string[] | null>();
  private cellBudget: number;

  constructor(
    readonly zip: ZipArchive,
    readonly limits: FileLimits,
  ) {
    this.workbookPath = workbookPartPath(zip);
    const dir = this.workbookPath.includes('/') ? this.workbookPath.slice(0, this.workbookPath.lastIndexOf('/') + 1) : '';
    const relsPath = `${dir}_rels/${this.workbookPath.slice(dir.length)}.rels`;
    const wbXml = this.part(this.workbookPath);
    if (!wbXml) throw new QuestionnaireFileError('The file is not a valid Excel workbook.');
    const rels = relationships(this.part(relsPath) ?? '', dir);
    this.sheets = [];
    for (const m of wbXml.matchAll(new RegExp(`<${NS}sheet\\b([^>]*)/?>`, 'g'))) {
      const a = parseAttrs(m[1]!);
      const rid = a['r:id'] ?? Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1] ?? '';
      const path = rels.get(rid);
      if (!path) continue;
      const state = a.state === 'hidden' || a.state === 'veryHidden' ? a.state : 'visible';
      this.sheets.push({ name: a.name ?? `Sheet${this.sheets.length + 1}`, state, path, index: this.sheets.length });
    }
    if (!this.sheets.length) throw new QuestionnaireFileError('The file is not a valid Excel workbook: it has no sheets.');
    this.definedNames = new Map();
    for (const m of wbXml.matchAll(new RegExp(`<${NS}definedName\\b([^>]*)>([\\s\\S]*?)</${NS}definedName>`, 'g'))) {
      const a = parseAttrs(m[1]!);
      if (a.name) this.definedNames.set(a.name.toLowerCase(), decodeXml(m[2]!));
    }
    const relsXml = this.part(relsPath) ?? '';
    const sst = this.part(rels.get(relIdOfType(relsXml, 'sharedStrings')) ?? '') ?? this.part(`${dir}sharedStrings.xml`);
    this.strings = [];
    if (sst) for (const m of sst.matchAll(new RegExp(`<${NS}si>([\\s\\S]*?)</${NS}si>|<${NS}si/>`, 'g'))) this.strings.push(m[1] ? textOfRuns(m[1]) : '');
    this.stylesPath = rels.get(relIdOfType(relsXml, 'styles')) ?? `${dir}styles.xml`;
    this.looks = parseStyles(this.part(this.stylesPath));
    this.cellBudget = limits.maxCells;
  }

  /** A text part of the package, refused when it carries DTD/entity declarations. */
  part(name: string): string | null {
    if (!name) return null;
    const text = this.zip.readText(name);
    if (text !== null) assertSafeXml(text, name);
    return text;
  }

  look(style: number): CellLook | undefined {
    return this.looks[style];
  }

  info(name: string): SheetInfo | undefined {
    return this.sheets.find((s) => s.name === name) ?? this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  sheet(name: string): SheetModel {
    const info = this.info(name);
    if (!info) throw new QuestionnaireFileError(`The workbook has no sheet named "${name}".`);
    const hit = this.models.get(info.name);
    if (hit) return hit;
    const model = this.load(info);
    this.models.set(info.name, model);
    return model;
  }

  private load(info: SheetInfo): SheetModel {
    const xml = this.part(info.path);
    if (xml === null) throw new QuestionnaireFileError(`The sheet "${info.name}" is missing from the workbook.`);
    const tooMany = (): never => {
      throw new QuestionnaireFileError(`The workbook holds more than ${this.limits.maxCells.toLocaleString('en')} cells; it is too large to import.`);
    };
    const scan = scanSheetData(xml, this.limits.maxRowsPerSheet, this.cellBudget, tooMany) ?? {
      rows: [],
      start: 0,
      contentStart: 0,
      contentEnd: 0,
      end: 0,
      selfClosing: true,
      capped: false,
      cellCount: 0,
    };
    this.cellBudget -= scan.cellCount;
    const cells = new Map<number, Map<number, Cell>>();
    const hiddenRows = new Set<number>();
    let maxRow = 0;
    let maxCol = 0;
    for (const row of scan.rows) {
      if (row.attrs.hidden === '1' || row.attrs.hidden === 'true') hiddenRows.add(row.r);
      const map = new Map<number, Cell>();
      for (const c of row.cells) {
        const cell = this.toCell(c);
        if (cell.value === '' && cell.formula === null) continue;
        map.set(c.col, cell);
        if (c.col > maxCol) maxCol = c.col;
      }
      if (map.size) {
        cells.set(row.r, map);
        if (row.r > maxRow) maxRow = row.r;
      }
    }
    const hiddenCols = new Set<number>();
    const colWidths = new Map<number, number>();
    for (const m of xml.matchAll(new RegExp(`<${NS}col\\b([^>]*)/?>`, 'g'))) {
      const a = parseAttrs(m[1]!);
      const min = Number(a.min);
      const max = Math.min(Number(a.max), Math.max(min, 200));
      for (let c = min; c <= max; c++) {
        if (a.hidden === '1' || a.hidden === 'true') hiddenCols.add(c);
        if (a.width) colWidths.set(c, Number(a.width));
      }
    }
    const merges: CellRange[] = [];
    for (const m of xml.matchAll(new RegExp(`<${NS}mergeCell\\b([^>]*)/?>`, 'g'))) {
      const r = parseRange(parseAttrs(m[1]!).ref ?? '');
      if (r) merges.push(r);
    }
    return {
      info,
      xml,
      cellCount: scan.cellCount,
      cells,
      hiddenRows,
      hiddenCols,
      colWidths,
      merges,
      validations: parseValidations(xml),
      maxRow,
      maxCol,
      capped: scan.capped,
    };
  }

  private toCell(c: RawCell): Cell {
    const style = Number(c.attrs.s ?? 0);
    let value = '';
    let error = false;
    switch (c.type) {
      case 's':
        value = this.strings[Number(c.v)] ?? '';
        break;
      case 'inlineStr':
        value = c.inline ?? '';
        break;
      case 'str':
        value = decodeString(c.v ?? '');
        break;
      case 'b':
        value = c.v === '1' ? 'TRUE' : c.v === '0' ? 'FALSE' : '';
        break;
      case 'e':
        value = c.v ?? '';
        error = true;
        break;
      case 'd':
        value = (c.v ?? '').slice(0, 10);
        break;
      default:
        if (c.v !== null && c.v !== '') {
          const n = Number(c.v);
          value = this.looks[style]?.date && Number.isFinite(n) ? serialToIso(n) : c.v;
        }
    }
    return { row: c.row, col: c.col, value, formula: c.formula, style, error };
  }

  /** Options of the list validation that covers a cell (lists, ranges on any sheet, defined names). */
  listOptions(model: SheetModel, row: number, col: number): string[] | null {
    const dv = model.validations.find((v) => v.type === 'list' && v.ranges.some((r) => inRange(r, row, col)));
    if (!dv) return null;
    if (!this.listCache.has(dv)) this.listCache.set(dv, this.resolveList(dv.formula1, model, 0));
    return this.listCache.get(dv) ?? null;
  }

  resolveList(formula: string, model: SheetModel, depth: number): string[] | null {
    const f = formula.trim().replace(/^=/, '');
    if (!f || depth > 3) return null;
    if (f.startsWith('"')) {
      const inner = f.replace(/^"|"$/g, '');
      const opts = inner
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return opts.length ? opts : null;
    }
    const named = this.definedNames.get(f.toLowerCase());
    if (named) return this.resolveList(named, model, depth + 1);
    const ref = parseSheetRef(f);
    if (!ref) return null;
    let target: SheetModel;
    try {
      target = ref.sheet ? this.sheet(ref.sheet) : model;
    } catch {
      return null;
    }
    const out: string[] = [];
    const { range } = ref;
    const bottom = Math.min(range.bottom, range.top + 500, target.maxRow);
    const right = Math.min(range.right, range.left + 50);
    for (let r = range.top; r <= bottom; r++) {
      for (let c = range.left; c <= right; c++) {
        const v = target.cells.get(r)?.get(c)?.value.trim();
        if (v && !out.includes(v)) out.push(v);
      }
    }
    return out.length ? out : null;
  }
}

function parseValidations(xml: string): Validation[] {
  const out: Validation[] = [];
  const re = new RegExp(`<${NS}dataValidation\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${NS}dataValidation>)`, 'g');
  for (const m of xml.matchAll(re)) {
    const a = parseAttrs(m[1]!);
    const inner = m[2] ?? '';
    let sqref = a.sqref ?? '';
    const xmSqref = /<(?:\w+:)?sqref>([\s\S]*?)<\/(?:\w+:)?sqref>/.exec(inner);
    if (xmSqref) sqref = decodeXml(xmSqref[1]!);
    const f1 = /<(?:\w+:)?formula1>([\s\S]*?)<\/(?:\w+:)?formula1>/.exec(inner);
    let formula1 = f1 ? f1[1]! : '';
    const xmF = /<(?:\w+:)?f>([\s\S]*?)<\/(?:\w+:)?f>/.exec(formula1);
    if (xmF) formula1 = xmF[1]!;
    const ranges = sqref
      .split(/\s+/)
      .map(parseRange)
      .filter((r): r is CellRange => r !== null);
    out.push({ sqref, ranges, type: a.type ?? 'none', formula1: decodeXml(formula1) });
  }
  return out;
}

function relationships(xml: string, base: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of xml.matchAll(new RegExp(`<${NS}Relationship\\b([^>]*)/?>`, 'g'))) {
    const a = parseAttrs(m[1]!);
    if (!a.Id || !a.Target) continue;
    map.set(a.Id, a.Target.startsWith('/') ? a.Target.slice(1) : normalizePath(base + a.Target));
  }
  return map;
}

function relIdOfType(xml: string, type: string): string {
  for (const m of xml.matchAll(new RegExp(`<${NS}Relationship\\b([^>]*)/?>`, 'g'))) {
    const a = parseAttrs(m[1]!);
    if (a.Type?.endsWith(`/${type}`)) return a.Id ?? '';
  }
  return '';
}

function normalizePath(p: string): string {
  const out: string[] = [];
  for (const seg of p.split('/')) {
    if (seg === '..') out.pop();
    else if (seg && seg !== '.') out.push(seg);
  }
  return out.join('/');
}

/** The main part named by the package relationships (officeDocument), usually xl/workbook.xml. */
function workbookPartPath(zip: ZipArchive): string {
  const rels = zip.readText('_rels/.rels');
  if (rels) {
    assertSafeXml(rels, '_rels/.rels');
    for (const m of rels.matchAll(new RegExp(`<${NS}Relationship\\b([^>]*)/?>`, 'g'))) {
      const a = parseAttrs(m[1]!);
      if (a.Type?.endsWith('/officeDocument') && a.Target) return normalizePath(a.Target.replace(/^\//, ''));
    }
  }
  return 'xl/workbook.xml';
}

export function openWorkbook(buf: Buffer, limits: FileLimits): Workbook {
  const zip = openZip(buf, limits, 'Excel workbook');
  if (!zip.read(workbookPartPath(zip))) throw new QuestionnaireFileError('The file is not a valid Excel workbook.');
  return new Workbook(zip, limits);
}
