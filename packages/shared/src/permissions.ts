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
  { id: 'turnos.administrar', label: 'Administrar turnos' },
  { id: 'plantillas.administrar', label: 'Administrar plantillas' },
  { id: 'usuarios.administrar', label: 'Administrar usuarios y perfiles' },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['id'];

export const PERMISSION_IDS: readonly Permission[] = PERMISSIONS.map((p) => p.id);
