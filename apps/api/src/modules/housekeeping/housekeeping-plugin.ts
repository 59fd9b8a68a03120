import fp from 'fastify-plugin';
import { expireSubscriptions } from '../payments/expire-subscriptions';
import { purgeExpired } from './purge-expired';
import { reencodeStoredImages } from './reencode-stored-images';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up of rows nothing can use any more (purge-expired.ts), and the end of mobile-app
 * subscriptions whose paid periods are over (payments/expire-subscriptions.ts); at start, the one-time
 * re-encoding of stored images (reencode-stored-images.ts). It runs where the mail worker
 * runs (MAIL_WORKER=on): one switch for a process's background work. Deletes are idempotent, so several
 * processes doing it at once is harmless.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    if (!app.config.mailWorker) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const pass = async () => {
      try {
        const now = app.clock.now();
        const purged = await purgeExpired(app.db, now);
        const subscriptionsEnded = await expireSubscriptions(app.db, now);
        app.log.info({ ...purged, subscriptionsEnded }, 'housekeeping pass');
      } catch (error) {
        app.log.error(error, 'housekeeping pass failed');
      }
    };
    // Once per installation, in the background: a large store takes minutes, and the PDF does not open
    // an image it has not bounded meanwhile (issue 23).
    const stopping = new AbortController();
    const reencodeOnce = async () => {
      try {
        const summary = await reencodeStoredImages({
          db: app.db,
          storage: app.storage,
          now: app.clock.now(),
          signal: stopping.signal,
        });
        if (summary) app.log.info(summary, 'stored images re-encoded');
      } catch (error) {
        app.log.error(error, 'stored images re-encoding failed; it runs again at the next start');
      }
    };
    let reencoding: Promise<void> | undefined;
    const run = () => {
      running ??= pass().finally(() => {
        running = undefined;
      });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, EVERY_MS);
      timer.unref();
      run();
      reencoding = reencodeOnce();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      stopping.abort();
      await Promise.all([running, reencoding]);
    });
  },
  { name: 'housekeeping' },
);
