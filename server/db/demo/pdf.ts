import PDFDocument from 'pdfkit';

/** A small, real PDF document (demo reports and certificates, test fixtures). */
export function makePdf(opts: { title: string; subtitle?: string; paragraphs?: string[]; accent?: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: opts.title, Producer: 'Trustroom demo', Creator: 'Trustroom' }, compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const accent = opts.accent ?? '#3b5bdb';
    doc.rect(0, 0, doc.page.width, 12).fill(accent);
    doc.fillColor('#111827').font('Helvetica-Bold').fontSize(22).text(opts.title, 56, 64);
    if (opts.subtitle) doc.moveDown(0.4).font('Helvetica').fontSize(12).fillColor('#4b5563').text(opts.subtitle);
    doc.moveDown(1.2).fillColor('#1f2937').font('Helvetica').fontSize(11);
    for (const p of opts.paragraphs ?? []) doc.text(p, { align: 'justify', lineGap: 3 }).moveDown(0.8);
    doc
      .fontSize(8)
      .fillColor('#9ca3af')
      .text('Sample document generated for the Trustroom demo organisation.', 56, doc.page.height - 80);
    doc.end();
  });
}
