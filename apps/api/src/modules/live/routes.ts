import { LIVE_EVENTS, MSG, ROLE } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/schemas';
import { tooManyRequests } from '../../lib/throttle';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { movementScopeOf } from '../movements/movement-scope';
import { LiveHub } from './live-hub';

/** Open streams one user may hold on one process (a few tabs); more answer 429. */
export const MAX_STREAMS_PER_USER = 6;
/** The browser's EventSource-style reconnect pause, sent as `retry:`. */
const RETRY_MS = 3000;

// GET /api/eventos/stream (issue 26 item 1): server-sent events of the movements that changed, for the
// portal roles that read movements (5 and 2; drivers never: their app has no session route).
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUser = new Map<number, number>();
  // A comment line well inside the idle timeout (ADR 0018), so a quiet stream is never cut as idle
  // and a dead client is noticed on the next write.
  const heartbeatMs = Math.max(1000, Math.min(15_000, Math.floor(app.config.http.idleMs / 2)));

  app.get(
    '/eventos/stream',
    {
      config: { roles: [ROLE.empresaTransporte, ROLE.generador], permission: 'movimientos.ver' },
      schema: {
        tags: ['Inicio'],
        summary: 'Actualizaciones en vivo (text/event-stream): ids de los movimientos que cambiaron',
        response: {
          200: z.string().describe('event: movimientos, data: {"ids":[…]}; event: listo al conectar'),
          ...errorResponses(401, 403, 406, 429),
        },
      },
    },
    async (request, reply) => {
      // Only an event-stream client gets a stream (a plain request, e.g. a route walk, would never end).
      if (!/\btext\/event-stream\b/.test(request.headers.accept ?? '')) {
        throw new AppError(406, MSG.liveNeedsEventStream);
      }
      const session = sessionOf(request);
      const scope = await movementScopeOf(app.db, { ...session, customerId: tenantOf(request) });
      const open = perUser.get(session.userId) ?? 0;
      // A closed tab frees its stream at once: a few seconds is the honest wait.
      if (open >= MAX_STREAMS_PER_USER) throw tooManyRequests(MSG.liveTooManyStreams, 5_000);
      perUser.set(session.userId, open + 1);

      // The response is written by hand: never compressed nor buffered (a proxy too: X-Accel-Buffering).
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      raw.flushHeaders();
      let seq = 0;
      let closed = false;
      const write = (text: string) => {
        if (closed || raw.destroyed) return false;
        raw.write(text);
        return raw.writableLength <= LiveHub.maxBufferedBytes;
      };
      write(`retry: ${RETRY_MS}\nevent: ${LIVE_EVENTS.ready}\ndata: {}\n\n`);
      const heartbeat = setInterval(() => write(': latido\n\n'), heartbeatMs);
      heartbeat.unref();
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        remove();
        perUser.set(session.userId, (perUser.get(session.userId) ?? 1) - 1);
        if (perUser.get(session.userId) === 0) perUser.delete(session.userId);
        if (!raw.writableEnded) raw.end();
      };
      const remove = app.liveHub.add({
        customerId: scope.customerId,
        generatorId: scope.generatorId,
        send: (ids) => {
          seq += 1;
          return write(`id: ${seq}\nevent: ${LIVE_EVENTS.changes}\ndata: ${JSON.stringify({ ids })}\n\n`);
        },
        close,
      });
      raw.on('close', close);
    },
  );
};
