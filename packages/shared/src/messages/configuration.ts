// Ours: customer configuration (issue 9) — event configuration, checklist and their catalogues.

export const CONFIGURATION_MESSAGES = {
  // ── Ours: configuration ──
  configMenu: 'Configuraciones',
  configTabEvents: 'EVENTOS ENTREGAS',
  configTabInspection: 'INSPECCIÓN VEHICULAR',
  configTabOther: 'OTRAS',
  configNoMobileApp:
    'Su empresa no tiene la app móvil de Trazo. Adquiérala para configurar los eventos de entrega y la inspección vehicular de sus conductores.',
  configContactSales: 'Contactar a ventas',
  configEventFieldRange: 'Debe ser un número entero entre 0 y 100',
  configTripStartUndeletable: 'El evento INICIAR VIAJE no se puede eliminar',
  configEventRepeated: 'Un evento no puede repetirse en la misma configuración',
  configEventUnknown: 'El evento no existe en su catálogo o está inactivo',
  configDispatchTypeUnknown: 'El tipo de despacho no existe en su catálogo',
  configDispatchTypesRequired: 'Debe seleccionar al menos un tipo de despacho',
  configGeneratorUnknown: 'El generador no existe',
  configConfigNotFound: 'La configuración no existe',
  configEventsSaved: 'Se guardaron los eventos con exito',
  configMassSaved: 'Se guardó la configuración masiva con exito',
  configDispatchTypeDeleteConfirm:
    'Esta seguro de eliminar este tipo de despacho? Tambien se eliminaran todos sus eventos.',
  configMassEventDeleteConfirm: 'Esta seguro de eliminar este evento de la configuración masiva?',
  configDeleteTitle: 'Confirmar eliminación',
  configChecklistItemNotFound: 'El item del checklist no existe',
  configCatalogueCodeTaken: 'Ya existe un evento con ese código',
  configCatalogueNameRequired: 'Debe ingresar el nombre del evento',
  configCatalogueCodeRequired: 'Debe ingresar el código del evento',
  configBuiltinUndeletable: 'Los eventos del sistema no se pueden eliminar; puede desactivarlos',
  configEventInUse: 'El evento está en una configuración; desactívelo en su lugar',
  configTripStartInactive: 'El evento INICIAR VIAJE no se puede desactivar',
  configDispatchTypeTaken: 'Ya existe un tipo de despacho con esa descripción',
  configDispatchTypeRequired: 'Debe ingresar la descripción del tipo de despacho',
  configCatalogueSaved: 'Se guardó con exito',
} as const;
