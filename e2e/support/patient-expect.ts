import { expect as baseExpect } from '@playwright/test';

/**
 * `expect` with 30 s for web-first assertions: list pages and lookups render after a server round
 * trip, which on a busy CI machine can take longer than the default 10 s.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });
