// The configuration's cached answers; a save invalidates the whole prefix.
export const configKeys = {
  all: ['configuration'] as const,
  checklist: () => [...configKeys.all, 'checklist'] as const,
  generators: (page: number, search: string) => [...configKeys.all, 'generators', page, search] as const,
  dispatchTypes: (nit: string) => [...configKeys.all, 'dispatch-types', nit] as const,
  typeEvents: (nit: string, typeIds: number[]) => [...configKeys.all, 'type-events', nit, typeIds] as const,
  logisticEvents: (q: string) => [...configKeys.all, 'logistic-events', q] as const,
};
