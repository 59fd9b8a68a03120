export const carteraKeys = {
  all: ['cartera'] as const,
  aging: (query: object) => ['cartera', 'aging', query] as const,
  invoices: (query: object) => ['cartera', 'invoices', query] as const,
  invoice: (id: number, corte: string) => ['cartera', 'invoice', id, corte] as const,
  options: ['cartera', 'options'] as const,
};
