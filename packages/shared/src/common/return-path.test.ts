import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/empresa-transporte/detallemovimiento/100125',
    '/empresa-transporte/viajes?vista=importar&page=2',
    '/generador/mov-transporte?manifiesto=100001#arriba',
    '/super-administrador/inicio',
  ])('keeps the same-origin role path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example/empresa-transporte/inicio'],
    ['http:/empresa-transporte/inicio'],
    ['//evil.example/empresa-transporte'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/empresa-transporte\\..\\login'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['empresa-transporte/inicio'],
    ['/\t/evil.example'],
    ['/empresa-transporte/inicio\n'],
    ['/empresa-transporte/ inicio'],
    ['/generador/../login'],
    ['/generador/./inicio'],
    ['/login'],
    ['/login?next=/login'],
    ['/home'],
    ['/pendiente-activacion'],
    ['/empresa-transportes/inicio'],
    [`/generador/${'a'.repeat(600)}`],
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries a safe path, encoded, and drops an unsafe one', () => {
    expect(loginPathFor('/empresa-transporte/viajes?vista=importar')).toBe(
      '/login?next=%2Fempresa-transporte%2Fviajes%3Fvista%3Dimportar',
    );
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/home')).toBe('/login');
  });
});
