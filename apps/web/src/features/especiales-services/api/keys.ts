// The service requests' API path and query keys (issue 24 items 3, 7, 8).
export const SERVICES_PATH = '/especiales/solicitudes';
export const serviceKeys = {
  all: ['especiales-services'] as const,
  list: (query: object) => ['especiales-services', 'list', query] as const,
  detail: (id: number) => ['especiales-services', 'detail', id] as const,
  totals: (filter: object) => ['especiales-services', 'totals', filter] as const,
  summary: ['especiales-services', 'summary'] as const,
  resources: ['especiales-services', 'resources'] as const,
};
