import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// A module that subclasses String (ioredis' RESP3 decoder: `class VerbatimString extends String`) turns
// V8's String.prototype into a slow object for the whole process: every string method call after it ran
// ~30–40 % slower, and the 100,000-row csv export with it (ADR 0015, 2026-11-26). ioredis is therefore
// imported only when REDIS_URL is set; this holds every module of the API to that, in a fresh process.

const apiDir = fileURLToPath(new URL('..', import.meta.url));

const PROBE = `
const fast = new Function('return %HasFastProperties(String.prototype)');
const before = fast();
await import('./src/app.ts');
const { createRequire } = await import('node:module');
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({ before, after: fast(), ioredis: loaded.some((f) => f.includes('/ioredis/')) }));
`;

describe("the API's modules and V8's String.prototype", () => {
  it('importing the app leaves String.prototype fast and ioredis unloaded (REDIS_URL unset)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', PROBE],
      { cwd: apiDir, env: { PATH: process.env.PATH ?? '' } },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    expect(result).toEqual({ before: true, after: true, ioredis: false });
  });

  it('the probe sees a String subclass (it would catch ioredis imported again)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--allow-natives-syntax',
        '--input-type=module',
        '-e',
        PROBE.replace("await import('./src/app.ts');", "await import('ioredis');"),
      ],
      { cwd: apiDir, env: { PATH: process.env.PATH ?? '' } },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({
      before: true,
      after: false,
      ioredis: true,
    });
  });
});
