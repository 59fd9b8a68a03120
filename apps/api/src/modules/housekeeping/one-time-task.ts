import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oneTimeTasks } from '../../db/schema';

/** A claim older than this with no finish is taken to be from a process that died. */
const STALE_CLAIM_MS = 60 * 60 * 1000;

/**
 * Runs `task` once per installation, recorded in one_time_tasks: the first process to insert the row
 * runs it; a later start skips it (null). Several processes starting at once run it once; a run that
 * died halfway is taken over after an hour, so the task must be idempotent.
 */
export async function runOnce<T>(db: Db, name: string, now: Date, task: () => Promise<T>): Promise<T | null> {
  const [claimed] = await db
    .insert(oneTimeTasks)
    .values({ name, startedAt: now })
    .onConflictDoUpdate({
      target: oneTimeTasks.name,
      set: { startedAt: now },
      setWhere: and(
        isNull(oneTimeTasks.finishedAt),
        lt(oneTimeTasks.startedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    })
    .returning({ name: oneTimeTasks.name });
  if (!claimed) return null;
  try {
    const result = await task();
    await db.update(oneTimeTasks).set({ finishedAt: new Date() }).where(eq(oneTimeTasks.name, name));
    return result;
  } catch (error) {
    // Released at once, so the next start tries again instead of waiting for the claim to go stale.
    await db.delete(oneTimeTasks).where(and(eq(oneTimeTasks.name, name), isNull(oneTimeTasks.finishedAt)));
    throw error;
  }
}
