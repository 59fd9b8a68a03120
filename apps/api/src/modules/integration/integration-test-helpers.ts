import type { TCreateApiKeyResponse, TMovementInput } from '@trazo/shared';
import type { App } from '../../app';
import { demoPdf, demoPhoto, PHOTO_SCENES } from '../../db/seed/demo-files';
import { loginAs, withCookie } from '../../test/auth-helpers';

export async function createKey(app: App, email = 'transporte@trazo.demo', nombre = 'ERP SIIGO') {
  const { token } = await loginAs(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/integracion/llaves',
    payload: { nombre },
    ...withCookie(token),
  });
  if (res.statusCode !== 201) throw new Error(`create key → ${res.statusCode} ${res.body}`);
  return { token, key: res.json<TCreateApiKeyResponse>() };
}

export function sampleMovement(manifest: string, overrides: Partial<TMovementInput> = {}): TMovementInput {
  const party = (documento: string, nombre: string) => ({
    documento,
    nombre,
    direccion: 'Cl. 1 # 2-3',
    zona: 'TUNJA (BOYACÁ)',
    telefono: '3001234567',
  });
  return {
    manifiesto_numero: manifest,
    fecha_despacho: '2026-03-01 08:30',
    sucursal: 'Tunja',
    vehiculo: { placa: 'abc-123', marca: 'Hino', modelo: '2020', serie: 'S1' },
    conductor: { documento: '1010', nombre: 'Pedro Páez' },
    origen_descripcion: 'TUNJA (BOYACÁ)',
    destino_descripcion: 'BOGOTÁ, D.C. (BOGOTÁ, D.C.)',
    remesas: [
      {
        remesa_numero: `${manifest}-1`,
        producto_descripcion: 'Papa pastusa',
        empaque_descripcion: 'Bultos',
        valor_declarado: 1500000,
        unidades_final: 100,
        peso_final: 5000,
        remitente: party('900111222', 'Agro Boyacá S.A.S.'),
        destinatario: party('900333444', 'Central de Abastos'),
        generador: { nit: '900111222', nombre: 'Agro Boyacá S.A.S.' },
        documento_cliente: `PED-${manifest}`,
        tipo_despacho: 'Nacional',
      },
    ],
    ...overrides,
  };
}

export const postBatch = (app: App, key: string, movimientos: unknown[]) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/integracion/movimientos',
    headers: { 'x-api-key': key },
    payload: { movimientos },
  });

export function eventForm(fields: Record<string, string>, photos = 0): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (let i = 0; i < photos; i++) {
    form.append(
      'imagenes',
      new Blob([demoPhoto(PHOTO_SCENES[0] as (typeof PHOTO_SCENES)[number], i)], { type: 'image/png' }),
      `foto-${i}.png`,
    );
  }
  return form;
}

export function cumplidoForm(fields: Record<string, string>, text = 'Cumplido'): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('documento', new Blob([demoPdf(text, ['firma'])], { type: 'application/pdf' }), 'cumplido.pdf');
  return form;
}
