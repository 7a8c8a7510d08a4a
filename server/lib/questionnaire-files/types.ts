/** Public shapes of the questionnaire file library (see index.ts). */

export type QuestionnaireFormat = 'excel' | 'word' | 'pdf' | 'csv' | 'markdown';

/** An answer column of a sheet. `column` is 1-based. Kind 'x' = one column per option, marked with 'x'
 *  (e.g. CAIQ v3: Yes / No / N/A columns); `option` names the option of that column. */
export interface AnswerColumn {
  column: number;
  kind: 'choice' | 'text' | 'x';
  option?: string;
}

export interface SheetMapping {
  sheet: string;
  selected: boolean;
  headerRow: number;
  questionColumn: number;
  idColumn: number | null;
  answerColumns: AnswerColumn[];
}

export interface SheetProposal {
  name: string;
  hidden: boolean;
  /** A sheet that only serves the workbook (a hidden copy of the questions, lists, scoring, instructions). */
  helper: boolean;
  rowCount: number;
  columnCount: number;
  headers: { column: number; text: string }[];
  mapping: SheetMapping;
  questionCount: number;
  /** 0..1: how sure the proposal is that this sheet holds questions mapped this way. */
  confidence: number;
}

export interface FileInspection {
  format: QuestionnaireFormat;
  sheets: SheetProposal[];
  /** Word: each table of the document with a proposed mapping of its columns (named 'Table 1'…), for
   *  the column-mapping step; a confirmed SheetMapping names the table as its sheet. */
  tables?: SheetProposal[];
  warnings: string[];
}

/** Where an answer goes. Excel: sheet/row/column of the cell (1-based), address 'C12'.
 *  Word (sheet 'Word File'): a table cell has row = 1000 × (table index + 1) + table row index
 *  (both 0-based in document order), column = the 1-based cell index, address 'T{table}R{row}C{col}';
 *  an answer paragraph has row = the 0-based index of the question paragraph among the body's
 *  paragraphs (tables excluded), column 0, address 'P{index}'.
 *  PDF / CSV / Markdown (no cell in the file: answers go to a new workbook): row = 1-based position
 *  in the list, column 0, address '#n'. */
export interface AnswerCell {
  sheet: string;
  row: number;
  column: number;
  kind: 'choice' | 'text' | 'x';
  option?: string;
  address: string;
}

export interface ExtractedQuestion {
  sequence: number;
  sheet: string;
  row: number;
  qid: string | null;
  section: string | null;
  question: string;
  answerCells: AnswerCell[];
  answerOptions: string[] | null;
  existingAnswer: { choice: string | null; text: string | null };
}

export interface FilledAnswer {
  sheet: string;
  row: number;
  answerCells: AnswerCell[];
  choice: string | null;
  text: string | null;
  /** the question's id and text, named in the appendix of answers not written in place */
  qid?: string | null;
  question?: string;
}

/** An approved answer (or its explanation) that is not in the written file, and why. */
export interface NotWritten {
  /** index of the answer in the list given to the writer */
  index: number;
  sheet: string;
  row: number;
  /** 'answer': nothing of it was written; 'explanation': the choice was written, the text was not */
  part: 'answer' | 'explanation';
  reason: string;
  /** the text was put in the place the user chose instead (see OverflowPlace) */
  placedElsewhere?: boolean;
}

/** One cell (Excel) or table cell / paragraph (Word) the export changes: what it said, what it will say. */
export interface CellChange {
  /** index of the answer in the list given to the writer */
  index: number;
  sheet: string;
  /** Excel 'C12'; Word 'Table 2, row 5' or 'After paragraph 17'; the appendix: its sheet/heading */
  address: string;
  before: string;
  after: string;
  /** 'answer': the answer's own cell; otherwise the place the user chose for answers not written in place */
  place: 'answer' | Exclude<OverflowPlace, 'none'>;
}

/** What writing answers did: how many answers changed the file, which did not land and why. */
export interface WriteReport {
  written: number;
  unchanged: number;
  notWritten: NotWritten[];
  /** every cell the export changes, in file order (the preview before the first download) */
  changes: CellChange[];
}

/** Where approved answers go that cannot land in their own cell (chosen by the user, kept per file):
 *  'column' = an added comment column right of the mapping (Word: a paragraph under the table),
 *  'note' = a note (Excel) or comment (Word) on the answer's cell, 'appendix' = a sheet (Word: a section at the end)
 *  "Answers not written in place". */
export type OverflowPlace = 'none' | 'column' | 'note' | 'appendix';

export interface WriteOptions {
  overflow?: OverflowPlace;
  /** Excel and Word: the confirmed mapping; only cells it reads as answers to questions may be overwritten */
  mappings?: SheetMapping[];
}

/** A cell of the read-only sheet view (questionnaires §3 'Excel sheet cell'). A merged range is shown by
 *  its top-left cell (is_spanning_cell, column_span, row_span); the cells it covers carry
 *  spanning_cell_id = the top-left cell's address and an empty value. */
export interface GridCell {
  value: string;
  className: string;
  spanning_cell_id: string | null;
  is_spanning_cell: boolean;
  column_span: number;
  row_span: number;
}

/** Limits applied to every file (defaults in limits.ts); tests may lower them. */
export interface FileLimits {
  maxFileBytes: number;
  maxUncompressedBytes: number;
  maxEntryUncompressedBytes: number;
  maxZipEntries: number;
  maxCompressionRatio: number;
  maxRowsPerSheet: number;
  maxCells: number;
  /** Word: tables, and XML elements of the main part (counted before it is parsed) */
  maxWordTables: number;
  maxXmlElements: number;
  /** PDF: pages (counted before any text is read) */
  maxPdfPages: number;
  /** text files (CSV, Markdown, plain text): characters of one line */
  maxLineChars: number;
  /** Questions in one file: more is not a questionnaire a team reviews (and would fill the database) */
  maxQuestions: number;
  timeoutMs: number;
  maxMemoryMb: number;
}

export interface FileOptions {
  limits?: Partial<FileLimits>;
  /** Run in the calling thread instead of a worker (the worker itself uses this). */
  inline?: boolean;
}
