/** Builders of real-shaped and hostile files, made from code (no binary blobs): minimal Word and Excel
 *  packages, PDFs with chosen pages and streams, PNG images of any declared size. Used by the hostile
 *  file suite (`tests/hostile`), `npm run bench:hostile` and the knowledge-hub and intake tests. */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer | string;
  /** store instead of deflate */
  stored?: boolean;
  /** declare this uncompressed size in the headers (a "lying" archive) */
  declaredSize?: number;
}

/** A zip archive written by hand, so that sizes, names and counts can lie. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const raw = Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8');
    const body = p.stored ? raw : deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(p.name, 'utf8');
    const size = p.declaredSize ?? raw.length;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(p.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(p.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const wordParagraph = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;

export const wordTable = (rows: string[][]) =>
  `<w:tbl>${rows.map((r) => `<w:tr>${r.map((c) => `<w:tc>${wordParagraph(c)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">${[1, 2, 3]
  .map((n) => `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/><w:pPr><w:outlineLvl w:val="${n - 1}"/></w:pPr></w:style>`)
  .join('')}</w:styles>`;

/** The parts of a Word document whose body is `bodyXml` (paragraphs and tables). */
export function wordParts(bodyXml: string): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    { name: 'word/styles.xml', data: STYLES },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${bodyXml}</w:body></w:document>`,
    },
  ];
}

export const docx = (bodyXml: string) => zip(wordParts(bodyXml));

/** A short real-shaped policy: headings, paragraphs, a list-like table. */
export function policyDocx(): Buffer {
  return docx(
    wordParagraph('Access Control Policy', 'Heading1') +
      wordParagraph('Purpose', 'Heading2') +
      wordParagraph('Access to production systems is granted on least privilege and reviewed every quarter by the system owner.') +
      wordParagraph('Multi-factor authentication is required for every administrative account and for remote access.') +
      wordTable([
        ['Control', 'Owner'],
        ['Quarterly access review', 'Security team'],
      ]),
  );
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook with one sheet per entry of `sheets` (rows of inline strings). */
export function workbookParts(sheets: { name: string; xml?: string; rows?: string[][] }[]): ZipPart[] {
  const col = (c: number) => String.fromCharCode(65 + (c % 26));
  const sheetXml = (rows: string[][]) =>
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SHEET_NS}"><sheetData>${rows
      .map((r, i) => `<row r="${i + 1}">${r.map((v, c) => `<c r="${col(c)}${i + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`).join('')}</row>`)
      .join('')}</sheetData></worksheet>`;
  return [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
        .map(
          (_s, i) =>
            `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('')}</Types>`,
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SHEET_NS}" xmlns:r="${R_NS}"><sheets>${sheets
        .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map(
          (_s, i) =>
            `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join('')}</Relationships>`,
    },
    ...sheets.map((s, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: s.xml ?? sheetXml(s.rows ?? []) })),
  ];
}

export const xlsx = (sheets: { name: string; xml?: string; rows?: string[][] }[]) => zip(workbookParts(sheets));

/** A real-shaped questionnaire workbook. */
export function questionnaireXlsx(): Buffer {
  return xlsx([
    {
      name: 'Security',
      rows: [
        ['ID', 'Question', 'Response', 'Comments'],
        ['AC-1', 'Do you enforce multi-factor authentication for administrators?', '', ''],
        ['AC-2', 'Are user access rights reviewed at least quarterly?', '', ''],
        ['EN-1', 'Is customer data encrypted at rest?', '', ''],
      ],
    },
  ]);
}

export interface PdfObject {
  /** the dictionary, without the stream */
  dict: string;
  /** stream bytes (already encoded as the dictionary's /Filter says) */
  stream?: Buffer;
}

/** A PDF written by hand: objects 1..n in order, with a correct cross-reference table. */
export function pdf(objects: PdfObject[], rootRef = '1 0 R'): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    const head = o.stream
      ? Buffer.from(`${i + 1} 0 obj\n<< ${o.dict} /Length ${o.stream.length} >>\nstream\n`, 'latin1')
      : Buffer.from(`${i + 1} 0 obj\n${o.dict}\n`, 'latin1');
    const tail = Buffer.from(o.stream ? '\nendstream\nendobj\n' : 'endobj\n', 'latin1');
    const parts = o.stream ? [head, o.stream, tail] : [head, tail];
    for (const p of parts) {
      chunks.push(p);
      length += p.length;
    }
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${rootRef} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

const textOps = (lines: string[]) => `BT /F1 11 Tf 72 760 Td 14 TL ${lines.map((l) => `(${l.replace(/[()\\]/g, (c) => `\\${c}`)}) Tj T*`).join(' ')} ET`;

/** A PDF of `pages` pages that all show the same lines (one shared content stream). */
export function textPdf(lines: string[], pages = 1, opts: { compress?: boolean } = {}): Buffer {
  const content = Buffer.from(textOps(lines), 'latin1');
  const stream = opts.compress === false ? content : deflateSync(content);
  const kids = Array.from({ length: pages }, (_v, i) => `${i + 5} 0 R`).join(' ');
  const objects: PdfObject[] = [
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>` },
    { dict: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' },
    { dict: opts.compress === false ? '' : '/Filter /FlateDecode', stream },
  ];
  for (let i = 0; i < pages; i++)
    objects.push({ dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>' });
  return pdf(objects);
}

/** A one-page PDF whose content stream inflates to `inflatedMb` megabytes (a "stream bomb"). */
export function streamBombPdf(inflatedMb: number, layers = 1): Buffer {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const z = (data: Buffer) => deflateSync(data, { level: 9 });
  // deflate of repeated blocks: compress a 1 MB block once per MB is slow; build from the raw stream
  let body = z(Buffer.concat(Array.from({ length: inflatedMb }, () => chunk)));
  for (let k = 1; k < layers; k++) body = z(body);
  const filter = Array.from({ length: layers }, () => '/FlateDecode').join(' ');
  return pdf([
    { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dict: '<< /Type /Pages /Kids [4 0 R] /Count 1 >>' },
    { dict: `/Filter [${filter}]`, stream: body },
    { dict: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>' },
  ]);
}

/** A PNG that declares `width` × `height` pixels but holds a tiny (or no) image (a "pixel flood"). */
export function png(width: number, height: number, opts: { pixels?: boolean } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const rows = opts.pixels ? height : Math.min(height, 1);
  const raw = Buffer.alloc(rows * (1 + width * 4), 0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
