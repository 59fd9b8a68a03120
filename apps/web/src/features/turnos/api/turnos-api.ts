import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBranchLocationForm,
  TCancelTurnRequest,
  TCreateTurnRequest,
  TPendingMovementsResponse,
  TTurnBranch,
  TTurnHistoryResponse,
  TTurnQueueResponse,
  TTurnSettings,
} from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';

export interface TurnQueueFilter {
  sucursal?: number;
  clase?: string;
}
export interface TurnHistoryFilter {
  desde: string;
  hasta: string;
  sucursal?: number;
}

// /api/turnos (issue 27 §1). The keys start with 'turnos': the live stream reads them again on any change
// of the company's turns or movements (lib/live-changes.ts).
export const turnKeys = {
  all: ['turnos'] as const,
  queue: (q: TurnQueueFilter) => ['turnos', 'cola', q] as const,
  pending: (sucursal: number | undefined) => ['turnos', 'pendientes', sucursal ?? null] as const,
  settings: () => ['turnos', 'configuracion'] as const,
  history: (q: TurnHistoryFilter) => ['turnos', 'historial', q] as const,
};

/** A short poll too: waiting times grow, and offers expire, with no change to announce. */
const QUEUE_POLL_MS = 30_000;

export function useTurnQueue(q: TurnQueueFilter) {
  return useQuery({
    queryKey: turnKeys.queue(q),
    queryFn: () => api.get<TTurnQueueResponse>(withQuery('/turnos', { ...q })),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_POLL_MS,
  });
}

export function usePendingMovements(sucursal: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: turnKeys.pending(sucursal),
    queryFn: () =>
      api.get<TPendingMovementsResponse>(withQuery('/turnos/movimientos-pendientes', { sucursal })),
    enabled,
  });
}

export function useTurnSettings() {
  return useQuery({
    queryKey: turnKeys.settings(),
    queryFn: () => api.get<TTurnSettings>('/turnos/configuracion'),
  });
}

export function useTurnHistory(q: TurnHistoryFilter) {
  return useQuery({
    queryKey: turnKeys.history(q),
    queryFn: () => api.get<TTurnHistoryResponse>(withQuery('/turnos/historial', { ...q })),
    placeholderData: keepPreviousData,
  });
}

function useTurnMutation<V>(call: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: turnKeys.all }),
  });
}

export const useAddTurn = () => useTurnMutation((v: TCreateTurnRequest) => api.post('/turnos', v));
export const useOfferTurn = () =>
  useTurnMutation((v: { id: number; movimientoId: number }) =>
    api.post(`/turnos/${v.id}/oferta`, { movimientoId: v.movimientoId }),
  );
export const useCancelTurn = () =>
  useTurnMutation((v: { id: number } & TCancelTurnRequest) =>
    api.post(`/turnos/${v.id}/cancelar`, { motivo: v.motivo }),
  );
export const useSaveTurnSettings = () =>
  useTurnMutation((v: TTurnSettings) => api.put<TTurnSettings>('/turnos/configuracion', v));
export const useSaveBranchLocation = () =>
  useTurnMutation(({ id, ...v }: { id: number } & TBranchLocationForm) =>
    api.put<TTurnBranch>(`/turnos/sucursales/${id}`, v),
  );
