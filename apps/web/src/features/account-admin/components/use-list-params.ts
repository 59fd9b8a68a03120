import { PAGINATION, RECORD_STATUSES, type TRecordStatus } from '@trazo/shared';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, PAGINATION.defaultPerPage, 25, 50];

type Patch = Partial<Record<'pagina' | 'filas' | 'estado' | 'buscar' | 'rol' | 'tipo', string | null>>;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A list's page, page size and filters live in the address (?pagina=2&estado=pending&buscar=…), so a
 * reload or a shared link shows the same rows. Changing a filter goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const estado = params.get('estado');

  const set = (patch: Patch) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('pagina' in patch)) next.delete('pagina');
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '' || value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    page: positive(params.get('pagina'), 1),
    perPage: Math.min(positive(params.get('filas'), PAGINATION.defaultPerPage), PAGINATION.maxPerPage),
    status: (RECORD_STATUSES as readonly string[]).includes(estado ?? '') ? (estado as TRecordStatus) : null,
    q: params.get('buscar') ?? '',
    get: (key: 'rol' | 'tipo') => params.get(key),
    set,
  };
}

export type ListParams = ReturnType<typeof useListParams>;
