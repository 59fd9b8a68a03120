import type { DemoAccount } from './demo-accounts';

// The web app's route table (apps/web/src/app/router.tsx, spec §2.1) as the e2e suite walks it: the
// route-table spec checks that each path resolves, the quality walk (e2e/quality) checks each page's
// console and accessibility. A page added to the router belongs here too.

/** Pages a visitor opens (a query where the page needs one to show what it is for). */
export const PUBLIC_PATHS = [
  '/home',
  '/landing',
  '/info-especiales',
  '/info-generadores',
  '/info-proveedores',
  '/info-terceros',
  '/info-transporte',
  '/login',
  '/prueba-login',
  '/pendiente-activacion',
  '/pasarela',
  '/registrar-servicios-especiales',
  '/registrar-generadores',
  '/registrar-empresas-transporte',
  '/resetpassword?email=a%40b.co&token=x',
  '/consulta-documento-cliente?customer=900123456',
  '/respuesta-epayco',
  '/contactus',
  '/error',
];

export type RoleArea = 'especiales' | 'generador' | 'transporte' | 'admin' | 'proveedor' | 'terceros';

/** Each role area's pages and the demo account that opens them. */
export const AREA_PATHS: Record<RoleArea, { account: DemoAccount; paths: string[] }> = {
  especiales: {
    account: 'especiales',
    paths: [
      'select-customer',
      'inicio',
      'editar-perfil',
      'centros-costos',
      'origenes-destinos',
      'funcionarios',
      'contratos',
      'solicitudes-transporte-especial',
      'historicos-solicitudes-transporte-especial',
    ].map((p) => `/especiales/${p}`),
  },
  generador: {
    account: 'generador',
    paths: [
      'inicio',
      'pendientes',
      'ventas',
      'historial-facturacion',
      'editar-perfil',
      'mov-transporte',
      'info-detalles',
    ].map((p) => `/generador/${p}`),
  },
  transporte: {
    account: 'transporte',
    paths: [
      'inicio',
      'pendientes',
      'detallemovimiento',
      'viajes',
      'legalizacion-gastos',
      'usuarios',
      'turnos',
      'plantillas',
      'informes',
      'cartera',
      'editar-perfil',
      'configuracion/eventos',
      'configuracion/eventos-entregas',
      'configuracion/pesv',
      'configuracion/tipo-gastos',
      'configuracion/usuarios',
      'configuracion/perfiles',
    ].map((p) => `/empresa-transporte/${p}`),
  },
  admin: {
    account: 'admin',
    paths: ['inicio', 'clientes', 'usuarios', 'editar-perfil'].map((p) => `/super-administrador/${p}`),
  },
  proveedor: {
    account: 'proveedor',
    paths: ['/proveedor/inicio', '/proveedor/gastos', '/proveedor/editar-perfil'],
  },
  terceros: {
    account: 'terceros',
    paths: ['/terceros/inicio', '/terceros/viajes', '/terceros/editar-perfil'],
  },
};
