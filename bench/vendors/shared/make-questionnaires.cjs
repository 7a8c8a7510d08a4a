// Builds a vendor's customer questionnaires in questionnaires/ from its keys/*.key.json (questions only, never
// answers), in four shapes: an Excel list with a Yes/No/N/A dropdown, an Excel list answered "1) Yes / 2) No", an Excel
// Y/N list and a Word table of "☐ Yes ☐ No" boxes. Each vendor's build/make-questionnaires.cjs calls
// buildQuestionnaires with its folder and its customers' words for each form (`forms`).
const fs = require('fs');
const path = require('path');
const ExcelJS = require('exceljs');
const docx = require('docx');

async function xlsxDropdown(k, f, OUT) {
  const wb = new ExcelJS.Workbook();
  wb.creator = f.creator;
  const ins = wb.addWorksheet('Instructions');
  ins.getCell('A1').value = f.title;
  ins.getCell('A1').font = { bold: true, size: 14 };
  ins.getCell('A3').value = 'Please answer every question on the "Questionnaire" sheet by choosing Yes, No or N/A in column D.';
  ins.getCell('A4').value = f.returnTo;
  ins.getCell('A6').value = 'Service assessed: ' + k.product;
  ins.getColumn(1).width = 110;
  const ws = wb.addWorksheet('Questionnaire');
  ws.columns = [{ width: 11 }, { width: 22 }, { width: 80 }, { width: 12 }, { width: 50 }];
  const h = ws.addRow(['Control ID', 'Control Domain', 'Question', 'Answer', 'Comments']);
  h.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  h.eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } }));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const q of k.questions) {
    const r = ws.addRow([q.ref, q.section, q.question, null, null]);
    r.getCell(3).alignment = { wrapText: true, vertical: 'top' };
    r.getCell(4).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'], showErrorMessage: true, errorTitle: 'Invalid answer', error: 'Choose Yes, No or N/A' };
  }
  await wb.xlsx.writeFile(path.join(OUT, k.file));
}

async function xlsxNumbered(k, f, OUT) {
  const wb = new ExcelJS.Workbook();
  wb.creator = f.creator;
  const ws = wb.addWorksheet('Vendor Assessment');
  ws.columns = [{ width: 8 }, { width: 16 }, { width: 78 }, { width: 18 }, { width: 12 }, { width: 48 }];
  ws.getCell('A1').value = f.title;
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Product under review: ' + k.product + '. Enter the number of your answer in the Response column (1 = Yes, 2 = No).';
  ws.addRow([]);
  const h = ws.addRow(['ID', 'Area', 'Question', 'Options', 'Response', 'Additional Information']);
  h.font = { bold: true };
  h.eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } }));
  let section = null;
  for (const q of k.questions) {
    if (q.section !== section) {
      section = q.section;
      const s = ws.addRow([null, section.toUpperCase()]);
      s.font = { bold: true, italic: true };
    }
    const r = ws.addRow([q.ref, q.section, q.question, '1) Yes / 2) No', null, null]);
    r.getCell(3).alignment = { wrapText: true, vertical: 'top' };
  }
  await wb.xlsx.writeFile(path.join(OUT, k.file));
}

async function xlsxYN(k, f, OUT) {
  const wb = new ExcelJS.Workbook();
  wb.creator = f.creator;
  const ws = wb.addWorksheet('SIG Lite');
  ws.columns = [{ width: 10 }, { width: 20 }, { width: 80 }, { width: 14 }, { width: 50 }];
  ws.getCell('A1').value = f.title;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Supplier: ' + f.supplier + '   Service: ' + k.product;
  const h = ws.addRow(['Ques Num', 'Domain', 'Question Text', 'Response (Y/N)', 'Additional Information']);
  h.font = { bold: true };
  for (const q of k.questions) {
    const r = ws.addRow([q.ref, q.section, q.question, null, null]);
    r.getCell(3).alignment = { wrapText: true };
  }
  await wb.xlsx.writeFile(path.join(OUT, k.file));
}

async function docxBoxes(k, f, OUT) {
  const P = (t, o = {}) => new docx.Paragraph({ children: [new docx.TextRun({ text: t, bold: o.bold, size: o.size })] });
  const cell = (t, o = {}) => new docx.TableCell({ children: [P(t, o)], width: o.w ? { size: o.w, type: docx.WidthType.PERCENTAGE } : undefined, shading: o.shade ? { fill: 'D9D9D9', type: docx.ShadingType.CLEAR, color: 'auto' } : undefined });
  const rows = [new docx.TableRow({ tableHeader: true, children: [cell('No.', { bold: true, w: 6, shade: 1 }), cell('Requirement / Question', { bold: true, w: 54, shade: 1 }), cell('Response', { bold: true, w: 16, shade: 1 }), cell('Vendor comments', { bold: true, w: 24, shade: 1 })] })];
  for (const q of k.questions) rows.push(new docx.TableRow({ children: [cell(q.ref), cell(q.question), cell('☐ Yes ☐ No'), cell('')] }));
  const d = new docx.Document({
    creator: f.creator,
    sections: [{ children: [
      P(f.title, { bold: true, size: 32 }),
      P(f.underReview(k.product)),
      P(f.scope),
      P(''),
      new docx.Table({ width: { size: 100, type: docx.WidthType.PERCENTAGE }, rows }),
      P(''),
      P('Completed by (name, role, date): ______________________'),
    ] }],
  });
  fs.writeFileSync(path.join(OUT, k.file), await docx.Packer.toBuffer(d));
}

async function buildQuestionnaires(root, forms) {
  const OUT = path.join(root, 'questionnaires');
  fs.mkdirSync(OUT, { recursive: true });
  const keys = fs
    .readdirSync(path.join(root, 'keys'))
    .filter((f) => f.endsWith('.key.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(root, 'keys', f), 'utf8')));
  for (const k of keys) {
    if (k.shape === 'xlsx-dropdown') await xlsxDropdown(k, forms.dropdown, OUT);
    else if (k.shape === 'xlsx-numbered') await xlsxNumbered(k, forms.numbered, OUT);
    else if (k.shape === 'xlsx-yn') await xlsxYN(k, forms.yn, OUT);
    else if (k.shape === 'docx-boxes') await docxBoxes(k, forms.boxes, OUT);
    console.log('questionnaire:', k.file, k.questions.length);
  }
}

module.exports = { buildQuestionnaires };
