// Builds a vendor's knowledge base in kb/ from its kb-src/: Markdown as is, a hard-wrapped text policy, Word and PDF
// files, and kb/text/ (the plain text the "invented explanation" check reads). Each vendor's build/make-kb.cjs calls
// buildKb with its folder, its documents (name, source, output file, scope: null = company-wide, else a product name),
// its company name as author and its paper size.
const fs = require('fs');
const path = require('path');
const docx = require('docx');
const PDFDocument = require('pdfkit');



// exported policies arrive hard-wrapped: break every long line at 72 columns, mid-sentence
function hardWrap(text, width = 72) {
  const out = [];
  for (const line of text.split('\n')) {
    if (line.length <= width) { out.push(line); continue; }
    const indent = /^- /.test(line) ? '  ' : '';
    let cur = '';
    for (const w of line.split(' ')) {
      if (cur && (cur + ' ' + w).length > width) { out.push(cur); cur = indent + w; }
      else cur = cur ? cur + ' ' + w : w;
    }
    if (cur) out.push(cur);
  }
  return out.join('\r\n');
}

function parseMd(text) {
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!l.trim()) continue;
    let m;
    if ((m = l.match(/^(#{1,3}) (.*)/))) blocks.push({ t: 'h', level: m[1].length, text: m[2] });
    else if (l.startsWith('|')) {
      const rows = [];
      while (i < lines.length && lines[i].startsWith('|')) {
        const cells = lines[i].trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
        if (!cells.every((c) => /^:?-+:?$/.test(c))) rows.push(cells);
        i++;
      }
      i--;
      blocks.push({ t: 'table', rows });
    } else if ((m = l.match(/^- (.*)/))) blocks.push({ t: 'li', text: m[1] });
    else if ((m = l.match(/^(\d+)\. (.*)/))) blocks.push({ t: 'ol', n: m[1], text: m[2] });
    else if ((m = l.match(/^> (.*)/))) blocks.push({ t: 'p', text: m[1], italic: true });
    else blocks.push({ t: 'p', text: l });
  }
  return blocks;
}
// split **bold** and *italic* into runs
function runs(text) {
  const out = [];
  const re = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)/g;
  let last = 0, m;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    const s = m[0];
    if (s.startsWith('**')) out.push({ text: s.slice(2, -2), bold: true });
    else if (s.startsWith('`')) out.push({ text: s.slice(1, -1), mono: true });
    else out.push({ text: s.slice(1, -1), italic: true });
    last = m.index + s.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
const plain = (t) => runs(t).map((r) => r.text).join('');

async function toDocx(blocks, file, author) {
  const children = [];
  const H = [null, docx.HeadingLevel.HEADING_1, docx.HeadingLevel.HEADING_2, docx.HeadingLevel.HEADING_3];
  const tr = (t, extra = {}) => runs(t).map((r) => new docx.TextRun({ text: r.text, bold: r.bold || extra.bold, italics: r.italic || extra.italic, font: r.mono ? 'Consolas' : undefined }));
  for (const b of blocks) {
    if (b.t === 'h') children.push(new docx.Paragraph({ heading: H[b.level], children: [new docx.TextRun(plain(b.text))] }));
    else if (b.t === 'p') children.push(new docx.Paragraph({ children: tr(b.text, { italic: b.italic }), spacing: { after: 120 } }));
    else if (b.t === 'li') children.push(new docx.Paragraph({ children: tr(b.text), bullet: { level: 0 } }));
    else if (b.t === 'ol') children.push(new docx.Paragraph({ children: tr(b.n + '. ' + b.text) }));
    else if (b.t === 'table') {
      children.push(new docx.Table({
        width: { size: 100, type: docx.WidthType.PERCENTAGE },
        rows: b.rows.map((r, ri) => new docx.TableRow({ tableHeader: ri === 0, children: r.map((c) => new docx.TableCell({ children: [new docx.Paragraph({ children: tr(c, { bold: ri === 0 }) })] })) })),
      }));
      children.push(new docx.Paragraph(''));
    }
  }
  const d = new docx.Document({ creator: author, title: plain(blocks[0].text), sections: [{ children }] });
  fs.writeFileSync(file, await docx.Packer.toBuffer(d));
}

function toPdf(blocks, file, author, pageSize) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: pageSize, margin: 56, info: { Title: plain(blocks[0].text), Author: author } });
    const st = fs.createWriteStream(file);
    doc.pipe(st);
    const W = doc.page.width - 112;
    for (const b of blocks) {
      if (b.t === 'h') { doc.moveDown(0.6); doc.font('Helvetica-Bold').fontSize(b.level === 1 ? 17 : b.level === 2 ? 13 : 11).text(plain(b.text)); doc.moveDown(0.3); }
      else if (b.t === 'p') {
        const rs = runs(b.text);
        doc.fontSize(10);
        rs.forEach((r, i) => doc.font(r.bold ? 'Helvetica-Bold' : r.italic ? 'Helvetica-Oblique' : r.mono ? 'Courier' : 'Helvetica').text(r.text, { continued: i < rs.length - 1, width: W }));
        doc.moveDown(0.5);
      } else if (b.t === 'li') { doc.font('Helvetica').fontSize(10).text('•  ' + plain(b.text), { indent: 10, width: W }); doc.moveDown(0.2); }
      else if (b.t === 'ol') { doc.font('Helvetica').fontSize(10).text(b.n + '.  ' + plain(b.text), { indent: 10, width: W }); doc.moveDown(0.2); }
      else if (b.t === 'table') {
        const n = b.rows[0].length, cw = W / n;
        doc.moveDown(0.3);
        for (const [ri, r] of b.rows.entries()) {
          doc.font(ri === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
          const h = Math.max(...r.map((c) => doc.heightOfString(plain(c), { width: cw - 8 }))) + 8;
          if (doc.y + h > doc.page.height - 56) doc.addPage();
          const y = doc.y;
          r.forEach((c, ci) => { doc.rect(56 + ci * cw, y, cw, h).stroke('#999999'); doc.fillColor('black').text(plain(c), 60 + ci * cw, y + 4, { width: cw - 8 }); });
          doc.x = 56; doc.y = y + h;
        }
        doc.moveDown(0.6);
      }
    }
    doc.end();
    st.on('finish', resolve);
  });
}

async function buildKb(root, { documents, author, pageSize = 'A4' }) {
  const SRC = path.join(root, 'kb-src');
  const OUT = path.join(root, 'kb');
  fs.mkdirSync(OUT, { recursive: true });
  const manifest = [];
  fs.mkdirSync(path.join(OUT, 'text'), { recursive: true });
  for (const [name, src, out, scope] of documents) {
    const text0 = fs.readFileSync(path.join(SRC, src), 'utf8');
    const text = out.endsWith('.txt') ? hardWrap(text0) : text0;
    const dst = path.join(OUT, out);
    const blocks = parseMd(text);
    if (out.endsWith('.docx')) await toDocx(blocks, dst, author);
    else if (out.endsWith('.pdf')) await toPdf(blocks, dst, author, pageSize);
    else fs.writeFileSync(dst, text);
    // plain reference text for the "invented explanation" check
    let ref = '';
    if (out.endsWith('.txt')) ref = text;
    else for (const b of blocks) {
      if (b.t === 'table') {
        const hdr = b.rows[0].map(plain);
        for (const [ri, row] of b.rows.entries()) {
          const r = row.map(plain);
          ref += r.join(' | ') + '\n' + r.join(': ') + '\n' + r.join('\n') + '\n';
          // a cell with its row label and/or column header, as a table row is read aloud
          if (ri > 0) for (let ci = 1; ci < r.length; ci++) ref += `${r[0]}: ${hdr[ci]}: ${r[ci]}\n${hdr[ci]}: ${r[ci]}\n${r[0]}: ${r[ci]}\n`;
        }
      }
      else ref += (b.t === 'ol' ? b.n + '. ' : '') + plain(b.text) + '\n';
    }
    fs.writeFileSync(path.join(OUT, 'text', out + '.txt'), ref);
    manifest.push({ name, file: out, scope });
  }
  fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2));
  console.log('kb:', manifest.length, 'documents');
}

module.exports = { buildKb };
