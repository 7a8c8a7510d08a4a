import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { WORD_SHEET, extractQuestions, inspectQuestionnaire, writeAnswers, writeAnswersWithReport, type ExtractedQuestion } from './index';
import { openZip } from './zip';
import { resolveLimits } from './limits';
import { openWordDoc } from './word/model';

const FIXTURES = join(process.cwd(), 'tests/fixtures/questionnaires');
const NAME = 'supplier-questionnaire.docx';
const original = readFileSync(join(FIXTURES, NAME));
const inline = { inline: true };

const paragraphsOf = async (buf: Buffer) => (await mammoth.extractRawText({ buffer: buf })).value.split('\n').filter((l) => l.trim());

describe('Word questionnaires: extracted questions', () => {
  it('finds numbered paragraph questions and table questions in document order', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    expect(qs.map((q) => q.question)).toEqual([
      'Do you have an information security policy approved by management?',
      'Who is accountable for information security in your organisation?',
      'Describe your security awareness training programme.',
      'Do you run vulnerability scans at least monthly?',
      'Is there a change management process for production systems?',
      'Is data encrypted at rest?',
      'Is MFA required for remote access?',
      'Are backups tested quarterly?',
    ]);
    expect(qs.map((q) => q.qid)).toEqual(['1', '2', '3', 'Q4', null, 'T-1', 'T-2', 'T-3']);
    expect(qs.every((q) => q.sheet === WORD_SHEET)).toBe(true);
    expect(qs[0]!.section).toBe('Governance');
    expect(qs[3]!.section).toBe('Operations');
  });

  it('keeps where each answer goes: the paragraph after the question, or the table cells', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    expect(qs[0]!.answerCells).toEqual([{ sheet: WORD_SHEET, row: qs[0]!.row, column: 0, kind: 'text', address: `P${qs[0]!.row}` }]);
    expect(qs[0]!.existingAnswer).toEqual({ choice: null, text: 'Yes, approved by the board in 2024 and reviewed yearly.' });
    const t1 = qs[5]!;
    expect(t1.answerCells.map((c) => `${c.address}:${c.kind}`)).toEqual(['T1R2C3:choice', 'T1R2C4:text']);
    expect(t1.existingAnswer).toEqual({ choice: 'Yes', text: 'AES-256' });
  });

  it('reads a table questionnaire with Yes / No columns', async () => {
    const name = 'openchain-license-compliance-1.2.docx';
    const qs = await extractQuestions(readFileSync(join(FIXTURES, name)), name, undefined, inline);
    expect(qs).toHaveLength(38);
    expect(qs[0]!.qid).toBe('1.a');
    expect(qs[0]!.answerOptions).toEqual(['Yes', 'No']);
    expect(qs[0]!.answerCells.map((c) => `${c.kind}:${c.option}`)).toEqual(['x:Yes', 'x:No']);
    const inspection = await inspectQuestionnaire(readFileSync(join(FIXTURES, name)), name, inline);
    expect(inspection).toMatchObject({ format: 'word', sheets: [{ name: WORD_SHEET, questionCount: 38 }] });
  });
});

describe('Word questionnaires: answers written back', () => {
  const answer = (q: ExtractedQuestion, choice: string | null, text: string | null) => ({
    sheet: q.sheet,
    row: q.row,
    answerCells: q.answerCells,
    choice,
    text,
  });

  it('puts answers in the table cells and after the questions, and changes nothing else', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    const out = await writeAnswers(original, NAME, [
      answer(qs[1]!, null, 'The CISO, reporting to the CEO.'),
      answer(qs[2]!, null, 'Yearly training with phishing drills.\nNew joiners in week one.'),
      answer(qs[4]!, 'Yes', 'Every change is reviewed and approved.'),
      answer(qs[6]!, 'Yes', 'Hardware keys for administrators.'),
      answer(qs[7]!, 'No', null),
    ]);
    const again = await extractQuestions(out, NAME, undefined, inline);
    expect(again.map((q) => q.question)).toEqual(qs.map((q) => q.question));
    expect(again[1]!.existingAnswer.text).toBe('The CISO, reporting to the CEO.');
    expect(again[2]!.existingAnswer.text).toBe('Yearly training with phishing drills.\nNew joiners in week one.');
    expect(again[4]!.existingAnswer.text).toBe('Yes. Every change is reviewed and approved.');
    expect(again[6]!.existingAnswer).toEqual({ choice: 'Yes', text: 'Hardware keys for administrators.' });
    expect(again[7]!.existingAnswer).toEqual({ choice: 'No', text: null });

    // the document reads the same with the answers taken out
    const before = await paragraphsOf(original);
    const after = await paragraphsOf(out);
    // (the raw text of the document joins the two lines of a line break)
    const added = [
      'The CISO, reporting to the CEO.',
      'Yearly training with phishing drills.New joiners in week one.',
      'Yes. Every change is reviewed and approved.',
      'Hardware keys for administrators.',
    ];
    expect(after.filter((l) => !added.includes(l) && l !== 'Yes' && l !== 'No')).toEqual(before.filter((l) => l !== 'Yes' && l !== 'No'));
    // question 2 had an empty paragraph after it: that one was used; two paragraphs were added
    const limits = resolveLimits();
    expect(openWordDoc(out, limits).paragraphs.length).toBe(openWordDoc(original, limits).paragraphs.length + 2);
    // other parts of the package are untouched
    const a = openZip(original, limits, 'Word document');
    const b = openZip(out, limits, 'Word document');
    for (const name of a.entries.keys()) if (name !== 'word/document.xml') expect(b.read(name)!.equals(a.read(name)!)).toBe(true);
  });

  it('replaces its own answer when the file is exported again', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    const once = await writeAnswers(original, NAME, [answer(qs[3]!, null, 'First draft.')], inline);
    const q2 = await extractQuestions(once, NAME, undefined, inline);
    expect(q2).toHaveLength(qs.length);
    const twice = await writeAnswers(once, NAME, [answer(q2[3]!, null, 'Final answer.')], inline);
    const text = (await paragraphsOf(twice)).join('\n');
    expect(text).toContain('Final answer.');
    expect(text).not.toContain('First draft.');
  });

  it('marks x in the Yes or No column of a table questionnaire', async () => {
    const name = 'openchain-license-compliance-1.2.docx';
    const buf = readFileSync(join(FIXTURES, name));
    const qs = await extractQuestions(buf, name, undefined, inline);
    const out = await writeAnswers(
      buf,
      name,
      qs.map((q, i) => answer(q, i % 2 ? 'no' : 'YES', null)),
      inline,
    );
    const again = await extractQuestions(out, name, undefined, inline);
    again.forEach((q, i) => expect(q.existingAnswer.choice).toBe(i % 2 ? 'No' : 'Yes'));
  });

  it('counts a text answer that a Yes / No table has no place for as not written, never as already said', async () => {
    const name = 'openchain-license-compliance-1.2.docx';
    const buf = readFileSync(join(FIXTURES, name));
    const qs = await extractQuestions(buf, name, undefined, inline);
    const { report } = await writeAnswersWithReport(
      buf,
      name,
      [answer(qs[0]!, null, 'Our open source policy covers this.'), answer(qs[1]!, 'Yes', null)],
      {},
      inline,
    );
    expect(report.written).toBe(1);
    expect(report.unchanged).toBe(0);
    expect(report.notWritten).toEqual([expect.objectContaining({ index: 0, part: 'answer' })]);
  });
});
