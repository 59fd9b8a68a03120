// Reads GET /api/eventos/stream as a browser's fetch would (issue 26 item 1): every server-sent event,
// parsed, with a wait for one that matches.

export interface LiveEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface LiveStreamReader {
  status: number;
  headers: Headers;
  events: LiveEvent[];
  /** The movement ids of every `movimientos` event so far. */
  ids(): number[];
  waitFor(predicate: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

export async function openLiveStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<LiveStreamReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/eventos/stream`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = { event: 'message', id: null as string | null, data: [] as string[] };
            let isComment = true;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              isComment = false;
              const [name, ...rest] = line.split(':');
              const text = rest.join(':').replace(/^ /, '');
              if (name === 'event') fields.event = text;
              else if (name === 'id') fields.id = text;
              else if (name === 'data') fields.data.push(text);
            }
            if (!isComment) events.push({ event: fields.event, id: fields.id, data: fields.data.join('\n') });
            for (const wake of waiters) wake();
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  const ids = () =>
    events
      .filter((e) => e.event === 'movimientos')
      .flatMap((e) => (JSON.parse(e.data) as { ids: number[] }).ids);
  return {
    status: response.status,
    headers: response.headers,
    events,
    ids,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}

/** True when a `movimientos` event names `id`. */
export const namesMovement = (id: number) => (event: LiveEvent) =>
  event.event === 'movimientos' && (JSON.parse(event.data) as { ids: number[] }).ids.includes(id);
