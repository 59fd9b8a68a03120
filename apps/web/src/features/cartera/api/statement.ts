import { useMutation, useQuery } from '@tanstack/react-query';
import type { TMessageResponse, TSendStatementRequest } from '@trazo/shared';
import { api, withQuery } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

// GET /api/cartera/estado-cuenta (PDF), GET …/destinatarios, POST …/enviar (through the outbox).
async function downloadStatement(query: { generador: number; corte: string }): Promise<void> {
  const file = await api.download(withQuery('/cartera/estado-cuenta', query));
  saveFile(file.blob, file.fileName ?? 'Estado de cuenta.pdf');
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}

export function useStatementRecipients(generador: number | null) {
  return useQuery({
    queryKey: ['cartera', 'statement-recipients', generador],
    queryFn: ({ signal }) =>
      api.get<{ sugeridos: string[] }>(withQuery('/cartera/estado-cuenta/destinatarios', { generador }), {
        signal,
      }),
    enabled: generador !== null,
  });
}

export function useSendStatement() {
  return useMutation({
    mutationFn: (body: TSendStatementRequest) =>
      api.post<TMessageResponse>('/cartera/estado-cuenta/enviar', body),
  });
}
