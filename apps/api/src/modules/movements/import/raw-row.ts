/** A cell as read from .xlsx (typed) or .csv (text). */
export type CellValue = string | number | Date | null;

/** One spreadsheet row as read, before the header gives its cells names. */
export interface RawRow {
  /** Spreadsheet row number (the header is row 1). */
  fila: number;
  /** By column, from 0; holes where a cell is empty. */
  cells: CellValue[];
}
