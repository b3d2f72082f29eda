import './options';
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { apiSecrets, mailSecrets } from './config';
import { createApp } from './http/app';
import { adminAuth, firestore } from './lib/firebase-admin';
import { handleAppointmentWritten } from './triggers/appointments/handle-appointment-written';
import { handleMailCreated } from './triggers/mail/handle-mail-created';
import { handleMailUpdated } from './triggers/mail/handle-mail-updated';
import { handlePropertyUpdated } from './triggers/properties/handle-property-updated';
import { handleUserUpdated } from './triggers/users/handle-user-updated';

export const api = onRequest({ secrets: apiSecrets }, createApp({ auth: adminAuth, db: firestore }));

export const sendMail = onDocumentCreated({ document: 'mail/{id}', secrets: mailSecrets }, handleMailCreated);

// Waits out a short back-off before each retry, hence the longer timeout.
export const retryMail = onDocumentUpdated(
  { document: 'mail/{id}', secrets: mailSecrets, timeoutSeconds: 120 },
  handleMailUpdated,
);

// Milestone changes and shares become notifications for the users concerned.
export const notifyPropertyUpdated = onDocumentUpdated('properties/{id}', handlePropertyUpdated);

// Key pickups scheduled or cancelled become notifications for their owner.
export const notifyAppointmentWritten = onDocumentWritten('appointments/{id}', handleAppointmentWritten);

// Names edited straight in Firestore get fresh search tokens, so user search finds what the app displays.
export const indexUserSearchTokens = onDocumentUpdated('users/{uid}', handleUserUpdated);
