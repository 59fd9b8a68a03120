import { MSG } from '@trazo/shared';
import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The id of each page frame's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'contenido';

/**
 * 'Saltar al contenido' (issue 14 item 8, WCAG 2.4.1): the first stop of the keyboard on every page,
 * past the top bar and the side menu to the page's <main>. Focus moves there without touching the
 * address (a bare `#contenido` would be read by the router as a navigation).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={skip}>
      {MSG.skipToContent}
    </a>
  );
}
