import dayjs from 'dayjs';

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

/** Whole Colombian pesos as Colombians read them: `$ 1.190.000`. */
export function formatCop(value: number): string {
  return cop.format(value);
}

/** `21 de noviembre de 2026` (the app's locale is Spanish, spec §1). */
export function formatDate(iso: string): string {
  return dayjs(iso).format('D [de] MMMM [de] YYYY');
}

export function formatDateTime(iso: string): string {
  return dayjs(iso).format('D [de] MMMM [de] YYYY, h:mm a');
}
