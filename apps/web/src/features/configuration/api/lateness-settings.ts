import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLatenessSettings, TLatenessSettingsResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { configKeys } from './query-keys';

// GET/PUT /api/configuracion/retrasos (issue 26 item 2): tolerance, hours without events, e-mail.
const key = [...configKeys.all, 'lateness'] as const;

export function useLatenessSettings() {
  return useQuery({
    queryKey: key,
    queryFn: () => api.get<TLatenessSettingsResponse>('/configuracion/retrasos'),
  });
}

export function useSaveLatenessSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLatenessSettings) =>
      api.put<TLatenessSettingsResponse>('/configuracion/retrasos', body),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
