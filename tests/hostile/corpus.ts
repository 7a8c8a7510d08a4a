/** The hostile-file corpus: every file built from code by a seeded generator (no binary blobs).
 *  `hostileCases()` lists the named hostile shapes (each sent to every upload endpoint), `mutants()`
 *  seeded byte-level and structure-level mutants of real-shaped files. Both are lazy: a case builds its
 *  bytes only when sent, so the whole set never sits in memory. */
import { crc32, deflateRawSync, constants as Z } from 'node:zlib';
import { docx, policyDocx, png, questionnaireXlsx, streamBombPdf, textPdf, wordParagraph, wordParts, workbookParts, xlsx, zip, type ZipPart } from './builders';

export type Shape = 'xlsx' | 'docx' | 'pdf' | 'csv' | 'md' | 'png' | 'jpeg' | 'gif' | 'xml' | 'other';

export interface HostileFile {
  /** a stable label: family/variant */
  label: string;
  /** the file name sent (CJK, RTL and lying extensions included) */
  name: string;
  shape: Shape;
  build: () => Buffer;
}

const MB = 1024 * 1024;

/** A deflate stream of `times` copies of `block`, built from one compressed copy (a zip bomb in kilobytes). */
function repeatedDeflate(block: Buffer, times: number): { body: Buffer; size: number } {
  const one = deflateRawSync(block, { level: 9, finishFlush: Z.Z_FULL_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  return { body: Buffer.concat([...Array.from({ length: times }, () => one), end]), size: block.length * times };
}

/** A zip whose one entry is precompressed (sizes and CRC given, or lying). */
function rawZip(entries: { name: string; body: Buffer; crc: number; size: number; declaredSize?: number }[], extraParts: ZipPart[] = []): Buffer {
  // The ordinary parts first, then the precompressed ones, all written by hand.
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const add = (name: string, body: Buffer, crc: number, size: number, method: number) => {
    const n = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(n.length, 26);
    locals.push(local, n, body);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0800, 8);
    c.writeUInt16LE(method, 10);
    c.writeUInt32LE(crc >>> 0, 16);
    c.writeUInt32LE(body.length, 20);
    c.writeUInt32LE(size >>> 0, 24);
    c.writeUInt16LE(n.length, 28);
    c.writeUInt32LE(offset, 42);
    centrals.push(c, n);
    offset += 30 + n.length + body.length;
  };
  for (const p of extraParts) {
    const raw = Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data);
    add(p.name, deflateRawSync(raw), crc32(raw), raw.length, 8);
  }
  for (const e of entries) add(e.name, e.body, e.crc, e.declaredSize ?? e.size, 8);
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A Word or Excel package whose main part inflates to `mb` megabytes of `fill`. */
function officeBomb(kind: 'docx' | 'xlsx', mb: number, opts: { declaredSize?: number } = {}): Buffer {
  const parts = kind === 'docx' ? wordParts('') : workbookParts([{ name: 'S', rows: [] }]);
  const main = kind === 'docx' ? 'word/document.xml' : 'xl/worksheets/sheet1.xml';
  const head =
    kind === 'docx'
      ? '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>'
      : '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>';
  const block = Buffer.alloc(MB, 'A');
  const bomb = repeatedDeflate(block, mb);
  // CRC of head + blocks, computed as the blocks are; the head + repeated blocks: prepend the head as its own non-final deflate block.
  const headBlock = deflateRawSync(Buffer.from(head), { finishFlush: Z.Z_FULL_FLUSH });
  const body = Buffer.concat([headBlock, bomb.body]);
  let crc = crc32(Buffer.from(head));
  for (let i = 0; i < mb; i++) crc = crc32(block, crc);
  return rawZip(
    [{ name: main, body, crc, size: head.length + bomb.size, ...(opts.declaredSize !== undefined ? { declaredSize: opts.declaredSize } : {}) }],
    parts.filter((p) => p.name !== main),
  );
}

const laughs = (levels: number, root: string) => {
  const ents = ['<!ENTITY l0 "lollollollollollollollollollol">'];
  for (let i = 1; i < levels; i++) ents.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?><!DOCTYPE ${root} [${ents.join('')}]>`;
};

/** XML text of a Word body or a sheet that is hostile by itself. */
function xmlAttack(kind: string, root: string): string {
  switch (kind) {
    case 'billion-laughs':
      return `${laughs(10, root)}<${root}>&l9;</${root}>`;
    case 'quadratic-blowup':
      return `<?xml version="1.0"?><!DOCTYPE ${root} [<!ENTITY a "${'x'.repeat(50_000)}">]><${root}>${'&a;'.repeat(50_000)}</${root}>`;
    case 'xxe-file':
      return `<?xml version="1.0"?><!DOCTYPE ${root} [<!ENTITY x SYSTEM "file:///etc/passwd">]><${root}>&x;</${root}>`;
    case 'xxe-http':
      return `<?xml version="1.0"?><!DOCTYPE ${root} [<!ENTITY x SYSTEM "http://169.254.169.254/latest/meta-data/">]><${root}>&x;</${root}>`;
    case 'parameter-entity':
      return `<?xml version="1.0"?><!DOCTYPE ${root} [<!ENTITY % p SYSTEM "http://127.0.0.1:1/evil.dtd"> %p;]><${root}/>`;
    case 'deep-nesting':
      return `<?xml version="1.0"?><${root}>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</${root}>`;
    case 'many-attributes':
      return `<?xml version="1.0"?><${root} ${Array.from({ length: 50_000 }, (_v, i) => `a${i}="${i}"`).join(' ')}/>`;
    case 'unclosed':
      return `<?xml version="1.0"?><${root}>${'<a>'.repeat(1000)}`;
    case 'not-xml':
      return '\u0000\u0001\u0002 not xml at all \uFFFF';
    default:
      return `<${root}/>`;
  }
}

const xmlKinds = ['billion-laughs', 'quadratic-blowup', 'xxe-file', 'xxe-http', 'parameter-entity', 'deep-nesting', 'many-attributes', 'unclosed', 'not-xml'];

function replacePart(parts: ZipPart[], name: string, data: string | Buffer): ZipPart[] {
  return parts.map((p) => (p.name === name ? { ...p, data } : p));
}

function pdfAttacks(): HostileFile[] {
  const list: HostileFile[] = [];
  const add = (label: string, build: () => Buffer, name = `${label.split('/')[1]}.pdf`) => list.push({ label, name, shape: 'pdf', build });
  add('pdf/stream-bomb-200mb', () => streamBombPdf(200));
  add('pdf/stream-bomb-layered', () => streamBombPdf(50, 3));
  add('pdf/20000-pages', () => textPdf(['Do you encrypt data at rest?'], 20_000));
  add('pdf/2000-pages', () => textPdf(['Do you encrypt data at rest?'], 2_000));
  add('pdf/deep-array', () =>
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /X ${'['.repeat(100_000)}${']'.repeat(100_000)} >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
      'latin1',
    ),
  );
  add('pdf/deep-dict', () =>
    Buffer.from(`%PDF-1.7\n1 0 obj\n${'<< /A '.repeat(50_000)}1${' >>'.repeat(50_000)}\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1'),
  );
  add('pdf/xref-loop', () =>
    Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 1 0 R >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R /Prev 9 >>\nstartxref\n9\n%%EOF\n',
      'latin1',
    ),
  );
  add('pdf/pages-cycle', () =>
    Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [2 0 R 2 0 R] /Count 1000000 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    ),
  );
  add('pdf/truncated', () => textPdf(['Question one?', 'Question two?'], 3).subarray(0, 300));
  add('pdf/header-only', () => Buffer.from('%PDF-1.7\n', 'latin1'));
  add('pdf/javascript', () =>
    Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    ),
  );
  add('pdf/huge-mediabox', () => Buffer.from(textPdf(['x']).toString('latin1').replace('[0 0 612 792]', '[0 0 99999999 99999999]'), 'latin1'));
  add('pdf/encrypted-claim', () =>
    Buffer.from(textPdf(['x']).toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 5 /R 6 >>'), 'latin1'),
  );
  add('pdf/garbage-after-header', () => Buffer.concat([Buffer.from('%PDF-1.7\n'), seeded(7).bytes(64 * 1024)]));
  add('pdf/zip-polyglot', () => Buffer.concat([textPdf(['Polyglot question?']), questionnaireXlsx()]));
  add('pdf/html-polyglot', () => Buffer.from('%PDF-1.7\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n', 'latin1'));
  return list;
}

function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    sof,
    Buffer.from([0xff, 0xd9]),
  ]);
}

function imageAttacks(): HostileFile[] {
  const list: HostileFile[] = [];
  const add = (label: string, shape: Shape, build: () => Buffer, name = `${label.split('/')[1]}.${shape === 'jpeg' ? 'jpg' : shape}`) =>
    list.push({ label, name, shape, build });
  add('image/png-20000x20000', 'png', () => png(20_000, 20_000));
  add('image/png-65535x65535', 'png', () => png(65_535, 65_535));
  add('image/png-1x2000000000', 'png', () => png(1, 2_000_000_000));
  add('image/png-4000x4000-real', 'png', () => png(4000, 4000, { pixels: true }));
  add('image/png-bad-crc', 'png', () => {
    const b = png(8, 8, { pixels: true });
    b[29] = (b[29] ?? 0) ^ 0xff;
    return b;
  });
  add('image/png-truncated', 'png', () => png(64, 64, { pixels: true }).subarray(0, 60));
  add('image/png-zero-size', 'png', () => png(0, 0));
  add('image/jpeg-65500x65500', 'jpeg', () => jpegHeader(65_500, 65_500));
  add('image/jpeg-header-only', 'jpeg', () => Buffer.from([0xff, 0xd8, 0xff]));
  add('image/gif-65535-screen', 'gif', () =>
    Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]), Buffer.from([0x3b])]),
  );
  add(
    'image/webp-huge',
    'other',
    () => {
      const vp8x = Buffer.alloc(10);
      vp8x.writeUIntLE(16_383, 4, 3);
      vp8x.writeUIntLE(16_383, 7, 3);
      return Buffer.concat([Buffer.from('RIFF\x1e\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00', 'latin1'), vp8x]);
    },
    'huge.webp',
  );
  add('image/svg-script', 'other', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 'logo.svg');
  add('image/png-html-polyglot', 'png', () => Buffer.concat([png(1, 1, { pixels: true }), Buffer.from('<html><script>alert(1)</script></html>')]));
  add('image/png-zip-polyglot', 'png', () => Buffer.concat([png(2, 2, { pixels: true }), policyDocx()]));
  return list;
}

function archiveAttacks(): HostileFile[] {
  const list: HostileFile[] = [];
  const add = (label: string, shape: Shape, build: () => Buffer, name?: string) =>
    list.push({ label, name: name ?? `${label.split('/')[1]}.${shape}`, shape, build });
  for (const mb of [100, 1000]) {
    add(`zip/docx-bomb-${mb}mb`, 'docx', () => officeBomb('docx', mb));
    add(`zip/xlsx-bomb-${mb}mb`, 'xlsx', () => officeBomb('xlsx', mb));
  }
  add('zip/docx-bomb-lying-size', 'docx', () => officeBomb('docx', 300, { declaredSize: 1000 }));
  add('zip/xlsx-bomb-lying-size', 'xlsx', () => officeBomb('xlsx', 300, { declaredSize: 1000 }));
  add('zip/docx-100000-tables', 'docx', () => docx('<w:tbl><w:tr><w:tc><w:p/></w:tc></w:tr></w:tbl>'.repeat(100_000)));
  add('zip/docx-200000-paragraphs', 'docx', () => docx(wordParagraph('Is data encrypted?').repeat(200_000)));
  add('zip/xlsx-10000-sheets', 'xlsx', () => xlsx(Array.from({ length: 10_000 }, (_v, i) => ({ name: `S${i}`, rows: [['Q']] }))));
  add('zip/xlsx-1m-rows-declared', 'xlsx', () =>
    zip(
      replacePart(
        workbookParts([{ name: 'S', rows: [] }]),
        'xl/worksheets/sheet1.xml',
        `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:XFD1048576"/><sheetData><row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`,
      ),
    ),
  );
  add('zip/xlsx-300000-rows', 'xlsx', () => xlsx([{ name: 'S', rows: Array.from({ length: 300_000 }, (_v, i) => [`Q${i}`, 'Do you?']) }]));
  add('zip/xlsx-20mb-cell', 'xlsx', () => xlsx([{ name: 'S', rows: [['Question'], ['x'.repeat(20 * MB)]] }]));
  add('zip/10000-parts', 'docx', () =>
    zip([...wordParts(wordParagraph('x')), ...Array.from({ length: 10_000 }, (_v, i) => ({ name: `word/media/p${i}.xml`, data: '<a/>' }))]),
  );
  add('zip/path-traversal', 'docx', () =>
    zip([...wordParts(wordParagraph('x')), { name: '../../../../tmp/evil.txt', data: 'owned' }, { name: '/etc/cron.d/evil', data: 'x' }]),
  );
  add('zip/duplicate-names', 'xlsx', () =>
    zip([...workbookParts([{ name: 'S', rows: [['Q?']] }]), { name: 'xl/worksheets/sheet1.xml', data: xmlAttack('billion-laughs', 'worksheet') }]),
  );
  add('zip/zip-in-zip', 'docx', () =>
    zip([...wordParts(wordParagraph('x')), { name: 'word/embeddings/inner.zip', data: officeBomb('docx', 100), stored: true }]),
  );
  add('zip/empty-archive', 'xlsx', () => zip([]));
  add('zip/no-content-types', 'docx', () => zip(wordParts(wordParagraph('x')).slice(1)));
  for (const cut of [0.1, 0.5, 0.9, 0.99]) {
    add(`zip/truncated-xlsx-${cut}`, 'xlsx', () => {
      const b = questionnaireXlsx();
      return b.subarray(0, Math.floor(b.length * cut));
    });
    add(`zip/truncated-docx-${cut}`, 'docx', () => {
      const b = policyDocx();
      return b.subarray(0, Math.floor(b.length * cut));
    });
  }
  add('zip/lying-small-size', 'xlsx', () =>
    zip(workbookParts([{ name: 'S', rows: Array.from({ length: 2000 }, () => ['Q?', 'Yes']) }]).map((p) => ({ ...p, declaredSize: 10 }))),
  );
  add('zip/lying-huge-size', 'docx', () => zip(wordParts(wordParagraph('x')).map((p) => ({ ...p, declaredSize: 0xfffffff0 }))));
  add('zip/bad-eocd-count', 'xlsx', () => {
    const b = Buffer.from(questionnaireXlsx());
    b.writeUInt16LE(0xffff, b.length - 12);
    b.writeUInt16LE(0xffff, b.length - 14);
    return b;
  });
  add('zip/encrypted-flag', 'docx', () => {
    const b = Buffer.from(policyDocx());
    b.writeUInt16LE(0x0801, 6);
    return b;
  });
  for (const kind of xmlKinds) {
    add(`xml/docx-${kind}`, 'docx', () => zip(replacePart(wordParts(''), 'word/document.xml', xmlAttack(kind, 'w:document'))));
    add(`xml/xlsx-sheet-${kind}`, 'xlsx', () =>
      zip(replacePart(workbookParts([{ name: 'S', rows: [] }]), 'xl/worksheets/sheet1.xml', xmlAttack(kind, 'worksheet'))),
    );
    add(`xml/xlsx-content-types-${kind}`, 'xlsx', () =>
      zip(replacePart(workbookParts([{ name: 'S', rows: [['Q?']] }]), '[Content_Types].xml', xmlAttack(kind, 'Types'))),
    );
    add(`xml/saml-${kind}`, 'xml', () => Buffer.from(xmlAttack(kind, 'md:EntityDescriptor')), `metadata-${kind}.xml`);
  }
  return list;
}

function textAttacks(): HostileFile[] {
  const list: HostileFile[] = [];
  const add = (label: string, shape: Shape, build: () => Buffer, name?: string) =>
    list.push({ label, name: name ?? `${label.split('/')[1]}.${shape}`, shape, build });
  add('csv/one-20mb-line', 'csv', () => Buffer.from(`Question,Answer\n${'x'.repeat(20 * MB)}\n`));
  add('csv/500000-rows', 'csv', () => Buffer.from(`ID,Question\n${Array.from({ length: 500_000 }, (_v, i) => `${i},Do you rotate keys?`).join('\n')}`));
  add('csv/100000-columns', 'csv', () => Buffer.from(`${Array.from({ length: 100_000 }, (_v, i) => `c${i}`).join(',')}\n`));
  add('csv/unclosed-quote', 'csv', () => Buffer.from(`Question,Answer\n"${'never closed '.repeat(100_000)}`));
  add('csv/nul-bytes', 'csv', () => Buffer.from('Question,Answer\nDo\u0000you,Yes\u0000\n'));
  add('csv/utf16-bom', 'csv', () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Question,Answer\nDo you?,Yes\n', 'utf16le')]));
  add('csv/formula-injection', 'csv', () => Buffer.from("Question,Answer\n=cmd|' /C calc'!A0,@SUM(1+1)\n+1+1,-2+3\n"));
  add('csv/binary-garbage', 'csv', () => seeded(11).bytes(256 * 1024));
  add('csv/invalid-utf8', 'csv', () => Buffer.from([0x51, 0x2c, 0x41, 0x0a, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0x0a]));
  add('md/one-20mb-line', 'md', () => Buffer.from(`# Policy\n\n${'word '.repeat(4 * MB)}\n`));
  add('md/100000-headings', 'md', () => Buffer.from(Array.from({ length: 100_000 }, (_v, i) => `${'#'.repeat((i % 6) + 1)} H${i}\n`).join('')));
  add('md/deep-lists', 'md', () => Buffer.from(Array.from({ length: 20_000 }, (_v, i) => `${'  '.repeat(i % 500)}- item ${i}\n`).join('')));
  add('md/nul-and-controls', 'md', () => Buffer.from('# T\u0000itle\n\n\u0001\u0002\u001b[31m red \u0007\n'));
  add('md/html-script', 'md', () => Buffer.from('# Policy\n\n<script>alert(1)</script><img src=x onerror=alert(2)>\n'));
  add('other/empty', 'other', () => Buffer.alloc(0), 'empty.xlsx');
  add('other/one-byte', 'other', () => Buffer.from([0x50]), 'one.docx');
  add('other/zip-magic-only', 'other', () => Buffer.from('PK\x03\x04', 'latin1'), 'magic.xlsx');
  add('other/exe-as-pdf', 'other', () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), seeded(3).bytes(4096)]), 'report.pdf');
  add('other/elf-as-png', 'other', () => Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), seeded(4).bytes(4096)]), 'logo.png');
  add('other/html-as-csv', 'other', () => Buffer.from('<!doctype html><html><body onload="alert(1)">hi</body></html>'), 'list.csv');
  add('other/docx-as-pdf', 'docx', () => policyDocx(), 'policy.pdf');
  add('other/pdf-as-xlsx', 'pdf', () => textPdf(['Do you encrypt?']), 'questions.xlsx');
  add('other/xlsx-as-png', 'xlsx', () => questionnaireXlsx(), 'logo.png');
  add('other/png-as-docx', 'png', () => png(4, 4, { pixels: true }), 'policy.docx');
  add('other/gzip', 'other', () => deflateRawSync(Buffer.alloc(10 * MB)), 'archive.xlsx');
  return list;
}

/** Real-shaped files with hostile names: CJK, right-to-left, overrides, traversal, very long. */
function nameAttacks(): HostileFile[] {
  const names = [
    '安全问卷调查表.xlsx',
    'セキュリティ質問票.docx',
    '보안 설문지.pdf',
    'استبيان الأمان.csv',
    'שאלון אבטחה.xlsx',
    'invoice\u202Efdp.exe',
    '\u202Excod.evil.xlsx',
    '../../../etc/passwd.xlsx',
    '..\\..\\windows\\system32\\x.docx',
    `${'a'.repeat(1000)}.pdf`,
    'con.xlsx',
    'name\twith\ttabs.csv',
    'emoji 🔐🛡️.docx',
    'quote"and<angle>.pdf',
    ' .xlsx',
    '.xlsx',
    'zero\u200Bwidth.csv',
    'é\u0301combining.md',
  ];
  const byExt: Record<string, { shape: Shape; build: () => Buffer }> = {
    xlsx: { shape: 'xlsx', build: questionnaireXlsx },
    docx: { shape: 'docx', build: policyDocx },
    pdf: { shape: 'pdf', build: () => textPdf(['Do you encrypt customer data at rest?']) },
    csv: { shape: 'csv', build: () => Buffer.from('Question,Answer\nDo you encrypt data at rest?,\n') },
    md: { shape: 'md', build: () => Buffer.from('# Encryption\n\nCustomer data is encrypted at rest with AES-256.\n') },
    exe: { shape: 'png', build: () => png(8, 8, { pixels: true }) },
  };
  return names.map((name, i) => {
    const ext = name.split('.').pop()!.toLowerCase();
    const b = byExt[ext] ?? byExt.xlsx!;
    return { label: `name/${i}`, name, shape: b.shape, build: b.build };
  });
}

export function hostileCases(): HostileFile[] {
  return [...archiveAttacks(), ...pdfAttacks(), ...imageAttacks(), ...textAttacks(), ...nameAttacks()];
}

/** A small seeded PRNG (mulberry32), so every run builds the same corpus. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    bytes: (n: number) => Buffer.from(Array.from({ length: n }, () => int(256))),
  };
}

const seedFiles: { shape: Shape; ext: string; build: () => Buffer; text?: () => string; pack?: (t: string) => Buffer }[] = [
  { shape: 'xlsx', ext: 'xlsx', build: questionnaireXlsx },
  { shape: 'docx', ext: 'docx', build: policyDocx },
  { shape: 'pdf', ext: 'pdf', build: () => textPdf(['Do you enforce MFA for administrators?', 'Is data encrypted at rest?'], 2, { compress: false }) },
  { shape: 'pdf', ext: 'pdf', build: () => textPdf(['Do you review access quarterly?'], 1) },
  { shape: 'png', ext: 'png', build: () => png(32, 32, { pixels: true }) },
  { shape: 'csv', ext: 'csv', build: () => Buffer.from('ID,Question,Answer\nAC-1,Do you enforce MFA?,\nAC-2,Do you review access quarterly?,\n') },
  {
    shape: 'md',
    ext: 'md',
    build: () => Buffer.from('# Access control\n\nMFA is required for administrators.\n\n## Reviews\n\nAccess is reviewed every quarter.\n'),
  },
];
const cache = new Map<number, Buffer>();
const interesting = [0x00, 0xff, 0x7f, 0x80, 0x41, 0x3c, 0x3e, 0x22, 0x0a];

function mutate(base: Buffer, rnd: ReturnType<typeof seeded>): Buffer {
  const b = Buffer.from(base);
  const ops = 1 + rnd.int(8);
  let out = b;
  for (let k = 0; k < ops; k++) {
    const at = rnd.int(Math.max(1, out.length));
    switch (rnd.int(7)) {
      case 0:
        out[at] = rnd.int(256);
        break; // random byte
      case 1:
        out[at] = (out[at] ?? 0) ^ (1 << rnd.int(8));
        break; // bit flip
      case 2:
        out[at] = rnd.pick(interesting);
        break;
      case 3:
        out = out.subarray(0, at);
        break; // truncate
      case 4:
        out = Buffer.concat([out.subarray(0, at), rnd.bytes(1 + rnd.int(64)), out.subarray(at)]);
        break; // insert
      case 5:
        out = Buffer.concat([out.subarray(0, at), out.subarray(Math.min(out.length, at + 1 + rnd.int(256)))]);
        break; // delete
      default: {
        // 32-bit field set to an extreme (sizes, offsets, counts)
        if (at + 4 <= out.length) out.writeUInt32LE(rnd.pick([0, 0xffffffff, 0x7fffffff, 0x80000000, out.length * 2]) >>> 0, at);
      }
    }
  }
  return out;
}

/** `count` seeded mutants of real-shaped files; shape tells which endpoints they go to. */
export function mutants(count: number, seed = 17): HostileFile[] {
  const list: HostileFile[] = [];
  for (let i = 0; i < count; i++) {
    const s = seedFiles[i % seedFiles.length]!;
    const index = i % seedFiles.length;
    list.push({
      label: `mutant/${s.ext}`,
      name: `mutant-${i}.${s.ext}`,
      shape: s.shape,
      build: () => {
        if (!cache.has(index)) cache.set(index, s.build());
        return mutate(cache.get(index)!, seeded(seed * 100_003 + i));
      },
    });
  }
  return list;
}
