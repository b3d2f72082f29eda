import './options';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@estatekey/domain';
import { apiSecrets, mailSecrets } from './config';
import { createApp } from './http/app';
import { adminAuth, firestore } from './lib/firebase-admin';
import { configuredBlobStore } from './lib/blob-store/configured-blob-store';
import { removeOrphanDocumentBlobs } from './services/documents/orphan-blobs';
import { sendDeadlineReminders } from './triggers/cases/deadline-reminders';
import { handleCaseUpdated } from './triggers/cases/handle-case-updated';
import { handleAppointmentWritten } from './triggers/appointments/handle-appointment-written';
import { syncPropertyKeyPickupOnAppointmentWritten } from './triggers/appointments/sync-property-key-pickup';
import { recordKeyPickupCustody } from './triggers/appointments/record-key-pickup-custody';
import { countCasesWithDocuments } from './triggers/documents/count-cases-with-documents';
import { handleDocumentUpdated } from './triggers/documents/handle-document-updated';
import {
  syncReadersOnCaseUpdated,
  syncReadersOnPropertyUpdated,
  syncReadersOnUserUpdated,
} from './triggers/documents/sync-document-readers';
import { handleMailCreated } from './triggers/mail/handle-mail-created';
import { handleMailUpdated } from './triggers/mail/handle-mail-updated';
import { sweepMailOutbox } from './triggers/mail/sweep-mail-outbox';
import { getConfiguredMailSender } from './lib/mail-transport';
import { handlePropertyUpdated } from './triggers/properties/handle-property-updated';
import { syncMemberCopiesOnPropertyUpdated } from './triggers/properties/sync-member-copies';
import { refreshPendingSaleGates } from './services/sale/sale-records';
import {
  refreshSaleGatesOnCaseDeleted,
  refreshSaleGatesOnCaseUpdated,
} from './triggers/sale/refresh-sale-gates-of-case';
import { stampCasesOnSaleChange } from './triggers/sale/stamp-cases-on-sale-change';
import { handleShowingWritten } from './triggers/showings/handle-showing-written';
import { askForShowingFeedback } from './services/showings/feedback-requests';
import { handleUserUpdated } from './triggers/users/handle-user-updated';
import { handleDigestSchedule, handleNotificationCreated } from './triggers/notifications/handle-notification-created';

export const api = onRequest({ secrets: apiSecrets }, createApp({ auth: adminAuth, db: firestore }));

export const sendMail = onDocumentCreated({ document: 'mail/{id}', secrets: mailSecrets }, handleMailCreated);

// An operator's retry (RETRY with no next attempt time) is sent at once.
export const retryMail = onDocumentUpdated({ document: 'mail/{id}', secrets: mailSecrets }, handleMailUpdated);

// Every 5 minutes: mails whose back-off after a transient failure has passed, and mails left PROCESSING past their
// lease, are delivered through the same claim, so an SMTP outage of hours loses nothing and nothing goes twice.
export const redeliverMail = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'UTC', secrets: mailSecrets, timeoutSeconds: 540 },
  async () => {
    await sweepMailOutbox({ outbox: firestore.collection(COLLECTIONS.mail), sender: getConfiguredMailSender });
  },
);

// Milestone changes and shares become notifications for the users concerned.
export const notifyPropertyUpdated = onDocumentUpdated('properties/{id}', handlePropertyUpdated);

// Key pickups scheduled or cancelled become notifications for their owner.
export const notifyAppointmentWritten = onDocumentWritten('appointments/{id}', handleAppointmentWritten);
// A key pickup linked to a property has a copy without contact details that the property's members follow live.
export const syncPropertyKeyPickup = onDocumentWritten('appointments/{id}', syncPropertyKeyPickupOnAppointmentWritten);
export const recordKeyPickupCustodyLog = onDocumentWritten('appointments/{id}', recordKeyPickupCustody);

// Showings scheduled, moved or cancelled become notifications for the property's owner.
export const notifyShowingWritten = onDocumentWritten('showings/{id}', handleShowingWritten);

// Court documents: the uploader hears of each reader's first view; reader lists follow shares, associations and roles.
export const notifyDocumentViewed = onDocumentUpdated('documents/{id}', handleDocumentUpdated);
// Each case lists who reads at least one of its documents, so the document stats count cases with one count().
export const countCasesWithDocumentsOfDocument = onDocumentWritten('documents/{id}', countCasesWithDocuments);
export const syncDocumentReadersOfCase = onDocumentUpdated('cases/{id}', syncReadersOnCaseUpdated);
export const syncDocumentReadersOfProperty = onDocumentUpdated('properties/{id}', syncReadersOnPropertyUpdated);
// The memberIds copies on showings and key pickups follow their property's members, so every member follows them live.
export const syncMemberCopiesOfProperty = onDocumentUpdated('properties/{id}', syncMemberCopiesOnPropertyUpdated);
export const syncDocumentReadersOfUser = onDocumentUpdated('users/{uid}', syncReadersOnUserUpdated);

// Names edited straight in Firestore get fresh search tokens, so user search finds what the app displays.
export const indexUserSearchTokens = onDocumentUpdated('users/{uid}', handleUserUpdated);

// Every notification also goes by e-mail as its owner chose for its category: now, in the daily digest, or not.
// The unsubscribe links are signed with a key derived from the API's secret.
export const mailNotificationCreated = onDocumentCreated(
  { document: 'users/{uid}/notifications/{id}', secrets: apiSecrets },
  handleNotificationCreated,
);

// Daily: each user's notifications of digest categories in one mail.
export const sendNotificationDigest = onSchedule(
  { schedule: 'every day 17:00', timeZone: 'UTC', secrets: apiSecrets },
  async (event) => {
    await handleDigestSchedule(new Date(event.scheduleTime));
  },
);

// Stage moves notify the case's client; the invited client joining notifies the attorney.
export const notifyCaseUpdated = onDocumentUpdated('cases/{id}', handleCaseUpdated);

// Daily: attorney and client of each open case are reminded 7 days and 1 day before its due date.
export const remindCaseDeadlines = onSchedule({ schedule: 'every day 07:00', timeZone: 'UTC' }, async (event) => {
  await sendDeadlineReminders(firestore, new Date(event.scheduleTime));
});

// Hourly: blobs of uploads whose document was never written (and whose removal failed) are removed after an hour.
export const removeOrphanBlobs = onSchedule({ schedule: 'every 60 minutes', timeZone: 'UTC' }, async (event) => {
  await removeOrphanDocumentBlobs(firestore, configuredBlobStore, new Date(event.scheduleTime));
});

// Hourly: the agent of each confirmed showing that ended is asked for feedback, and once more a day later.
export const requestShowingFeedback = onSchedule({ schedule: 'every 60 minutes', timeZone: 'UTC' }, async (event) => {
  await askForShowingFeedback(firestore, new Date(event.scheduleTime));
});

// A case's attorney or properties changing moves the sale gates and offer readers of the properties concerned.
export const refreshSaleGatesOfCase = onDocumentUpdated('cases/{id}', refreshSaleGatesOnCaseUpdated);
// A deleted case no longer gates the sale of the properties it was linked to.
export const refreshSaleGatesOfDeletedCase = onDocumentDeleted('cases/{id}', refreshSaleGatesOnCaseDeleted);

// A property's sale changing stamps its linked cases, which their attorney and client follow live.
export const stampCasesOfSale = onDocumentUpdated('properties/{id}', stampCasesOnSaleChange);

// Daily, just after the server's day turns (serverTodayIsoDate): a sale whose notice period ended unblocks the `offer` milestone without anyone opening it (the read path does
// the same at once for whoever opens it first).
export const refreshSaleGates = onSchedule({ schedule: 'every day 12:30', timeZone: 'UTC' }, async (event) => {
  await refreshPendingSaleGates(firestore, new Date(event.scheduleTime));
});
