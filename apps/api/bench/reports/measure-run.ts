import { readFile, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';

// Timing one download and the API process's peak resident memory meanwhile, from Linux's /proc.

/** A sink that counts bytes and drops them, as a client saving the file would consume them. */
export function byteSink() {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

/** A process's resident memory now (VmRSS) or at its peak (VmHWM), in MB. */
export async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * Resets the process's peak (VmHWM) to its current RSS (`clear_refs` 5, Linux ≥ 4.0), so VmHWM after a
 * run is that run's exact peak. False where that is not allowed; the peak is then sampled every 20 ms.
 */
async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface Timing {
  seconds: number;
  bytes: number;
  /** The API process's RSS before the run and its peak during it (API runs only, else NaN). */
  rssBeforeMb: number;
  peakMb: number;
  /** 'exact' (VmHWM reset before the run) or 'sampled' (every 20 ms; a short spike can be missed). */
  peakBy: 'exact' | 'sampled' | 'none';
}

/** Runs `run` (which answers the bytes it received), timing it and, given `serverPid`, its memory. */
export async function measureRun(run: () => Promise<number>, serverPid?: number): Promise<Timing> {
  if (serverPid === undefined) {
    const t0 = performance.now();
    const bytes = await run();
    const seconds = (performance.now() - t0) / 1000;
    return { seconds, bytes, rssBeforeMb: Number.NaN, peakMb: Number.NaN, peakBy: 'none' };
  }
  const rssBeforeMb = await rssMb(serverPid);
  const exact = await resetPeak(serverPid);
  let sampled = rssBeforeMb;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      sampled = Math.max(sampled, await rssMb(serverPid));
    });
  }, 20);
  try {
    const t0 = performance.now();
    const bytes = await run();
    const seconds = (performance.now() - t0) / 1000;
    await sampling;
    const peakMb = exact ? await rssMb(serverPid, 'VmHWM') : Math.max(sampled, await rssMb(serverPid));
    return { seconds, bytes, rssBeforeMb, peakMb, peakBy: exact ? 'exact' : 'sampled' };
  } finally {
    clearInterval(timer);
  }
}
