import { AVATAR_LIMITS, MSG, type TAvatarResponse } from '@trazo/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { multipartFile } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1c6dd0' } })
    .png()
    .toBuffer();

async function upload(
  headers: Record<string, string>,
  name: string,
  type: string,
  data: Buffer,
  field = 'avatar',
) {
  const body = await multipartFile(field, name, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/perfil/avatar',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/perfil/avatar', () => {
  it('stores a real PNG resized to a 256×256 WebP, serves it publicly and shows it in the session', async () => {
    const { bearer } = await loginAs(t.app, 'generador@trazo.demo');
    const response = await upload(bearer, 'foto.png', 'image/png', await png(800, 500));
    expect(response.statusCode).toBe(200);
    const { message, avatar } = response.json<TAvatarResponse>();
    expect(message).toBe(MSG.avatarUpdated);
    expect(avatar).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);

    const image = await t.app.inject({ method: 'GET', url: avatar ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      AVATAR_LIMITS.sizePx,
      AVATAR_LIMITS.sizePx,
    ]);

    const session = await t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', headers: bearer });
    expect(session.json().avatar).toBe(avatar);
    expect((await loginAs(t.app, 'generador@trazo.demo')).body.avatar).toBe(avatar);
  });

  it('accepts JPEG and WebP by content whatever the name says, and deletes the previous file', async () => {
    const { bearer } = await loginAs(t.app, 'proveedor@trazo.demo');
    const jpeg = await sharp(await png(300, 300))
      .jpeg()
      .toBuffer();
    const first = (await upload(bearer, 'foto.png', 'image/png', jpeg)).json<TAvatarResponse>();
    expect(first.avatar).toBeTruthy();
    const webp = await sharp(await png(64, 64))
      .webp()
      .toBuffer();
    const second = await upload(bearer, 'sin-extension', 'application/octet-stream', webp);
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first.avatar ?? '' })).statusCode).toBe(404);
  });

  it('refuses a text file renamed .png (checked by content)', async () => {
    const { bearer } = await loginAs(t.app, 'terceros@trazo.demo');
    const response = await upload(
      bearer,
      'foto.png',
      'image/png',
      Buffer.from('esto no es una imagen\n'.repeat(20)),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MSG.avatarInvalidType,
      errors: { avatar: [MSG.avatarInvalidType] },
    });
  });

  it('refuses a GIF and a truncated PNG', async () => {
    const { bearer } = await loginAs(t.app, 'terceros@trazo.demo');
    const gif = await sharp(await png(20, 20))
      .gif()
      .toBuffer();
    expect((await upload(bearer, 'a.gif', 'image/gif', gif)).json().message).toBe(MSG.avatarInvalidType);
    const truncated = (await png(400, 400)).subarray(0, 60);
    const response = await upload(bearer, 'rota.png', 'image/png', truncated);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MSG.avatarUnreadable);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const { bearer } = await loginAs(t.app, 'terceros@trazo.demo');
    const noise = Buffer.alloc(AVATAR_LIMITS.maxBytes + 1);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const big = Buffer.concat([await png(10, 10), noise]);
    const response = await upload(bearer, 'grande.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MSG.avatarTooLarge);
  });

  it('refuses a request without the file, or as JSON', async () => {
    const { bearer } = await loginAs(t.app, 'terceros@trazo.demo');
    const wrongField = await upload(bearer, 'foto.png', 'image/png', await png(50, 50), 'imagen');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toBe(MSG.avatarRequired);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/perfil/avatar',
      headers: bearer,
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe(MSG.avatarRequired);
  });

  it('needs a session; other routes still refuse multipart', async () => {
    const body = await multipartFile('avatar', 'a.png', 'image/png', await png(10, 10));
    expect((await t.app.inject({ method: 'POST', url: '/api/perfil/avatar', ...body })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', ...body });
    expect(login.statusCode).toBe(415);
  });
});

describe('DELETE /api/perfil/avatar and GET /api/avatars/:file', () => {
  it('removes the avatar and its file', async () => {
    const { bearer } = await loginAs(t.app, 'especiales@trazo.demo');
    const { avatar } = (
      await upload(bearer, 'a.png', 'image/png', await png(40, 40))
    ).json<TAvatarResponse>();
    const response = await t.app.inject({ method: 'DELETE', url: '/api/perfil/avatar', headers: bearer });
    expect(response.json()).toEqual({ message: MSG.avatarRemoved, avatar: null });
    expect((await t.app.inject({ method: 'GET', url: avatar ?? '' })).statusCode).toBe(404);
  });

  it('answers 404 for names that are not avatar files (no path tricks)', async () => {
    for (const file of ['..%2F..%2Fetc%2Fpasswd', 'x.webp', '00000000-0000-0000-0000-000000000000.webp']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/avatars/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MSG.notFound });
    }
  });
});
