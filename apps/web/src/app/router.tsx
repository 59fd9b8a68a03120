import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { setNavigator } from '../lib/navigation';
import { Root } from './root';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

// spec §2.1, the whole route table. Every page, guard and layout is a lazy module, so the first
// load carries only the providers and this table; each route pulls its own chunk.

const lazyPage = {
  placeholder: () => import('./routes/placeholder-page').then((m) => ({ Component: m.PlaceholderPage })),
  notFound: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
  segment: () => import('./routes/segment-page').then((m) => ({ Component: m.SegmentPage })),
  visitorOnly: () => import('./guards/visitor-only').then((m) => ({ Component: m.VisitorOnly })),
  requireSession: () => import('./guards/require-session').then((m) => ({ Component: m.RequireSession })),
  publicLayout: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
  appLayout: () =>
    import('./layouts/authenticated-layout').then((m) => ({ Component: m.AuthenticatedLayout })),
  login: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  pruebaLogin: () =>
    import('../features/auth/prueba-login-page').then((m) => ({ Component: m.PruebaLoginPage })),
  access: () => import('../features/auth/access-page').then((m) => ({ Component: m.AccessPage })),
  pendingActivation: () =>
    import('../features/auth/pending-activation-page').then((m) => ({
      Component: m.PendingActivationPage,
    })),
  welcome: () => import('../features/home/welcome-page').then((m) => ({ Component: m.WelcomePage })),
  editProfile: () =>
    import('../features/profile/edit-profile-page').then((m) => ({ Component: m.EditProfilePage })),
  lookup: () => import('../features/lookup/lookup-page').then((m) => ({ Component: m.LookupPage })),
  transportMovements: () =>
    import('../features/movements/transport-movements-page').then((m) => ({
      Component: m.TransportMovementsPage,
    })),
  movementDetail: () =>
    import('../features/movements/movement-detail-page').then((m) => ({ Component: m.MovementDetailPage })),
  pendingMovements: () =>
    import('../features/movements/movements-list-page').then((m) => ({ Component: m.PendingMovementsPage })),
  generatorMovements: () =>
    import('../features/movements/movements-list-page').then((m) => ({
      Component: m.GeneratorMovementsPage,
    })),
  selectCustomer: () =>
    import('../features/especiales/select-customer-page').then((m) => ({
      Component: m.SelectCustomerPage,
    })),
};

const handle = (value: RouteHandle) => value;

/** A page a later issue builds: a real lazy route showing "en construcción" under its title. */
function soon(path: string, title: string): RouteObject {
  return { path, handle: handle({ title }), lazy: lazyPage.placeholder };
}

const inicio: RouteObject = { path: 'inicio', handle: handle({ title: 'Inicio' }), lazy: lazyPage.welcome };
const editarPerfil: RouteObject = {
  path: 'editar-perfil',
  handle: handle({ title: 'Editar Perfil', hideNav: true }),
  lazy: lazyPage.editProfile,
};
const notFound: RouteObject = {
  path: '*',
  handle: handle({ title: 'No encontrada' }),
  lazy: lazyPage.notFound,
};
const toInicio: RouteObject = { index: true, element: <Navigate to="inicio" replace /> };

/** A role area (spec §2.1): its index redirect, its pages, and not-found for unknown children. */
function area(path: string, title: string, children: RouteObject[]): RouteObject {
  return { path, handle: handle({ title }), children: [...children, editarPerfil, notFound] };
}

const roleAreas: RouteObject[] = [
  area('especiales', 'Especiales', [
    { index: true, element: <Navigate to="select-customer" replace /> },
    {
      path: 'select-customer',
      handle: handle({ title: 'Seleccionar empresa', hideNav: true }),
      lazy: lazyPage.selectCustomer,
    },
    inicio,
    soon('centros-costos', 'Centros de costos'),
    soon('origenes-destinos', 'Orígenes y Destinos'),
    soon('funcionarios', 'Funcionarios'),
    soon('solicitudes-transporte-especial', 'Solicitudes transporte especial'),
    soon('historicos-solicitudes-transporte-especial', 'Históricos de solicitudes'),
  ]),
  area('generador', 'Generador', [
    toInicio,
    inicio,
    {
      path: 'pendientes',
      handle: handle({ title: 'Movimientos pendientes' }),
      lazy: lazyPage.pendingMovements,
    },
    soon('ventas', 'Cartera'),
    {
      path: 'mov-transporte',
      handle: handle({ title: 'Movimientos de Transporte' }),
      lazy: lazyPage.generatorMovements,
    },
    soon('info-detalles', 'Informe de Detalles'),
  ]),
  area('empresa-transporte', 'Empresa de Transporte', [
    toInicio,
    inicio,
    {
      path: 'pendientes',
      handle: handle({ title: 'Movimientos pendientes' }),
      lazy: lazyPage.pendingMovements,
    },
    {
      path: 'detallemovimiento',
      handle: handle({ title: 'Detalle del movimiento' }),
      lazy: lazyPage.movementDetail,
    },
    { path: 'viajes', handle: handle({ title: 'Movimientos APP' }), lazy: lazyPage.transportMovements },
    soon('legalizacion-gastos', 'Legalización Gastos'),
    soon('usuarios', 'Usuarios'),
    soon('turnos', 'Turnos'),
    soon('plantillas', 'Plantillas'),
    soon('informes', 'Informes'),
    {
      path: 'configuracion',
      handle: handle({ title: 'Configuraciones' }),
      children: [
        { index: true, element: <Navigate to="eventos" replace /> },
        soon('eventos', 'Eventos Logisticos'),
        soon('pesv', 'Pre Operacional'),
        soon('tipo-gastos', 'Tipo Gastos'),
        soon('usuarios', 'Conductores'),
        soon('perfiles', 'Perfiles'),
        notFound,
      ],
    },
  ]),
  area('super-administrador', 'Super Administrador', [
    toInicio,
    inicio,
    soon('clientes', 'Clientes'),
    soon('usuarios', 'Usuarios'),
  ]),
  // spec §2.1 shows no content for roles 3 and 4; ours: a welcome page and the profile.
  area('proveedor', 'Proveedor', [toInicio, inicio]),
  area('terceros', 'Terceros', [toInicio, inicio]),
];

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: CenteredLoader,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        // Visitor-only (spec §2.1): a signed-in user is sent to their area.
        lazy: lazyPage.visitorOnly,
        children: [
          { path: 'login', handle: handle({ title: 'Iniciar sesión' }), lazy: lazyPage.login },
          {
            lazy: lazyPage.publicLayout,
            children: [
              soon('home', 'Trazo'),
              soon('info-especiales', 'Servicios especiales'),
              soon('info-generadores', 'Generadores de carga'),
              soon('info-proveedores', 'Proveedores'),
              soon('info-terceros', 'Terceros'),
              soon('info-transporte', 'Empresas de transporte'),
            ],
          },
        ],
      },
      { path: 'prueba-login', handle: handle({ title: 'Portal de clientes' }), lazy: lazyPage.pruebaLogin },
      {
        // Public without restriction (spec §2.1).
        lazy: lazyPage.publicLayout,
        children: [
          {
            path: 'pendiente-activacion',
            handle: handle({ title: 'Pendiente de activación' }),
            lazy: lazyPage.pendingActivation,
          },
          { path: 'access', handle: handle({ title: 'Verificar cuenta' }), lazy: lazyPage.access },
          soon('pasarela', 'Pasarela de pago'),
          soon('registrar-servicios-especiales', 'Registro para transportes especiales'),
          soon('registrar-generadores', 'Registro de generadores'),
          soon('registrar-empresas-transporte', 'Registro para empresa de transporte'),
          soon('resetpassword', 'Actualizar contraseña'),
          {
            path: 'consulta-documento-cliente',
            handle: handle({ title: 'Consulta de documentos' }),
            lazy: lazyPage.lookup,
          },
          soon('landing', 'Trazo'),
          soon('contactus', 'Contáctanos'),
          soon('error', 'Error'),
          soon('select-customer', 'Seleccionar empresa'),
          soon('emailverify', 'Verificación de correo'),
          // /respuesta-<provider>, the card-payment return page; anything else → not found.
          { path: ':segment', lazy: lazyPage.segment },
          notFound,
        ],
      },
      {
        // spec §4 route guard, then the shared layout (spec §2.7).
        lazy: lazyPage.requireSession,
        children: [{ lazy: lazyPage.appLayout, children: roleAreas }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Lets the session module (logout, expired session) navigate without a full reload.
setNavigator((to) => void router.navigate(to, { replace: true }));
