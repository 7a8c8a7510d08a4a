/** One cell to set: a string (always written as text, never as a formula) or null to empty it. */
export interface CellEdit {
  sheet: string;
  row: number;
  col: number;
  value: string | null;
}
