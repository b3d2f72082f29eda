import {
  adminTexts,
  COLLECTIONS,
  DEFAULT_INTAKE_STATUS,
  type IntakeRequest,
  mailTexts,
  paths,
} from '@estatekey/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { intakeRequestsCollection } from '../../lib/collections';
import { enqueueMailIn } from '../../lib/mail';
import { addNotificationIn, type NotificationContent } from '../notifications/notifications';

type KeyPickupIntake = Extract<IntakeRequest, { kind: 'keyPickup' }>;
type PropertyIntake = Extract<IntakeRequest, { kind: 'property' }>;

/** What a visitor sent, already parsed (the client's ownerEmail dropped). */
export type PublicIntakeSubmission =
  Pick<KeyPickupIntake, 'kind' | 'payload'> | Pick<PropertyIntake, 'kind' | 'payload'>;

function adminNotification(submission: PublicIntakeSubmission): NotificationContent {
  const text =
    submission.kind === 'keyPickup'
      ? adminTexts.notifications.intakeKeyPickup(
          submission.payload.contactName,
          submission.payload.appointmentDate,
          submission.payload.appointmentTime,
        )
      : adminTexts.notifications.intakeProperty(
          submission.payload.contactName,
          `${submission.payload.propertyAddress}, ${submission.payload.propertyCity}, ${submission.payload.propertyState}`,
        );
  return { ...text, category: 'system', link: paths.intakeProcess };
}

function operationsMail(submission: PublicIntakeSubmission) {
  return submission.kind === 'keyPickup'
    ? {
        subject: mailTexts.intake.keyPickupSubject,
        text: mailTexts.intake.keyPickupText(submission.payload),
      }
    : {
        subject: mailTexts.intake.propertySubject,
        text: mailTexts.intake.propertyText(submission.payload),
      };
}

/** Uids of every Admin profile; only the ids are read. */
async function adminUids(db: Firestore): Promise<string[]> {
  const admins = await db.collection(COLLECTIONS.users).where('role', '==', 'Admin').select().get();
  return admins.docs.map((admin) => admin.id);
}

/**
 * A visitor's key pickup request or property submission: in one batch the `intakeRequests` document, a notification
 * for every admin and a mail to the operations inbox (the server's address, never the one a client sends).
 */
export async function submitPublicIntake(
  db: Firestore,
  submission: PublicIntakeSubmission,
  operationsEmail: string,
): Promise<string> {
  const admins = await adminUids(db);
  const batch = db.batch();
  const ref = intakeRequestsCollection(db).doc();
  batch.set(ref, {
    id: ref.id,
    ...submission,
    status: DEFAULT_INTAKE_STATUS,
    submittedBy: null,
    targetId: null,
    note: '',
    createdAt: FieldValue.serverTimestamp(),
  });
  const notification = adminNotification(submission);
  for (const adminUid of admins) addNotificationIn(batch, db, adminUid, notification);
  enqueueMailIn(batch, db, operationsEmail, operationsMail(submission), 'intake');
  await batch.commit();
  return ref.id;
}
