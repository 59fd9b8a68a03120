import classes from './stacked-table.module.css';

/** The class of a table that stacks into cards on a phone (stacked-table.module.css). */
export const STACKED_TABLE = classes.table;

/** The class of its Table.ScrollContainer, whose minimum width a phone drops. */
export const STACKED_SCROLL = classes.scroll;

/** A cell's props in such a table: its column's name, shown beside the value on a phone. */
export function stackedCell(label: string) {
  return { 'data-label': label };
}
