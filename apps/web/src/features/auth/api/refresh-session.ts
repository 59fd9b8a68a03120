import { queryClient } from '../../../lib/query-client';
import { sessionQueryKey } from '../../../lib/session';

/** After a change that ends or alters the session server-side, the guards must ask the server again. */
export function refreshSession(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
