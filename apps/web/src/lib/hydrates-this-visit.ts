import { hydratesPrerendered } from '@trazo/shared';
import { mayHaveSession } from './session-hint';

/**
 * Whether this visit renders as the build rendered `container`'s page (issue 28, ADR 0021): the same
 * path, no session hint, no query parameter that changes the first render — then React hydrates the
 * prerendered HTML. The server sends that HTML only to such a visit (plugins/errors.ts); the entries
 * check again, for a session begun in another tab since the HTML was sent.
 */
export function hydratesThisVisit(container: HTMLElement): boolean {
  const { pathname, search } = window.location;
  return (
    container.dataset.prerendered === pathname &&
    hydratesPrerendered([...new URLSearchParams(search).keys()], mayHaveSession())
  );
}
