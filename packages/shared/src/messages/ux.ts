// Ours: what a new user reads (issue 14): delivery states, account states, empty lists, return paths.

export const UX_MESSAGES = {
  // ── Ours: ux ──
  mvRejectedConsignment: 'remesa rechazada',
  mvRejectedConsignments: 'remesas rechazadas',
  lookupDeliveryState: 'Estado de la entrega',
  // A company's own account is activated by the platform administrator, not by a transport company.
  pendingActivationTextAdmin:
    'Tu empresa está a la espera de ser activada por el administrador de Trazo. Te avisaremos por correo cuando esté lista.',
  pendingStepApprovalAdmin: 'El administrador de Trazo revisa y activa tu empresa.',
  pendingActivationHintAdmin:
    'Cuando el administrador de Trazo active tu empresa podrás ingresar con tu correo y contraseña.',
  accessTextAdmin:
    'Te enviamos un correo de confirmación. Verifica tu correo para que el administrador de Trazo pueda activar tu empresa.',
  loginUnverifiedTitle: 'Verifica tu correo',
  loginUnverifiedText: 'Aún no puedes ingresar: escribe el código que enviamos a tu correo.',
  loginPendingText: 'Aún no puedes ingresar: tu cuenta espera su activación.',
  signedInAs: 'Sesión iniciada como',
  signOutButton: 'Cerrar sesión',
  resetLinkValid: 'El enlace es válido.',
  resetLinkDeadTitle: 'Este enlace ya no sirve',
  resetLinkDeadHint:
    'Pide uno nuevo en el inicio de sesión, con «¿Olvidaste tu contraseña?». Cada enlace sirve una sola vez y por 60 minutos.',
  mvEmptyTitle: 'Aún no hay movimientos',
  mvEmptyPendingTitle: 'No hay movimientos pendientes',
  mvEmptyCompanyText:
    'Carga tus manifiestos y remesas importando un archivo de Excel, o conecta tu ERP para que los envíe solo.',
  mvEmptyGeneratorText:
    'Aquí verás los movimientos de tus cargas cuando tu empresa de transporte los registre en Trazo.',
  mvEmptyImport: 'Importar un archivo',
  mvEmptyConnectErp: 'Conectar el ERP',
  importZoneUnknown:
    'no corresponde a ningún municipio de Colombia (DIVIPOLA). Se importará tal como está escrita.',
  importWarningsTitle: 'Zonas para revisar',
  importWarningsText:
    'Estas zonas no corresponden a ningún municipio. Corrígelas en el archivo si son un error.',
} as const;
