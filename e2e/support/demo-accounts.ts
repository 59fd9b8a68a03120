// The demo accounts the API seeds on an empty database (README, issue: foundation).
export const DEMO_PASSWORD = 'Demo2026*';

export const DEMO = {
  especiales: { email: 'especiales@trazo.demo', home: /\/especiales\/select-customer$/ },
  generador: { email: 'generador@trazo.demo', home: /\/generador\/inicio$/ },
  proveedor: { email: 'proveedor@trazo.demo', home: /\/proveedor\/inicio$/ },
  terceros: { email: 'terceros@trazo.demo', home: /\/terceros\/inicio$/ },
  transporte: { email: 'transporte@trazo.demo', home: /\/empresa-transporte\/inicio$/ },
  admin: { email: 'admin@trazo.demo', home: /\/super-administrador\/inicio$/ },
  multirol: { email: 'multirol@trazo.demo', home: null },
  pendiente: { email: 'pendiente@trazo.demo', home: /\/pendiente-activacion$/ },
  sinverificar: { email: 'sinverificar@trazo.demo', home: /\/access$/ },
  // Issue 27 §3: users of the demo transport company with the Despachador and Consulta profiles.
  despacho: { email: 'despacho@trazo.demo', home: /\/empresa-transporte\/inicio$/ },
  consulta: { email: 'consulta@trazo.demo', home: /\/empresa-transporte\/inicio$/ },
} as const;

export type DemoAccount = keyof typeof DEMO;

/** The demo driver of the drivers' app (/conductor): signs in with the document and DEMO_PASSWORD. */
export const DEMO_DRIVER = { documento: '1010101010' } as const;
