import { COLLECTIONS, PRIVATE_DOCS } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  appointmentConverter,
  auditLogConverter,
  caseConverter,
  documentConverter,
  intakeRequestConverter,
  mailConverter,
  notificationConverter,
  propertyConverter,
  rateLimitWindowConverter,
  userConverter,
  userSecretsConverter,
} from './converters';

/** Typed references to the collections of DESIGN §4; services reach Firestore only through these. */
export function usersCollection(db: Firestore) {
  return db.collection('users').withConverter(userConverter);
}

export function userNotificationsCollection(db: Firestore, uid: string) {
  return db.collection('users').doc(uid).collection('notifications').withConverter(notificationConverter);
}

export function mailCollection(db: Firestore) {
  return db.collection('mail').withConverter(mailConverter);
}

export function propertiesCollection(db: Firestore) {
  return db.collection(COLLECTIONS.properties).withConverter(propertyConverter);
}

export function appointmentsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.appointments).withConverter(appointmentConverter);
}

export function casesCollection(db: Firestore) {
  return db.collection(COLLECTIONS.cases).withConverter(caseConverter);
}

export function documentsCollection(db: Firestore) {
  return db.collection(COLLECTIONS.documents).withConverter(documentConverter);
}

/** `auditLog/{id}`: append-only; written only through services/audit-log.ts. */
export function auditLogCollection(db: Firestore) {
  return db.collection(COLLECTIONS.auditLog).withConverter(auditLogConverter);
}

/** `users/{uid}/private/secrets`: the SMTP password and the pending verification token hash. */
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

/** Server-only fixed-window counters of the rate limiter; not part of the domain's data model. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

export function rateLimitsCollection(db: Firestore) {
  return db.collection(RATE_LIMITS_COLLECTION).withConverter(rateLimitWindowConverter);
}
