// Dates as a Colombian driver reads them.

const day = new Intl.DateTimeFormat('es-CO', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'America/Bogota',
});
const time = new Intl.DateTimeFormat('es-CO', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});
const key = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' });

export const formatDay = (iso: string) => day.format(new Date(iso));
export const formatTime = (iso: string | number | Date) => time.format(new Date(iso));
export const formatDateTime = (iso: string | number | Date) =>
  `${day.format(new Date(iso))}, ${time.format(new Date(iso))}`;

/** 'Hoy', 'Mañana' or the date. */
export function relativeDay(iso: string): string {
  const today = key.format(new Date());
  const tomorrow = key.format(new Date(Date.now() + 86_400_000));
  const that = key.format(new Date(iso));
  if (that === today) return 'Hoy';
  if (that === tomorrow) return 'Mañana';
  return formatDay(iso);
}

export const STATE_LABELS: Record<string, string> = {
  programado: 'Programado',
  en_ruta: 'En ruta',
  entregado: 'Entregado',
  con_novedad: 'Con novedad',
  programada: 'Programada',
  entregada: 'Entregada',
  rechazada: 'Entrega rechazada',
};
