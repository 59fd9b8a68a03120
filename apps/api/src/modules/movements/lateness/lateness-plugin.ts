import fp from 'fastify-plugin';
import { refreshLateness } from './refresh-lateness';

/** Often enough that a passed appointment shows within a couple of minutes. */
export const LATENESS_EVERY_MS = 60 * 1000;

/**
 * The periodic half of the late flag (issue 26 item 2): time passing makes movements late without any
 * write, so every minute the open and flagged movements are recomputed (events and ERP batches
 * recompute their own at once). Runs where the mail worker runs (MAIL_WORKER=on), like housekeeping;
 * several processes at once are harmless (the flag is idempotent and the e-mail's unique key decides).
 */
export const latenessPlugin = fp(
  async (app) => {
    if (!app.config.mailWorker) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const pass = async () => {
      try {
        const changed = await app.db.transaction((tx) => refreshLateness(tx, 'all-open', app.clock.now()));
        if (changed > 0) app.log.info({ changed }, 'lateness pass');
      } catch (error) {
        app.log.error(error, 'lateness pass failed');
      }
    };
    const run = () => {
      running ??= pass().finally(() => {
        running = undefined;
      });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, LATENESS_EVERY_MS);
      timer.unref();
      run();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'lateness' },
);
