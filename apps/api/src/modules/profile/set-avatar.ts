import { randomUUID } from 'node:crypto';
import { MSG, type TAvatarResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

// Avatars live in storage under `avatars/<uuid>.webp` and are served at `/api/avatars/<uuid>.webp`.
// Every upload gets a new name, so browsers may cache an avatar forever and still see a change at once.

export const AVATAR_URL_PREFIX = '/api/avatars/';
const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The storage key of an avatar file name from a URL, or null when it is not one of ours. */
export function avatarKeyOfFile(file: string): string | null {
  return AVATAR_FILE.test(file) ? `avatars/${file}` : null;
}

function avatarKeyOfUrl(url: string | null): string | null {
  return url?.startsWith(AVATAR_URL_PREFIX) ? avatarKeyOfFile(url.slice(AVATAR_URL_PREFIX.length)) : null;
}

export interface AvatarDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Stores the new avatar (null removes it), points the user at it and deletes the previous file. */
export async function setAvatar(
  deps: AvatarDeps,
  userId: number,
  webp: Buffer | null,
  now: Date,
): Promise<TAvatarResponse> {
  const file = webp ? `${randomUUID()}.webp` : null;
  if (file && webp) await deps.storage.put(`avatars/${file}`, webp);
  const url = file ? `${AVATAR_URL_PREFIX}${file}` : null;
  let previous: string | null = null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatar: users.avatar })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx.update(users).set({ avatar: url, updatedAt: now }).where(eq(users.id, userId));
      return row?.avatar ?? null;
    });
  } catch (error) {
    if (file) await deps.storage.delete(`avatars/${file}`);
    throw error;
  }
  const previousKey = avatarKeyOfUrl(previous);
  // The old file is garbage now; failing to delete it must not fail the upload.
  if (previousKey)
    await deps.storage.delete(previousKey).catch((e) => deps.log.warn(e, 'old avatar not deleted'));
  return { message: url ? MSG.avatarUpdated : MSG.avatarRemoved, avatar: url };
}
