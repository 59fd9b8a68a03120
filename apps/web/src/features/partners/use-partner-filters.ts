import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export interface PartnerFilterState {
  desde: string;
  hasta: string;
  empresa: number | null;
  estado: string | null;
  q: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of both partner lists; any change goes back to page 1. `query` is what the API reads. */
export function usePartnerFilters() {
  const [state, setState] = useState<PartnerFilterState>({
    desde: '',
    hasta: '',
    empresa: null,
    estado: null,
    q: '',
    page: 1,
  });
  const [q] = useDebouncedValue(state.q.trim(), 300);
  const set = (patch: Partial<PartnerFilterState>) => setState((s) => ({ ...s, page: 1, ...patch }));
  const query = {
    desde: DATE.test(state.desde) ? state.desde : undefined,
    hasta: DATE.test(state.hasta) ? state.hasta : undefined,
    empresa: state.empresa ?? undefined,
    estado: state.estado ?? undefined,
    q: q || undefined,
  };
  return { filters: state, query, set };
}
