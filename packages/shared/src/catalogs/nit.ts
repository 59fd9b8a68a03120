// DIAN check digit ("dígito de verificación") for a Colombian NIT.
// Weights apply from the rightmost digit of the NIT leftwards.
const DIAN_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

export function nitCheckDigit(nit: string): number {
  const digits = nit.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > DIAN_WEIGHTS.length) {
    throw new RangeError('El NIT debe tener entre 1 y 15 dígitos');
  }
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (DIAN_WEIGHTS[i] as number);
  }
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** Removes the mask dots (999.999.999) the forms show; the API receives digits only. */
export function unmaskNit(value: string): string {
  return value.replace(/\./g, '').trim();
}
