/** The parts of a TanStack query result that decide a list's loading veil. */
export interface ListQueryState {
  isFetching: boolean;
  isPlaceholderData: boolean;
  data: unknown;
}

/**
 * Whether a list's rows go under mantine-datatable's loading veil (`fetching`), which also takes
 * the clicks: only while the rows on screen are not the ones asked for — the first load, or the
 * previous page kept while a new filter or page loads. A background refetch (a live update, a
 * mutation's invalidation, the window regaining focus) shows the same rows it will most likely show
 * again, so they stay clickable; a dispatcher's click is not swallowed because a trip moved.
 * `aria-busy` keeps saying "about to change" on every fetch.
 */
export function veilsRows(query: ListQueryState): boolean {
  return query.isFetching && (query.isPlaceholderData || query.data === undefined);
}
