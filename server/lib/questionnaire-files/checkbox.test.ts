import { describe, expect, it } from 'vitest';
import { extractQuestions, inspectQuestionnaire, writeAnswersWithReport } from './index';
import { readBoxes } from './checkbox';
import * as boxes from './checkbox.fixtures';
import { documentXml, fill, inline } from './write.testing';

/** The text of each table row, its cells separated by '|'. */
const tableRows = (xml: string) =>
  [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((m) =>
    m[0]
      .replace(/<w:tc>/g, '|')
      .replace(/<w:sym [^>]*w:char="2612"[^>]*\/>/g, '☒')
      .replace(/<w:sym [^>]*w:char="2610"[^>]*\/>/g, '☐')
      .replace(/<[^>]+>/g, ''),
  );

describe('Answer boxes in a cell', () => {
  it('are read as the options of a question nobody has answered yet, in every table and in both spellings', async () => {
    const qs = await extractQuestions(await boxes.buildBoxedWord(), 'review.docx', undefined, inline);
    expect(qs.map((q) => q.question)).toEqual(boxes.BOXED_QUESTIONS);
    for (const q of qs) {
      expect(q.answerOptions).toEqual(['Yes', 'No']);
      expect(q.existingAnswer).toEqual({ choice: null, text: null });
      expect(q.answerCells.map((c) => c.kind)).toEqual(['choice', 'text']);
    }
  });

  it('are proposed as the choice column of each table, the comments as its text', async () => {
    const ins = await inspectQuestionnaire(await boxes.buildBoxedWord(), 'review.docx', inline);
    expect(ins.sheets).toMatchObject([{ name: 'Word File', questionCount: 15, mapping: { selected: true } }]);
    expect(ins.tables!.map((t) => [t.name, t.questionCount, t.mapping.answerColumns])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [
        `Table ${n}`,
        3,
        [
          { column: 3, kind: 'choice' },
          { column: 4, kind: 'text' },
        ],
      ]),
    );
  });

  it('give the ticked box as the answer: ☒, [x] and ✓, a box after its word, other languages, one option per line', async () => {
    const qs = await extractQuestions(await boxes.buildBoxVariantsWord(), 'checklist.docx', undefined, inline);
    expect(qs.map((q) => [q.question, q.answerOptions, q.existingAnswer.choice])).toEqual(boxes.BOX_VARIANTS.map((v) => [v.question, v.options, v.choice]));
    expect(qs.every((q) => q.existingAnswer.text === null)).toBe(true);
  });

  it('are only boxes when the whole line is boxes and their words', () => {
    expect(readBoxes('☐ Yes    ☐ No')?.options).toEqual(['Yes', 'No']);
    expect(readBoxes('Yes ☐ / No ☒')).toMatchObject({ options: ['Yes', 'No'], checked: 'No' });
    expect(readBoxes('[ ] Oui   [X] Non')).toMatchObject({ options: ['Oui', 'Non'], checked: 'Non' });
    expect(readBoxes('Tick ☐ if your staff are trained')).toBeNull();
    expect(readBoxes('☐ Is MFA enforced? ☐ Are logs kept?')).toBeNull();
    expect(readBoxes('☐')).toBeNull();
    expect(readBoxes('Yes')).toBeNull();
  });
});

describe('Answers written into answer boxes', () => {
  it('tick the chosen box in its own run and font, and put the explanation in the comments cell', async () => {
    const buf = await boxes.buildBoxedWord();
    const qs = await extractQuestions(buf, 'review.docx', undefined, inline);
    const out = await writeAnswersWithReport(
      buf,
      'review.docx',
      qs.map((q, i) => fill(q, i % 2 ? 'No' : 'yes', `Evidence ${i + 1}.`)),
      {},
      inline,
    );
    expect(out.report).toMatchObject({ written: 15, notWritten: [] });
    expect(out.report.changes.slice(0, 2)).toEqual([
      { index: 0, sheet: 'Word File', address: 'Table 1, row 2, column 3', before: '☐ Yes    ☐ No', after: '☒ Yes    ☐ No', place: 'answer' },
      { index: 0, sheet: 'Word File', address: 'Table 1, row 2, column 4', before: '', after: 'Evidence 1.', place: 'answer' },
    ]);
    const rows = tableRows(await documentXml(out.buffer));
    expect(rows).toContain(`|1.1|${boxes.BOXED_QUESTIONS[0]}|☒ Yes    ☐ No|Evidence 1.`);
    expect(rows).toContain(`|2.1|${boxes.BOXED_QUESTIONS[3]}|[ ] Yes    [x] No|Evidence 4.`);
    // the box keeps its font: only the character changed
    expect(await documentXml(out.buffer)).toMatch(/<w:rFonts w:ascii="MS Gothic"[^>]*\/><\/w:rPr><w:t xml:space="preserve">☒<\/w:t>/);
    const again = await extractQuestions(out.buffer, 'review.docx', undefined, inline);
    expect(again.map((q) => q.existingAnswer.choice)).toEqual(qs.map((_, i) => (i % 2 ? 'No' : 'Yes')));
    expect(again.every((q) => q.answerOptions?.join() === 'Yes,No')).toBe(true);
  });

  it('empty the box ticked before, leave a cell that already says the answer as it was, and match words of other languages', async () => {
    const buf = await boxes.buildBoxVariantsWord();
    const qs = await extractQuestions(buf, 'checklist.docx', undefined, inline);
    const out = await writeAnswersWithReport(
      buf,
      'checklist.docx',
      [
        fill(qs[0]!, 'No', null),
        fill(qs[1]!, 'Yes', null),
        fill(qs[2]!, 'No', null),
        fill(qs[3]!, 'No', null),
        fill(qs[4]!, 'N/A', null),
        fill(qs[5]!, 'Yes', null),
      ],
      {},
      inline,
    );
    expect(out.report).toMatchObject({ written: 5, unchanged: 1, notWritten: [] });
    expect(out.report.changes.map((c) => [c.before, c.after])).toEqual([
      ['☒ Yes    ☐ No', '☐ Yes    ☒ No'],
      ['[ ] Yes    [x] No', '[x] Yes    [ ] No'],
      ['Yes ☐    No ☐', 'Yes ☐    No ☒'],
      ['☐ Ja    ☐ Nein', '☐ Ja    ☒ Nein'],
      ['☐ Yes\n☐ No\n☐ N/A', '☐ Yes\n☐ No\n☒ N/A'],
    ]);
  });

  it('say in a sentence when an answer is not one of the boxes, or its explanation has no cell, and write the others', async () => {
    const buf = await boxes.buildBoxedWord();
    const qs = await extractQuestions(buf, 'review.docx', undefined, inline);
    const onlyBoxes = { ...fill(qs[1]!, 'No', 'We name a deputy too.'), answerCells: qs[1]!.answerCells.filter((c) => c.kind === 'choice') };
    const out = await writeAnswersWithReport(buf, 'review.docx', [fill(qs[0]!, 'Maybe', 'Partly.'), onlyBoxes, fill(qs[2]!, 'Yes', null)], {}, inline);
    expect(out.report.written).toBe(2);
    expect(out.report.notWritten).toEqual([
      { index: 0, sheet: 'Word File', row: qs[0]!.row, part: 'answer', reason: 'The answer "Maybe" is not one of the boxes to tick (Yes, No).' },
      { index: 1, sheet: 'Word File', row: qs[1]!.row, part: 'explanation', reason: 'The table has no column for the explanation; only the box was ticked.' },
    ]);
  });

  it("tick Word's own check-box controls: their symbol and their checked state", async () => {
    const buf = await boxes.buildCheckBoxControlWord();
    const qs = await extractQuestions(buf, 'access.docx', undefined, inline);
    expect(qs.map((q) => [q.answerOptions, q.existingAnswer.choice])).toEqual([
      [['Yes', 'No'], 'No'],
      [['Yes', 'No'], null],
      [['Yes', 'No'], null],
    ]);
    const out = await writeAnswersWithReport(buf, 'access.docx', [fill(qs[0]!, 'Yes', null), fill(qs[1]!, 'No', null)], {}, inline);
    expect(out.report).toMatchObject({ written: 2, notWritten: [] });
    const xml = await documentXml(out.buffer);
    expect(tableRows(xml).slice(1, 3)).toEqual([`|1|${boxes.BOXED_QUESTIONS[3]}|☒ Yes    ☐ No|`, `|2|${boxes.BOXED_QUESTIONS[4]}|☐ Yes    ☒ No|`]);
    expect([...xml.matchAll(/<w14:checked w14:val="(\d)"\/>/g)].map((m) => m[1]).slice(0, 4)).toEqual(['1', '0', '0', '1']);
    const again = await extractQuestions(out.buffer, 'access.docx', undefined, inline);
    expect(again.map((q) => q.existingAnswer.choice)).toEqual(['Yes', 'No', null]);
  });

  it('tick the form check boxes of older Word forms (FORMCHECKBOX fields): their checked state', async () => {
    const buf = await boxes.buildFormCheckBoxWord();
    const qs = await extractQuestions(buf, 'suppliers.docx', undefined, inline);
    expect(qs.map((q) => [q.question, q.answerOptions, q.existingAnswer.choice])).toEqual([
      [boxes.BOXED_TOPICS[4]!.questions[0], ['Yes', 'No'], 'No'],
      [boxes.BOXED_TOPICS[4]!.questions[1], ['Yes', 'No'], 'Yes'],
      [boxes.BOXED_TOPICS[4]!.questions[2], ['Yes', 'No'], null],
    ]);
    const out = await writeAnswersWithReport(buf, 'suppliers.docx', [fill(qs[0]!, 'Yes', null), fill(qs[2]!, 'No', null)], {}, inline);
    expect(out.report).toMatchObject({ written: 2, notWritten: [] });
    const xml = await documentXml(out.buffer);
    expect(xml.match(/FORMCHECKBOX/g)).toHaveLength(6);
    // each box's state in document order: the default 'No' of row 1 emptied, 'No' of row 3 ticked
    const states = [...xml.matchAll(/<w:checkBox>(.*?)<\/w:checkBox>/g)].map((m) =>
      /<w:checked( w:val="1")?\/>/.test(m[1]!) ? 1 : /<w:checked/.test(m[1]!) ? 0 : -1,
    );
    expect(states).toEqual([1, 0, 1, -1, -1, 1]);
    const again = await extractQuestions(out.buffer, 'suppliers.docx', undefined, inline);
    expect(again.map((q) => q.existingAnswer.choice)).toEqual(['Yes', 'Yes', 'No']);
  });

  it('tick the box of an option column instead of typing an x into it', async () => {
    const buf = await boxes.buildBoxColumnsWord();
    const qs = await extractQuestions(buf, 'data.docx', undefined, inline);
    expect(qs.map((q) => [q.answerOptions, q.existingAnswer.choice])).toEqual(Array(3).fill([['Yes', 'No'], null]));
    const out = await writeAnswersWithReport(buf, 'data.docx', [fill(qs[0]!, 'No', 'Only in the EU.')], {}, inline);
    expect(out.report).toMatchObject({ written: 1, notWritten: [] });
    expect(tableRows(await documentXml(out.buffer))[1]).toBe(`|1|${boxes.BOXED_QUESTIONS[6]}|☐|☒|Only in the EU.`);
    expect((await extractQuestions(out.buffer, 'data.docx', undefined, inline))[0]!.existingAnswer).toEqual({ choice: 'No', text: 'Only in the EU.' });
  });

  it('tick the boxes under a paragraph question and put the explanation right after the question', async () => {
    const buf = await boxes.buildBoxedParagraphsWord();
    const qs = await extractQuestions(buf, 'ops.docx', undefined, inline);
    expect(qs.map((q) => [q.question, q.answerOptions, q.existingAnswer.choice])).toEqual([
      [boxes.BOXED_TOPICS[3]!.questions[0], ['Yes', 'No'], null],
      [boxes.BOXED_TOPICS[3]!.questions[1], ['Yes', 'No'], null],
      [boxes.BOXED_TOPICS[3]!.questions[2], null, null],
    ]);
    const out = await writeAnswersWithReport(buf, 'ops.docx', [fill(qs[0]!, 'Yes', 'Two engineers approve.'), fill(qs[1]!, 'No', null)], {}, inline);
    expect(out.report.changes.map((c) => [c.address, c.before, c.after])).toEqual([
      ['Paragraph 3', '☐ Yes    ☐ No', '☒ Yes    ☐ No'],
      ['After paragraph 2', '', 'Two engineers approve.'],
      ['Paragraph 6', '[ ] No', '[x] No'],
    ]);
    const again = await extractQuestions(out.buffer, 'ops.docx', undefined, inline);
    expect(again.map((q) => q.existingAnswer)).toEqual([
      { choice: 'Yes', text: 'Two engineers approve.' },
      { choice: 'No', text: null },
      { choice: null, text: null },
    ]);
  });
});

describe('Answer boxes in a workbook cell', () => {
  it('are read and ticked the same way as in a Word table', async () => {
    const buf = await boxes.buildBoxedWorkbook();
    const ins = await inspectQuestionnaire(buf, 'review.xlsx', inline);
    expect(ins.sheets[0]!.mapping).toMatchObject({
      selected: true,
      answerColumns: [
        { column: 3, kind: 'choice' },
        { column: 4, kind: 'text' },
      ],
    });
    const qs = await extractQuestions(buf, 'review.xlsx', undefined, inline);
    expect(qs).toHaveLength(15);
    expect(qs.every((q) => q.answerOptions?.join() === 'Yes,No')).toBe(true);
    expect(qs.map((q) => q.existingAnswer.choice)).toEqual([...Array(13).fill(null), 'No', null]);
    const out = await writeAnswersWithReport(
      buf,
      'review.xlsx',
      [fill(qs[0]!, 'No', 'Reviewed in March.'), fill(qs[13]!, 'Yes', null), fill(qs[14]!, 'Yes', null)],
      {},
      inline,
    );
    expect(out.report.changes.map((c) => [c.address, c.before, c.after])).toEqual([
      ['C2', '☐ Yes    ☐ No', '☐ Yes    ☒ No'],
      ['D2', '', 'Reviewed in March.'],
      ['C15', '[ ] Yes    [x] No', '[x] Yes    [ ] No'],
      ['C16', 'Yes ☐    No ☐', 'Yes ☒    No ☐'],
    ]);
    const again = await extractQuestions(out.buffer, 'review.xlsx', undefined, inline);
    expect([again[0], again[13], again[14]].map((q) => q!.existingAnswer.choice)).toEqual(['No', 'Yes', 'Yes']);
  });
});
