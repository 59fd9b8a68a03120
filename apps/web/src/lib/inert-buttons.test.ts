import { describe, expect, it } from 'vitest';
import { disableButtonsUntilHydrated } from './inert-buttons';

describe('disableButtonsUntilHydrated', () => {
  it('disables and marks each button, leaves disabled ones and other tags alone', () => {
    const html =
      '<form><input name="a"><button type="button" class="x">Mostrar</button>' +
      '<button type="submit" disabled="">Ingresar</button><button>Otro</button><a href="/x">Enlace</a></form>';
    expect(disableButtonsUntilHydrated(html)).toBe(
      '<form><input name="a"><button type="button" class="x" disabled="" data-until-hydrated="">Mostrar</button>' +
        '<button type="submit" disabled="">Ingresar</button><button disabled="" data-until-hydrated="">Otro</button>' +
        '<a href="/x">Enlace</a></form>',
    );
  });

  it('disables the comboboxes too (a Select opens only by script), not other inputs', () => {
    const html =
      '<input name="email" type="email"/><input readonly role="combobox" aria-haspopup="listbox" value=""/>' +
      '<input role="combobox" disabled="" value>';
    expect(disableButtonsUntilHydrated(html)).toBe(
      '<input name="email" type="email"/>' +
        '<input readonly role="combobox" aria-haspopup="listbox" value="" disabled="" data-until-hydrated=""/>' +
        '<input role="combobox" disabled="" value>',
    );
  });
});
