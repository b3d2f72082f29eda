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
    textTooLong: (max: number) => `A message can be at most ${max.toLocaleString('en-US')} characters.`,
    tooManyAttachments: (max: number) => `A message can carry at most ${max} documents.`,
  },
  notification: {
    title: (senderName: string) => `New message from ${senderName}`,
    message: (subjectName: string) => `About ${subjectName}`,
  },
  /** What a reader sees in place of an attachment they may not read. */
  attachmentNotAvailable: 'Document not available',
} as const;
