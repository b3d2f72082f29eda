import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-policy';

describe('retryDelayMs', () => {
  it('backs off with each failed attempt and levels off at 20 seconds', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([2_000, 5_000, 10_000, 20_000, 20_000, 20_000]);
  });

  it('waits the shortest pause for an operator retry of a message that never failed', () => {
    expect(retryDelayMs(0)).toBe(2_000);
  });
});
