// The operator's masters' API paths (issue 24); the shared master hooks take them.
export const COST_CENTRES_PATH = '/especiales/centros-costos';
export const PLACES_PATH = '/especiales/origenes-destinos';
export const STAFF_PATH = '/especiales/funcionarios';
export const CONTRACTS_PATH = '/especiales/contratos';
