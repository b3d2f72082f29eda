import type { DocumentReference } from 'firebase-admin/firestore';
import { getConfiguredMailSender } from '../../lib/mail-transport';
import { deliverMail, type DeliveryOutcome } from './deliver-mail';

export interface MailCreatedEvent {
  readonly data?: { readonly ref: DocumentReference } | undefined;
}

/** `mail/{id}` created: send a PENDING message. Safe to replay: a claimed or sent message is left alone. */
export async function handleMailCreated(event: MailCreatedEvent): Promise<DeliveryOutcome | undefined> {
  if (!event.data) return undefined;
  return await deliverMail(event.data.ref, { claimableStates: ['PENDING'], sender: getConfiguredMailSender });
}
