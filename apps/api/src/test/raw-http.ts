import { connect, type Socket } from 'node:net';
import type { App } from '../app';

// A real TCP client for the tests of the HTTP server's own limits (timeouts), which app.inject bypasses.

/** Listens on a free local port and answers it. */
export async function listenLocally(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

export interface RawConnection {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds from `since` when the server closes the connection. */
  closed: Promise<number>;
  /** Sends `text` one byte every `everyMs` until the connection closes or stop() is called. */
  trickle(text: string, everyMs: number): void;
  stop(): void;
}

export async function openConnection(port: number): Promise<RawConnection> {
  const socket = connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const since = performance.now();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {}); // a reset by the server is a close, as far as these tests go
  let timer: NodeJS.Timeout | undefined;
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve(performance.now() - since);
    }),
  );
  return {
    socket,
    received: () => Buffer.concat(chunks).toString('latin1'),
    closed,
    trickle(text, everyMs) {
      let at = 0;
      timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) return clearInterval(timer);
        socket.write(text[at % text.length] ?? ' ');
        at += 1;
      }, everyMs);
    },
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** The milliseconds until the connection closes, or null when it is still open after `withinMs`. */
export function closesWithin(connection: RawConnection, withinMs: number): Promise<number | null> {
  return Promise.race([
    connection.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), withinMs).unref()),
  ]);
}
