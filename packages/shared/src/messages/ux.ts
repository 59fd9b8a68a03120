// Ours: what a new user reads (issue 14): delivery states, account states, empty lists, return paths.

export const UX_MESSAGES = {
  // ── Ours: ux ──
  mvRejectedConsignment: 'remesa rechazada',
  mvRejectedConsignments: 'remesas rechazadas',
  lookupDeliveryState: 'Estado de la entrega',
} as const;
