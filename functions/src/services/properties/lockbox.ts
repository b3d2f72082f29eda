import {
  canManageLockboxCode,
  canReadShowing,
  canRevealLockboxCode,
  DomainError,
  errorsTexts,
  keyCustodyTexts,
  lockboxChangeEvent,
  lockboxRevealDecision,
  paths,
  propertiesTexts,
  wallClockTime,
} from '@estatekey/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { propertyAccessDoc, showingsCollection } from '../../lib/collections';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { recordAudit } from '../../lib/audit-log';
import { addNotificationIn } from '../notifications/notifications';
import { appendCustodyEntry, custodyActorName, lockboxChangeEntry } from './custody-log';
import { getVisibleProperty } from './properties';
import type { RoleCaller } from '../../lib/caller';

/*
 * The lockbox code of a property (DESIGN §5). Every member reads the property document, so the code is kept sealed
 * (AES-256-GCM, secret-box) in `properties/{id}/private/access`, which no client reads; the owner and 'manage' shares
 * get it through the API, and every read and change is audit-logged without the code. Changes and every reveal to a
 * showing's agent also go into the property's custody log (custody-log.ts), which its members read live.
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

/**
 * Sets or (with '') removes the code; audit-logged and custody-logged (set, changed or removed) without it.
 * Serves `PUT /api/properties/{id}/lockbox-code` and its older alias `PUT /api/properties/{id}/lockbox`.
 */
export async function changeLockboxCode(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  code: string,
  key: () => Buffer,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await lockboxPropertyOf(db, caller, propertyId, transaction);
    const hadCode = (await transaction.get(propertyAccessDoc(db, propertyId))).data()?.lockboxCode !== undefined;
    const actorName = await custodyActorName(db, caller.uid, transaction);
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
    if (!hadCode && code === '') return;
    await appendCustodyEntry(
      db,
      propertyId,
      lockboxChangeEntry(lockboxChangeEvent(hadCode, code), caller.uid, actorName),
      {
        transaction,
      },
    );
  });
}

/**
 * The code for the caller's own confirmed showing, from an hour before its start to its end (lockboxRevealDecision at
 * `now`): 404 for a showing the caller may not read, 403 for one that is not theirs, 403 with `opensAt` outside the
 * window, 404 when no code is stored. Each reveal is audit-logged, custody-logged and notified to the property's owner,
 * in the transaction that reads the code. Serves `GET /api/showings/{id}/lockbox-code`.
 */
export async function revealLockboxCodeForShowing(
  db: Firestore,
  caller: RoleCaller,
  showingId: string,
  now: Date,
  key: () => Buffer,
): Promise<{ code: string; validUntil: Date }> {
  return await db.runTransaction(async (transaction) => {
    const showing = (await transaction.get(showingsCollection(db).doc(showingId))).data();
    if (!showing || !canReadShowing(caller.role, caller.uid, showing)) {
      throw DomainError.notFound(errorsTexts.showingNotFound);
    }
    if (!canRevealLockboxCode(caller.role, caller.uid, showing)) {
      throw DomainError.forbidden(keyCustodyTexts.reveal.forbidden);
    }
    const decision = lockboxRevealDecision(showing, now);
    if (!decision.open) throw DomainError.forbiddenUntil(decision.message, decision.opensAt);
    const sealed = (await transaction.get(propertyAccessDoc(db, showing.propertyId))).data()?.lockboxCode;
    if (sealed === undefined) throw DomainError.notFound(keyCustodyTexts.reveal.noCode);
    const actorName = await custodyActorName(db, caller.uid, transaction);
    const summary = keyCustodyTexts.events.lockboxCodeViewed(actorName, wallClockTime(now), showing.startTime);
    await recordAudit(
      db,
      {
        actorId: caller.uid,
        action: 'showing.lockboxCodeRevealed',
        targetType: 'showing',
        targetId: showingId,
        details: { propertyId: showing.propertyId },
      },
      { transaction },
    );
    await appendCustodyEntry(
      db,
      showing.propertyId,
      {
        event: 'lockboxCodeViewed',
        actorId: caller.uid,
        actorName,
        summary,
        showingId,
        date: showing.date,
        time: showing.startTime,
      },
      { transaction },
    );
    addNotificationIn(transaction, db, showing.ownerId, {
      title: keyCustodyTexts.notification.title,
      message: summary,
      category: 'property',
      link: paths.property(showing.propertyId),
    });
    return { code: openSecret(sealed, key()), validUntil: decision.validUntil };
  });
}
