import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, SALES_EMAIL: 'Comercial@Trazo.test' } });
});
afterAll(async () => {
  await t?.close();
  await inbox?.stop();
});

const valid = {
  nombre: 'Gloria Patricia Henao',
  email: 'Gloria.Henao@Logistica.co',
  celular: '300-123-4567',
  descripcion: 'Tenemos 40 tractocamiones y queremos ver los cumplidos en línea.',
};
const send = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/enviarcorreosolicitud',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST /api/enviarcorreosolicitud', () => {
  it('stores the message and e-mails the sales inbox through the outbox', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Se envio tu mensaje con exito' });

    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'gloria.henao@logistica.co'));
    expect(stored).toMatchObject({
      nombre: valid.nombre,
      celular: '3001234567',
      descripcion: valid.descripcion,
    });
    const [queued] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'contact-message'));
    expect(queued).toMatchObject({ to: 'comercial@trazo.test', status: 'pending' });

    expect(await t.app.outbox.drain()).toBe(1);
    const mail = inbox.received.at(-1);
    expect(mail?.to).toEqual(['comercial@trazo.test']);
    expect(mail?.subject).toBe('Nuevo mensaje de contacto desde el sitio web: Gloria Patricia Henao');
    expect(mail?.text).toContain('gloria.henao@logistica.co');
    expect(mail?.text).toContain('300-123-4567');
    expect(mail?.text).toContain(valid.descripcion);
  });

  it.each([
    ['nombre', { ...valid, nombre: '   ' }],
    ['email', { ...valid, email: '' }],
    ['celular', { ...valid, celular: '' }],
    ['descripcion', { ...valid, descripcion: '' }],
  ])('requires %s (spec §5: Ingrese toda la información solicitada)', async (field, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Ingrese toda la información solicitada',
      errors: { [field]: ['Ingrese toda la información solicitada'] },
    });
  });

  it('rejects a missing body, a bad e-mail, a phone without ten digits and an oversized message', async () => {
    expect((await send({})).json().message).toBe('Ingrese toda la información solicitada');
    expect((await send({ ...valid, email: 'no-es-correo' })).json().message).toBe(
      'El valor no es una dirección de correo electrónico válida',
    );
    for (const celular of ['300-123-456', '3001234567890', '300-ABC-4567']) {
      const response = await send({ ...valid, celular });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('El celular debe tener 10 dígitos');
    }
    expect((await send({ ...valid, descripcion: 'x'.repeat(2001) })).statusCode).toBe(422);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
  });

  it('keeps a pasted line break out of the subject', async () => {
    const response = await send(
      { ...valid, email: 'otra@empresa.co', nombre: 'Ana\r\nBcc: x@y.co' },
      '10.0.0.2',
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'otra@empresa.co'));
    expect(row?.nombre).toBe('Ana Bcc: x@y.co');
  });

  it('limits messages per e-mail address (5 per 10 minutes) and per IP (10)', async () => {
    const payload = { ...valid, email: 'insistente@empresa.co' };
    for (let i = 0; i < 5; i += 1) expect((await send(payload, '10.0.1.1')).statusCode).toBe(200);
    const limited = await send(payload, '10.0.1.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Ya recibimos varios mensajes tuyos. Intenta de nuevo en unos minutos.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 5; i += 1) {
      expect((await send({ ...valid, email: `persona${i}@empresa.co` }, '10.0.1.1')).statusCode).toBe(200);
    }
    expect((await send({ ...valid, email: 'nueva@empresa.co' }, '10.0.1.1')).statusCode).toBe(429);

    t.clock.advance(10 * 60_000);
    expect((await send(payload, '10.0.1.1')).statusCode).toBe(200);
  });
});

describe('GET /api/site-info', () => {
  it('answers the configured contact details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-info' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'chat_url',
      'direccion',
      'mapa_url',
      'sitio_proveedor_url',
      'telefono',
    ]);
    expect(body.mapa_url).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(body.direccion)}`,
    );
    expect(JSON.stringify(body)).not.toContain('trazo.test');
  });
});

describe('GET /api/site-info configured', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({
      env: {
        SITE_ADDRESS: 'Carrera 43A # 1-50, Medellín',
        SITE_PHONE: '+57 604 000 0000',
        SITE_MAP_URL: 'https://maps.example.co/oficina',
        SITE_CHAT_URL: 'https://chat.example.co',
        SITE_PROVIDER_URL: 'https://proveedor.example.co',
      },
    });
  });
  afterAll(() => other?.close());

  it('takes every value from the environment', async () => {
    const body = (await other.app.inject({ method: 'GET', url: '/api/site-info' })).json();
    expect(body).toEqual({
      direccion: 'Carrera 43A # 1-50, Medellín',
      telefono: '+57 604 000 0000',
      mapa_url: 'https://maps.example.co/oficina',
      chat_url: 'https://chat.example.co',
      sitio_proveedor_url: 'https://proveedor.example.co',
    });
  });
});
