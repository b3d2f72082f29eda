import { COLLECTIONS } from '@estatekey/domain';
import { CASE_FIELDS_DOCUMENTS_DEPEND_ON, syncDocumentsOfCases } from '../../services/documents/document-readers';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { DocumentChangeEvent } from '../event-document';
import { isDeepStrictEqual } from 'node:util';

export type UpdatedEvent = DocumentChangeEvent;

function changed(event: UpdatedEvent, fields: readonly string[]): boolean {
  if (!event.data) return false;
  const { before, after } = event.data;
  return fields.some((field) => !isDeepStrictEqual(before.get(field), after.get(field)));
}

function caseIdsOf(snapshot: DocumentSnapshot): string[] {
  const caseIds = snapshot.get('caseIds') as unknown;
  return Array.isArray(caseIds) ? caseIds.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * `cases/{id}` updated: when its members, properties, name or number change, its documents get the reader list and
 * case details that follow (an agent of a newly associated property reads them; one of a removed property no longer
 * does). Recomputed from the current state, so replays and out-of-order events end in the same lists. Returns how
 * many documents changed.
 */
export async function syncReadersOnCaseUpdated(event: UpdatedEvent): Promise<number> {
  if (!event.data || !changed(event, CASE_FIELDS_DOCUMENTS_DEPEND_ON)) return 0;
  return syncDocumentsOfCases(event.data.after.ref.firestore, [event.data.after.id]);
}

/**
 * `properties/{id}` updated: when its shares change, the documents of its cases (before and after) get their reader
 * lists recomputed, so an agent whose share was removed stops reading them. Association changes are handled on the
 * case side, which the association routes update in the same transaction.
 */
export async function syncReadersOnPropertyUpdated(event: UpdatedEvent): Promise<number> {
  if (!event.data || !changed(event, ['sharedWith'])) return 0;
  const { before, after } = event.data;
  return syncDocumentsOfCases(after.ref.firestore, [...caseIdsOf(before), ...caseIdsOf(after)]);
}

/**
 * `users/{uid}` updated: when the role changes, the documents of every case associated with a property the user is a
 * member of get their reader lists recomputed, so an Agent who becomes anything else stops reading them (and the
 * reverse). A trigger rather than a step of the role-change route: every writer of the role (the admin route, the
 * create-admin script) passes through it, and reader lists take the role from this profile.
 */
export async function syncReadersOnUserUpdated(event: UpdatedEvent): Promise<number> {
  if (!event.data || !changed(event, ['role'])) return 0;
  const db = event.data.after.ref.firestore;
  const properties = await db
    .collection(COLLECTIONS.properties)
    .where('memberIds', 'array-contains', event.data.after.id)
    .get();
  return syncDocumentsOfCases(db, properties.docs.flatMap(caseIdsOf));
}
