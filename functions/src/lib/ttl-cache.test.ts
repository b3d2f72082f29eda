import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

function fakeClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createTtlCache', () => {
  it('answers a stored value until its time to live has passed, then nothing', () => {
    const clock = fakeClock();
    const cache = createTtlCache<string>({ ttlMs: 30_000, maxEntries: 10, now: clock.now });
    cache.set('a', 'first');
    clock.advance(29_999);
    expect(cache.get('a')).toBe('first');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('restarts the time to live when a key is stored again', () => {
    const clock = fakeClock();
    const cache = createTtlCache<string>({ ttlMs: 30_000, maxEntries: 10, now: clock.now });
    cache.set('a', 'first');
    clock.advance(20_000);
    cache.set('a', 'second');
    clock.advance(20_000);
    expect(cache.get('a')).toBe('second');
  });

  it('keeps at most maxEntries, dropping the one stored longest ago', () => {
    const clock = fakeClock();
    const cache = createTtlCache<number>({ ttlMs: 30_000, maxEntries: 2, now: clock.now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });
});
