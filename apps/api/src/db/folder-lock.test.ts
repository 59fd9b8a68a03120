import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from './folder-lock';
import { openPglite } from './pglite';

const dir = mkdtempSync(join(tmpdir(), 'trazo-lock-'));
const lockPath = join(dir, 'pglite.lock');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const startTimeOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

/** The first line a child prints. */
async function firstLine(child: ChildProcess): Promise<string> {
  let out = '';
  for await (const chunk of child.stdout ?? []) {
    out += String(chunk);
    if (out.includes('\n')) return out.split('\n')[0] as string;
  }
  throw new Error(`the child ended without a line (exit ${child.exitCode})`);
}

describe('PGlite folder lock', () => {
  it('holds the pid and its start time, and releases it', () => {
    const release = acquireFolderLock(lockPath, dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a folder held by another live process, with a clear message', () => {
    for (const holder of [String(process.ppid), `${process.ppid} ${startTimeOf(process.ppid)}`]) {
      writeFileSync(lockPath, holder); // our parent: certainly alive
      expect(() => acquireFolderLock(lockPath, dir)).toThrow(FolderLockedError);
      expect(() => acquireFolderLock(lockPath, dir)).toThrow(/already in use by another process \(pid \d+\)/);
    }
    rmSync(lockPath);
  });

  it('takes over the stale lock of a process that died, or whose pid another process has now', () => {
    for (const holder of ['2147483646', `${process.ppid} 1`]) {
      writeFileSync(lockPath, holder);
      const release = acquireFolderLock(lockPath, dir);
      expect(readFileSync(lockPath, 'utf8')).toContain(String(process.pid));
      release();
    }
  });

  it('takes over from a killed process that nobody reaped (a zombie)', async () => {
    // sh starts a short sleep, then becomes a long sleep that never waits for it: a zombie child.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const pid = Number(await firstLine(parent));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
      // Its pid still answers signals, like a live process; with or without its start time it is gone.
      for (const holder of [String(pid), `${pid} ${startTimeOf(pid)}`]) {
        writeFileSync(lockPath, holder);
        acquireFolderLock(lockPath, dir)();
      }
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('opens the folder again after the process holding it was killed with SIGKILL', async () => {
    const dataDir = join(dir, 'killed');
    const holder = fileURLToPath(new URL('./hold-pglite-folder.fixture.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', holder, dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      expect(await firstLine(child)).toBe('ready');
      await expect(openPglite(dataDir)).rejects.toThrow(FolderLockedError);
    } finally {
      child.kill('SIGKILL');
    }
    await once(child, 'exit');
    expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toContain(String(child.pid));

    const database = await openPglite(dataDir);
    try {
      // What the killed process committed is there.
      const { rows } = await database.client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
