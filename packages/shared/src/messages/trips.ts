// Ours: the drivers' trips and records (issue 10 items 3–7): what the server answers the drivers' app,
// and the portal's side (inspection alert, delivery distance, rejection reasons).

export const TRIP_MESSAGES = {
  // ── Ours: driver records (answers of /api/conductor/*) ──
  tripNotFound: 'El viaje no existe o no está asignado a usted.',
  tripClientIdInvalid: 'El identificador del registro no es válido.',
  tripClientIdReused: 'Este identificador ya se usó para otro registro.',
  tripPhotoRequired: 'Debe adjuntar una foto.',
  tripPhotoTooLarge: 'La foto supera el tamaño máximo de 5 MB.',
  tripPhotoNotImage: 'El archivo no es una foto (se aceptan JPEG, PNG o WebP).',
  tripPhotosPending: 'Hay fotos que aún no se han subido. El registro se enviará cuando lleguen.',
  tripPhotoAlreadyUsed: 'Una de las fotos ya pertenece a otro registro.',
  tripPhotosTooFew: 'Faltan fotos obligatorias para este evento.',
  tripPhotosTooMany: 'Se adjuntaron más fotos de las permitidas para este evento.',
  tripPhotoRepeated: 'La misma foto está repetida en el registro.',
  tripPositionRequired: 'Debe enviar la ubicación GPS o indicar que no fue posible obtenerla.',
  tripOccurredAtInvalid: 'La fecha del registro no es válida o está en el futuro.',
  tripNotStarted: 'Debe iniciar el viaje (INICIAR VIAJE) antes de registrar otros eventos.',
  tripAlreadyStarted: 'El viaje ya fue iniciado.',
  tripEventNotInPlan: 'El evento no está en el plan de esta remesa.',
  tripEventUseDelivery: 'Las entregas (pendiente, exitosa o rechazada) se registran como entrega.',
  tripEventAlreadyRecorded: 'Este evento ya fue registrado para la remesa.',
  tripEventOutOfOrder: 'Este evento va antes de otro ya registrado en el plan de la remesa.',
  tripEventConsignmentRequired: 'Debe indicar la remesa del evento.',
  tripStartIsManifestWide: 'INICIAR VIAJE es del manifiesto completo, sin remesa.',
  tripConfirmationRequired: 'Este evento requiere confirmación.',
  tripConsignmentClosed: 'La entrega de esta remesa ya fue cerrada.',
  tripClosed: 'El viaje ya terminó: todas sus remesas fueron entregadas o rechazadas.',
  tripInspectionRequired:
    'Debe hacer la inspección preoperacional del vehículo de hoy antes de iniciar el viaje.',
  tripBlockedByInspection:
    'El vehículo tiene un ítem crítico en estado Malo o Muy malo. No puede iniciar el viaje hasta que la empresa registre la corrección.',

  // ── Ours: inspection ──
  inspectionAlreadyToday: 'Este vehículo ya tiene la inspección preoperacional de hoy.',
  inspectionNoChecklist: 'La empresa no tiene lista de chequeo configurada.',
  inspectionItemsMissing: 'Debe calificar todos los ítems de la lista de chequeo.',
  inspectionItemUnknown: 'Un ítem no pertenece a la lista de chequeo de la empresa.',
  inspectionItemRepeated: 'Un ítem está calificado dos veces.',
  inspectionRateInvalid: 'La calificación debe ser 0 (N/A) o de 1 a 5.',
  inspectionSignatureRequired: 'Debe firmar la inspección.',
  inspectionNotFound: 'La inspección no existe.',
  inspectionNotBlocked: 'La inspección no tiene ítems críticos por corregir.',
  inspectionAlreadyFixed: 'La corrección ya fue registrada.',
  inspectionFixRecorded: 'Corrección registrada. El conductor ya puede iniciar el viaje.',
  inspectionFixNoteRequired: 'Describa la corrección realizada.',

  // ── Ours: delivery proof ──
  deliveryReceiverNameRequired: 'Debe ingresar el nombre de quien recibe.',
  deliveryReceiverDocumentRequired: 'Debe ingresar el documento de quien recibe.',
  deliverySignatureRequired: 'Debe capturar la firma de quien recibe.',
  deliveryDocumentsRequired: 'Debe adjuntar al menos una foto de los documentos firmados.',
  deliveryReasonRequired: 'Debe seleccionar el motivo del rechazo.',
  deliveryReasonUnknown: 'El motivo de rechazo no existe o está inactivo.',
  deliveryRejectPhotosRequired: 'Debe adjuntar al menos una foto del rechazo.',
  deliveryNoteRequired: 'Debe escribir una nota de la entrega pendiente.',
  deliveryTypeInvalid: 'El tipo de entrega debe ser 10, 11 o 12.',
  deliveryCumplidoDescription: 'Documento firmado de entrega',
  deliverySignatureCumplido: 'Firma de quien recibe',

  // ── Ours: rejection reasons (company) ──
  rejectionReasonNameRequired: 'Debe ingresar el motivo.',
  rejectionReasonDuplicate: 'Ya existe un motivo con ese nombre.',
  rejectionReasonNotFound: 'El motivo de rechazo no existe.',
  rejectionReasonsLimit: 'La empresa alcanzó el máximo de motivos de rechazo.',
  rejectionReasonSaved: 'Motivo de rechazo guardado.',

  // ── Ours: portal (movement detail) ──
  tripInspectionAlert: 'Ítem crítico en mal estado',
  tripInspectionFixed: 'Corregido',
  tripDeliveryFar: 'Entrega lejos del destino',
} as const;
