import { COMPANY_LOGO_LIMITS, MSG, type TCompanyLogoResponse, type TSessionResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, storedFiles } from '../../db/schema';
import { loginAs, withCookie, XRW } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { multipartFile } from '../../test/multipart';

// The transport company's logo (Editar Perfil → Logo de la empresa): validated by content, stored as a
// PNG inside 600×240, served publicly, shown in the session's company and replaced without leftovers.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
});
afterAll(() => t?.close());

const image = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#1d3557' } })
    [format]()
    .toBuffer();

async function upload(auth: string, name: string, type: string, data: Buffer, field = 'logo') {
  const body = await multipartFile(field, name, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/empresa/logo',
    ...withCookie(auth, { ...XRW, ...body.headers }),
    payload: body.payload,
  });
}

const company = async (nit: string) => {
  const [row] = await t.app.db
    .select({ url: customers.logoUrl, fileId: customers.logoFileId })
    .from(customers)
    .where(eq(customers.nit, nit));
  return row;
};
const sessionLogo = async (auth: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', ...withCookie(auth) })
  ).json<TSessionResponse>().customer?.logo;

describe('the company logo', () => {
  it('the demo company starts with a stored PNG logo, served publicly', async () => {
    const demo = await company('900123456');
    expect(demo?.url).toMatch(/^\/api\/logos\/[0-9a-f-]{36}\.png$/);
    expect(demo?.url).toBe(`/api/logos/${demo?.fileId}.png`);
    const served = await t.app.inject({ method: 'GET', url: demo?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('stores an upload as a PNG inside 600×240, shows it in the session and removes the previous file', async () => {
    const previous = await company('900123456');
    const res = await upload(token, 'logo.jpg', 'image/jpeg', await image(1200, 400, 'jpeg'));
    expect(res.statusCode).toBe(200);
    const { message, logo } = res.json<TCompanyLogoResponse>();
    expect(message).toBe(MSG.companyLogoUpdated);
    expect(logo).toMatch(/^\/api\/logos\/[0-9a-f-]{36}\.png$/);

    const served = await t.app.inject({ method: 'GET', url: logo ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', COMPANY_LOGO_LIMITS.maxWidthPx, 200]);
    expect(await sessionLogo(token)).toBe(logo);

    // The previous logo is gone from storage and from stored_files.
    expect((await t.app.inject({ method: 'GET', url: previous?.url ?? '' })).statusCode).toBe(404);
    const leftovers = await t.app.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.id, previous?.fileId ?? ''));
    expect(leftovers).toHaveLength(0);
    // Another company keeps its own.
    expect((await company('901777888'))?.url).toBeNull();
  });

  it('refuses what is not an image, too large, or from another role, and changes nothing', async () => {
    const before = await company('900123456');
    const svg = await upload(token, 'logo.png', 'image/png', Buffer.from('<svg onload="alert(1)"/>'));
    expect(svg.statusCode).toBe(422);
    expect(svg.json()).toMatchObject({
      message: MSG.avatarInvalidType,
      errors: { logo: [MSG.avatarInvalidType] },
    });
    const huge = Buffer.concat([await image(10, 10, 'png'), Buffer.alloc(COMPANY_LOGO_LIMITS.maxBytes)]);
    expect((await upload(token, 'logo.png', 'image/png', huge)).statusCode).toBe(413);
    const wrongField = await upload(token, 'logo.png', 'image/png', await image(10, 10, 'png'), 'avatar');
    expect(wrongField.statusCode).toBe(422);

    const generator = await loginAs(t.app, 'generador@trazo.demo');
    const foreign = await upload(generator.token, 'logo.png', 'image/png', await image(10, 10, 'png'));
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/empresa/logo', headers: XRW });
    expect(anonymous.statusCode).toBe(401);
    expect(await company('900123456')).toEqual(before);
  });

  it('DELETE takes the logo away: the session shows none and the file is gone', async () => {
    const before = await company('900123456');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/empresa/logo', ...withCookie(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json<TCompanyLogoResponse>()).toEqual({ message: MSG.companyLogoRemoved, logo: null });
    expect(await company('900123456')).toEqual({ url: null, fileId: null });
    expect(await sessionLogo(token)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: before?.url ?? '' })).statusCode).toBe(404);
    // Names that are not ours are a 404, never a path into storage.
    const probe = await t.app.inject({ method: 'GET', url: '/api/logos/..%2F..%2Fetc%2Fpasswd' });
    expect(probe.statusCode).toBe(404);
  });
});
