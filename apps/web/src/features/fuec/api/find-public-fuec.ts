import { useQuery } from '@tanstack/react-query';
import type { TFuecPublic } from '@trazo/shared';
import { api } from '../../../lib/api-client';

/** GET /api/fuec/publico/:token — the QR's verification, no session. */
export function usePublicFuec(token: string) {
  return useQuery({
    queryKey: ['fuec', 'public', token],
    queryFn: ({ signal }) =>
      api.get<TFuecPublic>(`/fuec/publico/${encodeURIComponent(token)}`, {
        signal,
        handleUnauthenticated: false,
      }),
    retry: false,
  });
}
