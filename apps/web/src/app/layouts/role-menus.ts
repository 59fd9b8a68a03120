import {
  type Icon,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconDeviceMobile,
  IconDownload,
  IconHome,
  IconMail,
  IconReceipt,
  IconRoute,
  IconSettings,
  IconShieldLock,
  IconTruck,
  IconTruckDelivery,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { type Permission, ROLE } from '@trazo/shared';

// spec §2.7 side menus, by role. Menus exist for roles 1, 2, 5 and 6; the spec shows none for roles 3
// and 4, whose Inicio then said "Usa el menú" with no menu at all: they get a minimal real one, Inicio
// (issue 22 item 16), which later pages join.
// The spec names the entries but not every target; where it does not, the choice is noted.

/** Menu entries that open a dialog instead of a page. */
export type NavAction = 'reports' | 'configuration';

/** `permission`: on the transport company's menu, the profile permission the entry needs (issue 27 §3). */
export type NavEntry =
  | { kind: 'link'; label: string; to: string; icon?: Icon; permission?: Permission }
  | { kind: 'action'; label: string; action: NavAction; icon: Icon; permission?: Permission }
  | {
      kind: 'group';
      label: string;
      icon: Icon;
      children: { label: string; to: string; permission?: Permission }[];
    };

const especiales: NavEntry[] = [
  { kind: 'link', label: 'Inicio', to: '/especiales/inicio', icon: IconHome },
  {
    kind: 'group',
    label: 'Maestros',
    icon: IconUsers,
    children: [
      { label: 'Funcionarios', to: '/especiales/funcionarios' },
      { label: 'Orígenes y Destinos', to: '/especiales/origenes-destinos' },
      { label: 'Centros de costos', to: '/especiales/centros-costos' },
      // Ours (issue 24 item 2): the contracts behind each FUEC are a master too.
      { label: 'Contratos', to: '/especiales/contratos' },
      // Ours (issue 24 item 4): the fleet and its documents.
      { label: 'Vehículos', to: '/especiales/vehiculos' },
      { label: 'Conductores', to: '/especiales/conductores' },
    ],
  },
  {
    kind: 'group',
    label: 'Servicios',
    icon: IconTruckDelivery,
    children: [
      { label: 'Solicitudes transporte especial', to: '/especiales/solicitudes-transporte-especial' },
      // Ours (issue 24 item 7): the history of spec §2.1's route, next to the board.
      { label: 'Históricos de solicitudes', to: '/especiales/historicos-solicitudes-transporte-especial' },
      // Ours (issue 24 item 5).
      { label: 'FUEC', to: '/especiales/fuec' },
    ],
  },
];

const generador: NavEntry[] = [
  { kind: 'link', label: 'Inicio', to: '/generador/inicio', icon: IconHome },
  {
    kind: 'group',
    label: 'Contable',
    icon: IconCash,
    // Targets are ours: receivables (Cartera) are the sales the generator owes (`ventas`); the
    // billing history has its own page, since `pendientes` lists open movements (issue 4).
    children: [
      { label: 'Cartera', to: '/generador/ventas' },
      { label: 'Historial de Facturación', to: '/generador/historial-facturacion' },
    ],
  },
  {
    kind: 'group',
    label: 'Movimientos',
    icon: IconRoute,
    // 'Movimientos pendientes' is ours: the open movements (issue 4) would otherwise have no entry.
    children: [
      { label: 'Movimientos de Transporte', to: '/generador/mov-transporte' },
      { label: 'Movimientos pendientes', to: '/generador/pendientes' },
      { label: 'Informe de Detalles', to: '/generador/info-detalles' },
    ],
  },
];

const empresaTransporte: NavEntry[] = [
  { kind: 'link', label: 'Inicio', to: '/empresa-transporte/inicio', icon: IconHome },
  // Ours: spec §2.7 lists no entry for `usuarios`, but the company must reach the users waiting for
  // its activation (issue 3 item 7) without typing the address.
  {
    kind: 'link',
    label: 'Usuarios',
    to: '/empresa-transporte/usuarios',
    icon: IconUserCheck,
    permission: 'usuarios.administrar',
  },
  // Issue 27 §3: what each company user may do.
  {
    kind: 'link',
    label: 'Perfiles',
    to: '/empresa-transporte/configuracion/perfiles',
    icon: IconShieldLock,
    permission: 'usuarios.administrar',
  },
  {
    kind: 'group',
    label: 'Movimientos',
    icon: IconRoute,
    children: [
      { label: 'Movimientos APP', to: '/empresa-transporte/viajes', permission: 'movimientos.ver' },
      // Ours, as for the generator: the open movements (issue 4) get a menu entry.
      {
        label: 'Movimientos pendientes',
        to: '/empresa-transporte/pendientes',
        permission: 'movimientos.ver',
      },
      // Ours: spec §2.1 lists `turnos`; the loading queue (issue 27 §1) needs an entry.
      { label: 'Turnos', to: '/empresa-transporte/turnos', permission: 'movimientos.ver' },
      {
        label: 'Legalización Gastos',
        to: '/empresa-transporte/legalizacion-gastos',
        permission: 'legalizaciones.revisar',
      },
    ],
  },
  // Target is ours: the company's receivables report lives under `informes`.
  {
    kind: 'group',
    label: 'Contable',
    icon: IconCash,
    children: [{ label: 'Cartera', to: '/empresa-transporte/cartera', permission: 'cartera.ver' }],
  },
  {
    kind: 'action',
    label: 'Reportes',
    action: 'reports',
    icon: IconDownload,
    permission: 'reportes.descargar',
  },
  // Ours: spec §2.1 lists `informes` but §2.7's menu has no entry for it; the overview (issue 12 §5)
  // needs one a manager finds.
  {
    kind: 'link',
    label: 'Informes',
    to: '/empresa-transporte/informes',
    icon: IconChartBar,
    permission: 'movimientos.ver',
  },
  // Ours: spec §2.1 lists `plantillas`; the notifications to shippers (issue 27 §2) need an entry.
  { kind: 'link', label: 'Plantillas', to: '/empresa-transporte/plantillas', icon: IconMail },
  // spec §2.8: 'Configuraciones' opens a dialog (delivery events, vehicle inspection).
  {
    kind: 'action',
    label: 'Configuraciones',
    action: 'configuration',
    icon: IconSettings,
    permission: 'configuracion.eventos',
  },
  {
    kind: 'group',
    label: 'Mobile',
    icon: IconDeviceMobile,
    children: [
      {
        label: 'Conductores',
        to: '/empresa-transporte/configuracion/usuarios',
        permission: 'conductores.administrar',
      },
      {
        label: 'Eventos Logisticos',
        to: '/empresa-transporte/configuracion/eventos',
        permission: 'configuracion.eventos',
      },
      {
        label: 'Pre Operacional',
        to: '/empresa-transporte/configuracion/pesv',
        permission: 'configuracion.eventos',
      },
      {
        label: 'Tipo Gastos',
        to: '/empresa-transporte/configuracion/tipo-gastos',
        permission: 'configuracion.eventos',
      },
      // Ours (issue 24 item 4): SOAT, técnico-mecánica, pólizas and licences.
      {
        label: 'Documentos de flota',
        to: '/empresa-transporte/configuracion/documentos-flota',
        permission: 'conductores.administrar',
      },
    ],
  },
];

// Ours (issue 26 §5): the provider's expenses paid to its NIT; the third party's trips of its vehicles.
const proveedor: NavEntry[] = [
  { kind: 'link', label: 'Inicio', to: '/proveedor/inicio', icon: IconHome },
  { kind: 'link', label: 'Gastos pagados', to: '/proveedor/gastos', icon: IconReceipt },
];
const terceros: NavEntry[] = [
  { kind: 'link', label: 'Inicio', to: '/terceros/inicio', icon: IconHome },
  { kind: 'link', label: 'Viajes de mis vehículos', to: '/terceros/viajes', icon: IconTruck },
];

const superAdministrador: NavEntry[] = [
  { kind: 'link', label: 'Inicio', to: '/super-administrador/inicio', icon: IconHome },
  { kind: 'link', label: 'Clientes', to: '/super-administrador/clientes', icon: IconBuildingStore },
  { kind: 'link', label: 'Usuarios', to: '/super-administrador/usuarios', icon: IconUsers },
];

const MENUS: Partial<Record<number, NavEntry[]>> = {
  [ROLE.especiales]: especiales,
  [ROLE.generador]: generador,
  [ROLE.proveedor]: proveedor,
  [ROLE.terceros]: terceros,
  [ROLE.empresaTransporte]: empresaTransporte,
  [ROLE.superAdministrador]: superAdministrador,
};

export function roleMenu(roleId: number | null): NavEntry[] | undefined {
  return roleId === null ? undefined : MENUS[roleId];
}

/** The entries `can` allows (a group without any allowed child goes too). */
export function allowedEntries(entries: NavEntry[], can: (permission: Permission) => boolean): NavEntry[] {
  const allowed = (e: { permission?: Permission }) => !e.permission || can(e.permission);
  return entries.flatMap((entry): NavEntry[] => {
    if (entry.kind !== 'group') return allowed(entry) ? [entry] : [];
    const children = entry.children.filter(allowed);
    return children.length ? [{ ...entry, children }] : [];
  });
}
