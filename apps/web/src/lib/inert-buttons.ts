// A prerendered public page paints before its JavaScript runs (issue 28, ADR 0021), and a button there
// does nothing until React owns it: a click on 'Mostrar contraseña' or '¿Olvidaste tu contraseña?' in that
// window was lost, and the person (or a test) waited for a dialog that never came. The build renders
// every such button disabled and marked; once the page is hydrated the mark and the disabled state go, so
// a button looks and is unavailable exactly while it would not work. Buttons React itself renders
// disabled are left alone (their state is React's).

const MARK = 'data-until-hydrated';

/**
 * Build time: every `<button>` of the prerendered markup not already disabled, and every combobox input
 * (a Select: its list opens only by script, so a click before hydration would be lost the same way),
 * gets disabled and marked.
 */
export function disableButtonsUntilHydrated(html: string): string {
  return html.replace(
    /<(button|input)\b([^>]*?)(\/?)>/g,
    (tag, name: string, attributes: string, close: string) =>
      (name === 'input' && !/\srole="combobox"/.test(attributes)) || /\sdisabled(?:[\s=>]|$)/.test(attributes)
        ? tag
        : `<${name}${attributes} disabled="" ${MARK}=""${close}>`,
  );
}

/** In the browser, after hydration: the marked buttons work now. */
export function enableHydratedButtons(root: ParentNode = document): void {
  for (const button of root.querySelectorAll(`[${MARK}]`)) {
    button.removeAttribute('disabled');
    button.removeAttribute(MARK);
  }
}
