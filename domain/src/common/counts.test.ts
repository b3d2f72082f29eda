import { describe, expect, it } from 'vitest';

import { formatCount } from './counts';

describe('formatCount', () => {
  it('writes whole numbers with en-US thousands separators', () => {
    for (const count of [0, 7, 999, 1000, 4000, 12345, 999999, 1234567, -1234]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
