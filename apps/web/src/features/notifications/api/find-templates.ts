import { useQuery } from '@tanstack/react-query';
import type { TTemplatesResponse } from '@trazo/shared';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

// GET /api/plantillas: the company's templates and the events it may write one for.
export function findTemplates(): Promise<TTemplatesResponse> {
  return api.get<TTemplatesResponse>('/plantillas');
}

export function useTemplates() {
  return useQuery({ queryKey: notificationKeys.templates(), queryFn: findTemplates });
}
