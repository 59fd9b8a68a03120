import { useQuery } from '@tanstack/react-query';
import type { TPreviewResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

interface PreviewInput {
  movementId: number;
  eventId: number;
  subject: string;
  body: string;
}

// POST /api/plantillas/vista-previa: the draft filled with a real movement's data.
export function previewTemplate(input: PreviewInput, signal?: AbortSignal): Promise<TPreviewResponse> {
  return api.post<TPreviewResponse>('/plantillas/vista-previa', input, { signal });
}

export function usePreview(input: PreviewInput | null) {
  return useQuery({
    queryKey: ['plantillas', 'preview', input],
    queryFn: ({ signal }) => previewTemplate(input as PreviewInput, signal),
    enabled: input !== null,
    retry: false,
  });
}
