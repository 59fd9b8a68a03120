import { useMutation } from '@tanstack/react-query';
import type { TContactForm, TContactResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';

// POST /api/enviarcorreosolicitud (spec §7): stores the message and e-mails sales. The phone may keep
// its mask; the shared schema strips the dashes on both sides.
export function sendContactMessage(body: TContactForm): Promise<TContactResponse> {
  return api.post<TContactResponse>('/enviarcorreosolicitud', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
