import { randomUUID } from 'node:crypto';
import { PHOTO_LIMITS } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, oneTimeTasks, storedFiles } from '../../db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { runOnce } from './one-time-task';
import { REENCODE_IMAGES_TASK, reencodeStoredImages } from './reencode-stored-images';

// Issue 23 item 1: the images stored before uploads were bounded are re-encoded once, by a task recorded
// in one_time_tasks (run at start by the housekeeping process).

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({
    limitInputPixels: false,
    create: { width, height, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 0.6 } },
  })
    .toFormat(format)
    .toBuffer();

describe('the one-time re-encoding of stored images', () => {
  let t: TestApp;
  let customerId: number;
  const files: Record<string, { id: string; key: string; bytes: Buffer }> = {};

  const store = async (name: string, bytes: Buffer, contentType: string, extension: string) => {
    const id = randomUUID();
    const key = `movimientos/${customerId}/${id}.${extension}`;
    await t.storage.put(key, bytes);
    await t.app.db.insert(storedFiles).values({
      id,
      customerId,
      storageKey: key,
      contentType,
      sizeBytes: bytes.length,
      originalName: 'evil.html',
    });
    files[name] = { id, key, bytes };
  };
  const row = async (name: string) => {
    const [found] = await t.app.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, files[name]?.id ?? ''));
    if (!found) throw new Error(`${name} vanished`);
    return found;
  };
  const deps = () => ({ db: t.app.db, storage: t.storage, now: t.clock.now() });

  beforeAll(async () => {
    t = await createTestApp();
    customerId = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    await store('bigPng', await image(3000, 1500, 'png'), 'image/png', 'png');
    await store('webp', await image(300, 200, 'webp'), 'image/webp', 'webp');
    await store('boundedJpeg', await image(800, 600, 'jpeg'), 'image/jpeg', 'jpg');
    await store('bomb', await image(10_000, 10_000, 'png'), 'image/png', 'png');
    await store('logo', await image(300, 100, 'png'), 'image/png', 'png');
    await t.app.db.update(customers).set({ logoFileId: files.logo?.id }).where(eq(customers.id, customerId));
    await store('pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf', 'pdf');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('re-encodes what is unbounded or not a JPEG, leaves the rest, and records that it ran', async () => {
    const summary = await reencodeStoredImages(deps());
    expect(summary).not.toBeNull();
    expect(summary?.refused).toContain(files.bomb?.id);

    for (const name of ['bigPng', 'webp']) {
      const after = await row(name);
      expect(after).toMatchObject({ contentType: 'image/jpeg', originalName: `foto-${files[name]?.id}.jpg` });
      expect(after.storageKey).toBe(files[name]?.key.replace(/\.\w+$/, '.jpg'));
      expect(await t.storage.exists(files[name]?.key ?? '')).toBe(false);
      const bytes = (await t.storage.read(after.storageKey)) as Buffer;
      expect(after.sizeBytes).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', hasAlpha: false });
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(PHOTO_LIMITS.maxSidePx);
    }
    expect((await row('bigPng')).storageKey).toMatch(/\.jpg$/);
    expect(
      (await sharp((await t.storage.read((await row('bigPng')).storageKey)) as Buffer).metadata()).width,
    ).toBe(PHOTO_LIMITS.maxSidePx);
    // Left as they were: a bounded JPEG, the bomb (the PDF does not open it), the logo (a PNG on purpose)
    // and a PDF.
    for (const name of ['boundedJpeg', 'bomb', 'logo', 'pdf']) {
      const after = await row(name);
      expect(after.storageKey).toBe(files[name]?.key);
      // equals(), not toEqual: a deep comparison of a 2 MB buffer takes tens of seconds.
      expect((await t.storage.read(after.storageKey))?.equals(files[name]?.bytes as Buffer)).toBe(true);
    }
    const [task] = await t.app.db
      .select()
      .from(oneTimeTasks)
      .where(eq(oneTimeTasks.name, REENCODE_IMAGES_TASK));
    expect(task?.finishedAt).toBeInstanceOf(Date);
  });

  it('runs once: a later start leaves even a new unbounded image alone', async () => {
    await store('later', await image(3000, 1500, 'png'), 'image/png', 'png');
    expect(await reencodeStoredImages(deps())).toBeNull();
    expect((await row('later')).storageKey).toBe(files.later?.key);
  });

  it('runs a task once when processes start at the same moment, and takes over a claim left by a dead one', async () => {
    let runs = 0;
    const task = async () => {
      runs += 1;
      return runs;
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => runOnce(t.app.db, 'test-race', t.clock.now(), task)),
    );
    expect(runs).toBe(1);
    expect(results.filter((r) => r !== null)).toEqual([1]);

    const twoHoursAgo = new Date(t.clock.now().getTime() - 2 * 3600_000);
    await t.app.db.insert(oneTimeTasks).values({ name: 'test-stale', startedAt: twoHoursAgo });
    await t.app.db.insert(oneTimeTasks).values({ name: 'test-running', startedAt: t.clock.now() });
    expect(await runOnce(t.app.db, 'test-stale', t.clock.now(), task)).toBe(2);
    expect(await runOnce(t.app.db, 'test-running', t.clock.now(), task)).toBeNull();
  });

  it('releases the claim when the task fails, so the next start tries again', async () => {
    await expect(
      runOnce(t.app.db, 'test-fails', t.clock.now(), async () => {
        throw new Error('storage down');
      }),
    ).rejects.toThrow('storage down');
    expect(await runOnce(t.app.db, 'test-fails', t.clock.now(), async () => 'done')).toBe('done');
  });
});

describe('the housekeeping process starts the re-encoding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_WORKER: 'on' } });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('runs it in the background once the app is ready, and records it', async () => {
    const finished = async () => {
      const [task] = await t.app.db
        .select()
        .from(oneTimeTasks)
        .where(eq(oneTimeTasks.name, REENCODE_IMAGES_TASK));
      return task?.finishedAt instanceof Date;
    };
    await expect.poll(finished, { timeout: 30_000, interval: 200 }).toBe(true);
  });
});
