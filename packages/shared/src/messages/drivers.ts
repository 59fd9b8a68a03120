// Ours: the drivers' accounts (issue 10 item 2) — the app's sign-in and the company's 'Conductores' page.

export const DRIVER_MESSAGES = {
  // ── Sign-in of the drivers' app ──
  /** One answer for unknown document, wrong password, no access, disabled access: no enumeration. */
  driverInvalidCredentials: 'Documento o contraseña incorrectos.',
  driverDocumentRequired: 'Escriba su número de documento.',
  driverPasswordRequired: 'Escriba su contraseña.',
  driverChooseCompany: 'Usted conduce para varias empresas. Elija con cuál quiere ingresar.',
  driverSignedOut: 'Sesión cerrada.',
  // ── The company's 'Conductores' page ──
  driversTitle: 'Conductores',
  driversIntro:
    'Los conductores de su empresa, también los que llegan en los movimientos del ERP o de la importación. Con una contraseña de acceso pueden usar la aplicación de conductores.',
  driverDocumentInvalid: 'El documento solo puede tener letras, números y guiones (de 3 a 20).',
  driverNameRequired: 'Escriba el nombre del conductor.',
  driverPhoneInvalid: 'El teléfono solo puede tener números (máximo 15).',
  driverPasswordIsDocument: 'La contraseña no puede ser el número de documento.',
  driverDuplicate: 'Ya existe un conductor con ese documento en su empresa.',
  driverNotFound: 'El conductor no existe en su empresa.',
  driverCreated: 'Conductor creado.',
  driverUpdated: 'Conductor actualizado.',
  driverPasswordSaved:
    'Contraseña de acceso guardada. Entréguela al conductor: no se volverá a mostrar y las sesiones anteriores se cerraron.',
  driverDeactivated: 'Acceso desactivado. Las sesiones del conductor se cerraron.',
  driverReactivated: 'Acceso reactivado.',
  driverNeedsPassword: 'Primero asigne una contraseña de acceso al conductor.',
  driverAssigned: 'Conductor asignado al movimiento.',
  driverChangeFinishedTrip:
    'El viaje ya terminó (todas sus remesas están cerradas): su conductor no se puede cambiar.',
  driversNoMatch: 'Ningún conductor coincide con la búsqueda.',
  driversLoadError: 'No se pudieron cargar los conductores.',
  driversEmpty:
    'Aún no hay conductores. Créelos aquí o cargue movimientos (ERP o importación): sus conductores aparecen en esta lista.',
  // ── Labels of the 'Conductores' page and the movement detail ──
  driverNew: 'Nuevo conductor',
  driverDocument: 'Documento',
  driverName: 'Nombre',
  driverPhone: 'Teléfono',
  driverEmail: 'Correo (opcional)',
  driverEmailColumn: 'Correo',
  driverAccess: 'Acceso a la app',
  driverLastSync: 'Última sincronización',
  driverNever: 'Nunca',
  driverActions: 'Acciones',
  driverEdit: 'Editar',
  driverEditTitle: 'Editar conductor',
  driverSetPassword: 'Asignar contraseña',
  driverResetPassword: 'Restablecer contraseña',
  driverPasswordTitle: 'Contraseña de acceso',
  driverPasswordLabel: 'Contraseña de acceso',
  driverPasswordOptional: 'Contraseña de acceso (opcional)',
  driverPasswordHint:
    'Mínimo 8 caracteres, distinta del documento. El conductor ingresa a la app con su documento y esta contraseña.',
  driverPasswordShowOnce: 'Copie la contraseña y entréguela al conductor; no se volverá a mostrar.',
  driverGenerate: 'Generar una',
  driverPasswordShow: 'Mostrar u ocultar la contraseña',
  driverPasswordCopy: 'Copiar contraseña',
  driverPasswordCopied: 'Copiada',
  driverDeactivate: 'Desactivar',
  driverReactivate: 'Reactivar',
  driverDeactivateTitle: 'Desactivar acceso',
  driverDeactivateConfirm:
    'El conductor no podrá ingresar a la app y sus sesiones abiertas se cerrarán de inmediato. Puede reactivarlo después.',
  driverSearchPlaceholder: 'Nombre o documento',
  driverChange: 'Cambiar conductor',
  driverAssignTitle: 'Conductor del movimiento',
  driverAssignLabel: 'Conductor',
  driverAssignPlaceholder: 'Escriba nombre o documento',
  driverAssign: 'Asignar',
  driverChangeConfirmTitle: '¿Cambiar el conductor del movimiento?',
  driverChangeConfirm: 'Confirmar cambio',
  driverChangeBack: 'Volver',
  driverChangeFrom: 'Conductor actual',
  driverChangeTo: 'Nuevo conductor',
  driverChangeNote:
    'El viaje pasará a la app del nuevo conductor y el cambio quedará en el historial del movimiento.',
  driverChangesTitle: 'Cambios de conductor',
  driverChangeBy: 'por',
  /** Who changed the driver when the new one accepted a turn's offer: '<name>, al aceptar el turno'. */
  driverChangeByTurn: ', al aceptar el turno',
} as const;
