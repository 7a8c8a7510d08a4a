import type { CellChange, FilledAnswer, NotWritten, SheetMapping } from '../types';
import { NS, escapeXmlAttr, escapeXmlText, parseAttrs, writableText } from '../xml';
import { cellAddress, colToLetters } from './address';
import type { Workbook } from './workbook';

/** Places for approved answers that cannot land in their own cell (the user's choice, kept per file). */

export const ADDED_COLUMN_HEADER = 'Comments';
export const APPENDIX_SHEET = 'Answers not written in place';
export const APPENDIX_HEADERS = ['Question ID', 'Question', 'Answer'] as const;

const WORKSHEET_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORKSHEET_CONTENT = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** What an answer not written in place says, whole: the choice and its explanation, or the part left out. */
export function overflowText(a: FilledAnswer, n: NotWritten): string {
  const choice = writableText(a.choice ?? '').trim();
  const text = writableText(a.text ?? '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (n.part === 'explanation') return text;
  if (choice && text) return text.toLowerCase().startsWith(choice.toLowerCase()) ? text : `${choice}. ${text}`;
  return choice || text;
}

export interface ColumnEdit {
  sheet: string;
  row: number;
  col: number;
  value: string;
  index: number;
}

/** An added comment column right of the mapping on each sheet that has answers not written in place:
 *  the first column after the mapped ones that is empty (and not merged) in every row it needs. */
export function addedColumnEdits(wb: Workbook, answers: FilledAnswer[], items: { n: NotWritten; text: string }[], mappings: SheetMapping[]): ColumnEdit[] {
  const out: ColumnEdit[] = [];
  const bySheet = new Map<string, { n: NotWritten; text: string }[]>();
  // an answer without a cell in the file (a question added by hand) has no row for a comment
  for (const it of items)
    if (answers[it.n.index]!.row >= 1 && answers[it.n.index]!.answerCells.length) bySheet.set(it.n.sheet, [...(bySheet.get(it.n.sheet) ?? []), it]);
  for (const [sheetName, list] of bySheet) {
    const info = wb.info(sheetName);
    if (!info) continue;
    const model = wb.sheet(info.name);
    const mapping = mappings.find((m) => m.sheet === info.name);
    const used = [
      ...answers.filter((a) => a.sheet === sheetName).flatMap((a) => a.answerCells.map((c) => c.column)),
      ...(mapping ? [mapping.questionColumn, mapping.idColumn ?? 0, ...mapping.answerColumns.map((c) => c.column)] : []),
    ];
    const header = mapping && mapping.headerRow > 0 ? mapping.headerRow : null;
    const rows = [...list.map((it) => answers[it.n.index]!.row), ...(header ? [header] : [])];
    const free = (col: number) =>
      rows.every((r) => {
        const c = model.cells.get(r)?.get(col);
        if (c && (c.value !== '' || c.formula)) return false;
        return !model.merges.some((m) => r >= m.top && r <= m.bottom && col >= m.left && col <= m.right);
      });
    let col = Math.max(1, ...used) + 1;
    while (col < 16384 && !free(col)) col++;
    if (col >= 16384) continue;
    if (header) out.push({ sheet: info.name, row: header, col, value: ADDED_COLUMN_HEADER, index: -1 });
    for (const it of list) out.push({ sheet: info.name, row: answers[it.n.index]!.row, col, value: it.text, index: it.n.index });
  }
  return out;
}

export interface AppendixRow {
  index: number;
  qid: string;
  question: string;
  answer: string;
}

export interface AppendixPlan {
  sheetName: string;
  sheetPath: string;
  sheetXml: string;
  /** text inserted into an existing part: the part must equal the original once the text is removed */
  insertions: Map<string, string>;
  /** the edited parts, whole */
  parts: Map<string, string>;
}

const cell = (ref: string, v: string, s?: number) =>
  `<c r="${ref}"${s !== undefined ? ` s="${s}"` : ''} t="inlineStr"><is><t xml:space="preserve">${escapeXmlText(v)}</t></is></c>`;

/** A sheet "Answers not written in place" (question id, question, answer) added to the workbook: a new
 *  part, its relationship, its content type and its entry in the workbook's list of sheets. */
export function appendixSheet(wb: Workbook, rows: AppendixRow[]): AppendixPlan | null {
  const wbXml = wb.part(wb.workbookPath);
  const dir = wb.workbookPath.includes('/') ? wb.workbookPath.slice(0, wb.workbookPath.lastIndexOf('/') + 1) : '';
  const relsPath = `${dir}_rels/${wb.workbookPath.slice(dir.length)}.rels`;
  const relsXml = wb.part(relsPath);
  const typesXml = wb.part('[Content_Types].xml');
  if (!wbXml || !relsXml || !typesXml) return null;
  const names = new Set(wb.sheets.map((s) => s.name.toLowerCase()));
  let sheetName = APPENDIX_SHEET;
  for (let i = 2; names.has(sheetName.toLowerCase()); i++) sheetName = `${APPENDIX_SHEET.slice(0, 26)} (${i})`;
  let k = wb.sheets.length + 1;
  while (wb.zip.entries.has(`${dir}worksheets/sheet${k}.xml`)) k++;
  const sheetPath = `${dir}worksheets/sheet${k}.xml`;
  const ids = new Set([...relsXml.matchAll(/\bId="([^"]*)"/g)].map((m) => m[1]));
  let rid = 'rIdAnswers1';
  for (let i = 2; ids.has(rid); i++) rid = `rIdAnswers${i}`;
  const sheetIds = [...wbXml.matchAll(new RegExp(`<${NS}sheet\\b([^>]*)/?>`, 'g'))].map((m) => Number(parseAttrs(m[1]!).sheetId) || 0);
  const sheetId = Math.max(0, ...sheetIds) + 1;

  const sheetsClose = new RegExp(`</(${NS})sheets>`).exec(wbXml);
  const relsClose = /<\/([\w.-]+:)?Relationships>/.exec(relsXml);
  const typesClose = /<\/([\w.-]+:)?Types>/.exec(typesXml);
  if (!sheetsClose || !relsClose || !typesClose) return null;
  const root = /<([\w.-]+:)?workbook\b[^>]*>/.exec(wbXml)?.[0] ?? '';
  const rPrefix = new RegExp(`xmlns:([\\w.-]+)="${REL_NS}"`).exec(root)?.[1];
  const ridAttr = rPrefix ? `${rPrefix}:id="${rid}"` : `xmlns:tr="${REL_NS}" tr:id="${rid}"`;
  const sheetEntry = `<${sheetsClose[1]}sheet name="${escapeXmlAttr(sheetName)}" sheetId="${sheetId}" ${ridAttr}/>`;
  const relEntry = `<${relsClose[1] ?? ''}Relationship Id="${rid}" Type="${WORKSHEET_TYPE}" Target="worksheets/sheet${k}.xml"/>`;
  const typeEntry = `<${typesClose[1] ?? ''}Override PartName="/${sheetPath}" ContentType="${WORKSHEET_CONTENT}"/>`;
  const insert = (xml: string, at: number, text: string) => xml.slice(0, at) + text + xml.slice(at);

  const body = [
    `<row r="1">${APPENDIX_HEADERS.map((h, i) => cell(cellAddress(1, i + 1), h)).join('')}</row>`,
    ...rows.map((r, i) => `<row r="${i + 2}">${[r.qid, r.question, r.answer].map((v, j) => cell(cellAddress(i + 2, j + 1), v)).join('')}</row>`),
  ].join('');
  const sheetXml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:${colToLetters(3)}${rows.length + 1}"/>` +
    '<cols><col min="1" max="1" width="14" customWidth="1"/><col min="2" max="2" width="70" customWidth="1"/><col min="3" max="3" width="80" customWidth="1"/></cols>' +
    `<sheetData>${body}</sheetData></worksheet>`;
  return {
    sheetName,
    sheetPath,
    sheetXml,
    insertions: new Map([
      [wb.workbookPath, sheetEntry],
      [relsPath, relEntry],
      ['[Content_Types].xml', typeEntry],
    ]),
    parts: new Map([
      [wb.workbookPath, insert(wbXml, sheetsClose.index, sheetEntry)],
      [relsPath, insert(relsXml, relsClose.index, relEntry)],
      ['[Content_Types].xml', insert(typesXml, typesClose.index, typeEntry)],
    ]),
  };
}

/** The appendix rows and the changes the preview lists for them. */
export function appendixRows(answers: FilledAnswer[], items: { n: NotWritten; text: string }[]): { rows: AppendixRow[]; changes: CellChange[] } {
  const rows: AppendixRow[] = [];
  const changes: CellChange[] = [];
  const seen = new Set<number>();
  for (const it of items) {
    if (seen.has(it.n.index)) continue;
    seen.add(it.n.index);
    const a = answers[it.n.index]!;
    rows.push({ index: it.n.index, qid: a.qid ?? '', question: a.question ?? `Row ${a.row} of "${a.sheet}"`, answer: it.text });
    changes.push({ index: it.n.index, sheet: APPENDIX_SHEET, address: `C${rows.length + 1}`, before: '', after: it.text, place: 'appendix' });
  }
  return { rows, changes };
}
