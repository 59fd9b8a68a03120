import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { deliverDueMail } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Sends everything due now (the worker does this every second; tests call it directly). */
      drain(): Promise<number>;
    };
  }
}

const POLL_MS = 1000;

/** The outbox worker: polls the email_outbox table and delivers through SMTP_URL (or keeps the mail). */
export const outboxPlugin = fp(
  async (app) => {
    const transport = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : null;
    const deps = { db: app.db, clock: app.clock, log: app.log, from: app.config.mailFrom, transport };

    const deliverAllDue = async (): Promise<number> => {
      let total = 0;
      for (;;) {
        const handled = await deliverDueMail(deps);
        if (handled === 0) return total;
        total += handled;
      }
    };
    let running: Promise<number> | null = null;
    const drain = async (): Promise<number> => {
      // One delivery pass at a time per process; a caller during a pass waits for it, then runs its own.
      while (running) await running.catch(() => 0);
      running = deliverAllDue();
      try {
        return await running;
      } finally {
        running = null;
      }
    };
    app.decorate('outbox', { drain });

    if (!app.config.mailWorker) return;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const tick = async () => {
      try {
        await drain();
      } catch (error) {
        app.log.error(error, 'mail outbox pass failed');
      }
      if (!stopped) timer = setTimeout(tick, POLL_MS);
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, POLL_MS);
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      while (running) await running.catch(() => 0);
      transport?.close();
    });
  },
  { name: 'outbox' },
);
