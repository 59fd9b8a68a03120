import {
  type Icon,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconDeviceMobile,
  IconDownload,
  IconHome,
  IconRoute,
  IconSettings,
  IconTruckDelivery,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { ROLE } from '@trazo/shared';

// spec §2.7 side menus, by role. Menus exist for roles 1, 2, 5 and 6; the spec shows none for roles 3
// and 4, whose Inicio then said "Usa el menú" with no menu at all: they get a minimal real one, Inicio
// (issue 22 item 16), which later pages join.
// The spec names the entries but not every target; where it does not, the choice is noted.

/** Menu entries that open a dialog instead of a page. */
export type NavAction = 'reports' | 'configuration';

export type NavEntry =
  | { kind: 'link'; label: string; to: string; icon?: Icon }
  | { kind: 'action'; label: string; action: NavAction; icon: Icon }
  | { kind: 'group'; label: string; icon: Icon; children: { label: string; to: string }[] };

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
  { kind: 'link', label: 'Usuarios', to: '/empresa-transporte/usuarios', icon: IconUserCheck },
  {
    kind: 'group',
    label: 'Movimientos',
    icon: IconRoute,
    children: [
      { label: 'Movimientos APP', to: '/empresa-transporte/viajes' },
      // Ours, as for the generator: the open movements (issue 4) get a menu entry.
      { label: 'Movimientos pendientes', to: '/empresa-transporte/pendientes' },
      { label: 'Legalización Gastos', to: '/empresa-transporte/legalizacion-gastos' },
    ],
  },
  // Target is ours: the company's receivables report lives under `informes`.
  {
    kind: 'group',
    label: 'Contable',
    icon: IconCash,
    children: [{ label: 'Cartera', to: '/empresa-transporte/cartera' }],
  },
  { kind: 'action', label: 'Reportes', action: 'reports', icon: IconDownload },
  // Ours: spec §2.1 lists `informes` but §2.7's menu has no entry for it; the overview (issue 12 §5)
  // needs one a manager finds.
  { kind: 'link', label: 'Informes', to: '/empresa-transporte/informes', icon: IconChartBar },
  // spec §2.8: 'Configuraciones' opens a dialog (delivery events, vehicle inspection).
  { kind: 'action', label: 'Configuraciones', action: 'configuration', icon: IconSettings },
  {
    kind: 'group',
    label: 'Mobile',
    icon: IconDeviceMobile,
    children: [
      { label: 'Conductores', to: '/empresa-transporte/configuracion/usuarios' },
      { label: 'Eventos Logisticos', to: '/empresa-transporte/configuracion/eventos' },
      { label: 'Pre Operacional', to: '/empresa-transporte/configuracion/pesv' },
      { label: 'Tipo Gastos', to: '/empresa-transporte/configuracion/tipo-gastos' },
      // Ours (issue 24 item 4): SOAT, técnico-mecánica, pólizas and licences.
      { label: 'Documentos de flota', to: '/empresa-transporte/configuracion/documentos-flota' },
    ],
  },
];

const proveedor: NavEntry[] = [{ kind: 'link', label: 'Inicio', to: '/proveedor/inicio', icon: IconHome }];
const terceros: NavEntry[] = [{ kind: 'link', label: 'Inicio', to: '/terceros/inicio', icon: IconHome }];

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
