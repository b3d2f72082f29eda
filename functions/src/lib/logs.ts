import { logger } from 'firebase-functions/logger';
import { stringErrorCode } from './error-code';

/*
 * Every log line of the functions, in one place, as structured entries (Cloud Logging indexes the fields).
 * Never log tokens, passwords or message bodies.
 */

export function requestFailed(fields: { requestId: string; method: string; path: string; status: number; error: unknown }): void {
  const { error, ...rest } = fields;
  // Passing the Error itself lets Cloud Error Reporting group the entry by the error's own stack.
  logger.error('API request failed:', error, rest);
}

export function tokenRejected(fields: { requestId: string; reason: string }): void {
  logger.info('API token rejected', fields);
}

export function mailInvalid(fields: { mailId: string; error: string }): void {
  logger.warn('Mail document has an invalid shape; not sent', fields);
}

export function mailSkipped(fields: { mailId: string; state: string }): void {
  logger.info('Mail document not claimable; nothing sent', fields);
}

export function mailDeliveryStarted(fields: { mailId: string; attempt: number }): void {
  logger.info('Mail delivery started', fields);
}

export function mailDelivered(fields: { mailId: string; attempt: number; messageId: string }): void {
  logger.info('Mail delivered', fields);
}

export function mailDeliveryFailed(fields: { mailId: string; attempt: number; state: 'RETRY' | 'ERROR'; error: unknown }): void {
  const { error, ...rest } = fields;
  logger.warn('Mail delivery failed', { ...rest, ...describeError(error) });
}

export function mailRetryScheduled(fields: { mailId: string; attempt: number; nextAttemptAt: string }): void {
  logger.info('Mail delivery retry scheduled', fields);
}

export function mailOutboxSwept(fields: { claimed: number; outcomes: Record<string, number>; failures: number }): void {
  logger.info('Mail outbox swept', fields);
}

/** A trigger's event document that its schema refuses: the trigger skips the event. */
export function eventDocumentInvalid(label: string, fields: { documentId: string; eventId: string; error: string }): void {
  logger.warn(`${label} document has an invalid shape; no notifications`, fields);
}

export function attorneyNamesUnavailable(fields: { cases: number; error: unknown }): void {
  const { error, ...rest } = fields;
  logger.warn("Could not read the cases' attorney names; the groups show 'Legal Counsel'", error, rest);
}

export function uploadedBlobRemovalFailed(fields: { storagePath: string; error: unknown }): void {
  const { error, ...rest } = fields;
  logger.error('Could not remove the blob of a document that was not saved; it is orphaned', error, rest);
}

export function orphanBlobsRemoved(fields: { removed: number; storagePaths: string[] }): void {
  logger.info('Removed blobs that no document points to', fields);
}

export function deadlineRemindersSent(fields: { today: string; cases: number; created: number }): void {
  logger.info('Case deadline reminders sent', fields);
}

export function notificationsCreated(fields: { trigger: string; eventId: string; created: number }): void {
  logger.info('Notifications created', fields);
}

function describeError(error: unknown): { errorMessage: string; errorCode?: string } {
  if (error instanceof Error) {
    const code = stringErrorCode(error);
    return { errorMessage: error.message, ...(code !== undefined ? { errorCode: code } : {}) };
  }
  return { errorMessage: String(error) };
}
