import {
  type Conversation,
  conversationMessageSchema,
  type ConversationMessage,
  conversationSchema,
  appointmentSchema,
  auditLogSchema,
  calendarFeedSchema,
  caseNumberReservationSchema,
  caseSchema,
  documentSchema,
  intakeRequestSchema,
  invitationSchema,
  mailSchema,
  notificationSchema,
  propertyKeyPickupCopySchema,
  propertySchema,
  showingBuyerSchema,
  storedShowingSettingsSchema,
  showingSchema,
  storedOfferSchema,
  userProfileSchema,
  type Appointment,
  type AuditLog,
  type CalendarFeed,
  type Case,
  type CaseNumberReservation,
  type Document,
  type IntakeRequest,
  type Invitation,
  type Mail,
  type Notification,
  type Property,
  type PropertyKeyPickupCopy,
  type Showing,
  type ShowingBuyer,
  type StoredShowingSettings,
  type StoredOffer,
  type UserProfile,
  custodyLogEntrySchema,
  type CustodyLogEntry,
} from '@estatekey/domain';
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  notificationPreferencesDocSchema,
  propertyAccessSchema,
  rateLimitWindowSchema,
  userSecretsSchema,
  type NotificationPreferencesDoc,
  type PropertyAccess,
  type RateLimitWindow,
  type UserSecrets,
} from './server-documents';

/**
 * One converter per collection (DESIGN §4), typed from the domain's zod schema. Reading parses the document
 * (Firestore Timestamps become Dates, the document id becomes `id`), so a malformed document fails loudly
 * instead of travelling on. Writing drops `id`; Dates are stored as Timestamps by the SDK.
 */
function zodConverter<Schema extends z.ZodType<{ id: string }>>(schema: Schema): FirestoreDataConverter<z.output<Schema>> {
  return {
    toFirestore(model: PartialWithFieldValue<z.output<Schema>>): DocumentData {
      const { id: _id, ...data } = model as DocumentData;
      return data;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): z.output<Schema> {
      return schema.parse({ ...timestampsToDates(snapshot.data()), id: snapshot.id });
    },
  };
}

/** Stored data through a domain schema as the converters read it (Timestamps as Dates, the document id as `id`). */
export function safeParseStored<Schema extends z.ZodType>(schema: Schema, id: string, data: DocumentData) {
  return schema.safeParse({ ...timestampsToDates(data), id });
}

/** Firestore data with every Timestamp (at any depth) turned into a Date, the domain's time type. */
export function timestampsToDates(value: DocumentData): Record<string, unknown>;
export function timestampsToDates(value: unknown): unknown;
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map((item: unknown) => timestampsToDates(item));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, timestampsToDates(item)]));
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export const userConverter: FirestoreDataConverter<UserProfile> = zodConverter(userProfileSchema);
export const mailConverter: FirestoreDataConverter<Mail> = zodConverter(mailSchema);
export const notificationConverter: FirestoreDataConverter<Notification> = zodConverter(notificationSchema);
export const propertyConverter: FirestoreDataConverter<Property> = zodConverter(propertySchema);
export const appointmentConverter: FirestoreDataConverter<Appointment> = zodConverter(appointmentSchema);
export const calendarFeedConverter: FirestoreDataConverter<CalendarFeed> = zodConverter(calendarFeedSchema);
export const propertyKeyPickupCopyConverter: FirestoreDataConverter<PropertyKeyPickupCopy> =
  zodConverter(propertyKeyPickupCopySchema);
export const showingConverter: FirestoreDataConverter<Showing> = zodConverter(showingSchema);
export const showingSettingsConverter: FirestoreDataConverter<StoredShowingSettings> =
  zodConverter(storedShowingSettingsSchema);
export const showingBuyerConverter: FirestoreDataConverter<ShowingBuyer> = zodConverter(showingBuyerSchema);
export const custodyLogConverter: FirestoreDataConverter<CustodyLogEntry> = zodConverter(custodyLogEntrySchema);
export const offerConverter: FirestoreDataConverter<StoredOffer> = zodConverter(storedOfferSchema);
export const caseConverter: FirestoreDataConverter<Case> = zodConverter(caseSchema);
export const caseNumberReservationConverter: FirestoreDataConverter<CaseNumberReservation> =
  zodConverter(caseNumberReservationSchema);
export const documentConverter: FirestoreDataConverter<Document> = zodConverter(documentSchema);
export const auditLogConverter: FirestoreDataConverter<AuditLog> = zodConverter(auditLogSchema);
export const intakeRequestConverter: FirestoreDataConverter<IntakeRequest> = zodConverter(intakeRequestSchema);
export const invitationConverter: FirestoreDataConverter<Invitation> = zodConverter(invitationSchema);
export const notificationPreferencesConverter: FirestoreDataConverter<NotificationPreferencesDoc> = zodConverter(
  notificationPreferencesDocSchema,
);
export const userSecretsConverter: FirestoreDataConverter<UserSecrets> = zodConverter(userSecretsSchema);
export const propertyAccessConverter: FirestoreDataConverter<PropertyAccess> = zodConverter(propertyAccessSchema);
export const conversationConverter: FirestoreDataConverter<Conversation> = zodConverter(conversationSchema);
export const conversationMessageConverter: FirestoreDataConverter<ConversationMessage> =
  zodConverter(conversationMessageSchema);
export const rateLimitWindowConverter: FirestoreDataConverter<RateLimitWindow> = zodConverter(rateLimitWindowSchema);
