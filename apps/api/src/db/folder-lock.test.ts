import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from './folder-lock';

const dir = mkdtempSync(join(tmpdir(), 'trazo-lock-'));
const lockPath = join(dir, 'pglite.lock');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite folder lock', () => {
  it('holds the pid and releases it', () => {
    const release = acquireFolderLock(lockPath, dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a folder held by another live process, with a clear message', () => {
    writeFileSync(lockPath, String(process.ppid)); // our parent: certainly alive
    expect(() => acquireFolderLock(lockPath, dir)).toThrow(FolderLockedError);
    expect(() => acquireFolderLock(lockPath, dir)).toThrow(/already in use by another process \(pid \d+\)/);
    rmSync(lockPath);
  });

  it('takes over the stale lock of a process that died', () => {
    writeFileSync(lockPath, '2147483646');
    const release = acquireFolderLock(lockPath, dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });
});
