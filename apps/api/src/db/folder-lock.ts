import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { DatabaseOpenError } from './database';

// PGlite is one process per data folder (ARCHITECTURE: database): a second process opening the same
// folder would corrupt it, so we hold a pid lock file for as long as the database is open.

export class FolderLockedError extends DatabaseOpenError {
  override name = 'FolderLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the lock or throws a clear error; returns the release function. */
export function acquireFolderLock(lockPath: string, folder: string): () => void {
  if (!tryCreate(lockPath)) {
    const holder = Number(readFileSync(lockPath, 'utf8').trim());
    // Our own pid in the file means a previous run in this container died without cleaning up.
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new FolderLockedError(
        `The database folder ${folder} is already in use by another process (pid ${holder}). ` +
          'Stop that process or point DATA_DIR to another folder.',
      );
    }
    unlinkSync(lockPath);
    if (!tryCreate(lockPath)) {
      throw new FolderLockedError(`The database folder ${folder} was locked by another process just now.`);
    }
  }
  return () => {
    try {
      if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
