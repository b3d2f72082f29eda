import {
  type AdminIntakeQuery,
  adminTexts,
  DomainError,
  fullName,
  type IntakeConvertRequest,
  type IntakeRequest,
  type IntakeUpdateRequest,
  normalizePropertySubmission,
  notificationContentTexts,
  paths,
} from '@estatekey/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { intakeRequestsCollection, usersCollection } from '../../lib/collections';
import { readAdminPage } from './admin-pages';
import { createKeyPickupIn } from '../appointments/appointments';
import { recordAudit } from '../../lib/audit-log';
import { createInvitation } from '../accounts/invitations';
import { addNotificationIn } from '../notifications/notifications';
import { createPropertyIn, propertyAddressLine } from '../properties/properties';
import { getUserProfileById } from '../accounts/users';

type PropertyIntake = Extract<IntakeRequest, { kind: 'property' }>;
type KeyPickupIntake = Extract<IntakeRequest, { kind: 'keyPickup' }>;

export function toIntakeResponse(request: IntakeRequest) {
  return { ...request, _id: request.id };
}

/** The public submissions newest first, by status and/or kind. Serves `GET /api/admin/intake`. */
export async function listIntakeRequests(
  db: Firestore,
  query: AdminIntakeQuery,
): Promise<{ requests: IntakeRequest[]; nextPageToken: string | null }> {
  const collection = intakeRequestsCollection(db);
  let filtered = collection.orderBy('createdAt', 'desc');
  if (query.status !== undefined) filtered = filtered.where('status', '==', query.status);
  if (query.kind !== undefined) filtered = filtered.where('kind', '==', query.kind);
  const page = await readAdminPage(collection, filtered, query);
  return { requests: page.items, nextPageToken: page.nextPageToken };
}

async function intakeIn(transaction: Transaction, db: Firestore, id: string): Promise<IntakeRequest> {
  const request = (await transaction.get(intakeRequestsCollection(db).doc(id))).data();
  if (!request) throw DomainError.notFound(adminTexts.errors.intakeNotFound);
  return request;
}

/**
 * New / contacted / dismissed with the admin's note; a converted request stays so (409).
 * Serves `PUT /api/admin/intake/{id}`.
 */
export async function updateIntakeRequest(
  db: Firestore,
  adminUid: string,
  id: string,
  update: IntakeUpdateRequest,
): Promise<IntakeRequest> {
  const ref = intakeRequestsCollection(db).doc(id);
  await db.runTransaction(async (transaction) => {
    const request = await intakeIn(transaction, db, id);
    if (request.status === 'converted') throw DomainError.conflict(adminTexts.errors.convertedIsFinal);
    transaction.update(ref, {
      status: update.status,
      ...(update.note !== undefined ? { note: update.note } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    await recordAudit(
      db,
      {
        actorId: adminUid,
        action: 'intake.statusChanged',
        targetType: 'intakeRequest',
        targetId: id,
        details: {
          from: request.status,
          to: update.status,
          ...(update.note !== undefined ? { note: update.note } : {}),
        },
      },
      { transaction },
    );
  });
  const request = (await ref.get()).data();
  if (!request) throw DomainError.notFound(adminTexts.errors.intakeNotFound);
  return request;
}

/** The first word of a contact name as first name, the rest as last name (an invitation needs both). */
function splitContactName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

interface ConvertContext {
  readonly db: Firestore;
  readonly transaction: Transaction;
  readonly admin: { readonly uid: string; readonly name: string };
  readonly appBaseUrl: string;
}

/**
 * A property submission as a property: of the chosen user, who is told it was submitted; or, for an invited owner,
 * held by the converting admin until the invitation is accepted (accepting makes the new account its owner).
 */
async function convertPropertyIn(
  context: ConvertContext,
  request: PropertyIntake,
  convert: IntakeConvertRequest,
): Promise<{ targetId: string; message: string }> {
  const { db, transaction, admin } = context;
  const form = normalizePropertySubmission(request.payload);
  if ('ownerId' in convert) {
    const targetId = createPropertyIn(transaction, db, convert.ownerId, form);
    addNotificationIn(transaction, db, convert.ownerId, {
      ...notificationContentTexts.propertySubmitted(propertyAddressLine(form)),
      category: 'property',
      link: paths.submitProperty,
    });
    return { targetId, message: adminTexts.success.convertedToProperty };
  }
  const targetId = createPropertyIn(transaction, db, admin.uid, form);
  await createInvitation(
    db,
    {
      email: convert.inviteEmail,
      ...splitContactName(request.payload.contactName),
      phone: request.payload.contactPhone,
      role: convert.role,
      purpose: { kind: 'propertyOwner', propertyId: targetId },
      invitedBy: admin.uid,
      inviterName: admin.name,
      about: propertyAddressLine(form),
    },
    { transaction, appBaseUrl: context.appBaseUrl },
  );
  return { targetId, message: adminTexts.success.convertedWithInvitation(convert.inviteEmail) };
}

/** A key pickup request as a scheduled pickup of the chosen user (the appointment trigger tells them). */
function convertKeyPickupIn(context: ConvertContext, request: KeyPickupIntake, ownerId: string) {
  const { payload } = request;
  const targetId = createKeyPickupIn(context.transaction, context.db, ownerId, {
    date: payload.appointmentDate,
    time: payload.appointmentTime,
    details: payload.details,
    needsCleanout: payload.needsCleanout,
    contact: { name: payload.contactName, email: payload.contactEmail, phone: payload.contactPhone },
    propertyAddress: '',
    propertyId: null,
  });
  return { targetId, message: adminTexts.success.convertedToAppointment };
}

function ownerNotFound(): DomainError {
  const message = adminTexts.errors.ownerNotFound;
  return DomainError.badRequest(message, [{ path: 'ownerId', message }]);
}

/**
 * Converts an intake request in one transaction: the property or appointment, the request marked converted with what
 * it became, and the audit entry. Converting a converted request is a conflict, also when two admins convert at the
 * same moment (the transaction re-reads the status). A key pickup needs an existing user.
 * Serves `POST /api/admin/intake/{id}/convert`.
 */
export async function convertIntakeRequest(
  db: Firestore,
  adminUid: string,
  id: string,
  convert: IntakeConvertRequest,
  options: { appBaseUrl: string },
): Promise<{ message: string; targetId: string }> {
  const adminProfile = await getUserProfileById(db, adminUid);
  const admin = { uid: adminUid, name: adminProfile ? fullName(adminProfile) : '' };
  return await db.runTransaction(async (transaction) => {
    const request = await intakeIn(transaction, db, id);
    if (request.status === 'converted') throw DomainError.conflict(adminTexts.errors.alreadyConverted);
    if ('ownerId' in convert && !(await transaction.get(usersCollection(db).doc(convert.ownerId))).exists) {
      throw ownerNotFound();
    }
    const context: ConvertContext = { db, transaction, admin, appBaseUrl: options.appBaseUrl };
    let converted: { targetId: string; message: string };
    if (request.kind === 'property') {
      converted = await convertPropertyIn(context, request, convert);
    } else {
      if (!('ownerId' in convert)) {
        const message = adminTexts.errors.pickupNeedsOwner;
        throw DomainError.badRequest(message, [{ path: 'ownerId', message }]);
      }
      converted = convertKeyPickupIn(context, request, convert.ownerId);
    }
    transaction.update(intakeRequestsCollection(db).doc(id), {
      status: 'converted',
      targetId: converted.targetId,
      updatedAt: FieldValue.serverTimestamp(),
    });
    await recordAudit(
      db,
      {
        actorId: adminUid,
        action: 'intake.converted',
        targetType: 'intakeRequest',
        targetId: id,
        details: {
          kind: request.kind,
          targetId: converted.targetId,
          ...('ownerId' in convert ? { ownerId: convert.ownerId } : { inviteEmail: convert.inviteEmail }),
        },
      },
      { transaction },
    );
    return converted;
  });
}
