import { useDebouncedValue } from '@mantine/hooks';
import { bogotaDay, type TInvoiceListQuery, type TInvoiceState } from '@trazo/shared';
import { useState } from 'react';

export interface CarteraFilterState {
  corte: string;
  empresa?: number;
  generador?: number;
  q: string;
  tramo: number | null;
  estado: TInvoiceState | null;
  desde: string;
  hasta: string;
  page: number;
  /** The filters as the API reads them (search debounced, empty values left out). */
  query: Omit<TInvoiceListQuery, 'page' | 'per_page'>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of Cartera and Historial de Facturación; any change goes back to page 1. */
export function useCarteraFilters() {
  const [state, setState] = useState(() => ({
    corte: bogotaDay(new Date().toISOString()),
    empresa: undefined as number | undefined,
    generador: undefined as number | undefined,
    q: '',
    tramo: null as number | null,
    estado: null as TInvoiceState | null,
    desde: '',
    hasta: '',
    page: 1,
  }));
  const [q] = useDebouncedValue(state.q.trim(), 300);
  const set = (patch: Partial<CarteraFilterState>) => setState((s) => ({ ...s, page: 1, ...patch }));
  const query = {
    corte: DATE.test(state.corte) ? state.corte : undefined,
    empresa: state.empresa,
    generador: state.generador,
    q: q || undefined,
    tramo: state.tramo ?? undefined,
    estado: state.estado ?? undefined,
    desde: DATE.test(state.desde) ? state.desde : undefined,
    hasta: DATE.test(state.hasta) ? state.hasta : undefined,
  };
  const filters: CarteraFilterState = { ...state, query };
  return { filters, set };
}
