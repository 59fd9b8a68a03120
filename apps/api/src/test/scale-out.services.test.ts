import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  TAvatarResponse,
  TCreateApiKeyResponse,
  TEventCreatedResponse,
  TImgPublicResponse,
  TLoginResponse,
} from '@trazo/shared';
import { MSG } from '@trazo/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/postgres';
import { prepareDatabase } from '../db/prepare';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { demoPhoto, PHOTO_SCENES } from '../db/seed/demo-files';
import { LOGIN_THROTTLE } from '../modules/auth/session-policy';
import { sampleMovement } from '../modules/integration/integration-test-helpers';
import { S3FileStorage } from '../storage/s3-file-storage';
import { type ApiProcess, startApiProcess } from './api-process';
import { namesMovement, openLiveStream } from './live-stream';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from './s3-server';
import { testServiceUrl } from './test-services';

// The scale-out shape (ADR 0011): two real API processes, each with its own DATA_DIR, pools and Redis
// client, on one PostgreSQL database + one Redis + one S3-protocol server. Whatever one process
// accepted (a file, a session, a failed login) the other must see.

let s3: TestS3Server;
let adminUrl: string;
const dbName = `trazo_scale_${randomBytes(6).toString('hex')}`;
const dataDirs: string[] = [];
const processes: ApiProcess[] = [];
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  adminUrl = testServiceUrl('TEST_DATABASE_URL');
  const redisUrl = testServiceUrl('TEST_REDIS_URL');
  s3 = await startS3Server();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;

  // The demo accounts, made once from here: the processes run as production, which never seeds.
  const database = await openPostgres(databaseUrl.toString());
  const seedStorage = new S3FileStorage(s3.config);
  try {
    await prepareDatabase(database, {
      seedDemoWhenEmpty: true,
      storage: seedStorage,
      demoMovements: false,
      isTestPasswordCost: true,
    });
  } finally {
    await seedStorage.close();
    await database.close();
  }

  const appSecret = randomBytes(32).toString('hex');
  const start = async (name: string) => {
    const dataDir = await mkdtemp(join(tmpdir(), `trazo-${name}-`));
    dataDirs.push(dataDir);
    return startApiProcess(name, {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      STORAGE_URL: s3.storageUrl,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      // The same secret on every process (ADR 0006), so a link one signs the other accepts.
      APP_SECRET: appSecret,
      MAIL_WORKER: 'off',
      LOG_LEVEL: 'warn',
    });
  };
  const started = await Promise.allSettled([start('a'), start('b')]);
  for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  const [first, second] = processes;
  if (!first || !second) throw new Error('two API processes expected');
  [a, b] = [first, second];
});

afterAll(async () => {
  await Promise.all(processes.map((api) => api.stop()));
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  await s3?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

const XRW = { 'x-requested-with': 'XMLHttpRequest' };

const call = (api: ApiProcess, path: string, init: RequestInit = {}) => fetch(`${api.url}${path}`, init);

const postJson = (api: ApiProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(api, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...XRW, ...headers },
    body: JSON.stringify(body),
  });

async function login(api: ApiProcess, email: string) {
  const response = await postJson(api, '/api/login', { email, password: DEMO_PASSWORD });
  expect(response.status, `login ${email} on ${api.name}`).toBe(200);
  const body = (await response.json()) as TLoginResponse;
  return { authorization: `Bearer ${body.access_token}` };
}

function photo(variant: number): Buffer {
  const scene = PHOTO_SCENES[variant % PHOTO_SCENES.length];
  if (!scene) throw new Error('no demo photo scenes');
  return demoPhoto(scene, variant);
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('two API processes on one PostgreSQL + Redis + S3', () => {
  it('a session made on one works on the other, and a logout on one ends it on both', async () => {
    const session = await login(a, 'transporte@trazo.demo');
    const onB = await call(b, '/api/perfil', { headers: { ...XRW, ...session } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: 'transporte@trazo.demo' });

    expect((await postJson(b, '/api/logout', {}, session)).status).toBe(200);
    expect((await call(a, '/api/perfil', { headers: { ...XRW, ...session } })).status).toBe(401);
  });

  it('an avatar uploaded through one is served by the other, and never lands in a DATA_DIR', async () => {
    const session = await login(a, 'generador@trazo.demo');
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(photo(1))], { type: 'image/png' }), 'yo.png');
    const uploaded = await call(a, '/api/perfil/avatar', {
      method: 'POST',
      headers: { ...XRW, ...session },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { avatar } = (await uploaded.json()) as TAvatarResponse;
    expect(avatar).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);

    const fromB = await call(b, avatar ?? '');
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const fromA = await call(a, avatar ?? '');
    const served = await bytesOf(fromB);
    expect(served.subarray(8, 12).toString()).toBe('WEBP');
    expect(served.equals(await bytesOf(fromA))).toBe(true);
    for (const dir of dataDirs) expect(existsSync(join(dir, 'files'))).toBe(false);
  });

  it('an ERP event photo stored through one is signed by the other and served by either', async () => {
    const session = await login(a, 'transporte@trazo.demo');
    const created = await postJson(a, '/api/integracion/llaves', { nombre: 'ERP escalado' }, session);
    expect(created.status).toBe(201);
    const { llave } = (await created.json()) as TCreateApiKeyResponse;
    const erp = { 'x-api-key': llave };

    const batch = await postJson(
      b,
      '/api/v1/integracion/movimientos',
      { movimientos: [sampleMovement('SC-1')] },
      erp,
    );
    expect(batch.status, await batch.clone().text()).toBe(200);

    const sent = photo(2);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id_events: '5',
      fecha: '2026-03-01 09:00',
      id_externo: randomUUID(),
    })) {
      form.append(k, v);
    }
    form.append('imagenes', new Blob([new Uint8Array(sent)], { type: 'image/png' }), 'cargue.png');
    const event = await call(a, '/api/v1/integracion/movimientos/SC-1/eventos', {
      method: 'POST',
      headers: erp,
      body: form,
    });
    expect(event.status, await event.clone().text()).toBe(201);
    const { image_event } = (await event.json()) as TEventCreatedResponse;
    expect(image_event).toHaveLength(1);

    const signed = await postJson(b, '/api/img_public', {
      imagenes: image_event,
      nombre_campo_img: 'image_event',
    });
    expect(signed.status).toBe(200);
    const [image] = ((await signed.json()) as TImgPublicResponse).data.images;
    expect(image?.image_url).toMatch(/^\/api\/archivos\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    // Stored re-encoded as a bounded JPEG (issue 23 item 1): both processes serve the very same bytes.
    const served: Buffer[] = [];
    for (const api of [a, b]) {
      const file = await call(api, image?.image_url ?? '');
      expect(file.status, `signed link on ${api.name}`).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      served.push(await bytesOf(file));
    }
    expect(served[0]?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(served[0]?.equals(served[1] ?? Buffer.alloc(0))).toBe(true);
    expect(served[0]?.equals(sent)).toBe(false);
  });

  it('throttles are shared: login failures counted on A and B together refuse on both', async () => {
    // A fresh address per run: Redis outlives the test, and unknown e-mails are throttled too.
    const email = `nadie-${randomUUID()}@trazo.demo`;
    const fail = (api: ApiProcess) => postJson(api, '/api/login', { email, password: 'incorrecta' });
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const api = i % 2 === 0 ? a : b;
      expect((await fail(api)).status, `failure ${i + 1} on ${api.name}`).toBe(401);
    }
    // Neither process alone saw maxFailures failures; together they did.
    for (const api of [b, a]) {
      const refused = await fail(api);
      expect(refused.status, `after the shared failures, on ${api.name}`).toBe(429);
      expect(await refused.json()).toEqual({ message: MSG.tooManyLoginAttempts });
    }
  });

  it('a movement changed through one reaches a live stream open on the other (LISTEN/NOTIFY)', async () => {
    const companyOnA = await login(a, 'transporte@trazo.demo');
    const companyOnB = await login(b, 'transporte@trazo.demo');
    const stream = await openLiveStream(b.url, companyOnB);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'listo');
      const created = await postJson(a, '/api/integracion/llaves', { nombre: 'ERP en vivo' }, companyOnA);
      expect(created.status).toBe(201);
      const { llave } = (await created.json()) as TCreateApiKeyResponse;
      const batch = await postJson(
        a,
        '/api/v1/integracion/movimientos',
        { movimientos: [sampleMovement('LIVE-AB')] },
        { 'x-api-key': llave },
      );
      expect(batch.status, await batch.clone().text()).toBe(200);
      const { resultados } = (await batch.json()) as { resultados: { id: number }[] };
      const id = resultados[0]?.id ?? 0;
      expect(id).toBeGreaterThan(0);
      // Written on A, announced by PostgreSQL, sent by B.
      await stream.waitFor(namesMovement(id), 10_000);
    } finally {
      stream.close();
    }
  });
});
