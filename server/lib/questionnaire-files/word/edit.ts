import type { Element } from '@xmldom/xmldom';
import type { BoxChange } from '../checkbox';

/** One answer written into the document (shared by the writer and its verifier). */
export interface WordEdit {
  /** 'boxes': a paragraph of answer boxes under a question, ticked in place */
  kind: 'cell' | 'paragraph' | 'appendix' | 'boxes';
  /** table cell, or the answer paragraph (filled or inserted) */
  el: Element;
  value: string;
  /** 'T{table}:{row}:{col}' for cells, 'P{question paragraph index}' for paragraph answers, 'B{paragraph index}' for boxes */
  key: string;
  /** paragraph answers: index of the existing paragraph that was filled (null: a paragraph was inserted) */
  filled?: number | null;
  /** appendix paragraphs placed right under a table (the 'column' place), by table index */
  after?: number;
  /** the answer it belongs to (index in the writer's list) */
  index?: number;
  /** answer boxes ticked (and emptied) in place instead of replacing the text ('☐ Yes' → '☒ Yes') */
  ticks?: BoxChange[];
}
