import { formatCount } from './numbers';

/**
 * "1 foto", "3 fotos", "1.200 remesas": a count with the word that agrees with it. Spanish takes the
 * singular for exactly one (and "−1"); zero and every other count take the plural ("0 fotos").
 * The plural is given, not derived: Spanish plurals are not always the word plus "s" ("1 intento" /
 * "2 intentos", but "1 vehículo sin inspección" / "2 vehículos sin inspección").
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${Math.abs(count) === 1 ? singular : pluralForm}`;
}
