import { formatCount, MSG } from '@trazo/shared';

// Spanish texts for every mantine-datatable paginator (its defaults are English).

/** "1 – 5 de 12", "1 – 15 de 1.200". */
export function paginationText({
  from,
  to,
  totalRecords,
}: {
  from: number;
  to: number;
  totalRecords: number;
}) {
  return `${formatCount(from)} – ${formatCount(to)} ${MSG.mvOf} ${formatCount(totalRecords)}`;
}

const CONTROL_LABEL = {
  first: MSG.mvFirstPage,
  last: MSG.mvLastPage,
  previous: MSG.mvPreviousPage,
  next: MSG.mvNextPage,
} as const;

/** Accessible names of the paginator's arrows. */
export function paginationControlProps(control: keyof typeof CONTROL_LABEL) {
  return { 'aria-label': CONTROL_LABEL[control] };
}

/** Accessible name of each page button. */
export function paginationItemProps(page: number) {
  return { 'aria-label': `${MSG.mvPage} ${page}` };
}
