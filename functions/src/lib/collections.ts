import { caseNumberReservationId, COLLECTIONS, PRIVATE_DOCS } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  appointmentConverter,
  auditLogConverter,
  calendarFeedConverter,
  caseNumberReservationConverter,
  caseConverter,
  custodyLogConverter,
  conversationConverter,
  conversationMessageConverter,
  documentConverter,
  intakeRequestConverter,
  invitationConverter,
  mailConverter,
  notificationConverter,
  notificationPreferencesConverter,
  offerConverter,
  propertyAccessConverter,
  propertyConverter,
  propertyKeyPickupCopyConverter,
  showingBuyerConverter,
  showingConverter,
  showingSettingsConverter,
  rateLimitWindowConverter,
  userConverter,
  userSecretsConverter,
} from './converters';

/** Typed references to the collections of DESIGN §4; services reach Firestore only through these. */
export function usersCollection(db: Firestore) {
  return db.collection(COLLECTIONS.users).withConverter(userConverter);
}

export function userNotificationsCollection(db: Firestore, uid: string) {
  return db.collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications).withConverter(notificationConverter);
}

export function mailCollection(db: Firestore) {
  return db.collection(COLLECTIONS.mail).withConverter(mailConverter);
}

export function propertiesCollection(db: Firestore) {
  return db.collection(COLLECTIONS.properties).withConverter(propertyConverter);
}

/** `properties/{id}/private/access`: the sealed lockbox code, server only. */
export function propertyAccessDoc(db: Firestore, propertyId: string) {
  return db
    .collection(COLLECTIONS.properties)
    .doc(propertyId)
    .collection(COLLECTIONS.private)
    .doc(PRIVATE_DOCS.propertyAccess)
    .withConverter(propertyAccessConverter);
}

/** `properties/{id}/offers/{offerId}`: the sale's offers, server-written (domain sale-storage.ts). */
export function propertyOffersCollection(db: Firestore, propertyId: string) {
  return db
    .collection(COLLECTIONS.properties)
    .doc(propertyId)
    .collection(COLLECTIONS.offers)
    .withConverter(offerConverter);
}

/** `properties/{id}/custodyLog/{entryId}`: the chain of custody of the keys; append-only, written only by services/properties/custody-log.ts. */
export function custodyLogCollection(db: Firestore, propertyId: string) {
  return db
    .collection(COLLECTIONS.properties)
    .doc(propertyId)
    .collection(COLLECTIONS.custodyLog)
    .withConverter(custodyLogConverter);
}

export function appointmentsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.appointments).withConverter(appointmentConverter);
}

/** `propertyKeyPickups/{appointmentId}`: the members' copy of a key pickup linked to a property, no contact details. */
export function propertyKeyPickupsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.propertyKeyPickups).withConverter(propertyKeyPickupCopyConverter);
}

export function showingsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.showings).withConverter(showingConverter);
}

/** `showingBuyers/{showingId}`: a showing's buyer contact and notes, read by its booking agent only. */
export function showingBuyersCollection(db: Firestore) {
  return db.collection(COLLECTIONS.showingBuyers).withConverter(showingBuyerConverter);
}

/** `showingSettings/{propertyId}`: how agents may book the property's showings; server only, served by the API. */
export function showingSettingsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.showingSettings).withConverter(showingSettingsConverter);
}

/** `calendarFeeds/{tokenHash}`: private ICS feed tokens, server only. */
export function calendarFeedsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.calendarFeeds).withConverter(calendarFeedConverter);
}

export function casesCollection(db: Firestore) {
  return db.collection(COLLECTIONS.cases).withConverter(caseConverter);
}

export function documentsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.documents).withConverter(documentConverter);
}

/** `auditLog/{id}`: append-only; written only through lib/audit-log.ts. */
export function auditLogCollection(db: Firestore) {
  return db.collection(COLLECTIONS.auditLog).withConverter(auditLogConverter);
}

/** `users/{uid}/private/secrets`: the SMTP password and the pending verification token hash. */
/** `users/{uid}/private/notificationPreferences`: the user's e-mail setting per notification category; server only. */
export function notificationPreferencesDoc(db: Firestore, uid: string) {
  return db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(COLLECTIONS.private)
    .doc(PRIVATE_DOCS.notificationPreferences)
    .withConverter(notificationPreferencesConverter);
}

export function userSecretsDoc(db: Firestore, uid: string) {
  return db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(COLLECTIONS.private)
    .doc(PRIVATE_DOCS.userSecrets)
    .withConverter(userSecretsConverter);
}

export function intakeRequestsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.intakeRequests).withConverter(intakeRequestConverter);
}

/** `invitations/{tokenHash}`: server-only (DESIGN §5); the raw token travels only in the mailed link. */
export function invitationsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.invitations).withConverter(invitationConverter);
}

/** `cases/{id}/private/notes`: the attorney notes, read by the case's attorney and admins only. */
export function caseNotesDoc(db: Firestore, caseId: string) {
  return db.collection(COLLECTIONS.cases).doc(caseId).collection(COLLECTIONS.private).doc(PRIVATE_DOCS.caseNotes);
}

/** `caseNumbers/{caseNumberReservationId}`: which case holds each case number, server only. */
export function caseNumberReservationDoc(db: Firestore, caseNumber: string) {
  return db
    .collection(COLLECTIONS.caseNumbers)
    .doc(caseNumberReservationId(caseNumber))
    .withConverter(caseNumberReservationConverter);
}

/** `rateLimits/{hash}`: the rate limiter's fixed-window counters, server only. */
export function rateLimitsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.rateLimits).withConverter(rateLimitWindowConverter);
}

/** `conversations/{id}`: secure messages between two parties (domain conversation/), API-written. */
export function conversationsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.conversations).withConverter(conversationConverter);
}

/** `conversations/{id}/messages/{messageId}`: never changed or deleted once written (the legal record). */
export function conversationMessagesCollection(db: Firestore, conversationId: string) {
  return db
    .collection(COLLECTIONS.conversations)
    .doc(conversationId)
    .collection(COLLECTIONS.messages)
    .withConverter(conversationMessageConverter);
}
