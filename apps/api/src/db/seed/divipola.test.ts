import { describe, expect, it } from 'vitest';
import { parseCsv, readMunicipios, toMunicipios } from './divipola';

describe('DIVIPOLA reader', () => {
  it('reads quoted fields with commas and escaped quotes', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });

  it('builds nombre_division as "MUNICIPIO (DEPARTAMENTO)" with the DIVIPOLA code as id', () => {
    const [bogota] = toMunicipios(
      parseCsv('codigo,municipio,departamento\n11001,"BOGOTÁ, D.C.",BOGOTÁ D.C.\n'),
    );
    expect(bogota).toEqual({
      id: 11001,
      codigo: '11001',
      municipio: 'BOGOTÁ, D.C.',
      departamento: 'BOGOTÁ D.C.',
      nombreDivision: 'BOGOTÁ, D.C. (BOGOTÁ D.C.)',
    });
  });

  it('reads all 1,094 municipalities with unique codes', async () => {
    const municipios = await readMunicipios();
    expect(municipios).toHaveLength(1094);
    expect(new Set(municipios.map((m) => m.id)).size).toBe(1094);
  });
});
