import { IMPORT_COLUMNS, MOVEMENT_LIMITS, type TImportReport } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { listenLocally, openConnection, type RawConnection } from '../../test/raw-http';

// Issue 23 item 10: an import whose upload trickled in (1 byte/s) held one of the company's import slots
// for as long as it trickled; two of them locked the company's imports out. The slot is now taken once
// the upload has arrived.

const header = IMPORT_COLUMNS.map((c) => c.key);
const example = IMPORT_COLUMNS.map((c) => c.example);
const CSV = Buffer.from(`${header.join(';')}\r\n${example.join(';')}\r\n`);
const BOUNDARY = 'trazo-lento';

describe('a slow import upload does not hold the import slot', () => {
  let t: TestApp;
  let token: string;
  let port: number;
  const open: RawConnection[] = [];
  const requestsSeen: string[] = [];

  const preview = () => {
    const form = new FormData();
    form.append('archivo', new Blob([CSV]), 'movimientos.csv');
    return t.app.inject({
      method: 'POST',
      url: '/api/movimientos/importacion/vista-previa',
      payload: form,
      ...withCookie(token),
    });
  };

  /** A real connection that sends the headers and the start of a multipart upload, then 1 byte / 100 ms. */
  const trickleImport = async () => {
    const c = await openConnection(port);
    open.push(c);
    const start = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="archivo"; filename="lento.csv"\r\nContent-Type: text/csv\r\n\r\n${header.join(';')}\r\n`;
    c.socket.write(
      [
        'POST /api/movimientos/importacion/vista-previa HTTP/1.1',
        'Host: localhost',
        `Cookie: Authorization=${encodeURIComponent(token)}`,
        'X-Requested-With: XMLHttpRequest',
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
        `Content-Length: ${MOVEMENT_LIMITS.importMaxBytes - 1024}`,
        '',
        start,
      ].join('\r\n'),
    );
    c.trickle(example.join(';'), 100);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    port = await listenLocally(t.app);
    t.app.server.on('request', (request) => requestsSeen.push(request.url ?? ''));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    for (const c of open) c.stop();
    await t?.close();
  });

  it("accepts the company's imports while as many uploads as it has slots trickle in", async () => {
    expect(MOVEMENT_LIMITS.importConcurrentPerCompany).toBe(2);
    const slow = [await trickleImport(), await trickleImport()];
    // Both slow requests have reached the server (their handlers then run at once).
    await expect.poll(() => requestsSeen.length, { timeout: 10_000 }).toBe(2);
    // Imports one after the other while the two trickle: before, every one after the slow handlers had
    // started was refused with 429.
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const res = await preview();
      statuses.push(res.statusCode);
      if (res.statusCode === 200) expect(res.json<TImportReport>().filas).toBe(1);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    for (const c of slow) expect(c.socket.destroyed).toBe(false);
  });
});
