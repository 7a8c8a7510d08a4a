import fs from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun, HeadingLevel, Table, TableRow, TableCell, WidthType } from 'docx';
import PDFDocument from 'pdfkit';
import { parse, strip, runs } from './lib/minimd.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const manifest = JSON.parse(fs.readFileSync(path.join(here, 'kb-manifest.json'), 'utf8'));
fs.mkdirSync(path.join(here, 'kb'), { recursive: true });

async function toDocx(blocks, out) {
  const children = [];
  const H = [null, HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3];
  for (const b of blocks) {
    if (b.t === 'h') children.push(new Paragraph({ heading: H[b.level], children: [new TextRun(strip(b.text))] }));
    else if (b.t === 'p') children.push(new Paragraph({ children: runs(b.text).map((r) => new TextRun(r)) }));
    else if (b.t === 'li') children.push(new Paragraph({ bullet: { level: 0 }, children: runs(b.text).map((r) => new TextRun(r)) }));
    else if (b.t === 'ol') children.push(new Paragraph({ children: [new TextRun(b.n + '. '), ...runs(b.text).map((r) => new TextRun(r))] }));
    else if (b.t === 'table') {
      children.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: b.rows.map((row, ri) => new TableRow({ children: row.map((c) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: strip(c), bold: ri === 0 })] })] })) })) }));
      children.push(new Paragraph(''));
    }
  }
  const doc = new Document({ creator: 'Halvard Payroll, Inc.', title: strip(blocks[0].text), sections: [{ children }] });
  fs.writeFileSync(out, await Packer.toBuffer(doc));
}

function toPdf(blocks, out) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: strip(blocks[0].text), Author: 'Halvard Payroll, Inc.' } });
    const stream = fs.createWriteStream(out); doc.pipe(stream);
    const W = doc.page.width - 112;
    for (const b of blocks) {
      if (b.t === 'h') { doc.moveDown(0.6); doc.font('Helvetica-Bold').fontSize(b.level === 1 ? 17 : 13).text(strip(b.text)); doc.moveDown(0.3); }
      else if (b.t === 'p') { doc.font('Helvetica').fontSize(10.5).text(strip(b.text), { align: 'left' }); doc.moveDown(0.5); }
      else if (b.t === 'li') { doc.font('Helvetica').fontSize(10.5).text('•  ' + strip(b.text), { indent: 10 }); doc.moveDown(0.2); }
      else if (b.t === 'ol') { doc.font('Helvetica').fontSize(10.5).text(b.n + '. ' + strip(b.text)); doc.moveDown(0.3); }
      else if (b.t === 'table') {
        const n = b.rows[0].length; const cw = W / n;
        for (const [ri, row] of b.rows.entries()) {
          doc.font(ri === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
          const hs = row.map((c) => doc.heightOfString(strip(c), { width: cw - 8 }));
          const h = Math.max(...hs) + 8;
          if (doc.y + h > doc.page.height - 56) doc.addPage();
          const y = doc.y;
          row.forEach((c, ci) => { doc.rect(56 + ci * cw, y, cw, h).stroke('#999999'); doc.fillColor('black').text(strip(c), 60 + ci * cw, y + 4, { width: cw - 8 }); });
          doc.x = 56; doc.y = y + h;
        }
        doc.moveDown(0.6);
      }
    }
    doc.end(); stream.on('finish', resolve);
  });
}

for (const m of manifest) {
  const src = fs.readFileSync(path.join(here, 'kb-src', m.src), 'utf8');
  const out = path.join(here, 'kb', m.out);
  if (m.out.endsWith('.docx')) await toDocx(parse(src), out);
  else if (m.out.endsWith('.pdf')) await toPdf(parse(src), out);
  else fs.copyFileSync(path.join(here, 'kb-src', m.src), out);
  console.log('kb:', m.out, m.product || 'company-wide');
}
