import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
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
  error: () => import('./routes/error-page').then((m) => ({ Component: m.ErrorPage })),
  visitorOnly: () => import('./guards/visitor-only').then((m) => ({ Component: m.VisitorOnly })),
  requireSession: () => import('./guards/require-session').then((m) => ({ Component: m.RequireSession })),
  publicLayout: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
  appLayout: () =>
    import('./layouts/authenticated-layout').then((m) => ({ Component: m.AuthenticatedLayout })),
  login: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  pruebaLogin: () =>
    import('../features/auth/prueba-login-page').then((m) => ({ Component: m.PruebaLoginPage })),
  access: () => import('../features/auth/access-page').then((m) => ({ Component: m.AccessPage })),
  emailVerify: () =>
    import('../features/auth/email-verify-page').then((m) => ({ Component: m.EmailVerifyPage })),
  resetPassword: () =>
    import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  registerGeneradores: () =>
    import('./routes/registration-pages').then((m) => ({ Component: m.RegistrarGeneradoresPage })),
  registerEspeciales: () =>
    import('./routes/registration-pages').then((m) => ({ Component: m.RegistrarServiciosEspecialesPage })),
  registerTransporte: () =>
    import('./routes/registration-pages').then((m) => ({ Component: m.RegistrarEmpresasTransportePage })),
  pendingActivation: () =>
    import('../features/auth/pending-activation-page').then((m) => ({
      Component: m.PendingActivationPage,
    })),
  welcome: () => import('../features/home/welcome-page').then((m) => ({ Component: m.WelcomePage })),
  editProfile: () =>
    import('../features/profile/edit-profile-page').then((m) => ({ Component: m.EditProfilePage })),
  companyUsers: () =>
    import('../features/account-admin/company-users-page').then((m) => ({ Component: m.CompanyUsersPage })),
  companyProfiles: () =>
    import('../features/company-profiles/profiles-page').then((m) => ({ Component: m.ProfilesPage })),
  adminCustomers: () =>
    import('../features/account-admin/customers-page').then((m) => ({ Component: m.CustomersPage })),
  adminUsers: () => import('../features/account-admin/users-page').then((m) => ({ Component: m.UsersPage })),
  landing: () => import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
  contactUs: () =>
    import('../features/landing/contact-us-page').then((m) => ({ Component: m.ContactUsPage })),
  roleInfo: () => import('../features/role-info/role-info-page').then((m) => ({ Component: m.RoleInfoPage })),
  payment: () => import('../features/payments/payment-page').then((m) => ({ Component: m.PaymentPage })),
  paymentResult: () =>
    import('../features/payments/payment-result-page').then((m) => ({ Component: m.PaymentResultPage })),
  lookup: () => import('../features/lookup/lookup-page').then((m) => ({ Component: m.LookupPage })),
  transportMovements: () =>
    import('../features/movements/transport-movements-page').then((m) => ({
      Component: m.TransportMovementsPage,
    })),
  movementDetail: () =>
    import('../features/movements/movement-detail-page').then((m) => ({ Component: m.MovementDetailPage })),
  informes: () => import('../features/reports/informes-page').then((m) => ({ Component: m.InformesPage })),
  cartera: () => import('../features/cartera/cartera-page').then((m) => ({ Component: m.CarteraPage })),
  billingHistory: () =>
    import('../features/cartera/billing-history-page').then((m) => ({ Component: m.BillingHistoryPage })),
  detailReport: () =>
    import('../features/cartera/detail-report-page').then((m) => ({ Component: m.DetailReportPage })),
  preopPrint: () =>
    import('../features/reports/preop-print-page').then((m) => ({ Component: m.PreopPrintPage })),
  pesv: () => import('../features/configuration/pesv-page').then((m) => ({ Component: m.PesvPage })),
  expenseTypes: () =>
    import('../features/money/expense-types-page').then((m) => ({ Component: m.ExpenseTypesPage })),
  legalisation: () =>
    import('../features/money/legalisation-page').then((m) => ({ Component: m.LegalisationPage })),
  legalisationTrip: () =>
    import('../features/money/legalisation-trip-page').then((m) => ({ Component: m.LegalisationTripPage })),
  drivers: () => import('../features/drivers/drivers-page').then((m) => ({ Component: m.DriversPage })),
  logisticEvents: () =>
    import('../features/configuration/logistic-events-page').then((m) => ({
      Component: m.LogisticEventsPage,
    })),
  eventConfiguration: () =>
    import('../features/configuration/event-configuration-page').then((m) => ({
      Component: m.EventConfigurationPage,
    })),
  pendingMovements: () =>
    import('../features/movements/movements-list-page').then((m) => ({ Component: m.PendingMovementsPage })),
  generatorMovements: () =>
    import('../features/movements/movements-list-page').then((m) => ({
      Component: m.GeneratorMovementsPage,
    })),
  selectCustomer: () =>
    import('../features/company-selection/select-customer-page').then((m) => ({
      Component: m.SelectCustomerPage,
    })),
  costCentres: () =>
    import('../features/especiales-masters/cost-centres-page').then((m) => ({
      Component: m.CostCentresPage,
    })),
  places: () =>
    import('../features/especiales-masters/places-page').then((m) => ({ Component: m.PlacesPage })),
  staff: () => import('../features/especiales-masters/staff-page').then((m) => ({ Component: m.StaffPage })),
  contracts: () =>
    import('../features/especiales-masters/contracts-page').then((m) => ({ Component: m.ContractsPage })),
  partnerHome: () =>
    import('../features/partners/partner-home-page').then((m) => ({ Component: m.PartnerHomePage })),
  providerExpenses: () =>
    import('../features/partners/provider-expenses-page').then((m) => ({
      Component: m.ProviderExpensesPage,
    })),
  ownerTrips: () =>
    import('../features/partners/owner-trips-page').then((m) => ({ Component: m.OwnerTripsPage })),
  templates: () =>
    import('../features/notifications/templates-page').then((m) => ({ Component: m.TemplatesPage })),
  turnos: () => import('../features/turnos/turnos-page').then((m) => ({ Component: m.TurnosPage })),
  optOut: () => import('../features/notifications/opt-out-page').then((m) => ({ Component: m.OptOutPage })),
  serviceRequests: () =>
    import('../features/especiales-services/requests-page').then((m) => ({ Component: m.RequestsPage })),
  serviceHistory: () =>
    import('../features/especiales-services/history-page').then((m) => ({ Component: m.HistoryPage })),
  especialesHome: () =>
    import('../features/especiales-services/home-page').then((m) => ({ Component: m.EspecialesHomePage })),
  especialesVehicles: () =>
    import('../features/fleet-documents/fleet-pages').then((m) => ({ Component: m.EspecialesVehiclesPage })),
  especialesDrivers: () =>
    import('../features/fleet-documents/fleet-pages').then((m) => ({ Component: m.EspecialesDriversPage })),
  companyFleetDocuments: () =>
    import('../features/fleet-documents/fleet-pages').then((m) => ({
      Component: m.CompanyFleetDocumentsPage,
    })),
  fuec: () => import('../features/fuec/fuec-page').then((m) => ({ Component: m.FuecPage })),
  publicFuec: () =>
    import('../features/fuec/public-fuec-page').then((m) => ({ Component: m.PublicFuecPage })),
  especialesSelectCustomer: () =>
    import('../features/company-selection/especiales-select-customer-page').then((m) => ({
      Component: m.EspecialesSelectCustomerPage,
    })),
};

const handle = (value: RouteHandle) => value;

/** A role information page (spec §2.5); one module serves the five paths. */
function info(path: string, title: string): RouteObject {
  return { path, handle: handle({ title }), lazy: lazyPage.roleInfo };
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
      lazy: lazyPage.especialesSelectCustomer,
    },
    // Issue 24 item 8: the operator's home shows its services of today and tomorrow.
    { path: 'inicio', handle: handle({ title: 'Inicio' }), lazy: lazyPage.especialesHome },
    { path: 'centros-costos', handle: handle({ title: 'Centros de costos' }), lazy: lazyPage.costCentres },
    { path: 'origenes-destinos', handle: handle({ title: 'Orígenes y Destinos' }), lazy: lazyPage.places },
    { path: 'funcionarios', handle: handle({ title: 'Funcionarios' }), lazy: lazyPage.staff },
    // Ours (issue 24 item 2): the contracts every FUEC needs, under Maestros.
    { path: 'contratos', handle: handle({ title: 'Contratos' }), lazy: lazyPage.contracts },
    // Ours (issue 24 items 4–5): the fleet with its documents, and the FUECs.
    { path: 'vehiculos', handle: handle({ title: 'Vehículos' }), lazy: lazyPage.especialesVehicles },
    { path: 'conductores', handle: handle({ title: 'Conductores' }), lazy: lazyPage.especialesDrivers },
    { path: 'fuec', handle: handle({ title: 'FUEC' }), lazy: lazyPage.fuec },
    {
      path: 'solicitudes-transporte-especial',
      handle: handle({ title: 'Solicitudes transporte especial' }),
      lazy: lazyPage.serviceRequests,
    },
    {
      path: 'historicos-solicitudes-transporte-especial',
      handle: handle({ title: 'Históricos de solicitudes' }),
      lazy: lazyPage.serviceHistory,
    },
  ]),
  area('generador', 'Generador', [
    toInicio,
    inicio,
    {
      path: 'pendientes',
      handle: handle({ title: 'Movimientos pendientes' }),
      lazy: lazyPage.pendingMovements,
    },
    // Ours: receivables are what the generator owes its companies (`ventas` in spec §2.1); the menu's
    // 'Historial de Facturación' needs a page of its own (`pendientes` holds the open movements).
    { path: 'ventas', handle: handle({ title: 'Cartera' }), lazy: lazyPage.cartera },
    {
      path: 'historial-facturacion',
      handle: handle({ title: 'Historial de Facturación' }),
      lazy: lazyPage.billingHistory,
    },
    {
      path: 'mov-transporte',
      handle: handle({ title: 'Movimientos de Transporte' }),
      lazy: lazyPage.generatorMovements,
    },
    { path: 'info-detalles', handle: handle({ title: 'Informe de Detalles' }), lazy: lazyPage.detailReport },
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
    {
      path: 'legalizacion-gastos',
      handle: handle({ title: 'Legalización Gastos' }),
      lazy: lazyPage.legalisation,
    },
    {
      path: 'legalizacion-gastos/:movementId',
      handle: handle({ title: 'Legalización Gastos' }),
      lazy: lazyPage.legalisationTrip,
    },
    { path: 'usuarios', handle: handle({ title: 'Usuarios' }), lazy: lazyPage.companyUsers },
    { path: 'turnos', handle: handle({ title: 'Turnos' }), lazy: lazyPage.turnos },
    { path: 'plantillas', handle: handle({ title: 'Plantillas' }), lazy: lazyPage.templates },
    { path: 'informes', handle: handle({ title: 'Informes' }), lazy: lazyPage.informes },
    // Ours: the menu's Contable → Cartera (spec §2.7) needs an address; spec §2.1 lists none for it.
    { path: 'cartera', handle: handle({ title: 'Cartera' }), lazy: lazyPage.cartera },
    {
      path: 'informes/imprimir',
      handle: handle({ title: 'Informe preoperacional', hideNav: true }),
      lazy: lazyPage.preopPrint,
    },
    {
      path: 'configuracion',
      handle: handle({ title: 'Configuraciones' }),
      children: [
        { index: true, element: <Navigate to="eventos" replace /> },
        { path: 'eventos', handle: handle({ title: 'Eventos Logisticos' }), lazy: lazyPage.logisticEvents },
        {
          path: 'eventos-entregas',
          handle: handle({ title: 'Configuración de Eventos' }),
          lazy: lazyPage.eventConfiguration,
        },
        { path: 'pesv', handle: handle({ title: 'Pre Operacional' }), lazy: lazyPage.pesv },
        { path: 'tipo-gastos', handle: handle({ title: 'Tipo Gastos' }), lazy: lazyPage.expenseTypes },
        { path: 'usuarios', handle: handle({ title: 'Conductores' }), lazy: lazyPage.drivers },
        { path: 'perfiles', handle: handle({ title: 'Perfiles' }), lazy: lazyPage.companyProfiles },
        {
          path: 'documentos-flota',
          handle: handle({ title: 'Documentos de flota' }),
          lazy: lazyPage.companyFleetDocuments,
        },
        notFound,
      ],
    },
  ]),
  area('super-administrador', 'Super Administrador', [
    toInicio,
    inicio,
    { path: 'clientes', handle: handle({ title: 'Clientes' }), lazy: lazyPage.adminCustomers },
    { path: 'usuarios', handle: handle({ title: 'Usuarios' }), lazy: lazyPage.adminUsers },
  ]),
  // spec §2.1 shows no content for roles 3 and 4; ours: a welcome page and the profile.
  // Ours (issue 26 §5): the spec shows no content for roles 3 and 4.
  area('proveedor', 'Proveedor', [
    toInicio,
    { path: 'inicio', handle: handle({ title: 'Inicio' }), lazy: lazyPage.partnerHome },
    { path: 'gastos', handle: handle({ title: 'Gastos pagados' }), lazy: lazyPage.providerExpenses },
  ]),
  area('terceros', 'Terceros', [
    toInicio,
    { path: 'inicio', handle: handle({ title: 'Inicio' }), lazy: lazyPage.partnerHome },
    { path: 'viajes', handle: handle({ title: 'Viajes de mis vehículos' }), lazy: lazyPage.ownerTrips },
  ]),
];

/** The route table; the build prerenders the public pages from it too (src/prerender.tsx, issue 28). */
export const routes: RouteObject[] = [
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
          { path: 'home', lazy: lazyPage.landing },
          {
            lazy: lazyPage.publicLayout,
            children: [
              info('info-especiales', 'Servicios especiales'),
              info('info-generadores', 'Generadores de carga'),
              info('info-proveedores', 'Proveedores'),
              info('info-terceros', 'Terceros'),
              info('info-transporte', 'Empresas de transporte'),
            ],
          },
        ],
      },
      { path: 'landing', lazy: lazyPage.landing },
      { path: 'prueba-login', handle: handle({ title: 'Portal de clientes' }), lazy: lazyPage.pruebaLogin },
      // spec §2.1 lists it as public; it needs a session to list companies, so it checks itself.
      {
        path: 'select-customer',
        handle: handle({ title: 'Seleccionar empresa' }),
        lazy: lazyPage.selectCustomer,
      },
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
          { path: 'pasarela', handle: handle({ title: 'Pasarela de pago' }), lazy: lazyPage.payment },
          // spec §2.1: the card-payment return page is /respuesta-<provider>; ours is ePayco.
          {
            path: 'respuesta-epayco',
            handle: handle({ title: 'Respuesta de pago' }),
            lazy: lazyPage.paymentResult,
          },
          {
            path: 'registrar-servicios-especiales',
            handle: handle({ title: 'Registro para transportes especiales' }),
            lazy: lazyPage.registerEspeciales,
          },
          {
            path: 'registrar-generadores',
            handle: handle({ title: 'Registro de generadores' }),
            lazy: lazyPage.registerGeneradores,
          },
          {
            path: 'registrar-empresas-transporte',
            handle: handle({ title: 'Registro para empresa de transporte' }),
            lazy: lazyPage.registerTransporte,
          },
          {
            path: 'resetpassword',
            handle: handle({ title: 'Actualizar contraseña' }),
            lazy: lazyPage.resetPassword,
          },
          {
            path: 'consulta-documento-cliente',
            handle: handle({ title: 'Consulta de documentos' }),
            lazy: lazyPage.lookup,
          },
          { path: 'contactus', handle: handle({ title: 'Contáctanos' }), lazy: lazyPage.contactUs },
          {
            path: 'notificaciones/baja',
            handle: handle({ title: 'Dejar de recibir notificaciones' }),
            lazy: lazyPage.optOut,
          },
          // Ours (issue 24 item 5): a printed FUEC's QR leads here, no login.
          {
            path: 'fuec/:token',
            handle: handle({ title: 'Verificación de FUEC' }),
            lazy: lazyPage.publicFuec,
          },
          { path: 'error', handle: handle({ title: 'Error' }), lazy: lazyPage.error },
          {
            path: 'emailverify',
            handle: handle({ title: 'Verificación de correo' }),
            lazy: lazyPage.emailVerify,
          },
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

/**
 * The browser's router (main.tsx). Created on start, not on import: the build imports the route table
 * in Node to prerender the public pages, and a page opened from its prerendered HTML has its lazy
 * routes loaded before the router exists (`loadMatchedRoutes`), so the first render is the page.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Lets the session module (logout, expired session) navigate without a full reload.
  setNavigator((to) => void router.navigate(to, { replace: true }));
  return router;
}

/**
 * Loads the lazy modules of the routes `pathname` matches and puts them on the routes themselves, as
 * React Router's guide for lazy routes with server rendering does: a router created afterwards starts
 * initialised and renders the page at once — the same tree the build rendered, so it can hydrate.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
