import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zones } from '../schema';
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

  it('reads all 1,123 municipalities with unique codes', async () => {
    const municipios = await readMunicipios();
    expect(municipios).toHaveLength(1123);
    expect(new Set(municipios.map((m) => m.id)).size).toBe(1123);
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

describe('DIVIPOLA zones migration', () => {
  it('adds the 29 municipalities the first seed lacked (Tunja among them) to a database that is not re-seeded', async () => {
    const { openPglite } = await import('../pglite');
    const database = await openPglite();
    try {
      await database.migrate();
      const rows = await database.db.select().from(zones).where(eq(zones.codigo, '15001'));
      expect(rows).toEqual([
        {
          id: 15001,
          codigo: '15001',
          municipio: 'TUNJA',
          departamento: 'BOYACÁ',
          nombreDivision: 'TUNJA (BOYACÁ)',
        },
      ]);
      const [total] = await database.db.select({ n: count() }).from(zones);
      expect(total?.n).toBe(29);
    } finally {
      await database.close();
    }
  });
});
