// Ours: the provider's and the third party's areas (issue 26 §5) — rows found by the NIT of their account.

export const PARTNER_MESSAGES = {
  partnerNoNit:
    'Su cuenta no tiene un NIT registrado: pida a la empresa de transporte que lo verifique para ver sus datos',
  partnerOwnerNitInvalid:
    'El NIT del propietario debe tener entre 5 y 15 dígitos, sin dígito de verificación',
  providerExpensesTitle: 'Gastos pagados a su NIT',
  thirdPartyTripsTitle: 'Viajes de sus vehículos',
} as const;
