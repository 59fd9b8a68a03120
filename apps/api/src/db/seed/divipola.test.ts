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

  it('holds clean names: no inner runs of spaces, no edge spaces (issue 14: "ALMEIDA     Municipios")', async () => {
    const municipios = await readMunicipios();
    expect(municipios.length).toBeGreaterThan(0);
    const dirty = municipios.filter(
      (m) =>
        / {2,}|\t/.test(m.nombreDivision) ||
        m.municipio !== m.municipio.trim() ||
        /Municipios/.test(m.municipio),
    );
    expect(dirty.map((m) => m.nombreDivision)).toEqual([]);
    expect(municipios.find((m) => m.codigo === '15022')?.nombreDivision).toBe('ALMEIDA (BOYACÁ)');
  });

  it('refuses a malformed row instead of shifting columns', () => {
    expect(() => parseCsv('codigo,municipio,departamento\n11001,"BOGOTÁ, D.C.\n')).toThrow();
    expect(() => parseCsv('codigo,municipio,departamento\n11001,A,B,C\n')).toThrow();
  });
});
