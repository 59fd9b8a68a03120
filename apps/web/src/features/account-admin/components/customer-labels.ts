import { MSG, type TCustomerKind, type TCustomerRow } from '@trazo/shared';

export const KIND_LABEL: Record<TCustomerKind, string> = {
  transporte: MSG.kindTransporte,
  especiales: MSG.kindEspeciales,
};

/** NIT as the spec masks it (999.999.999) plus its check digit: 900.123.456-7. */
export function formatNit({ nit, check_digit }: Pick<TCustomerRow, 'nit' | 'check_digit'>): string {
  return `${nit.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${check_digit}`;
}
