import { describe, expect, it } from 'vitest';

import { formatUnreadCount, UNREAD_COUNT_CAP } from './unread-count';

describe('formatUnreadCount', () => {
  it('shows exact counts below the cap and 99+ from the cap on', () => {
    expect(formatUnreadCount(0)).toBe('0');
    expect(formatUnreadCount(99)).toBe('99');
    expect(UNREAD_COUNT_CAP).toBe(100);
    expect(formatUnreadCount(UNREAD_COUNT_CAP)).toBe('99+');
  });
});
