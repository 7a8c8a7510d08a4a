/**
 * npm run bench:import — how well questionnaire files import (server/lib/questionnaire-files).
 *
 * Imports every .xlsx, .docx, .pdf and .csv questionnaire under ../shared/bench (BENCH_DIR overrides)
 * through the public API (a worker thread per file, as in production) and prints per file: questions
 * found vs expected, questions matched, answer cells found, answers already in the file, and time.
 *
 * Expected counts (the truth is not read from the importer's rules, only from the benchmark's own data):
 * - the Instructure workbooks: the rows of instructure/answers-normalized.csv per source_file; a question
 *   matches when the importer finds the same sheet and row with the same question text;
 * - the blank templates, from bench/README.md: CAIQ v4.0.3 261, CAIQ v3.0.1 294 (and its filled
 *   fixture), HECVAT 4.1.4 332, the Google Cloud CAIQ v4.0.2 PDF 261;
 * - northwind/README.md: CAIQ 261, custom questionnaire 108, inbound CSV 18; openchain/README.md: the
 *   Word table questionnaire 38 rows; mattermost/README.md: 77 question/answer pairs.
 *   For these files matched = min(found, expected).
 * CSV files that are the benchmark's own data (ground truth, pairs, the control catalog) are listed as
 * not scored. Then the shapes customers send, made in code (bench/import-shapes.ts): answers written, not
 * written with reasons, and cells changed outside the answer cells (must be 0). The last line is one JSON object.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { extractQuestions, type ExtractedQuestion } from '@server/lib/questionnaire-files';
import { benchReading } from './import-reading';
import { benchShapes } from './import-shapes';

const root = path.resolve(process.env.BENCH_DIR ?? '../shared/bench');

/** Expected question counts of the files whose READMEs give one (paths relative to the bench folder). */
const README_COUNTS: Record<string, number> = {
  'questionnaires/CAIQ-v4.0.3-blank.xlsx': 261,
  'questionnaires/CAIQ-v3.0.1-blank.xlsx': 294,
  'questionnaires/CAIQ-v3.0.1-filled-fixture.xlsx': 294,
  'questionnaires/HECVAT-4.1.4-blank.xlsx': 332,
  'questionnaires/GCP-CAIQ-v4.0.2-filled.pdf': 261,
  'northwind/questionnaires/CAIQ_v4_Northwind_AI.xlsx': 261,
  'northwind/questionnaires/Security_Questionnaire_Northwind_AI.xlsx': 108,
  'northwind/questionnaires/Inbound_Security_Questionnaire.csv': 18,
  'openchain/OpenChain-License-Compliance-1.2-Questionnaire.docx': 38,
  'mattermost/derived_mattermost_qa.csv': 77,
};
/** The benchmark's own data, not questionnaires. */
const DATA_FILES = new Set(['instructure/answers-normalized.csv', 'instructure/dev-pairs-lite-to-full.csv', 'northwind/control_catalog.csv']);

interface TruthRow {
  source_file: string;
  sheet: string;
  row: string;
  question: string;
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(xlsx|docx|pdf|csv)$/i.test(name)) out.push(full);
  }
  return out;
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const sameText = (a: string, b: string) => {
  const x = normal(a);
  const y = normal(b);
  return x === y || (Math.min(x.length, y.length) >= 20 && (x.startsWith(y) || y.startsWith(x)));
};

function truthByFile(): Map<string, TruthRow[]> {
  const file = path.join(root, 'instructure/answers-normalized.csv');
  const map = new Map<string, TruthRow[]>();
  try {
    for (const r of parse(readFileSync(file), { columns: true, bom: true }) as TruthRow[]) map.set(r.source_file, [...(map.get(r.source_file) ?? []), r]);
  } catch {
    /* no truth file: the Instructure workbooks are then not scored */
  }
  return map;
}

function matchRows(found: ExtractedQuestion[], truth: TruthRow[]): number {
  const byPlace = new Map(found.map((q) => [`${q.sheet}|${q.row}`, q]));
  return truth.filter((t) => {
    const q = byPlace.get(`${t.sheet}|${t.row}`);
    return q !== undefined && sameText(q.question, t.question);
  }).length;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);

async function main() {
  const files = walk(root);
  if (!files.length) console.error(`No questionnaire files under ${root}; only the shapes made in code are measured.`);
  const truth = truthByFile();
  const totals = { files: 0, questions_expected: 0, questions_found: 0, questions_matched: 0, answer_cells_found: 0, seconds: 0 };
  console.log(`${pad('file', 64)} ${padL('found', 6)} ${padL('expect', 6)} ${padL('match', 6)} ${padL('cells', 6)} ${padL('filled', 6)} ${padL('ms', 7)}`);
  const started = performance.now();
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (DATA_FILES.has(rel)) {
      console.log(`${pad(rel, 64)} (benchmark data, not a questionnaire: not scored)`);
      continue;
    }
    const rows = truth.get(path.basename(file));
    const expected = rows ? rows.length : README_COUNTS[rel];
    const t0 = performance.now();
    let found: ExtractedQuestion[] = [];
    let error = '';
    try {
      found = await extractQuestions(readFileSync(file), path.basename(file));
    } catch (e) {
      error = (e as Error).message;
    }
    const ms = performance.now() - t0;
    const cells = found.reduce((n, q) => n + q.answerCells.length, 0);
    const filled = found.filter((q) => q.existingAnswer.choice || q.existingAnswer.text).length;
    const matched = expected === undefined ? 0 : rows ? matchRows(found, rows) : Math.min(found.length, expected);
    const flag = expected !== undefined && found.length !== expected ? '  ≠' : '';
    console.log(
      `${pad(rel, 64)} ${padL(found.length, 6)} ${padL(expected ?? '-', 6)} ${padL(expected === undefined ? '-' : matched, 6)} ${padL(cells, 6)} ${padL(filled, 6)} ${padL(ms.toFixed(0), 7)}${flag}${error ? `  ERROR: ${error}` : ''}`,
    );
    if (expected === undefined) continue;
    totals.files++;
    totals.questions_expected += expected;
    totals.questions_found += found.length;
    totals.questions_matched += matched;
    totals.answer_cells_found += cells;
  }
  totals.seconds = Math.round((performance.now() - started) / 10) / 100;
  const shapes = await benchShapes();
  const reading = await benchReading();
  console.log(JSON.stringify({ ...totals, shapes, reading }));
}

void main();
