import { canManageLockboxCode, DomainError, propertiesTexts } from '@estatekey/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { propertyAccessDoc } from '../../lib/collections';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { recordAudit } from '../../lib/audit-log';
import { getVisibleProperty } from './properties';
import type { RoleCaller } from '../../lib/caller';

/*
 * The lockbox code of a property (DESIGN §5). Every member reads the property document, so the code is kept sealed
 * (AES-256-GCM, secret-box) in `properties/{id}/private/access`, which no client reads; the owner and 'manage' shares
 * get it through the API, and every read and change is audit-logged without the code.
 */

/**
 * Seals `code` into the property's private access document inside `transaction`; an empty code removes the stored one.
 * The code itself is never logged or returned.
 */
export function writeLockboxCodeIn(
  transaction: Transaction,
  db: Firestore,
  propertyId: string,
  code: string,
  key: Buffer,
  actorId: string,
): void {
  transaction.set(
    propertyAccessDoc(db, propertyId),
    {
      lockboxCode: code === '' ? FieldValue.delete() : sealSecret(code, key),
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: actorId,
    },
    { merge: true },
  );
}

/** The property when the caller may hold its key: 404 for non-members (existence does not leak), 403 for a view share. */
async function lockboxPropertyOf(db: Firestore, caller: RoleCaller, propertyId: string, transaction?: Transaction) {
  const { property } = await getVisibleProperty(db, caller, propertyId, transaction);
  if (!canManageLockboxCode({ role: caller.role, uid: caller.uid, property })) {
    throw DomainError.forbidden(propertiesTexts.errors.lockboxForbidden);
  }
  return property;
}

/**
 * The code ('' when none), recorded in the audit log as seen by the caller.
 * Serves `GET /api/properties/{id}/lockbox`.
 */
export async function readLockboxCode(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  key: () => Buffer,
): Promise<string> {
  return await db.runTransaction(async (transaction) => {
    await lockboxPropertyOf(db, caller, propertyId, transaction);
    const sealed = (await transaction.get(propertyAccessDoc(db, propertyId))).data()?.lockboxCode;
    await recordAudit(
      db,
      {
        actorId: caller.uid,
        action: 'property.lockboxCodeViewed',
        targetType: 'property',
        targetId: propertyId,
        details: { stored: sealed !== undefined },
      },
      { transaction },
    );
    return sealed === undefined ? '' : openSecret(sealed, key());
  });
}

/** Sets or (with '') removes the code; audit-logged without it. Serves `PUT /api/properties/{id}/lockbox`. */
export async function changeLockboxCode(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  code: string,
  key: () => Buffer,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await lockboxPropertyOf(db, caller, propertyId, transaction);
    writeLockboxCodeIn(transaction, db, propertyId, code, key(), caller.uid);
    await recordAudit(
      db,
      {
        actorId: caller.uid,
        action: 'property.lockboxCodeChanged',
        targetType: 'property',
        targetId: propertyId,
        details: { cleared: code === '' },
      },
      { transaction },
    );
  });
}
