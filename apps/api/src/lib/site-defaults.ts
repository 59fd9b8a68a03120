import type { TPlan } from '@trazo/shared';

// Defaults for a fresh installation; every value can be replaced through the environment
// (SITE_*, SALES_EMAIL, PLANS_JSON — see config.ts and ADR 0007).

export const DEFAULT_SITE = {
  address: 'Calle 93 # 11-26, oficina 502, Bogotá D.C., Colombia',
  phone: '+57 601 743 2100',
  chatUrl: 'https://wa.me/573001234567',
  providerUrl: 'https://trazo.co',
  salesEmail: 'ventas@trazo.co',
} as const;

const FEATURES = [
  'Aplicación de conductores con anticipos y legalización de gastos',
  'Eventos de entrega con fotos, firma y ubicación comparada con el destino',
  'Inspección preoperacional del vehículo con lista de chequeo propia',
  'Configuración de eventos por generador y tipo de despacho',
];

/** Prices in whole Colombian pesos, IVA included. */
export const DEFAULT_PLANS: TPlan[] = [
  {
    codigo: 'app-mensual',
    nombre: 'Plan mensual',
    descripcion: 'Aplicación móvil de Trazo para tu flota, un mes.',
    meses: 1,
    valor: 189_000,
    moneda: 'COP',
    caracteristicas: FEATURES,
  },
  {
    codigo: 'app-semestral',
    nombre: 'Plan semestral',
    descripcion: 'Seis meses de aplicación móvil con un mes de descuento.',
    meses: 6,
    valor: 945_000,
    moneda: 'COP',
    caracteristicas: FEATURES,
  },
  {
    codigo: 'app-anual',
    nombre: 'Plan anual',
    descripcion: 'Doce meses de aplicación móvil con dos meses de descuento.',
    meses: 12,
    valor: 1_890_000,
    moneda: 'COP',
    caracteristicas: FEATURES,
  },
];
