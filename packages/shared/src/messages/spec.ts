// Every Spanish text the specification quotes, once, verbatim (spec §2, §5, §8).

export const SPEC_MESSAGES = {
  // §5 / §8 — login
  loginRequired: 'Debe ingresar usuario y contraseña',
  loginErrorTitle: 'Error',
  loginSuccessTitle: 'Ingreso exitoso',
  loginSuccessText: 'Bienvenido',

  // §2.2 / §5 — role selection
  goToPanel: 'Ir al panel',
  roleRequiredTitle: 'Debes seleccionar un rol',
  roleRequiredText: 'Selección de rol es requerido.',
  noMoreRoles: 'No tiene más roles disponibles',

  // §2.2 / §5 / §8 — password recovery
  recoveryEmailRequired: 'Asegurese de que su correo este correctamente escrito',
  recoverySendErrorPrefix: 'Error en envio: ',
  timeLeft: 'Tiempo restante',
  codeIncompleteTitle: 'Codigo incompleto',
  codeIncompleteText: 'Debes ingresar el codigo que llego a tu correo',
  passwordMissingTitle: 'Falta Contraseña',
  passwordMissingText: 'Debes ingresar la contraseña y verificación',
  passwordMismatchTitle: 'Error en Contraseña',
  passwordMismatchText: 'Las contraseñas deben de coincidir',
  verifyErrorTitle: 'Ocurrio un error al verificar',
  informAdmin: 'Favor informar a un admin',
  verifiedTitle: 'VERIFICADO!',
  verifiedText: 'Se Verifico su email con exito!',
  recoverPassword: 'Recuperar contraseña',

  // §2.5 / §5 — reset-password page
  resetPasswordTitle: 'ACTUALIZAR CONTRASEÑA',
  resetPasswordButton: 'REESTABLECER CONTRASEÑA',
  resetBothRequired: 'Debe llenar ambos campos!',
  resetMismatch: 'Las contraseñas no coinciden!',

  // §5 / §8 — registration
  emailRequired: 'Email es requerido',
  emailInvalid: 'El valor no es una dirección de correo electrónico válida',
  nameRequired: 'Nombre es requerido.',
  lastNameRequired: 'Apellido es requerido.',
  fillAllFields: 'Debe llenar todos los campos',
  passwordsDontMatch: 'Las contraseñas no coinciden!',
  passwordMinHint: 'Mínimo 8 dígitos',
  registerSuccessTitle: 'Registro exitoso',
  registerSuccessVerify: 'favor valide su correo para activar la cuenta',
  registerSuccessLogin: 'favor ingresar al login',
  registerEspecialesTitle: 'REGISTRO PARA TRANSPORTES ESPECIALES',
  registerTransporteTitle: 'REGISTRO PARA EMPRESA DE TRANSPORTE',
  registerLoginLink: 'Ingresa ahora!',

  // §2.4 / §5 / §8 — account verification
  verifyCodeButton: 'VERIFICAR CODIGO',
  resendEmailButton: 'REENVIAR EMAIL',
  backToLoginButton: 'VOLVER AL LOGIN',
  verifyCodeIncomplete: 'Codigo incompleto: Debes ingresar el codigo que llego a tu correo',
  resendSuccess: 'Reenvio exitoso',

  // §2.5 / §8 — e-mail link verification
  verifying: 'Verificando...',
  emailVerified: 'EMAIL VERIFICADO',
  emailVerifyError: 'ERROR al momento verificar',
  emailVerifyErrorTitle: 'Error de Verificación',

  // §2.5 — not found, payment, pending
  notFoundTitle: 'LA URL NO EXISTE',
  notFoundText: 'La URL ingresada no existe.',
  notFoundHome: 'HOME',
  notFoundBack: 'VOLVER AL INICIO',
  paymentCompleted: 'PAGO EPAYCO COMPLETADO',

  // §2.5 — landing and information pages
  landingLogin: 'Iniciar sesión',
  landingRegister: 'Registrate',
  infoSoyEmpresa: 'Soy empresa',
  infoSoyGenerador: 'Soy generador',
  infoSoyProveedor: 'Soy proveedor',
  infoRegistrarme: 'Registrarme',

  // §5 / §8 — contact
  contactIncompleteTitle: 'Información incompleta',
  contactIncompleteText: 'Ingrese toda la información solicitada',
  contactErrorTitle: 'Ocurrio un error',
  contactErrorText: 'Intenta en unos minutos',
  contactSuccessTitle: 'Se envio tu mensaje con exito',
  contactSuccessText: 'Pronto te contactaremos',
  contactSent: 'Envio exitoso',

  // §2.6 / §5 / §8 — public lookup
  lookupManifest: 'Núm Manifiesto',
  lookupCustomerDocument: 'Documento Cliente',
  lookupButton: 'CONSULTAR',
  lookupValueRequired: 'Debes ingresar el codigo',
  lookupNitRequired: 'Debes tener nit en la ruta',
  lookupBranchRequired: 'Selección de sucursal es requerida.',
  lookupNotFound: 'No se encontro',
  lookupTabInfo: 'Info Movimiento',
  lookupTabEvents: 'Eventos',
  lookupTabDocuments: 'Cumplidos Manuales',
  lookupNoEvents: 'No se encuentran eventos',
  lookupEventsFetchError: 'No se pudo buscar los eventos',
  lookupEventsUnavailable: 'Eventos no disponibles',
  lookupNoDocuments: 'No se encuentran cumplidos manuales',

  // §2.7 / §5 — layout and password change
  menuChangePassword: 'Cambiar Contraseña',
  menuEditProfile: 'Editar Perfil',
  menuSwitchRole: 'Cambiar de rol',
  menuLogout: 'Cerrar Sesión',
  changePasswordAllRequired: 'Debe llenar todos los campos!',
  changePasswordMismatch: 'La clave nueva no coincide con la confirmación!',

  // §2.7 / §5 / §8 — reports
  reportsTitle: 'Descargar Reportes',
  reportsTabPesv: 'Documento Pesv',
  reportsTabSynced: 'Movimientos Sincronizados',
  reportsDownloadPreop: 'Descargar Informe Preoperacional',
  reportsDownloadSynced: 'Descargar Movimientos Sincronizados',
  reportsMovementRequired: 'Número de Movimiento Vacio!',
  reportsDatesRequired: 'Favor seleccionar una fecha inicio y una fecha fin a filtrar (rando de 30 dias!)',
  reportsRangeTooLong: 'El rango de fechas no puede ser superior a 30 días.',
  reportsNoPreopInRange: 'No se encuentra preoperativos en este rango',
  reportsNoPreopForTrip: 'No se encuentra preoperativo de este viaje',
  reportsNoPreopConfig: 'No se encuentra configuración de su preoperacional',
  reportsServerError: 'El proceso se ha cancelado por un error en el servidor',
  reportsNoData: 'No hay datos para mostrar.',
  reportsDownloadError: 'Ocurrio un error al momento de descargar el documento.',
  reportsPreopFileName: 'Informe pre operacional',
  reportsSyncedFileName: 'reporte_movimientos',

  // §2.8 / §5 / §8 — checklist and event configuration
  checklistNameRequired: 'Debes ingresar un nombre para su checklist',
  checklistMissingInfoTitle: 'Falta información',
  checklistFillAllFields: 'Favor ingresar todos los campos',
  checklistRequiredTooHigh: 'El valor requerido debe ser inferior o igual al permitido',
  checklistRequiredWrongToast: 'Cantidad requerida incorrecta',
  saveErrorTitle: 'Ocurrio un error al guardar',
  checklistNameSaved: 'Se Guardo el Nombre del checklist con exito',
  checklistItemSaved: 'Se Guardo el item con exito',
  deletedTitle: 'Eliminado correctamente',
  deletedText: 'Puedes volver agregarlo en cualquier momento',
  createdTitle: 'Creación exitosa',
  eventsConfigTitle: 'Configuración de Eventos',
  eventsMassConfig: 'Configuración Masiva',
  eventsMassConfigTitle: 'Configuración masiva para generadores',
  eventsClear: 'Limpiar',
  eventsUnsaved: 'Sin Guardado',
  eventsSaved: 'Guardado',
  eventsDeleteConfirm: 'Esta seguro de eliminar este evento para el tipo de despacho?',
  tripStartEvent: 'INICIAR VIAJE',
} as const;
