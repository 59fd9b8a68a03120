import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { UrlSigner } from './signed-url';

const ID = '6f1c1f0e-3c7a-4c1e-9a55-2f1f6c1b9e01';

function parts(url: string) {
  const u = new URL(url, 'http://x');
  return { expires: Number(u.searchParams.get('expires')), signature: u.searchParams.get('signature') ?? '' };
}

describe('UrlSigner', () => {
  it('accepts its own link until it expires', () => {
    const clock = createManualClock();
    const signer = new UrlSigner('s'.repeat(32), clock);
    const { url, expiresAt } = signer.sign(ID, 60);
    expect(url).toMatch(new RegExp(`^/api/archivos/${ID}\\?expires=\\d+&signature=[\\w-]{43}$`));
    const { expires, signature } = parts(url);
    expect(signer.verify(ID, expires, signature)).toBe(true);
    expect(expiresAt.getTime()).toBe(clock.now().getTime() + 60_000);
    clock.advance(60_000);
    expect(signer.verify(ID, expires, signature)).toBe(false);
  });

  it('refuses a changed id, expiry or signature, and another key', () => {
    const clock = createManualClock();
    const signer = new UrlSigner('s'.repeat(32), clock);
    const { expires, signature } = parts(signer.sign(ID).url);
    expect(signer.verify(ID.replace('01', '02'), expires, signature)).toBe(false);
    expect(signer.verify(ID, expires + 3600, signature)).toBe(false);
    expect(signer.verify(ID, expires, `${signature.slice(0, -1)}A`)).toBe(signature.endsWith('A'));
    expect(signer.verify(ID, expires, 'short')).toBe(false);
    expect(new UrlSigner('t'.repeat(32), clock).verify(ID, expires, signature)).toBe(false);
  });
});
