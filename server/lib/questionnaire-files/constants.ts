/** Names shared by the formats (kept apart so that importing them loads no parser). */

/** The group (sheet) of every question of a Word file. */
export const WORD_SHEET = 'Word File';
/** The group of the questions of PDF, CSV and Markdown files. */
export const LIST_SHEET = 'Questions';
/** Word table cells: row = TABLE_ROW_BASE × (table index + 1) + row in the table (1-based). */
export const TABLE_ROW_BASE = 10000;
/** Hidden bookmark that marks a paragraph holding an answer this library wrote. */
export const ANSWER_BOOKMARK = '_TrustroomAnswer';
/** Columns of the answers workbook made for PDF, CSV and Markdown questionnaires. */
export const EXPORT_HEADERS = ['Question ID', 'Question', 'Answer choice', 'Answer text'] as const;
