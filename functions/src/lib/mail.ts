import { pendingDelivery, type Mail } from '@estatekey/domain';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { mailCollection } from './collections';

export type MailMessage = Mail['message'];
export type MailTemplate = NonNullable<Mail['template']>;

/** A Transaction or a WriteBatch. */
export interface DocumentWriter {
  set<AppModel, DbModel extends DocumentData>(
    ref: DocumentReference<AppModel, DbModel>,
    data: WithFieldValue<AppModel>,
  ): unknown;
}

/**
 * Puts a message in the `mail/` outbox; the sendMail trigger delivers it and records the outcome in
 * `delivery` (DESIGN §7). Returns the outbox document id.
 */
export async function enqueueMail(
  db: Firestore,
  to: Mail['to'],
  message: MailMessage,
  template?: MailTemplate,
): Promise<string> {
  const batch = db.batch();
  const id = enqueueMailIn(batch, db, to, message, template);
  await batch.commit();
  return id;
}

/** The same as enqueueMail, as part of a transaction or batch, so the mail exists only if the rest is written. */
export function enqueueMailIn(
  writer: DocumentWriter,
  db: Firestore,
  to: Mail['to'],
  message: MailMessage,
  template?: MailTemplate,
): string {
  const ref = mailCollection(db).doc();
  writer.set(ref, {
    id: ref.id,
    to,
    message,
    delivery: pendingDelivery(),
    ...(template !== undefined ? { template } : {}),
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/**
 * A mail under a chosen outbox id, as part of a transaction that read `ref` and found nothing there: the id is the
 * mail's idempotency key (a notification's, a user's day), so a replay finds it and sends nothing twice.
 */
export function createMailIn(
  transaction: Transaction,
  ref: DocumentReference<Mail, DocumentData>,
  to: Mail['to'],
  message: MailMessage,
  template: MailTemplate,
): void {
  transaction.create(ref, {
    id: ref.id,
    to,
    message,
    delivery: pendingDelivery(),
    template,
    createdAt: FieldValue.serverTimestamp(),
  });
}
