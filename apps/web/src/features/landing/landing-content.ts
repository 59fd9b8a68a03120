// The landing page's marketing copy (spec §2.5). Labels, buttons and toasts the spec quotes live in
// MSG; this is page content a marketing person edits, kept in one place apart from the layout.

export const HERO = {
  kicker: 'Trazabilidad para el transporte de carga en Colombia',
  title: 'Cada viaje, cada entrega, cada cumplido: a la vista.',
  text: 'Trazo conecta a tu empresa de transporte con sus conductores, sus generadores de carga y sus terceros. Manifiestos, remesas, eventos de entrega, cumplidos y gastos de viaje en tiempo real, sin llamadas ni papeles perdidos.',
  points: [
    'Eventos con hora, GPS y fotos',
    'Cumplidos firmados el mismo día',
    'Clientes informados sin llamar',
  ],
};

export const ADVANTAGES = {
  title: 'Ventajas de trabajar con Trazo',
  text: 'Menos reprocesos en la operación, más viajes facturados a tiempo.',
  items: [
    {
      key: 'realtime',
      title: 'Entregas en tiempo real',
      text: 'Cada evento del viaje —llegada, cargue, descargue y entrega— llega con hora, ubicación y fotos desde el celular del conductor.',
    },
    {
      key: 'paperless',
      title: 'Cumplidos sin papel',
      text: 'Los documentos firmados y sus soportes quedan disponibles el mismo día. Se acabaron los cumplidos que llegan semanas después.',
    },
    {
      key: 'expenses',
      title: 'Anticipos y gastos bajo control',
      text: 'El conductor registra anticipos y gastos con la foto del soporte; tu equipo los legaliza sin hojas de cálculo.',
    },
    {
      key: 'customers',
      title: 'Tus clientes se informan solos',
      text: 'Los generadores consultan el estado de su mercancía por manifiesto o por documento, sin ocupar a tu equipo al teléfono.',
    },
    {
      key: 'billing',
      title: 'Facturación y cartera al día',
      text: 'Factura con los datos del viaje cumplido y sigue la cartera de cada cliente por vencimiento desde el ERP.',
    },
    {
      key: 'safety',
      title: 'Seguridad vial documentada',
      text: 'Inspecciones preoperacionales con checklist, fotos y firma del conductor, listas para tu Plan Estratégico de Seguridad Vial.',
    },
  ],
} as const;

export const ABOUT = {
  title: 'Gente de transporte que hace software para el transporte',
  paragraphs: [
    'Somos un equipo colombiano de logística y tecnología que trabaja al lado de las empresas de transporte de carga por carretera. Conocemos el manifiesto, la remesa, el cumplido y la presión de cerrar el mes con la cartera al día.',
    'Creamos Trazo para que el dueño de la carga, la empresa de transporte y el conductor vean la misma información al mismo tiempo. Así cada viaje se planea, se sigue y se cobra sin perder un solo soporte.',
  ],
  pillars: [
    {
      key: 'local',
      title: 'Hecho para la operación colombiana',
      text: 'Manifiestos, remesas, NIT con dígito de verificación y municipios DIVIPOLA desde el primer día.',
    },
    {
      key: 'support',
      title: 'Te acompañamos en la implementación',
      text: 'Capacitamos a tu equipo administrativo y a tus conductores hasta que la operación fluya.',
    },
    {
      key: 'privacy',
      title: 'Cada quien ve lo suyo',
      text: 'Acceso por rol y por empresa: tus clientes y terceros solo ven los movimientos que les corresponden.',
    },
  ],
} as const;

export const PRODUCTS = {
  title: 'Una plataforma, tres productos',
  text: 'Tres piezas que trabajan juntas, para cada actor del viaje.',
  items: [
    {
      key: 'driver',
      name: 'App de conductores',
      badge: 'App móvil',
      action: { label: 'Ver planes', to: '/pasarela' },
      tagline: 'La oficina de tus conductores, en su celular',
      features: [
        'Solicitud y registro de anticipos',
        'Gastos de viaje con foto del soporte',
        'Comparación entre el punto de entrega pactado y la ubicación real',
        'Documentos y cumplidos firmados en el celular',
        'Motivos de rechazo de la mercancía con evidencia',
      ],
    },
    {
      key: 'erp',
      name: 'Trazo ERP',
      badge: 'Web',
      action: { label: 'Para empresas de transporte', to: '/info-transporte' },
      tagline: 'La administración de tu empresa de transporte',
      features: [
        'Facturación de los servicios de transporte',
        'Cartera por cliente y por vencimiento',
        'Registro de entregas en tiempo real',
        'Reportes de movimientos y preoperacionales',
      ],
    },
    {
      key: 'thirds',
      name: 'Portal de terceros',
      badge: 'Web',
      action: { label: 'Para proveedores y terceros', to: '/info-terceros' },
      tagline: 'Proveedores y terceros, conectados a la operación',
      features: [
        'Consulta de los movimientos en los que participas',
        'Documentos y cumplidos en un solo lugar',
        'Registro en línea, aprobado por la empresa de transporte',
      ],
    },
  ],
} as const;

export const FOOTER = {
  tagline: 'Trazabilidad de carga para empresas de transporte, generadores y terceros en Colombia.',
  columns: [
    {
      title: 'Regístrate como',
      links: [
        { label: 'Empresa de transporte', to: '/info-transporte' },
        { label: 'Generador de carga', to: '/info-generadores' },
        { label: 'Servicios especiales', to: '/info-especiales' },
        { label: 'Proveedor', to: '/info-proveedores' },
        { label: 'Tercero', to: '/info-terceros' },
      ],
    },
    {
      title: 'Tu cuenta',
      links: [
        { label: 'Iniciar sesión', to: '/login' },
        { label: 'Portal de clientes', to: '/prueba-login' },
        { label: 'Planes de la app móvil', to: '/pasarela' },
        { label: 'Contáctanos', to: '/contactus' },
      ],
    },
  ],
} as const;
