import { ROLE } from '@trazo/shared';
import type { CustomerKind, RecordStatus } from '../schema';

// The demo world (issue brief): one transport company, one special-services company and one account
// per situation the login flow must handle. Password for all: DEMO_PASSWORD.

export const DEMO_PASSWORD = 'Demo2026*';

/** How demo accounts refer to a demo customer. */
export type DemoCustomerKey =
  | 'transporte'
  | 'especiales'
  | 'transporte-sin-app'
  | 'especiales-eventos'
  | 'transporte2';

export interface DemoCustomer {
  key: DemoCustomerKey;
  nit: string;
  razonSocial: string;
  kind: CustomerKind;
  hasMobileApp: boolean;
  /**
   * Same-origin files shipped by the web app in apps/web/public/demo-logos/; Transportes Demo's is a stored
   * PNG instead, uploaded by the seed as a company would (demo-logo.ts).
   */
  logoUrl: string | null;
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    key: 'transporte',
    nit: '900123456',
    razonSocial: 'Transportes Demo S.A.S.',
    logoUrl: null,
    kind: 'transporte',
    hasMobileApp: true,
  },
  {
    key: 'especiales',
    nit: '901456789',
    razonSocial: 'Especiales Demo S.A.S.',
    logoUrl: '/demo-logos/especiales-demo.svg',
    kind: 'especiales',
    // Its driver 2020202020 runs the services in the drivers' app (issue 24 item 9).
    hasMobileApp: true,
  },
  {
    // Pays for the mobile app through the test gateway in the payment e2e (issue 5).
    key: 'transporte-sin-app',
    nit: '900777111',
    razonSocial: 'Transportes La Sabana S.A.S.',
    logoUrl: '/demo-logos/la-sabana.svg',
    kind: 'transporte',
    hasMobileApp: false,
  },
  {
    // A second special-services company, so /select-customer has a choice to offer (spec §2.2).
    key: 'especiales-eventos',
    nit: '901888222',
    razonSocial: 'Eventos Andinos S.A.S.',
    logoUrl: '/demo-logos/eventos-andinos.svg',
    kind: 'especiales',
    hasMobileApp: false,
  },
  {
    // A second transport company with its own movements: proves tenant isolation (issue 4 §5).
    key: 'transporte2',
    nit: '901777888',
    razonSocial: 'Carga Segura del Norte S.A.S.',
    logoUrl: null,
    kind: 'transporte',
    hasMobileApp: false,
  },
];

export interface DemoAccount {
  email: string;
  name: string;
  lastName: string;
  phone: string;
  /** DIVIPOLA code (= zone id). */
  zoneId: number;
  isVerified: boolean;
  roles: {
    roleId: number;
    customer: DemoCustomerKey | null;
    status: RecordStatus;
    /** The NIT and name declared at registration (generators, providers, third parties). */
    company?: { nit: string; name: string };
    /** The company profile's name (issue 27 §3); absent: the database's default. */
    profile?: string;
  }[];
}

const BOGOTA = 11001;
const MEDELLIN = 5001;
const CALI = 76001;
const BARRANQUILLA = 8001;
const BUCARAMANGA = 68001;

const active = (roleId: number, customer: DemoCustomerKey | null = 'transporte') => ({
  roleId,
  customer,
  status: 'active' as const,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'especiales@trazo.demo',
    name: 'Laura Valentina',
    lastName: 'Restrepo Gómez',
    phone: '3104567821',
    zoneId: MEDELLIN,
    isVerified: true,
    roles: [active(ROLE.especiales, 'especiales')],
  },
  {
    email: 'generador@trazo.demo',
    name: 'Andrés Felipe',
    lastName: 'Ramírez Ospina',
    phone: '3157894512',
    zoneId: BOGOTA,
    isVerified: true,
    roles: [active(ROLE.generador)],
  },
  {
    email: 'proveedor@trazo.demo',
    name: 'Diana Marcela',
    lastName: 'Castaño Ruiz',
    phone: '3006541239',
    zoneId: CALI,
    isVerified: true,
    // The fuel station the demo driver's 'Combustible' expense was paid to (demo-money.ts).
    roles: [{ ...active(ROLE.proveedor), company: { nit: '830095213', name: 'Estación Terpel La Vega' } }],
  },
  {
    email: 'terceros@trazo.demo',
    name: 'Jorge Iván',
    lastName: 'Cárdenas Muñoz',
    phone: '3208823415',
    zoneId: BARRANQUILLA,
    isVerified: true,
    // The owner of three demo trucks (DEMO_OWNER_NIT in demo-movements-data.ts).
    roles: [
      { ...active(ROLE.terceros), company: { nit: '900555111', name: 'Inversiones Cárdenas Muñoz S.A.S.' } },
    ],
  },
  {
    email: 'transporte@trazo.demo',
    name: 'Carolina',
    lastName: 'Quintero Salazar',
    phone: '3012348876',
    zoneId: BOGOTA,
    isVerified: true,
    roles: [active(ROLE.empresaTransporte)],
  },
  {
    email: 'transporte2@trazo.demo',
    name: 'Ricardo',
    lastName: 'Pacheco Daza',
    phone: '3057781290',
    zoneId: BARRANQUILLA,
    isVerified: true,
    roles: [active(ROLE.empresaTransporte, 'transporte2')],
  },
  {
    email: 'admin@trazo.demo',
    name: 'Santiago',
    lastName: 'Mejía Londoño',
    phone: '3118765430',
    zoneId: BOGOTA,
    isVerified: true,
    roles: [active(ROLE.superAdministrador, null)],
  },
  {
    email: 'multirol@trazo.demo',
    name: 'Juan Camilo',
    lastName: 'Herrera Patiño',
    phone: '3164412097',
    zoneId: BUCARAMANGA,
    isVerified: true,
    roles: [active(ROLE.generador), active(ROLE.empresaTransporte)],
  },
  {
    // Login answers rol 0 → /pendiente-activacion (spec §2.1).
    email: 'pendiente@trazo.demo',
    name: 'María Fernanda',
    lastName: 'Rojas Vargas',
    phone: '3043390118',
    zoneId: MEDELLIN,
    isVerified: true,
    roles: [{ roleId: ROLE.generador, customer: 'transporte', status: 'pending' }],
  },
  {
    // Login answers verificado null → /access (spec §4).
    email: 'sinverificar@trazo.demo',
    name: 'Sebastián',
    lastName: 'Torres Cifuentes',
    phone: '3185527764',
    zoneId: CALI,
    isVerified: false,
    roles: [active(ROLE.generador)],
  },
  {
    // Transport company without the mobile app: subscribes at /pasarela (issue 5).
    email: 'pagos@trazo.demo',
    name: 'Natalia',
    lastName: 'Pineda Ocampo',
    phone: '3129907654',
    zoneId: BOGOTA,
    isVerified: true,
    roles: [active(ROLE.empresaTransporte, 'transporte-sin-app')],
  },
  {
    // Special services for two companies: chooses one at /select-customer (spec §2.2).
    email: 'empresas@trazo.demo',
    name: 'Felipe',
    lastName: 'Arango Betancur',
    phone: '3176654021',
    zoneId: MEDELLIN,
    isVerified: true,
    roles: [active(ROLE.especiales, 'especiales'), active(ROLE.especiales, 'especiales-eventos')],
  },
  {
    // Issue 27 §3: a dispatcher of the demo company (profile Despachador: no configuration, no users).
    email: 'despacho@trazo.demo',
    name: 'Camilo Andrés',
    lastName: 'Suárez Ortiz',
    phone: '3115502914',
    zoneId: BOGOTA,
    isVerified: true,
    roles: [{ ...active(ROLE.empresaTransporte), profile: 'Despachador' }],
  },
  {
    // Issue 27 §3: read-only user of the demo company (profile Consulta): sees movements, changes nothing.
    email: 'consulta@trazo.demo',
    name: 'Paula Andrea',
    lastName: 'Moreno Lozano',
    phone: '3138841620',
    zoneId: MEDELLIN,
    isVerified: true,
    roles: [{ ...active(ROLE.empresaTransporte), profile: 'Consulta' }],
  },
];
