import {
  canReadCustodyLog,
  type CustodyEvent,
  type CustodyLogEntry,
  type CustodyLogQuery,
  DomainError,
  errorsTexts,
  fullName,
  keyCustodyTexts,
} from '@estatekey/domain';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { decodeAuditCursor, encodeAuditCursor } from '../../lib/audit-log';
import { custodyLogCollection, propertiesCollection, usersCollection } from '../../lib/collections';
import type { RoleCaller } from '../../lib/caller';

/*
 * The chain of custody of a property's keys (DESIGN §4, `properties/{id}/custodyLog`): key pickups scheduled,
 * completed and cancelled, the lockbox code set, changed and removed (never the code), and every reveal to a
 * showing's agent. Append-only: entries are created here and nowhere else, never changed. A subcollection of the
 * property, so the rules read its readers (memberIds, saleAttorneyIds) from the parent and a share's change applies
 * to the whole log at once.
 */

/** What one entry says; `at` is the server's commit time. */
export type CustodyEntryInput = Omit<CustodyLogEntry, 'id' | 'propertyId' | 'at'>;

/** The name the log shows for a user (their profile's name, else 'Someone'). */
export async function custodyActorName(db: Firestore, uid: string | null, transaction?: Transaction): Promise<string> {
  if (uid === null) return keyCustodyTexts.someone;
  const ref = usersCollection(db).doc(uid);
  const profile = (transaction ? await transaction.get(ref) : await ref.get()).data();
  const name = profile ? fullName(profile) : '';
  return name === '' ? keyCustodyTexts.someone : name;
}

/**
 * Appends one entry (create(), so a fixed `id` from a trigger's event is written at most once). Inside a transaction
 * it commits with the change it records.
 */
export async function appendCustodyEntry(
  db: Firestore,
  propertyId: string,
  entry: CustodyEntryInput,
  options: { transaction?: Transaction; id?: string } = {},
): Promise<void> {
  const collection = custodyLogCollection(db, propertyId);
  const ref = options.id === undefined ? collection.doc() : collection.doc(options.id);
  const data = { ...entry, propertyId, at: FieldValue.serverTimestamp() } as unknown as CustodyLogEntry;
  if (options.transaction) {
    options.transaction.create(ref, data);
    return;
  }
  await ref.create(data);
}

/** The entry of a lockbox code change by `actorName`. */
export function lockboxChangeEntry(event: CustodyEvent, actorId: string, actorName: string): CustodyEntryInput {
  const summary =
    event === 'lockboxCodeRemoved'
      ? keyCustodyTexts.events.lockboxCodeRemoved(actorName)
      : event === 'lockboxCodeChanged'
        ? keyCustodyTexts.events.lockboxCodeChanged(actorName)
        : keyCustodyTexts.events.lockboxCodeSet(actorName);
  return { event, actorId, actorName, summary };
}

function cursorOf(snapshot: QueryDocumentSnapshot<CustodyLogEntry>) {
  const at = snapshot.get('at') as Timestamp;
  return { seconds: at.seconds, nanoseconds: at.nanoseconds, id: snapshot.id };
}

/**
 * One page of the property's custody log, newest first, and the token of the next page (null on the last), for the
 * property's members, the attorneys of its linked cases and admins; anyone else gets 404 (existence does not leak).
 * Serves `GET /api/properties/{id}/custody-log`.
 */
export async function listCustodyLog(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  query: CustodyLogQuery,
): Promise<{ entries: CustodyLogEntry[]; nextPageToken: string | null }> {
  const property = (await propertiesCollection(db).doc(propertyId).get()).data();
  if (!property || !canReadCustodyLog({ role: caller.role, uid: caller.uid, property })) {
    throw DomainError.notFound(errorsTexts.propertyNotFound);
  }
  const cursor = query.pageToken === undefined ? undefined : decodeAuditCursor(query.pageToken);
  let ordered = custodyLogCollection(db, propertyId).orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (cursor) ordered = ordered.startAfter(new Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id);
  const snapshot = await ordered.limit(query.limit + 1).get();
  const page = snapshot.docs.slice(0, query.limit);
  const last = page.at(-1);
  const nextPageToken = snapshot.docs.length > query.limit && last ? encodeAuditCursor(cursorOf(last)) : null;
  return { entries: page.map((doc) => doc.data()), nextPageToken };
}
