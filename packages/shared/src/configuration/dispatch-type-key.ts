// Dispatch types arrive as free text from the ERP and imports (issue 9): 'Refrigerado', 'REFRIGERADO ' and
// 'refrigerádo' must meet one catalogue entry, so the catalogue is keyed by this normal form.

/** Lower case, without accents (ñ → n too), trimmed, single spaces. */
export function dispatchTypeKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}
