// Ours: the special-transport service on the road in the drivers' app (issue 24 item 6).

export const DRIVER_ESPECIALES_MESSAGES = {
  drvSvcNotFound: 'El servicio no existe o no está asignado a usted.',
  drvSvcNotStarted: 'El servicio no está en curso: inícielo antes de registrar paradas.',
  drvSvcPointInvalid: 'La parada indicada no pertenece a este servicio.',
  drvSvcPointDone: 'Esa parada ya fue registrada.',
  drvSvcPassengersInvalid: 'Los pasajeros marcados no son de este servicio o están repetidos.',
  drvSvcClientIdTaken: 'Ese identificador de registro ya se usó para otro registro.',
  drvSvcKindInvalid: 'El tipo de registro no es válido.',
  drvSvcNoFuec: 'Este servicio no tiene un FUEC vigente: comuníquese con el despacho.',
  drvSvcRoad: 'Recorrido (app de conductores)',
  drvSvcRoadPoint: 'Punto',
  drvSvcRoadDone: 'Registrado',
  drvSvcRoadBoarded: 'A bordo',
  drvSvcRoadNoShow: 'No se presentaron',
  drvSvcRoadPending: 'Pendiente',
  drvSvcRoadSummary: 'Puntos registrados',
  drvSvcRoadBoardedTotal: 'Pasajeros a bordo',
} as const;
