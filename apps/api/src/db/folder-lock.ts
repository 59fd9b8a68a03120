import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { DatabaseOpenError } from './database';

// PGlite is one process per data folder (ARCHITECTURE: database): a second process opening the same
// folder would corrupt it, so we hold a lock file for as long as the database is open. The file names
// the holder by pid and, where /proc tells it, by the pid's start time: after a `kill -9` the pid may be
// a zombie nobody reaped (a container without init) or belong to another process by now (a restarted
// container counts pids again), and neither must refuse the next start.

export class FolderLockedError extends DatabaseOpenError {
  override name = 'FolderLockedError';
}

interface ProcStat {
  state: string;
  startTime: string;
}

/** Linux /proc/<pid>/stat: the state and the start time (clock ticks after boot); null elsewhere. */
function procStat(pid: number | 'self'): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses (which may hold spaces): field 3 (state) onwards.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, startTime] = [fields[0], fields[19]];
    return state && startTime ? { state, startTime } : null;
  } catch {
    return null;
  }
}

function signalsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote the lock still runs. */
function isHolderAlive(pid: number, startTime: string | undefined): boolean {
  const stat = procStat(pid);
  // /proc may hide other users' processes: then only the signal can tell.
  if (!stat) return signalsAlive(pid);
  if (stat.state === 'Z' || stat.state === 'X') return false; // killed, only not reaped yet
  return startTime === undefined || stat.startTime === startTime;
}

function tryCreate(lockPath: string): boolean {
  const startTime = procStat('self')?.startTime;
  try {
    writeFileSync(lockPath, startTime ? `${process.pid} ${startTime}` : String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const holderOf = (lockPath: string) => {
  const [pid, startTime] = readFileSync(lockPath, 'utf8').trim().split(' ');
  return { pid: Number(pid), startTime };
};

/** Takes the lock or throws a clear error; returns the release function. */
export function acquireFolderLock(lockPath: string, folder: string): () => void {
  if (!tryCreate(lockPath)) {
    const holder = holderOf(lockPath);
    // Our own pid in the file means a previous run in this container died without cleaning up.
    if (
      Number.isInteger(holder.pid) &&
      holder.pid > 0 &&
      holder.pid !== process.pid &&
      isHolderAlive(holder.pid, holder.startTime)
    ) {
      throw new FolderLockedError(
        `The database folder ${folder} is already in use by another process (pid ${holder.pid}). ` +
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
      if (holderOf(lockPath).pid === process.pid) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
