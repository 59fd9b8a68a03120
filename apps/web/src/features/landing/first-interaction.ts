// The reader's first sign of moving through the page: a scroll, a wheel turn, a touch, a click or a key.
// Until then the landing loads nothing below what is on screen (issue 28): on a phone the first seconds
// belong to the banner and its buttons, not to sections the reader may never reach.

const EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let moved = false;
const waiting = new Set<() => void>();

function onMove() {
  moved = true;
  for (const event of EVENTS) window.removeEventListener(event, onMove, true);
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Calls `callback` once the reader first moves (at once if they already have); returns an unsubscribe. */
export function afterFirstInteraction(callback: () => void): () => void {
  if (moved) {
    callback();
    return () => {};
  }
  if (waiting.size === 0)
    for (const event of EVENTS) window.addEventListener(event, onMove, { capture: true, passive: true });
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}
