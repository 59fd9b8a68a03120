// Issue 27 §3: what a transport company's user may do, granted through a profile. Every role-5 route
// declares the permission it needs beside `config.roles`; the server's one gate enforces it.

export const PERMISSIONS = [
  { id: 'movimientos.ver', label: 'Ver movimientos' },
  { id: 'movimientos.cargar', label: 'Cargar movimientos (importación, llaves de API)' },
  { id: 'configuracion.eventos', label: 'Configurar eventos y PESV' },
  { id: 'conductores.administrar', label: 'Administrar conductores' },
  { id: 'legalizaciones.revisar', label: 'Revisar y cerrar legalizaciones' },
  { id: 'anticipos.registrar', label: 'Registrar anticipos' },
  { id: 'reportes.descargar', label: 'Descargar reportes' },
  { id: 'cartera.ver', label: 'Ver cartera' },
  { id: 'cartera.cargar', label: 'Cargar facturas y pagos (importación)' },
  { id: 'turnos.administrar', label: 'Administrar turnos' },
  { id: 'plantillas.administrar', label: 'Administrar plantillas' },
  { id: 'usuarios.administrar', label: 'Administrar usuarios y perfiles' },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['id'];

export const PERMISSION_IDS: readonly Permission[] = PERMISSIONS.map((p) => p.id);

/** The ids as a non-empty tuple (for z.enum). */
export const PERMISSION_ID_TUPLE = PERMISSION_IDS as unknown as [Permission, ...Permission[]];

/** The profile every company has (issue 27 §3): the first user gets it, and the last one cannot lose it. */
export const ADMIN_PROFILE_NAME = 'Administrador';

/**
 * The profiles every transport company starts with (the migration's SQL function trazo_seed_company_profiles
 * writes the very same sets; profiles.test.ts compares them).
 */
export const SEEDED_PROFILES: readonly { name: string; permissions: readonly Permission[] }[] = [
  { name: ADMIN_PROFILE_NAME, permissions: PERMISSION_IDS },
  {
    name: 'Despachador',
    permissions: [
      'movimientos.ver',
      'movimientos.cargar',
      'conductores.administrar',
      'anticipos.registrar',
      'reportes.descargar',
      'turnos.administrar',
    ],
  },
  {
    name: 'Tráfico',
    permissions: [
      'movimientos.ver',
      'conductores.administrar',
      'reportes.descargar',
      'turnos.administrar',
      'plantillas.administrar',
    ],
  },
  {
    name: 'Cartera',
    permissions: [
      'movimientos.ver',
      'legalizaciones.revisar',
      'anticipos.registrar',
      'reportes.descargar',
      'cartera.ver',
      'cartera.cargar',
    ],
  },
  {
    name: 'HSEQ/PESV',
    permissions: [
      'movimientos.ver',
      'configuracion.eventos',
      'conductores.administrar',
      'reportes.descargar',
    ],
  },
  { name: 'Consulta', permissions: ['movimientos.ver', 'cartera.ver'] },
];
