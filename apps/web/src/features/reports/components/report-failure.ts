import { MSG } from '@trazo/shared';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/** spec §8: the server's message for 4xx; 'El proceso se ha cancelado…' for a server error. */
export function notifyReportFailure(error: unknown, title: string) {
  if (error instanceof ApiError && error.status >= 500) {
    notify.error(title, MSG.reportsServerError);
    return;
  }
  notify.failure(error, title);
}
