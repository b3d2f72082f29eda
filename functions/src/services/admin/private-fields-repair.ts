import { COLLECTIONS, showingSchema, type ShowingBuyerDetails } from '@estatekey/domain';
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { writeInBatches } from '../../lib/batched-writes';
import { propertyAccessDoc, showingBuyersCollection } from '../../lib/collections';
import { recordAudit } from '../../lib/audit-log';
import { writeLockboxCodeIn } from '../properties/lockbox';

/*
 * Moves data written before secrets left the documents others read (the lockbox code every property member read, the
 * buyer details the property owner read) to its private documents, and completes buyer documents written before they
 * carried their showing's date and start. Idempotent: a second run finds nothing to move.
 * Serves `POST /api/admin/maintenance/move-private-fields`.
 */

export interface PrivateFieldsRepairCounts {
  /** Properties whose plaintext `details.lockboxCode` was sealed into `private/access` and removed. */
  readonly lockboxCodes: number;
  /** Profiles whose stored wizard answers lost their `lockboxCode`. */
  readonly profiles: number;
  /** Showings whose buyer contact and notes moved to `showingBuyers/{id}`, which only the booking agent reads. */
  readonly showings: number;
  /** Buyer documents that got their showing's date and start copied, so the agent's screens find them. */
  readonly buyerWindows: number;
}

const BUYER_FIELDS = ['clientEmail', 'clientPhone', 'notes'] as const satisfies readonly (keyof ShowingBuyerDetails)[];

const LOCKBOX_FIELD = new FieldPath('details', 'lockboxCode');
const PROFILE_LOCKBOX_FIELD = new FieldPath('onboarding', 'lockboxCode');

/** The fields a buyer document copies from its showing, validated as the showing stores them. */
const showingWindowSchema = showingSchema.pick({ date: true, fullStartTime: true });
type ShowingWindow = z.output<typeof showingWindowSchema>;
const SHOWING_WINDOW_FIELDS = ['date', 'fullStartTime'] as const satisfies readonly (keyof ShowingWindow)[];

/** Most showings one `getAll` reads. */
const SHOWING_READ_CHUNK = 300;

/** A showing's date and start as its buyer document copies them; none when it is gone or lacks a valid one. */
function showingWindow(showing: DocumentSnapshot): ShowingWindow | undefined {
  const parsed = showingWindowSchema.safeParse(showing.data() ?? {});
  return parsed.success ? parsed.data : undefined;
}

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
        ...showingWindow(showing),
      });
    }
    transaction.update(ref, Object.fromEntries(stored.map((field) => [field, FieldValue.delete()])));
    return true;
  });
}

/**
 * Copies each showing's date and start to its buyer document where that lacks either, in batches; returns how many it
 * completed. A buyer document whose showing is gone is left as it is (the agent's screens would not show it anyway).
 */
async function copyShowingWindows(db: Firestore): Promise<number> {
  // Only the copied fields: the buyer's contact and notes need not be read for this.
  const buyers = await db
    .collection(COLLECTIONS.showingBuyers)
    .select(...SHOWING_WINDOW_FIELDS)
    .get();
  const incomplete = buyers.docs.filter((buyer) =>
    SHOWING_WINDOW_FIELDS.some((field) => buyer.get(field) === undefined),
  );
  let copied = 0;
  for (let start = 0; start < incomplete.length; start += SHOWING_READ_CHUNK) {
    const chunk = incomplete.slice(start, start + SHOWING_READ_CHUNK);
    const showingRefs = chunk.map((buyer) => db.collection(COLLECTIONS.showings).doc(buyer.id));
    const showings = await db.getAll(...showingRefs, { fieldMask: [...SHOWING_WINDOW_FIELDS] });
    const windowsById = new Map(showings.map((showing) => [showing.id, showingWindow(showing)]));
    const updates = chunk.flatMap((buyer) => {
      const copiedFields = windowsById.get(buyer.id);
      return copiedFields === undefined ? [] : [{ ref: buyer.ref, copiedFields }];
    });
    await writeInBatches(db, updates, (batch, { ref, copiedFields }) => batch.update(ref, copiedFields));
    copied += updates.length;
  }
  return copied;
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

  // After the moves above: the buyer documents they created carry their showing's window already.
  const buyerWindows = await copyShowingWindows(db);

  const counts: PrivateFieldsRepairCounts = { lockboxCodes, profiles: profiles.size, showings, buyerWindows };
  await recordAudit(db, {
    actorId,
    action: 'privateFields.moved',
    targetType: 'property',
    targetId: 'all',
    details: { ...counts },
  });
  return counts;
}
