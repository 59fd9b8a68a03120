// Ours: Inicio dashboards, the trip map and live updates (issue 26).

export const DASHBOARD_MESSAGES = {
  // ── Ours: live updates ──
  liveTooManyStreams:
    'Hay demasiadas pestañas abiertas con actualizaciones en vivo. Cierre alguna e intente de nuevo.',
  liveNeedsEventStream: 'Este recurso responde solo a clientes de eventos (Accept: text/event-stream).',
  liveConnected: 'En vivo',
  liveReconnecting: 'Reconectando…',
  // ── Ours: Inicio ──
  dashboardCountersTitle: 'Operación de hoy',
  dashboardPunctualityTitle: 'Entregas a tiempo',
  dashboardThisWeek: 'Esta semana',
  dashboardLastWeek: 'Semana anterior',
  dashboardNoPlannedTime: 'Sin entregas con tiempo planeado',
  dashboardMapTitle: 'Viajes en ruta',
  dashboardMapEmpty: 'No hay viajes en ruta con posición reportada.',
  dashboardMapWithoutPosition: 'viajes en ruta sin posición reportada',
  dashboardMapListLabel: 'Última posición de cada viaje en ruta',
  dashboardMapOutlineNote: 'Mapa sin capa de calles: contorno de Colombia (Natural Earth).',
  dashboardOpenMovement: 'Abrir movimiento',
  dashboardLoadError: 'No se pudo cargar el Inicio.',
  dashboardWeekConsignments: 'Remesas de la semana',
  dashboardRecentEvents: 'Últimos eventos',
  dashboardNoEvents: 'Aún no hay eventos.',
  dashboardPendingCumplidos: 'Cumplidos pendientes',
  dashboardCompanies: 'Empresas',
  dashboardWithMobileApp: 'Con app móvil',
  dashboardWithoutMobileApp: 'Sin app móvil',
  dashboardWithActiveUsers: 'Con usuarios activos',
  dashboardWithoutActiveUsers: 'Sin usuarios activos',
  dashboardUsersPending: 'Usuarios por activar',
  dashboardSubscriptionsEnding: 'Suscripciones de app móvil que vencen en 30 días',
  dashboardNoSubscriptionsEnding: 'Ninguna suscripción vence en los próximos 30 días.',
  dashboardMailHealth: 'Correo saliente',
  dashboardMailQueued: 'En cola',
  dashboardMailFailed: 'Fallidos',
  dashboardMailSent24h: 'Enviados (24 h)',
} as const;
