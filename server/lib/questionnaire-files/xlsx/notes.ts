import { NS, escapeXmlAttr, escapeXmlText } from '../xml';
import { cellAddress } from './address';
import type { Workbook } from './workbook';

/** Cell notes (Excel's legacy comments) for answers that cannot land in their own cell: a comments part and
 *  its VML drawing per sheet, their relationships, their content types and the sheet's <legacyDrawing>.
 *  Only sheets without notes or VML of their own get notes (merging into a customer's notes is not done). */

const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const COMMENTS_TYPE = `${REL_NS}/comments`;
const VML_TYPE = `${REL_NS}/vmlDrawing`;
const COMMENTS_CONTENT = 'application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml';
const VML_CONTENT = 'application/vnd.openxmlformats-officedocument.vmlDrawing';
export const NOTE_AUTHOR = 'Trustroom';

/** Elements that come after <legacyDrawing> in a worksheet (schema order). */
const AFTER_LEGACY = ['legacyDrawingHF', 'drawingHF', 'picture', 'oleObjects', 'controls', 'webPublishItems', 'tableParts', 'extLst'];

export interface NoteItem {
  index: number;
  sheet: string;
  row: number;
  col: number;
  text: string;
}

export interface NotesPlan {
  /** new parts, whole */
  added: Map<string, string>;
  /** existing parts, whole after the edit */
  parts: Map<string, string>;
  /** text inserted into an existing part: the part must equal the original once it is removed */
  insertions: Map<string, string[]>;
  /** the <legacyDrawing> element each sheet part gets (applied after its cells are edited) */
  sheetElements: Map<string, string>;
  /** the comments part of each sheet and the cells it annotates (for the check after writing) */
  notes: { path: string; refs: string[] }[];
  /** the notes that have a place (others stay 'not written') */
  placed: NoteItem[];
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');
const relsOf = (path: string) => `${dirOf(path)}_rels/${path.slice(dirOf(path).length)}.rels`;

export function planNotes(wb: Workbook, items: NoteItem[]): NotesPlan {
  const plan: NotesPlan = { added: new Map(), parts: new Map(), insertions: new Map(), sheetElements: new Map(), notes: [], placed: [] };
  const typesXml = wb.part('[Content_Types].xml');
  if (!typesXml) return plan;
  const typeEntries: string[] = [];
  const bySheet = new Map<string, NoteItem[]>();
  for (const it of items) {
    const name = wb.info(it.sheet)?.name;
    if (name) bySheet.set(name, [...(bySheet.get(name) ?? []), { ...it, sheet: name }]);
  }
  let k = 1;
  const free = (p: string) => !wb.zip.entries.has(p) && !plan.added.has(p);
  const base = dirOf(wb.workbookPath);
  if (!/\bExtension="vml"/i.test(typesXml)) typeEntries.push(`<Default Extension="vml" ContentType="${VML_CONTENT}"/>`);
  for (const [sheet, list] of bySheet) {
    const info = wb.info(sheet)!;
    const model = wb.sheet(sheet);
    const relsPath = relsOf(info.path);
    const relsXml = wb.part(relsPath);
    if (relsXml && (relsXml.includes(COMMENTS_TYPE) || relsXml.includes(VML_TYPE))) continue;
    if (new RegExp(`<${NS}legacyDrawing\\b`).test(model.xml) || !new RegExp(`</${NS}worksheet>`).test(model.xml)) continue;
    if (relsXml && !/<\/([\w.-]+:)?Relationships>/.test(relsXml)) continue;
    while (!free(`${base}comments${k}.xml`) || !free(`${base}drawings/vmlDrawing${k}.vml`)) k++;
    const commentsPath = `${base}comments${k}.xml`;
    const vmlPath = `${base}drawings/vmlDrawing${k}.vml`;
    // one note per cell: several answers for one cell are joined
    const byCell = new Map<string, NoteItem[]>();
    for (const it of list) byCell.set(cellAddress(it.row, it.col), [...(byCell.get(cellAddress(it.row, it.col)) ?? []), it]);
    plan.added.set(commentsPath, commentsXml([...byCell].map(([ref, its]) => ({ ref, text: its.map((x) => x.text).join('\n\n') }))));
    plan.added.set(
      vmlPath,
      vmlXml(
        k,
        [...byCell.values()].map((its) => its[0]!),
      ),
    );

    const ids = new Set([...(relsXml ?? '').matchAll(/\bId="([^"]*)"/g)].map((m) => m[1]));
    let n = 1;
    while (ids.has(`rIdNote${n}`) || ids.has(`rIdNote${n + 1}`)) n++;
    const rel = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${type}" Target="${escapeXmlAttr(target)}"/>`;
    const relText = rel(`rIdNote${n}`, COMMENTS_TYPE, relative(info.path, commentsPath)) + rel(`rIdNote${n + 1}`, VML_TYPE, relative(info.path, vmlPath));
    if (relsXml) {
      const close = /<\/([\w.-]+:)?Relationships>/.exec(relsXml)!;
      const text = close[1] ? relText.replace(/<Relationship /g, `<${close[1]}Relationship `) : relText;
      plan.parts.set(relsPath, relsXml.slice(0, close.index) + text + relsXml.slice(close.index));
      plan.insertions.set(relsPath, [text]);
    } else {
      plan.added.set(
        relsPath,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relText}</Relationships>`,
      );
    }
    // <legacyDrawing r:id> in its place in the sheet
    const xml = model.xml;
    const prefix = new RegExp(`<(${NS})worksheet\\b`).exec(xml)?.[1] ?? '';
    const root = new RegExp(`<${NS}worksheet\\b[^>]*>`).exec(xml)?.[0] ?? '';
    const rPrefix = new RegExp(`xmlns:([\\w.-]+)="${REL_NS}"`).exec(root)?.[1];
    plan.sheetElements.set(info.path, `<${prefix}legacyDrawing ${rPrefix ? `${rPrefix}:id` : `xmlns:tr="${REL_NS}" tr:id`}="rIdNote${n + 1}"/>`);
    plan.notes.push({ path: commentsPath, refs: [...byCell.keys()] });
    typeEntries.push(`<Override PartName="/${commentsPath}" ContentType="${COMMENTS_CONTENT}"/>`);
    plan.placed.push(...list);
    k++;
  }
  if (plan.placed.length) {
    const close = /<\/([\w.-]+:)?Types>/.exec(typesXml)!;
    const text = typeEntries.join('');
    plan.parts.set('[Content_Types].xml', typesXml.slice(0, close.index) + text + typesXml.slice(close.index));
    plan.insertions.set('[Content_Types].xml', [text]);
  }
  return plan;
}

/** The sheet XML with its <legacyDrawing> in schema order (before legacyDrawingHF, tableParts, extLst…). */
export function withLegacyDrawing(xml: string, element: string): string {
  let at = -1;
  for (const tag of AFTER_LEGACY) {
    const m = new RegExp(`<${NS}${tag}\\b`).exec(xml);
    if (m && (at < 0 || m.index < at)) at = m.index;
  }
  if (at < 0) at = new RegExp(`</${NS}worksheet>`).exec(xml)!.index;
  return xml.slice(0, at) + element + xml.slice(at);
}

/** A target relative to the folder of `from` ('xl/worksheets/sheet1.xml' → '../comments1.xml'). */
function relative(from: string, to: string): string {
  const a = dirOf(from).split('/').filter(Boolean);
  const b = to.split('/');
  let i = 0;
  while (i < a.length && i < b.length - 1 && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}

function commentsXml(notes: { ref: string; text: string }[]): string {
  const list = notes
    .map((n) => `<comment ref="${n.ref}" authorId="0"><text><r><t xml:space="preserve">${escapeXmlText(n.text)}</t></r></text></comment>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<comments xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>${NOTE_AUTHOR}</author></authors><commentList>${list}</commentList></comments>`;
}

function vmlXml(k: number, items: NoteItem[]): string {
  const shapes = items
    .map(
      (it, i) =>
        `<v:shape id="_x0000_s${k * 1024 + i + 1}" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;margin-top:1.5pt;width:180pt;height:80pt;z-index:${i + 1};visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">` +
        '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>' +
        `<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>${it.col}, 15, ${Math.max(0, it.row - 2)}, 10, ${it.col + 3}, 15, ${it.row + 3}, 4</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>${it.row - 1}</x:Row><x:Column>${it.col - 1}</x:Column></x:ClientData></v:shape>`,
    )
    .join('');
  return (
    '<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel">' +
    `<o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="${k}"/></o:shapelayout>` +
    '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>' +
    `${shapes}</xml>`
  );
}
