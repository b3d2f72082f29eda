import { formatCount } from '../common/counts';

/**
 * Secure messages between the parties of a case or property: the API's answers and the notification a message
 * sends. Named `conversationTexts` so it does not clash with the `messages/` catalogues folder.
 */
export const conversationTexts = {
  server: {
    conversationNotFound: 'Conversation not found',
    notSharedSubject: 'You can only message people who work with you on this case or property.',
    noSharedSubject: 'You do not share a case or property with this person.',
    chooseOneSubject: 'Choose either a case or a property, not both.',
    notYourself: 'You cannot start a conversation with yourself.',
    attachmentNotReadable: 'You can only attach documents you can read.',
    rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
    markedRead: 'Conversation marked as read.',
    invalidPageToken: 'This page of messages is no longer available. Please reload the conversation.',
  },
  validation: {
    textRequired: 'Please write a message.',
    textTooLong: (max: number) => `A message can be at most ${formatCount(max)} characters.`,
    tooManyAttachments: (max: number) => `A message can carry at most ${max} documents.`,
  },
  notification: {
    title: (senderName: string) => `New message from ${senderName}`,
    message: (subjectName: string) => `About ${subjectName}`,
  },
  /** What a reader sees in place of an attachment they may not read. */
  attachmentNotAvailable: 'Document not available',
  /** The /chat page. */
  page: {
    title: 'Messages',
    listLabel: 'Conversations',
    noConversations: 'No conversations yet. Start one from a case or property, e.g. with Message Client.',
    chooseConversation: 'Choose a conversation to read it.',
    noMessages: 'No messages yet. Write the first one below.',
    loadFailed: 'Your messages could not be loaded. Please reload the page.',
    opening: 'Opening the conversation…',
    openFailed: 'The conversation could not be opened.',
    back: 'Back to conversations',
    you: 'You',
    noLastMessage: 'No messages yet',
    unread: (count: number) => `${count} unread`,
    badgeLabel: (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
    about: (subjectName: string) => `About ${subjectName}`,
    threadLabel: (otherName: string) => `Messages with ${otherName}`,
    seen: 'Seen',
    composerLabel: 'Message',
    composerHint: 'Enter sends, Shift+Enter starts a new line.',
    characterCount: (count: number, max: number) => `${formatCount(count)} / ${formatCount(max)} characters`,
    send: 'Send',
    sending: 'Sending…',
    sendFailed: 'Your message could not be sent. Please try again.',
    attach: 'Attach document',
    attachDialogTitle: 'Attach documents',
    attachDialogHint:
      'Only documents you may read are listed. The reader sees a document only if they may read it too.',
    noDocuments: 'There are no documents you could attach.',
    /** Under the attachable documents when there are more than a page: reads the next page. */
    showMoreDocuments: 'Show more documents',
    /** Under the conversation list when there are more than a page: reads the next page. */
    showMoreConversations: 'Show more conversations',
    attachDone: 'Done',
    attachments: 'Attachments',
    removeAttachment: (name: string) => `Remove ${name}`,
    announcement: (senderName: string, text: string) => `New message from ${senderName}: ${text}`,
  },
} as const;
