import { MSG } from '../messages';

// The variables a notification template may use (issue 27 §2), written {{name}} in the subject or body.
// One list for the picker, the save check and the renderer, so the three never disagree.

export const NOTIFICATION_VARIABLES = [
  { key: 'manifiesto', label: 'Manifiesto' },
  { key: 'remesa', label: 'Remesa' },
  { key: 'placa', label: 'Placa' },
  { key: 'conductor', label: 'Conductor' },
  { key: 'evento', label: 'Evento' },
  { key: 'fecha_hora', label: 'Fecha y hora (Bogotá)' },
  { key: 'lugar', label: 'Lugar' },
  { key: 'novedad', label: 'Novedad' },
  { key: 'enlace_consulta', label: 'Enlace a la consulta pública' },
  { key: 'empresa', label: 'Empresa' },
] as const;

export type NotificationVariable = (typeof NOTIFICATION_VARIABLES)[number]['key'];
export type NotificationValues = Record<NotificationVariable, string>;

const KNOWN: ReadonlySet<string> = new Set(NOTIFICATION_VARIABLES.map((v) => v.key));
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names inside {{…}} that are not variables, in order of appearance, each once. */
export function findUnknownVariables(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!KNOWN.has(name)) unknown.add(name);
  }
  return [...unknown];
}

export function unknownVariableMessage(name: string): string {
  return MSG.ntfUnknownVariable.replace('{name}', name);
}

/** Fills each {{variable}} with its value (plain text: the e-mail layout escapes it for HTML). */
export function renderTemplate(template: string, values: NotificationValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    KNOWN.has(name) ? values[name as NotificationVariable] : whole,
  );
}

/** A date in Bogotá (UTC−05:00 all year: Colombia has no daylight saving) as the messages show it: 01/03/2026 08:30. */
export function formatBogotaDateTime(at: Date): string {
  const local = new Date(at.getTime() - 5 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}
