/** Lower-case without accents, so "medellin" finds "MEDELLÍN (ANTIOQUIA)". */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
