/**
 * The reading side of the shapes customers send (made in code): per file, questions found, expected and
 * matched (the same id, when the file has ids, and the same text), and for the mapped shapes whether the
 * explanation column was proposed. Written apart from import-shapes.ts (which measures writing back).
 */
import { extractQuestions, inspectQuestionnaire, type ExtractedQuestion, type SheetMapping } from '@server/lib/questionnaire-files';
import { buildNarrativeCaiqPdf, buildSupplierFormPdf } from '@server/lib/questionnaire-files/pdf-shapes.fixtures';
import * as shapes from '@server/lib/questionnaire-files/shapes.fixtures';

interface ReadingShape {
  name: string;
  build: () => Promise<{ buffer: Buffer; questions: { id: string | null; question: string }[]; mappings?: SheetMapping[] }>;
}

const SHAPES: ReadingShape[] = [
  { name: 'caiq-narrative-two-columns.pdf', build: buildNarrativeCaiqPdf },
  { name: 'supplier-form-running-text.pdf', build: buildSupplierFormPdf },
  { name: 'hecvat-lite-3.04-layout.xlsx', build: async () => ({ buffer: await shapes.buildLite304Workbook(), questions: shapes.LITE_304_EXPECTED }) },
  {
    name: 'word-statements (as proposed).docx',
    build: async () => ({ buffer: await shapes.buildWordStatementsForm(), questions: shapes.WORD_STATEMENTS.map((question) => ({ id: null, question })) }),
  },
  {
    name: 'word-statements (columns mapped).docx',
    build: async () => ({
      buffer: await shapes.buildWordStatementsForm(),
      questions: shapes.WORD_STATEMENTS.map((question) => ({ id: null, question })),
      mappings: [shapes.WORD_STATEMENTS_MAPPING],
    }),
  },
];

const same = (q: ExtractedQuestion, e: { id: string | null; question: string }) => (e.id === null || q.qid === e.id) && q.question === e.question;

export async function benchReading() {
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const padL = (s: string | number, n: number) => String(s).padStart(n);
  console.log('');
  console.log('Shapes customers send (made in code): questions read');
  console.log(`${pad('file', 40)} ${padL('found', 6)} ${padL('expect', 6)} ${padL('match', 6)}  notes`);
  const totals = { files: 0, questions_expected: 0, questions_found: 0, questions_matched: 0 };
  for (const s of SHAPES) {
    const file = s.name.replace(/ \(.*\)/, '');
    let found: ExtractedQuestion[] = [];
    let expected = 0;
    let notes = '';
    try {
      const shape = await s.build();
      expected = shape.questions.length;
      found = await extractQuestions(shape.buffer, file, shape.mappings);
      const left = [...found];
      const matched = shape.questions.filter((e) => {
        const k = left.findIndex((q) => same(q, e));
        if (k < 0) return false;
        left.splice(k, 1);
        return true;
      }).length;
      if (file.endsWith('.xlsx')) {
        const ins = await inspectQuestionnaire(shape.buffer, file);
        const cols = ins.sheets.filter((x) => x.mapping.selected).flatMap((x) => x.mapping.answerColumns.map((a) => a.kind));
        notes = `answer columns proposed: ${cols.join(', ')}`;
      }
      if (file.endsWith('.docx') && !shape.mappings) notes = 'found by themselves; the mapping step offers the tables';
      console.log(`${pad(s.name, 40)} ${padL(found.length, 6)} ${padL(expected, 6)} ${padL(matched, 6)}  ${notes}`);
      totals.questions_matched += matched;
    } catch (e) {
      console.log(`${pad(s.name, 40)} ${padL(found.length, 6)} ${padL(expected, 6)} ${padL(0, 6)}  ERROR: ${(e as Error).message}`);
    }
    totals.files++;
    totals.questions_expected += expected;
    totals.questions_found += found.length;
  }
  return totals;
}
