// Ours: the provider's and the third party's areas (issue 26 §5) — rows found by the NIT of their account.

export const PARTNER_MESSAGES = {
  partnerNoNit:
    'Su cuenta no tiene un NIT registrado: pida a la empresa de transporte que lo verifique para ver sus datos',
  partnerOwnerNitInvalid:
    'El NIT del propietario debe tener entre 5 y 15 dígitos, sin dígito de verificación',
  providerExpensesTitle: 'Gastos pagados a su NIT',
  providerExpensesIntro:
    'Los gastos de viaje que los conductores de las empresas de transporte le pagaron, con el estado de su legalización.',
  providerHomeIntro:
    'Lo que las empresas de transporte en Trazo le han pagado por gastos de viaje de sus conductores.',
  thirdPartyTripsTitle: 'Viajes de sus vehículos',
  thirdPartyTripsIntro:
    'Los viajes de los vehículos que las empresas de transporte registran a su NIT como propietario, con anticipos y flete.',
  thirdPartyHomeIntro: 'Los viajes de sus vehículos en las empresas de transporte que trabajan con Trazo.',
  partnerNit: 'NIT',
  partnerCompany: 'Empresa',
  partnerAllCompanies: 'Todas las empresas',
  partnerFrom: 'Desde',
  partnerTo: 'Hasta',
  partnerSearch: 'Placa o manifiesto',
  partnerState: 'Estado',
  partnerAllStates: 'Todos',
  partnerDate: 'Fecha',
  partnerManifest: 'Manifiesto',
  partnerPlate: 'Placa',
  partnerExpenseType: 'Tipo de gasto',
  partnerReceipt: 'Recibo',
  partnerAmount: 'Valor',
  partnerLegalisation: 'Legalización',
  partnerRoute: 'Origen – destino',
  partnerAdvances: 'Anticipos',
  partnerFreight: 'Flete pactado',
  partnerNoExpenses: 'No hay gastos pagados a su NIT con estos filtros',
  partnerNoTrips: 'No hay viajes de sus vehículos con estos filtros',
  partnerExpensesCount: 'Gastos',
  partnerExpensesTotal: 'Valor pagado (sin rechazados)',
  partnerTripsCount: 'Viajes',
  partnerAdvancesTotal: 'Anticipos',
  partnerFreightTotal: 'Flete pactado',
  partnerThisMonth: 'Este mes',
  partnerLatest: 'Lo más reciente',
  partnerSeeAll: 'Ver todos',
  partnerCompanies: 'Empresas',
} as const;
