import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { LIVE_CHANNEL, LiveHub } from './live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open live-update streams of this process (issue 26 item 1). */
    liveHub: LiveHub;
  }
}

/** LISTENs on the movement-changes channel once the app is ready; ends every stream before the server closes. */
export const livePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    const hub = new LiveHub(app.db, (error) => app.log.error(error, 'live updates: flush failed'));
    app.decorate('liveHub', hub);
    let unlisten: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      unlisten = await database.listen(LIVE_CHANNEL, (payload) => hub.onNotify(payload));
    });
    // Before the server stops taking connections: an open stream would otherwise keep close() waiting.
    app.addHook('preClose', async () => {
      hub.closeAll();
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
  },
  { name: 'live', dependencies: ['context'] },
);
