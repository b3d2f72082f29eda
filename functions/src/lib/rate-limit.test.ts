import { describe, expect, it } from 'vitest';
import { countRequest, rateLimitKey } from './rate-limit';

const limit = { windowMs: 60_000, max: 3 };
const start = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('countRequest', () => {
  it('opens a window with the first request', () => {
    expect(countRequest(undefined, start, limit)).toEqual({
      allowed: true,
      window: { windowStartedAt: start, count: 1 },
    });
  });

  it('counts requests inside the window up to the maximum, then refuses until the window ends', () => {
    expect(countRequest({ windowStartedAt: start, count: 2 }, later(10_000), limit)).toEqual({
      allowed: true,
      window: { windowStartedAt: start, count: 3 },
    });
    expect(countRequest({ windowStartedAt: start, count: 3 }, later(45_000), limit)).toEqual({
      allowed: false,
      retryAfterMs: 15_000,
    });
  });

  it('starts a new window once the old one has run out', () => {
    expect(countRequest({ windowStartedAt: start, count: 3 }, later(60_000), limit)).toEqual({
      allowed: true,
      window: { windowStartedAt: later(60_000), count: 1 },
    });
  });
});

describe('rateLimitKey', () => {
  it('keeps a separate window per route and per address, without storing the address', () => {
    const key = rateLimitKey('/api/user/login', '203.0.113.7');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(rateLimitKey('/api/user/login', '203.0.113.7')).toBe(key);
    expect(rateLimitKey('/api/user/register', '203.0.113.7')).not.toBe(key);
    expect(rateLimitKey('/api/user/login', '203.0.113.8')).not.toBe(key);
  });
});
