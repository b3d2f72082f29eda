import { describe, expect, it } from 'vitest';
import {
  createConversationRequestSchema,
  lastMessagePreview,
  LAST_MESSAGE_PREVIEW_MAX,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_NOTIFICATION_QUIET_MS,
  MESSAGE_TEXT_MAX,
  messagePageQuerySchema,
  sendMessageRequestSchema,
  shouldNotifyOfMessage,
} from './conversation';
import { conversationTexts } from './conversation-texts';

describe('a message', () => {
  it('is trimmed, and holds 1 to 5,000 characters after trimming', () => {
    expect(sendMessageRequestSchema.parse({ text: '  Hello  ' })).toEqual({ text: 'Hello', documentIds: [] });
    expect(sendMessageRequestSchema.safeParse({ text: '   \n ' }).error?.issues[0]?.message).toBe(
      conversationTexts.validation.textRequired,
    );
    expect(sendMessageRequestSchema.safeParse({ text: `  ${'a'.repeat(MESSAGE_TEXT_MAX)}  ` }).success).toBe(true);
    expect(
      sendMessageRequestSchema.safeParse({ text: 'a'.repeat(MESSAGE_TEXT_MAX + 1) }).error?.issues[0]?.message,
    ).toBe(conversationTexts.validation.textTooLong(MESSAGE_TEXT_MAX));
  });

  it('attaches at most 10 documents', () => {
    const ids = Array.from({ length: MESSAGE_ATTACHMENTS_MAX }, (_, index) => `doc-${index}`);
    expect(sendMessageRequestSchema.parse({ text: 'x', documentIds: [...ids] }).documentIds).toEqual(ids);
    expect(sendMessageRequestSchema.safeParse({ text: 'x', documentIds: [...ids, 'one-more'] }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ text: 'x', documentIds: ['a/b'] }).success).toBe(false);
  });
});

describe('starting a conversation', () => {
  it('names a case, a property or neither, never both', () => {
    expect(createConversationRequestSchema.safeParse({ withUserId: 'u1' }).success).toBe(true);
    expect(createConversationRequestSchema.safeParse({ withUserId: 'u1', caseId: 'c1' }).success).toBe(true);
    const both = createConversationRequestSchema.safeParse({ withUserId: 'u1', caseId: 'c1', propertyId: 'p1' });
    expect(both.error?.issues[0]?.message).toBe(conversationTexts.server.chooseOneSubject);
  });
});

describe('a page of messages', () => {
  it('defaults its size and bounds it', () => {
    expect(messagePageQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(messagePageQuerySchema.parse({ limit: '10', before: 'token' })).toEqual({ limit: 10, before: 'token' });
    expect(messagePageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(messagePageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('the preview and the notification quiet time', () => {
  it('keeps a short text whole and cuts a long one with an ellipsis', () => {
    expect(lastMessagePreview('Hi')).toBe('Hi');
    const preview = lastMessagePreview('é'.repeat(500));
    expect([...preview]).toHaveLength(LAST_MESSAGE_PREVIEW_MAX);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('notifies a reader at most once per conversation in ten minutes', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(shouldNotifyOfMessage(null, now)).toBe(true);
    expect(shouldNotifyOfMessage(new Date(now.getTime() - MESSAGE_NOTIFICATION_QUIET_MS + 1), now)).toBe(false);
    expect(shouldNotifyOfMessage(new Date(now.getTime() - MESSAGE_NOTIFICATION_QUIET_MS), now)).toBe(true);
  });
});
