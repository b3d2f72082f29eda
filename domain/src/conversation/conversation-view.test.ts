import { describe, expect, it } from 'vitest';

import type { Conversation } from './conversation';
import { lastSeenOwnMessageId, otherParticipant, unreadMessageCount } from './conversation-view';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

function conversation(id: string, unread: { alice: number; avery: number }, averyReadAt: Date | null): Conversation {
  return {
    id,
    subject: { kind: 'case', id: 'case-1', name: 'Estate of Harold Guardian' },
    participantIds: ['alice', 'avery'],
    participants: [
      { uid: 'alice', name: 'Alice Guardian', role: 'Guardian' },
      { uid: 'avery', name: 'Avery Attorney', role: 'Attorney' },
    ],
    lastMessage: null,
    readState: {
      alice: { lastReadAt: null, unreadCount: unread.alice, lastNotifiedAt: null },
      avery: { lastReadAt: averyReadAt, unreadCount: unread.avery, lastNotifiedAt: null },
    },
    createdBy: 'avery',
    createdAt: at(0),
    updatedAt: at(0),
  };
}

describe('conversation views', () => {
  it('count the reader’s unread messages over all conversations', () => {
    const list = [conversation('c1', { alice: 2, avery: 1 }, null), conversation('c2', { alice: 3, avery: 0 }, null)];
    expect(unreadMessageCount(list, 'alice')).toBe(5);
    expect(unreadMessageCount(list, 'avery')).toBe(1);
    expect(unreadMessageCount(list, 'mallory')).toBe(0);
  });

  it('name the other party', () => {
    expect(otherParticipant(conversation('c1', { alice: 0, avery: 0 }, null), 'alice')?.name).toBe('Avery Attorney');
  });

  it('mark "Seen" on the newest own message the other party read', () => {
    const messages = [
      { id: 'm1', senderId: 'alice', sentAt: at(1) },
      { id: 'm2', senderId: 'avery', sentAt: at(2) },
      { id: 'm3', senderId: 'alice', sentAt: at(3) },
      { id: 'm4', senderId: 'alice', sentAt: at(5) },
    ];
    expect(lastSeenOwnMessageId(conversation('c1', { alice: 0, avery: 0 }, null), messages, 'alice')).toBeNull();
    expect(lastSeenOwnMessageId(conversation('c1', { alice: 0, avery: 0 }, at(3)), messages, 'alice')).toBe('m3');
    expect(lastSeenOwnMessageId(conversation('c1', { alice: 0, avery: 0 }, at(9)), messages, 'alice')).toBe('m4');
    expect(lastSeenOwnMessageId(conversation('c1', { alice: 0, avery: 0 }, at(0)), messages, 'alice')).toBeNull();
  });
});
