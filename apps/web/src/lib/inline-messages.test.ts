import { MSG } from '@trazo/shared';
import { describe, expect, it } from 'vitest';
import { inlineMessages } from './inline-messages';

// The sources below are code under test: their `${…}` are meant literally.
// biome-ignore lint/suspicious/noTemplateCurlyInString: a text that looks like a placeholder
const messages = { saved: 'Guardado', quoted: 'Dijo "hola" y `adiós` ${no}', other: 'Otro' };

describe('inlineMessages', () => {
  it('writes each MSG.key read as its text, JSON-quoted, wherever an expression stands', () => {
    const code = [
      "import { MSG, ROLE } from '@trazo/shared';",
      'const a = MSG.saved;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test
      'const b = `${MSG.quoted}!`;',
      'f({ title: MSG.other, n: ROLE.generador });',
    ].join('\n');
    const out = inlineMessages(code, messages);
    expect(out).toBe(
      [
        "import { MSG, ROLE } from '@trazo/shared';",
        'const a = "Guardado";',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test
        'const b = `${"Dijo \\"hola\\" y `adiós` ${no}"}!`;',
        'f({ title: "Otro", n: ROLE.generador });',
      ].join('\n'),
    );
    // What it wrote is JavaScript that evaluates to the texts.
    const body = (out ?? '').split('\n').slice(1, 3).join('\n');
    expect(new Function(`${body}; return [a, b];`)()).toEqual(['Guardado', `${messages.quoted}!`]);
  });

  it('follows a renamed import and the messages module imported by path', () => {
    expect(inlineMessages("import { MSG as M } from '@trazo/shared';\nx(M.saved);", messages)).toBe(
      'import { MSG as M } from \'@trazo/shared\';\nx("Guardado");',
    );
    expect(inlineMessages("import { MSG } from '../messages';\nx(MSG.saved);", messages)).toBe(
      'import { MSG } from \'../messages\';\nx("Guardado");',
    );
  });

  it('leaves alone what is not a read of the imported catalogue', () => {
    const untouched = [
      // No import of MSG: a local object of the same name is someone else's.
      'const MSG = { saved: 1 };\nx(MSG.saved);',
      // Text and comments that mention it, computed and unknown keys, another object's MSG.
      "import { MSG } from '@trazo/shared';\n// MSG.saved\nx('MSG.saved', MSG[k], MSG.missing, o.MSG.saved);",
      // Another package's MSG.
      "import { MSG } from 'elsewhere';\nx(MSG.saved);",
    ];
    for (const code of untouched) expect(inlineMessages(code, messages)).toBeNull();
  });

  it('knows the real catalogue: every text is a string, so every read can be written in place', () => {
    const values = Object.values(MSG);
    expect(values.length).toBeGreaterThan(1000);
    expect(values.every((v) => typeof v === 'string')).toBe(true);
    expect(inlineMessages("import { MSG } from '@trazo/shared';\nx(MSG.fillAllFields);", MSG)).toBe(
      `import { MSG } from '@trazo/shared';\nx(${JSON.stringify(MSG.fillAllFields)});`,
    );
  });
});
