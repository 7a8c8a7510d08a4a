import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, HeadingLevel, Table, TableRow, TableCell, WidthType } from 'docx';
import { questionnaires } from './questions.mjs';
import { norm } from './lib/text.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
fs.mkdirSync(path.join(here, 'questionnaires'), { recursive: true });
fs.mkdirSync(path.join(here, 'keys'), { recursive: true });

// 1. Verify every justification is really in its document.
let bad = 0;
for (const Q of questionnaires) for (const q of Q.questions) {
  if (q.expect === 'TRAP') continue;
  const src = norm(fs.readFileSync(path.join(here, 'kb-src', q.doc), 'utf8'));
  if (!src.includes(norm(q.just))) { bad++; console.error(`KEY ${Q.key} ${q.id}: justification not found in ${q.doc}: ${q.just}`); }
}
if (bad) { console.error(bad + ' bad key lines'); process.exit(1); }

const manifest = JSON.parse(fs.readFileSync(path.join(here, 'kb-manifest.json'), 'utf8'));
const outName = (src) => manifest.find((m) => m.src === src)?.out || src;

// 2. Keys.
const csv = [['file', 'product', 'id', 'question', 'expected', 'document', 'justification']];
for (const Q of questionnaires) {
  const key = Q.questions.map((q) => ({ id: q.id, question: q.text, expected: q.expect, document: q.doc ? outName(q.doc) : null, justification: q.just }));
  fs.writeFileSync(path.join(here, 'keys', Q.key + '.json'), JSON.stringify({ file: Q.file, product: Q.product, questions: key }, null, 2));
  for (const k of key) csv.push([Q.file, Q.product, k.id, k.question, k.expected, k.document || '', k.justification || '']);
}
fs.writeFileSync(path.join(here, 'keys', 'answer-keys.csv'), csv.map((r) => r.map((c) => '"' + String(c).replace(/"/g, '""') + '"').join(',')).join('\n') + '\n');

// 3. Files.
async function xlsxDropdown(Q) {
  const wb = new ExcelJS.Workbook(); wb.creator = 'Acme Mutual Vendor Risk';
  const info = wb.addWorksheet('Instructions');
  info.getCell('A1').value = Q.title; info.getCell('A1').font = { bold: true, size: 14 };
  info.getCell('A3').value = 'Please answer every question on the "Assessment" sheet by choosing Yes, No or N/A from the list, and explain your answer in the comments column.';
  info.getCell('A4').value = 'Return the completed workbook to vendorrisk@acmemutual.example within 15 business days.';
  info.getColumn(1).width = 120;
  const ws = wb.addWorksheet('Assessment');
  ws.getCell('A1').value = Q.title; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = `Vendor: Halvard Payroll, Inc.   Service assessed: ${Q.product}`;
  const hr = 4;
  ws.getRow(hr).values = ['Control ID', 'Control Domain', 'Assessment Question', 'Vendor Answer', 'Vendor Comments'];
  ws.getRow(hr).font = { bold: true };
  ws.columns = [{ width: 12 }, { width: 26 }, { width: 80 }, { width: 16 }, { width: 60 }];
  Q.questions.forEach((q, i) => {
    const r = hr + 1 + i;
    ws.getRow(r).values = [q.id, q.section, q.text, null, null];
    ws.getCell(`D${r}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'], showErrorMessage: true };
    ws.getCell(`C${r}`).alignment = { wrapText: true };
  });
  await wb.xlsx.writeFile(path.join(here, 'questionnaires', Q.file));
}
async function xlsxNumbered(Q) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Vendor Questionnaire');
  ws.getCell('A1').value = Q.title; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Answer with the number or the word of the option given in the Options column. Use Additional Information for anything we should know.';
  const hr = 4;
  ws.getRow(hr).values = ['Ref', 'Question', 'Options', 'Vendor Response', 'Additional Information'];
  ws.getRow(hr).font = { bold: true };
  ws.columns = [{ width: 10 }, { width: 80 }, { width: 18 }, { width: 18 }, { width: 60 }];
  let r = hr + 1, sec = null, i = 0;
  for (const q of Q.questions) {
    if (q.section !== sec) { sec = q.section; ws.getCell(`A${r}`).value = sec.toUpperCase(); ws.getCell(`A${r}`).font = { bold: true }; ws.mergeCells(`A${r}:E${r}`); r++; }
    ws.getRow(r).values = [q.id, q.text, i % 5 === 4 ? 'Y/N' : '1) Yes / 2) No', null, null];
    ws.getCell(`B${r}`).alignment = { wrapText: true };
    r++; i++;
  }
  await wb.xlsx.writeFile(path.join(here, 'questionnaires', Q.file));
}
async function xlsxYN(Q) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('TPRA');
  ws.getRow(1).values = ['#', 'Domain', 'Question', 'Response (Y/N)', 'Evidence / Comments'];
  ws.getRow(1).font = { bold: true };
  ws.columns = [{ width: 8 }, { width: 20 }, { width: 80 }, { width: 16 }, { width: 60 }];
  Q.questions.forEach((q, i) => { ws.getRow(2 + i).values = [q.id, q.section, q.text, null, null]; });
  const legend = wb.addWorksheet('Legend');
  legend.getCell('A1').value = 'Y = Yes, the control is in place. N = No, the control is not in place.';
  await wb.xlsx.writeFile(path.join(here, 'questionnaires', Q.file));
}
async function docxBoxes(Q) {
  const cell = (t, bold) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: t, bold })] })] });
  const rows = [new TableRow({ tableHeader: true, children: [cell('No.', true), cell('Question', true), cell('Response', true), cell('Comments', true)] })];
  for (const q of Q.questions) rows.push(new TableRow({ children: [cell(q.id), cell(q.text), cell('☐ Yes ☐ No'), cell('')] }));
  const doc = new Document({ sections: [{ children: [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(Q.title)] }),
    new Paragraph(`Supplier: Halvard Payroll, Inc. — Product: ${Q.product}`),
    new Paragraph('Tick one box for each question and add any comments. Return to it-security@northgate.example.'),
    new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows }),
  ] }] });
  fs.writeFileSync(path.join(here, 'questionnaires', Q.file), await Packer.toBuffer(doc));
}
const makers = { 'xlsx-dropdown': xlsxDropdown, 'xlsx-numbered-options': xlsxNumbered, 'xlsx-yn': xlsxYN, 'docx-checkboxes': docxBoxes };
for (const Q of questionnaires) { await makers[Q.shape](Q); console.log('questionnaire:', Q.file, Q.questions.length, 'questions'); }
