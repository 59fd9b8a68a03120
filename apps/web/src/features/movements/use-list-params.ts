import {
  LATE_REASON_CODES,
  MOVEMENT_INDICATOR_CODES,
  MOVEMENT_LIMITS,
  MOVEMENT_STATE_CODES,
  type MovementIndicatorCode,
  type TMovementListQuery,
} from '@trazo/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The filters a user can set; page and page size are handled apart. */
export type MovementFilters = Pick<
  TMovementListQuery,
  'fecha_inicio' | 'fecha_fin' | 'manifiesto' | 'placa' | 'generador' | 'estado' | 'retraso' | 'indicador'
>;

const FILTER_KEYS = [
  'fecha_inicio',
  'fecha_fin',
  'manifiesto',
  'placa',
  'generador',
  'estado',
  'retraso',
  'indicador',
] as const;
const LATE_VALUES: readonly string[] = ['si', ...LATE_REASON_CODES];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readQuery(params: URLSearchParams): TMovementListQuery {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const date = (key: string) => {
    const v = text(key);
    return v && DATE.test(v) ? v : undefined;
  };
  const generador = Number(params.get('generador'));
  const estado = text('estado') as (typeof MOVEMENT_STATE_CODES)[number] | undefined;
  const page = Number(params.get('page'));
  const retraso = text('retraso');
  const indicador = text('indicador') as MovementIndicatorCode | undefined;
  return {
    fecha_inicio: date('fecha_inicio'),
    fecha_fin: date('fecha_fin'),
    manifiesto: text('manifiesto'),
    placa: text('placa'),
    generador: Number.isInteger(generador) && generador > 0 ? generador : undefined,
    estado: estado && MOVEMENT_STATE_CODES.includes(estado) ? estado : undefined,
    retraso:
      retraso && LATE_VALUES.includes(retraso) ? (retraso as TMovementListQuery['retraso']) : undefined,
    // An Inicio counter's list (issue 26); applying the filter form keeps it until its chip is closed.
    indicador: indicador && MOVEMENT_INDICATOR_CODES.includes(indicador) ? indicador : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: MOVEMENT_LIMITS.listDefaultPerPage,
  };
}

/**
 * The list's filters and page live in the URL, so a reload, a shared link or the back button from a
 * movement's detail shows the same list.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);

  const apply = (filters: MovementFilters) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of FILTER_KEYS) {
        const value =
          key === 'indicador' && !('indicador' in filters) ? (prev.get(key) ?? undefined) : filters[key];
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      next.delete('page');
      return next;
    });

  const setPage = (page: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });

  const hasFilter = FILTER_KEYS.some((key) => query[key] !== undefined);
  return { query, hasFilter, apply, setPage };
}
