import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  const ZRecord = z.object({
    id: z.number().int().positive(),
    nombre: z.string().min(1).max(10),
    latitude: z.number().min(-90).max(90).nullable(),
    etiqueta: z.string().optional(),
    code: z.union([z.literal(200), z.literal(404)]),
  });

  it('writes only the declared properties, so an extra column never reaches the client', () => {
    const write = compile(z.object({ data: z.array(ZRecord) }));
    const json = write({
      data: [{ id: 1, nombre: 'Bogotá', latitude: null, code: 200, documento: '123', password_hash: 'x' }],
    });
    expect(JSON.parse(json)).toEqual({ data: [{ id: 1, nombre: 'Bogotá', latitude: null, code: 200 }] });
  });

  it('keeps nullable, optional and union values as they are', () => {
    const write = compile(ZRecord);
    expect(JSON.parse(write({ id: 2, nombre: 'Cali', latitude: 3.45, etiqueta: 'a', code: 404 }))).toEqual({
      id: 2,
      nombre: 'Cali',
      latitude: 3.45,
      etiqueta: 'a',
      code: 404,
    });
  });

  it('refuses a reply that lacks a required property instead of sending half of it', () => {
    const write = compile(ZRecord);
    expect(() => write({ id: 3, latitude: null, code: 200 })).toThrow(/nombre/);
  });

  it('escapes strings like JSON.stringify', () => {
    const write = compile(z.object({ texto: z.string() }));
    const texto = 'comillas " barra \\ salto\n</script>';
    expect(JSON.parse(write({ texto })).texto).toBe(texto);
  });
});
