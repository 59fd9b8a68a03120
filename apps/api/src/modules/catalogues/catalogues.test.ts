import { DOCUMENT_TYPES, ZDocumentTypesResponse, ZZonesResponse } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/cargar_zonas', () => {
  it('lists every municipality, Spanish-sorted, cacheable, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cargar_zonas' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { data } = ZZonesResponse.parse(res.json());
    expect(data.length).toBeGreaterThan(1000); // 1,123 DIVIPOLA municipalities (and areas)
    expect(data).toContainEqual({ id: 11001, nombre_division: expect.stringMatching(/^BOGOT/) });
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['id', 'nombre_division']);
    // Á sorts with A, not after Z.
    const names = data.map((z) => z.nombre_division);
    const collator = new Intl.Collator('es', { sensitivity: 'base' });
    expect([...names].sort(collator.compare)).toEqual(names);
    expect(names.findIndex((n) => n.startsWith('Á'))).toBeLessThan(names.findIndex((n) => n.startsWith('B')));
  });
});

describe('GET /api/tipos_documento', () => {
  it('lists the seven spec §3 document types in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tipos_documento' });
    expect(res.statusCode).toBe(200);
    const { data } = ZDocumentTypesResponse.parse(res.json());
    expect(data.map((d) => d.descripcion)).toEqual(DOCUMENT_TYPES.map((d) => d.descripcion));
    expect(data[2]).toEqual({ id: 3, code: 'CC', descripcion: 'Cédula de ciudadanía' });
  });
});
