import { describe, expect, it } from 'vitest';
import {
  countUnread,
  filterNotifications,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_FILTERS,
  notificationResponseSchema,
  notificationSchema,
  type NotificationCategory,
} from './notification';

const n = (id: string, category: NotificationCategory, read: boolean) => ({ id, category, read });
const list = [
  n('p', 'property', false),
  n('a', 'appointment', true),
  n('d', 'document', false),
  n('s', 'system', true),
];

describe('notification filters', () => {
  it('has the six tabs in order', () => {
    expect(NOTIFICATION_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Unread',
      'Property',
      'Appointments',
      'Documents',
      'System',
    ]);
    expect(NOTIFICATION_CATEGORIES).toEqual(['property', 'appointment', 'document', 'case', 'message', 'system']);
  });

  it('selects by read state and category', () => {
    const ids = (key: Parameters<typeof filterNotifications>[1]) => filterNotifications(list, key).map((x) => x.id);
    expect(ids('all')).toEqual(['p', 'a', 'd', 's']);
    expect(ids('unread')).toEqual(['p', 'd']);
    expect(ids('property')).toEqual(['p']);
    expect(ids('appointments')).toEqual(['a']);
    expect(ids('documents')).toEqual(['d']);
    expect(ids('system')).toEqual(['s']);
  });

  it('counts unread', () => {
    expect(countUnread(list)).toBe(2);
    expect(countUnread([])).toBe(0);
  });
});

describe('notification schema', () => {
  const stored = {
    id: 'n1',
    title: 'T',
    message: 'M',
    read: false,
    category: 'system',
    link: '/home',
    createdAt: new Date(),
  };

  it('accepts a stored notification and defaults the link', () => {
    expect(notificationSchema.safeParse(stored).success).toBe(true);
    const { link: _l, ...withoutLink } = stored;
    expect(notificationSchema.parse(withoutLink).link).toBe('');
  });

  it('refuses an unknown category', () => {
    expect(notificationSchema.safeParse({ ...stored, category: 'billing' }).success).toBe(false);
  });

  it('parses the API answer timestamps', () => {
    const wire = JSON.parse(JSON.stringify({ ...stored, _id: 'n1' })) as unknown;
    expect(notificationResponseSchema.parse(wire).createdAt).toBeInstanceOf(Date);
  });
});
