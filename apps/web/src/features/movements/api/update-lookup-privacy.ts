import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateLookupPrivacyRequest, TUpdateLookupPrivacyResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { lookupPrivacyQueryOptions } from './find-lookup-privacy';

// PUT /api/consulta-publica/privacidad: the next public lookup already answers with the new choice.
export function updateLookupPrivacy(body: TUpdateLookupPrivacyRequest) {
  return api.put<TUpdateLookupPrivacyResponse>('/consulta-publica/privacidad', body);
}

export function useUpdateLookupPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLookupPrivacy,
    onSuccess: (answer) =>
      queryClient.setQueryData(lookupPrivacyQueryOptions.queryKey, { data: answer.data }),
  });
}
