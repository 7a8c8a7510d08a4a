import type { Element } from '@xmldom/xmldom';

/** One answer written into the document (shared by the writer and its verifier). */
export interface WordEdit {
  kind: 'cell' | 'paragraph' | 'appendix';
  /** table cell, or the answer paragraph (filled or inserted) */
  el: Element;
  value: string;
  /** 'T{table}:{row}:{col}' for cells, 'P{question paragraph index}' for paragraph answers */
  key: string;
  /** paragraph answers: index of the existing paragraph that was filled (null: a paragraph was inserted) */
  filled?: number | null;
  /** appendix paragraphs placed right under a table (the 'column' place), by table index */
  after?: number;
  /** the answer it belongs to (index in the writer's list) */
  index?: number;
}
