import type { AdminMail, AdminMailOutboxQuery, Mail } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { mailCollection } from '../../lib/collections';
import { readAdminPage } from './admin-pages';

/** The outbox newest first, one delivery state or all. Serves `GET /api/admin/mail-outbox`. */
export async function listMailOutbox(
  db: Firestore,
  query: AdminMailOutboxQuery,
): Promise<{ mails: AdminMail[]; nextPageToken: string | null }> {
  const collection = mailCollection(db);
  let filtered = collection.orderBy('createdAt', 'desc');
  if (query.state !== undefined) filtered = filtered.where('delivery.state', '==', query.state);
  const page = await readAdminPage(collection, filtered, query);
  return { mails: page.items.map(toAdminMail), nextPageToken: page.nextPageToken };
}

export function toAdminMail(mail: Mail): AdminMail {
  const { delivery } = mail;
  return {
    _id: mail.id,
    to: typeof mail.to === 'string' ? [mail.to] : mail.to,
    subject: mail.message.subject,
    template: mail.template ?? null,
    state: delivery.state,
    attempts: delivery.attempts,
    error: delivery.error,
    createdAt: mail.createdAt,
    lastAttemptAt: delivery.startTime,
    nextAttemptAt: delivery.nextAttemptAt,
    sentAt: delivery.sentAt,
  };
}
