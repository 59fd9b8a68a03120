import { useQuery } from '@tanstack/react-query';
import type {
  TAdminDashboard,
  TCompanyDashboard,
  TEspecialesDashboard,
  TGeneratorDashboard,
} from '@trazo/shared';
import { api } from '../../../lib/api-client';

// GET /api/inicio/* (issue 26 items 3–4). Under ['dashboard']: the live stream reads them again when a
// movement changes (lib/live-changes.ts); the minute's refresh keeps the markers' ageing current.

export function useCompanyDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'empresa-transporte'],
    queryFn: ({ signal }) => api.get<TCompanyDashboard>('/inicio/empresa-transporte', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useGeneratorDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'generador'],
    queryFn: ({ signal }) => api.get<TGeneratorDashboard>('/inicio/generador', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useAdminDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'super-administrador'],
    queryFn: ({ signal }) => api.get<TAdminDashboard>('/inicio/super-administrador', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** Especiales Inicio's documents and FUEC counters (issue 24 item 8). */
export function useEspecialesDashboard() {
  return useQuery({
    queryKey: ['dashboard', 'especiales'],
    queryFn: ({ signal }) => api.get<TEspecialesDashboard>('/inicio/especiales', { signal }),
    refetchInterval: 60_000,
  });
}
