import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, type TLiveChange } from '@trazo/shared';
import { useEffect, useSyncExternalStore } from 'react';

// Live updates (issue 26 item 1): one stream per signed-in tab of GET /api/eventos/stream. Each message
// names the movements that changed; the queries that show them are read again — the lists, their
// details, Inicio. A fetch stream rather than EventSource, because the API refuses a cookie without
// X-Requested-With (CSRF guard) and EventSource cannot send headers; it reconnects the same way, and
// after any gap reads everything again (what changed meanwhile was not sent to anyone).

export type LiveStatus = 'connecting' | 'open' | 'retrying';

let status: LiveStatus = 'connecting';
const listeners = new Set<() => void>();
function setStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

/** The connection state of the live stream, for a small "En vivo" indicator. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

/** Query keys (prefixes) whose answers depend on movements (and the turnos queue: its trigger announces it). */
const MOVEMENT_KEYS = [['movements'], ['dashboard'], ['blocked-trips'], ['turnos']] as const;
const RETRY = { firstMs: 1000, maxMs: 30_000 };

/** Parses the blocks of a text/event-stream; calls `onEvent` for each named event. */
function parseBlocks(buffer: string, onEvent: (event: string, data: string) => void): string {
  let rest = buffer;
  let end = rest.indexOf('\n\n');
  while (end >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) onEvent(event, data.join('\n'));
    end = rest.indexOf('\n\n');
  }
  return rest;
}

/** Keeps the movement queries of this tab current while `enabled` (roles 5 and 2). */
export function useLiveChanges(enabled: boolean, sessionKey: unknown) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new role or company opens a new stream
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let retryMs = RETRY.firstMs;
    let hadGap = false;
    const refreshAll = () => {
      for (const key of MOVEMENT_KEYS)
        void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
      void queryClient.invalidateQueries({ queryKey: ['movement'] }, { cancelRefetch: false });
      void queryClient.invalidateQueries({ queryKey: ['movement-by-manifest'] }, { cancelRefetch: false });
    };
    const onEvent = (event: string, data: string) => {
      if (event === LIVE_EVENTS.ready) {
        setStatus('open');
        retryMs = RETRY.firstMs;
        if (hadGap) refreshAll();
        return;
      }
      if (event !== LIVE_EVENTS.changes) return;
      const { ids } = JSON.parse(data) as TLiveChange;
      for (const key of MOVEMENT_KEYS)
        void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
      // A movement's detail, by id (the dialog) or by manifest (detallemovimiento): read again when named.
      const changed = new Set(ids);
      void queryClient.invalidateQueries(
        {
          predicate: (query) => {
            const [kind, key] = query.queryKey;
            if (kind === 'movement') return changed.has(Number(key));
            if (kind !== 'movement-by-manifest') return false;
            const data = query.state.data as { id?: number } | undefined;
            return data?.id !== undefined && changed.has(data.id);
          },
        },
        { cancelRefetch: false },
      );
    };

    const run = async () => {
      while (!abort.signal.aborted) {
        try {
          const response = await fetch('/api/eventos/stream', {
            headers: { Accept: 'text/event-stream', 'X-Requested-With': 'XMLHttpRequest' },
            credentials: 'same-origin',
            signal: abort.signal,
          });
          // Signed out or not allowed: the rest of the app handles the session; stop here.
          if (response.status === 401 || response.status === 403) return;
          if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer = parseBlocks(buffer + value, onEvent);
          }
        } catch {
          if (abort.signal.aborted) return;
        }
        hadGap = true;
        setStatus('retrying');
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        retryMs = Math.min(retryMs * 2, RETRY.maxMs);
      }
    };
    setStatus('connecting');
    void run();
    return () => abort.abort();
  }, [enabled, sessionKey, queryClient]);
}
