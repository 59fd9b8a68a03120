// spec §1 (role table) and §2.1 (role home paths).

export const ROLE = {
  pending: 0,
  especiales: 1,
  generador: 2,
  proveedor: 3,
  terceros: 4,
  empresaTransporte: 5,
  superAdministrador: 6,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** The six roles seeded in the `roles` table (id, name as the spec names them). */
export const ROLE_CATALOGUE = [
  { id: 1, name: 'Especiales' },
  { id: 2, name: 'Generador' },
  { id: 3, name: 'Proveedor' },
  { id: 4, name: 'Terceros' },
  { id: 5, name: 'Empresa de Transporte' },
  { id: 6, name: 'Super Administrador' },
] as const satisfies readonly { id: RoleId; name: string }[];

const ROLE_HOME: Record<number, string> = {
  0: '/pendiente-activacion',
  1: '/especiales',
  2: '/generador',
  3: '/proveedor',
  4: '/terceros',
  5: '/empresa-transporte',
  6: '/super-administrador',
};

/** Where a user lands after choosing a role; an unknown role goes to `/` (spec §2.1). */
export function roleHomePath(roleId: number | null | undefined): string {
  return (roleId !== null && roleId !== undefined && ROLE_HOME[roleId]) || '/';
}

/** The role whose area a path belongs to, or null for paths outside every role area. */
export function roleOfPath(pathname: string): RoleId | null {
  for (const [id, home] of Object.entries(ROLE_HOME)) {
    if (id === '0') continue;
    if (pathname === home || pathname.startsWith(`${home}/`)) return Number(id) as RoleId;
  }
  return null;
}

export function roleName(roleId: number): string {
  return ROLE_CATALOGUE.find((r) => r.id === roleId)?.name ?? 'Pendiente';
}
