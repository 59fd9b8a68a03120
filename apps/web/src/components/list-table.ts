// What every mantine-datatable list of the portal shares so its row actions stay on screen (issue 22
// item 14): at 390 px, or when a table is wider than a 1440 px screen, the actions were pushed out of
// sight to the right of the table's scroll area. The last column — the row's actions — is pinned to the
// right edge of that area, so the other columns scroll under it; `ROW_ACTIONS` lets the buttons of an
// actions cell wrap, so the pinned column stays as narrow as its widest button.

/** Spread on a `<DataTable>` whose last column holds the row's actions. */
export const LIST_TABLE = { pinLastColumn: true } as const;

/** Props of the `<Group>` of buttons in an actions cell. */
export const ROW_ACTIONS = { gap: 6, wrap: 'wrap', justify: 'flex-end' } as const;
