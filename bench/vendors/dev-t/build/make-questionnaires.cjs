// Builds the customer questionnaires from keys/*.key.json (questions only, never answers).
const fs = require('fs');
const path = require('path');
const ExcelJS = require('exceljs');
const docx = require('docx');
const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'questionnaires');
fs.mkdirSync(OUT, { recursive: true });
const keys = fs.readdirSync(path.join(ROOT, 'keys')).filter((f) => f.endsWith('.key.json')).map((f) => JSON.parse(fs.readFileSync(path.join(ROOT, 'keys', f), 'utf8')));

async function xlsxDropdown(k) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Harborline Financial Group – Third-Party Risk Management';
  const ins = wb.addWorksheet('Instructions');
  ins.getCell('A1').value = 'Vendor Security Assessment Questionnaire (based on CSA CAIQ v4 Lite)';
  ins.getCell('A1').font = { bold: true, size: 14 };
  ins.getCell('A3').value = 'Please answer every question on the "Questionnaire" sheet by choosing Yes, No or N/A in column D.';
  ins.getCell('A4').value = 'Use column E to add comments or evidence references. Return the completed file to tprm@harborlinefinancial.example.';
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

async function xlsxNumbered(k) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Wexford State University – Office of Information Security';
  const ws = wb.addWorksheet('Vendor Assessment');
  ws.columns = [{ width: 8 }, { width: 16 }, { width: 78 }, { width: 18 }, { width: 12 }, { width: 48 }];
  ws.getCell('A1').value = 'Third-Party Software and Browser Extension Assessment (HECVAT Lite, Wexford edition)';
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

async function xlsxYN(k) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Meridian Mutual Insurance – Vendor Management Office';
  const ws = wb.addWorksheet('SIG Lite');
  ws.columns = [{ width: 10 }, { width: 20 }, { width: 80 }, { width: 14 }, { width: 50 }];
  ws.getCell('A1').value = 'Standardized Information Gathering – Lite (custom extract)';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Supplier: Cadenza Labs, Inc.   Service: ' + k.product;
  const h = ws.addRow(['Ques Num', 'Domain', 'Question Text', 'Response (Y/N)', 'Additional Information']);
  h.font = { bold: true };
  for (const q of k.questions) {
    const r = ws.addRow([q.ref, q.section, q.question, null, null]);
    r.getCell(3).alignment = { wrapText: true };
  }
  await wb.xlsx.writeFile(path.join(OUT, k.file));
}

async function docxBoxes(k) {
  const P = (t, o = {}) => new docx.Paragraph({ children: [new docx.TextRun({ text: t, bold: o.bold, size: o.size })] });
  const cell = (t, o = {}) => new docx.TableCell({ children: [P(t, o)], width: o.w ? { size: o.w, type: docx.WidthType.PERCENTAGE } : undefined, shading: o.shade ? { fill: 'D9D9D9', type: docx.ShadingType.CLEAR, color: 'auto' } : undefined });
  const rows = [new docx.TableRow({ tableHeader: true, children: [cell('No.', { bold: true, w: 6, shade: 1 }), cell('Requirement / Question', { bold: true, w: 54, shade: 1 }), cell('Response', { bold: true, w: 16, shade: 1 }), cell('Vendor comments', { bold: true, w: 24, shade: 1 })] })];
  for (const q of k.questions) rows.push(new docx.TableRow({ children: [cell(q.ref), cell(q.question), cell('☐ Yes ☐ No'), cell('')] }));
  const d = new docx.Document({
    creator: 'Solace Therapeutics – AI Governance and Information Security',
    sections: [{ children: [
      P('Artificial Intelligence Vendor Risk Assessment', { bold: true, size: 32 }),
      P('Service under review: ' + k.product + ' (AI meeting assistant proposed for company-wide use).'),
      P('Please tick one box per row and add comments where helpful. Questions refer to the service under review, the AI models behind it and your company unless stated otherwise.'),
      P(''),
      new docx.Table({ width: { size: 100, type: docx.WidthType.PERCENTAGE }, rows }),
      P(''),
      P('Completed by (name, role, date): ______________________'),
    ] }],
  });
  fs.writeFileSync(path.join(OUT, k.file), await docx.Packer.toBuffer(d));
}

(async () => {
  for (const k of keys) {
    if (k.shape === 'xlsx-dropdown') await xlsxDropdown(k);
    else if (k.shape === 'xlsx-numbered') await xlsxNumbered(k);
    else if (k.shape === 'xlsx-yn') await xlsxYN(k);
    else if (k.shape === 'docx-boxes') await docxBoxes(k);
    console.log('questionnaire:', k.file, k.questions.length);
  }
})();
