import { MSG } from '@trazo/shared';

// spec §2.1 / §2.5: the information pages pick roles 1 to 5 in order, and each shows its text and
// buttons. The copy says what Trazo does for that role; the buttons and targets are the spec's.

export interface RoleInfo {
  roleId: 1 | 2 | 3 | 4 | 5;
  path: string;
  headline: string;
  text: string;
  benefits: string[];
  steps: string[];
  /** 'Soy …' → /login: an existing account signs in. */
  signInLabel: string;
  registerTo: string;
}

export const ROLE_INFO: readonly RoleInfo[] = [
  {
    roleId: 1,
    path: '/info-especiales',
    headline: 'Transporte especial, solicitado y controlado en línea',
    text: 'Para empresas que contratan transporte especial para su personal o sus operaciones: solicita cada servicio, define quién puede pedirlo y con qué centro de costos, y consulta el histórico completo cuando llegue la factura.',
    benefits: [
      'Solicitudes de transporte especial sin llamadas ni correos',
      'Funcionarios autorizados y centros de costos por empresa',
      'Orígenes y destinos frecuentes guardados',
      'Histórico de solicitudes para auditoría y conciliación',
    ],
    steps: [
      'Registra tu empresa',
      'Configura funcionarios y centros de costos',
      'Solicita y sigue tus servicios',
    ],
    signInLabel: MSG.infoSoyEmpresa,
    registerTo: '/registrar-servicios-especiales',
  },
  {
    roleId: 2,
    path: '/info-generadores',
    headline: 'Sabe dónde está tu mercancía, sin llamar a nadie',
    text: 'Si eres dueño de la carga, Trazo te muestra los movimientos que hace por ti tu empresa de transporte: cada evento de cargue y entrega con hora, ubicación y fotos, los cumplidos firmados y tu historial de facturación.',
    benefits: [
      'Seguimiento por manifiesto o por documento de cliente',
      'Eventos de entrega con hora, ubicación y fotos',
      'Cumplidos y documentos firmados para descargar',
      'Historial de facturación y cartera con tu transportador',
    ],
    steps: [
      'Regístrate con el NIT de tu empresa de transporte',
      'Tu transportador aprueba tu cuenta',
      'Consulta tus movimientos en tiempo real',
    ],
    signInLabel: MSG.infoSoyGenerador,
    registerTo: '/registrar-generadores',
  },
  {
    roleId: 3,
    path: '/info-proveedores',
    headline: 'Trabaja sincronizado con la empresa de transporte',
    text: 'Para proveedores que prestan servicios a la operación de carga. Consulta los movimientos en los que participas y ten a mano los documentos y soportes que la empresa de transporte comparte contigo.',
    benefits: [
      'Los movimientos en los que participas, en un solo lugar',
      'Documentos y soportes compartidos por la transportadora',
      'Información actualizada sin cadenas de correos',
      'Acceso aprobado por la empresa de transporte',
    ],
    steps: [
      'Regístrate con el NIT de la empresa de transporte',
      'La empresa aprueba tu acceso',
      'Consulta la información que te corresponde',
    ],
    signInLabel: MSG.infoSoyProveedor,
    registerTo: '/registrar-generadores',
  },
  {
    roleId: 4,
    path: '/info-terceros',
    headline: 'Información clara para quienes participan en el viaje',
    text: 'Para terceros vinculados a la operación —como propietarios o tenedores de vehículos—: consulta los viajes que te involucran, sus eventos y sus cumplidos, con la misma información que ve la empresa de transporte.',
    benefits: [
      'Viajes y eventos que te involucran, en tiempo real',
      'Cumplidos disponibles apenas se registra la entrega',
      'Menos llamadas para saber en qué va cada viaje',
      'Acceso aprobado por la empresa de transporte',
    ],
    steps: [
      'Regístrate con el NIT de la empresa de transporte',
      'La empresa aprueba tu acceso',
      'Sigue los viajes que te corresponden',
    ],
    signInLabel: MSG.infoSoyProveedor,
    registerTo: '/registrar-generadores',
  },
  {
    roleId: 5,
    path: '/info-transporte',
    headline: 'Tu operación de carga, digital de punta a punta',
    text: 'Para empresas de transporte de carga por carretera: tus conductores reportan cada evento desde la app, tu equipo legaliza gastos y anticipos sin papeles y tus clientes consultan sus envíos solos. Todo conectado con tu facturación y tu cartera.',
    benefits: [
      'Eventos y cumplidos en tiempo real desde la app de conductores',
      'Legalización de anticipos y gastos con soportes',
      'Preoperacionales y reportes para tu PESV',
      'Portal para que tus generadores consulten sus envíos',
    ],
    steps: ['Registra tu empresa', 'Invita a tus generadores y conductores', 'Activa la app móvil y arranca'],
    signInLabel: MSG.infoSoyEmpresa,
    registerTo: '/registrar-empresas-transporte',
  },
];

export function roleInfoOfPath(pathname: string): RoleInfo {
  return ROLE_INFO.find((info) => info.path === pathname) ?? (ROLE_INFO[1] as RoleInfo);
}
