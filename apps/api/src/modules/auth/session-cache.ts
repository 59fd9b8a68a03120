import type { FoundSession } from './find-session';
import { hashToken } from './tokens';

// A user's reads come in bursts (a page asks for several things at once; 20 users on the aging queue on
// two cores), and each paid a round trip to PostgreSQL only to learn the session was still the same
// (ADR 0024, fourth pass). A session read is now trusted for `ttlMs` in this process, and no longer:
// - every write request made through this process forgets all of them before its answer is sent
//   (forgetAll, from the authentication plugin), so a sign-out, a password change, a user or grant
//   deactivated, a role chosen or a profile's permissions changed apply to the very next request, with no
//   list of write sites to keep in step;
// - a lookup that overlapped such a write is not kept (the generation moved), so a read taken before the
//   commit cannot outlive it;
// - a session past its expiry or idle limit is over whatever the cache holds (validUntil, app clock);
// - a write made by another process (or a job, or SQL by hand) shows after at most `ttlMs`.

/** Kept sessions at most; past it the expired ones go, and if that is not enough, all of them. */
const MAX_ENTRIES = 10_000;

interface Entry {
  found: FoundSession;
  /** performance.now() past which the entry is read again. */
  freshUntil: number;
}

export function createSessionCache(ttlMs: number) {
  const entries = new Map<string, Entry>();
  let generation = 0;

  function keep(key: string, entry: Entry) {
    if (entries.size >= MAX_ENTRIES) {
      const t = performance.now();
      for (const [k, e] of entries) if (e.freshUntil <= t) entries.delete(k);
      if (entries.size >= MAX_ENTRIES) entries.clear();
    }
    entries.set(key, entry);
  }

  return {
    /** The session of `token` at `now`: a kept one while fresh and unexpired, else `lookup`'s answer. */
    async find(
      token: string,
      now: Date,
      lookup: () => Promise<FoundSession | null>,
    ): Promise<FoundSession | null> {
      if (ttlMs <= 0) return lookup();
      // Keyed by the hash, as the database keeps it: no raw token sits in a long-lived map.
      const key = hashToken(token);
      const kept = entries.get(key);
      if (kept && kept.freshUntil > performance.now() && now.getTime() < kept.found.validUntil) {
        return kept.found;
      }
      const startedAt = generation;
      const found = await lookup();
      if (!found) entries.delete(key);
      else if (generation === startedAt) keep(key, { found, freshUntil: performance.now() + ttlMs });
      return found;
    },
    /** A write may have changed any session: read them all again. */
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
}
