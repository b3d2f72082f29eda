import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../src/toolchain/emulators';

/** Pages served by Hosting (firebase.json `hosting.headers`); /api answers carry the function's own headers. */
const PAGES = ['/', '/login', '/properties/some-property-id', '/assets/does-not-exist.js'];

describe('Hosting security headers', () => {
  it.each(PAGES)('serves %s with a CSP, no framing, nosniff, a referrer and a permissions policy', async (path) => {
    const response = await fetch(`${HOSTING_URL}${path}`, { signal: AbortSignal.timeout(10_000) });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it.each(['/sw.js', '/manifest.webmanifest'])(
    'serves %s for revalidation on every load, so a new deploy reaches the installed app',
    async (path) => {
      const response = await fetch(`${HOSTING_URL}${path}`, { signal: AbortSignal.timeout(10_000) });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    },
  );

  it('keeps the hashed build files immutable', async () => {
    const html = await (await fetch(`${HOSTING_URL}/`, { signal: AbortSignal.timeout(10_000) })).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the entry script in index.html').toBeDefined();
    const response = await fetch(`${HOSTING_URL}${script}`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves /api answers their own policy (documents set theirs so the app can show them in a frame)', async () => {
    const response = await fetch(`${HOSTING_URL}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
