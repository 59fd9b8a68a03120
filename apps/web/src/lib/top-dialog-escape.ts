// Escape closes the top dialog only (issue 22 item 14). Every Mantine modal listens for Escape on the
// window and closes itself, so Escape in a dialog opened from a dialog ('Configuración masiva' over
// 'Configuración') closed both. This listener is registered once, before any modal's (each modal
// registers its own again on every render, after this one), and runs first: while more than one modal is
// open it keeps the key from every modal's listener and presses the top one's close button ✕ instead.
// With one modal open it does nothing, and that modal's own closeOnEscape decides as before.

const OPEN_MODALS = 'section[role="dialog"][aria-modal="true"]';
const CLOSE_BUTTON = '.mantine-Modal-close, .mantine-Drawer-close';

function onEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.isComposing) return;
  // A combobox or menu inside the dialog takes this Escape for itself (Mantine marks its target so).
  const target = event.target instanceof Element ? event.target : null;
  if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
  const open = document.querySelectorAll<HTMLElement>(OPEN_MODALS);
  if (open.length < 2) return;
  event.stopImmediatePropagation();
  // Portals are appended in the order the dialogs opened: the last one is on top.
  const top = open[open.length - 1];
  top?.querySelector<HTMLButtonElement>(CLOSE_BUTTON)?.click();
}

if (typeof window !== 'undefined') window.addEventListener('keydown', onEscape, { capture: true });
