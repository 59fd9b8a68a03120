import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';
import { db } from './db';

// React views of the outbox that follow every change (Dexie's liveQuery), across tabs too.

export function useLive<T>(query: () => Promise<T>, initial: T, key = ''): T {
  const [value, setValue] = useState<T>(initial);
  const latest = useRef(query);
  latest.current = query;
  // `key` names the query's inputs: a new key, a new subscription.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read through a ref
  useEffect(() => {
    const subscription = liveQuery(() => latest.current()).subscribe({ next: setValue, error: () => {} });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}

/** How many records wait to be sent (the badge): a record's photos travel with it and are not counted apart. */
export const usePendingCount = () =>
  useLive(() => db.outbox.filter((item) => item.kind !== 'foto').count(), 0);

export function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
