import { COLLECTIONS, type ShowingBuyerDetails } from '@estatekey/domain';
import { FieldPath, FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { writeInBatches } from '../../lib/batched-writes';
import { propertyAccessDoc, showingBuyersCollection } from '../../lib/collections';
import { recordAudit } from '../../lib/audit-log';
import { writeLockboxCodeIn } from '../properties/lockbox';

/*
 * Moves data written before secrets left the documents others read (the lockbox code every property member read, the
 * buyer details the property owner read) to its private documents. Idempotent: a second run finds nothing to move.
 * Serves `POST /api/admin/maintenance/move-private-fields`.
 */

export interface PrivateFieldsRepairCounts {
  /** Properties whose plaintext `details.lockboxCode` was sealed into `private/access` and removed. */
  readonly lockboxCodes: number;
  /** Profiles whose stored wizard answers lost their `lockboxCode`. */
  readonly profiles: number;
  /** Showings whose buyer contact and notes moved to `showingBuyers/{id}`, which only the booking agent reads. */
  readonly showings: number;
}

const BUYER_FIELDS = ['clientEmail', 'clientPhone', 'notes'] as const satisfies readonly (keyof ShowingBuyerDetails)[];

const LOCKBOX_FIELD = new FieldPath('details', 'lockboxCode');
const PROFILE_LOCKBOX_FIELD = new FieldPath('onboarding', 'lockboxCode');

/** A stored plaintext code as a string ('' when there is none worth keeping). */
function plaintextCode(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/**
 * Moves one property's plaintext code into its sealed access document, unless a code was stored there already (set
 * through the API since, so newer), and deletes the field; in one transaction, so a failure leaves the property as it
 * was.
 */
async function moveLockboxCode(db: Firestore, ref: DocumentReference, key: Buffer, actorId: string): Promise<boolean> {
  return await db.runTransaction(async (transaction) => {
    const property = await transaction.get(ref);
    if (!property.exists || property.get(LOCKBOX_FIELD) === undefined) return false;
    const access = (await transaction.get(propertyAccessDoc(db, ref.id))).data();
    const code = plaintextCode(property.get(LOCKBOX_FIELD));
    if (access?.lockboxCode === undefined && code !== '') {
      writeLockboxCodeIn(transaction, db, ref.id, code, key, actorId);
    }
    transaction.update(ref, LOCKBOX_FIELD, FieldValue.delete());
    return true;
  });
}

/**
 * Moves one showing's buyer contact and notes into its buyer document (kept when one exists already: written by the API
 * since, so newer) and deletes them from the showing, in one transaction.
 */
async function moveBuyerDetails(db: Firestore, ref: DocumentReference): Promise<boolean> {
  return await db.runTransaction(async (transaction) => {
    const showing = await transaction.get(ref);
    const stored = BUYER_FIELDS.filter((field) => showing.get(field) !== undefined);
    if (!showing.exists || stored.length === 0) return false;
    const buyerRef = showingBuyersCollection(db).doc(ref.id);
    if (!(await transaction.get(buyerRef)).exists) {
      const text = (field: (typeof BUYER_FIELDS)[number]) => {
        const value: unknown = showing.get(field);
        return typeof value === 'string' ? value : '';
      };
      transaction.set(buyerRef, {
        id: ref.id,
        agentId: String(showing.get('agentId') ?? ''),
        clientEmail: text('clientEmail'),
        clientPhone: text('clientPhone'),
        notes: text('notes'),
      });
    }
    transaction.update(ref, Object.fromEntries(stored.map((field) => [field, FieldValue.delete()])));
    return true;
  });
}

/** Deletes `field` from every document of `refs`, in batches. */
async function deleteFieldFrom(db: Firestore, refs: readonly DocumentReference[], field: FieldPath): Promise<void> {
  await writeInBatches(db, refs, (batch, ref) => batch.update(ref, field, FieldValue.delete()));
}

/** Runs the repair as `actorId` (an admin) and audit-logs what it moved, never the values. */
export async function movePrivateFields(
  db: Firestore,
  actorId: string,
  lockboxKey: () => Buffer,
): Promise<PrivateFieldsRepairCounts> {
  // `!= null` matches every document where the field exists (with any value but null).
  const properties = await db.collection(COLLECTIONS.properties).where(LOCKBOX_FIELD, '!=', null).get();
  let lockboxCodes = 0;
  if (!properties.empty) {
    const key = lockboxKey();
    for (const doc of properties.docs) {
      if (await moveLockboxCode(db, doc.ref, key, actorId)) lockboxCodes += 1;
    }
  }

  const profiles = await db.collection(COLLECTIONS.users).where(PROFILE_LOCKBOX_FIELD, '!=', null).get();
  await deleteFieldFrom(
    db,
    profiles.docs.map((doc) => doc.ref),
    PROFILE_LOCKBOX_FIELD,
  );

  const showingsWithBuyerFields = await Promise.all(
    BUYER_FIELDS.map((field) => db.collection(COLLECTIONS.showings).where(field, '!=', null).get()),
  );
  const showingRefs = new Map(
    showingsWithBuyerFields.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, doc.ref])),
  );
  let showings = 0;
  for (const ref of showingRefs.values()) {
    if (await moveBuyerDetails(db, ref)) showings += 1;
  }

  const counts: PrivateFieldsRepairCounts = { lockboxCodes, profiles: profiles.size, showings };
  await recordAudit(db, {
    actorId,
    action: 'privateFields.moved',
    targetType: 'property',
    targetId: 'all',
    details: { ...counts },
  });
  return counts;
}
