import {
  COLLECTIONS,
  documentReaderIds,
  propertyAgentIds,
  roleSchema,
  sameMembers,
  type Case,
  type Property,
  type Role,
} from '@estatekey/domain';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { writeInBatches } from '../../lib/batched-writes';
import { casesCollection, propertiesCollection } from '../../lib/collections';
import { readersWithDocumentsOf } from './cases-with-documents';

/** Most accounts one Auth `getUsers` call takes. */
const AUTH_LOOKUP_LIMIT = 100;

/**
 * Each user's role: the copy mirrored on the profile (DESIGN §5: written only by functions), else the custom claim
 * itself, for accounts that have no profile document (created by an admin script or a test).
 */
async function rolesOf(db: Firestore, uids: readonly string[]): Promise<Map<string, Role>> {
  const roles = new Map<string, Role>();
  if (uids.length === 0) return roles;
  const snapshots = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid)));
  for (const snapshot of snapshots) {
    const role = roleSchema.safeParse(snapshot.get('role'));
    if (role.success) roles.set(snapshot.id, role.data);
  }
  const withoutProfile = uids.filter((uid) => !roles.has(uid));
  for (let start = 0; start < withoutProfile.length; start += AUTH_LOOKUP_LIMIT) {
    const chunk = withoutProfile.slice(start, start + AUTH_LOOKUP_LIMIT);
    const { users } = await getAuth().getUsers(chunk.map((uid) => ({ uid })));
    for (const user of users) {
      const role = roleSchema.safeParse(user.customClaims?.['role']);
      if (role.success) roles.set(user.uid, role.data);
    }
  }
  return roles;
}

/** The agents with a share of a property associated with the case. */
export async function agentReadersOfCase(db: Firestore, legalCase: Pick<Case, 'propertyIds'>): Promise<string[]> {
  if (legalCase.propertyIds.length === 0) return [];
  const snapshots = await db.getAll(...legalCase.propertyIds.map((id) => propertiesCollection(db).doc(id)));
  // getAll keeps each reference's converter at run time, but its type does not say so.
  const properties = snapshots
    .map((snapshot) => snapshot.data())
    .filter((property): property is Property => property !== undefined);
  const shared = [...new Set(properties.flatMap((property) => Object.keys(property.sharedWith)))];
  const roles = await rolesOf(db, shared);
  return propertyAgentIds(properties, (uid) => roles.get(uid));
}

/** What a document of the case should say about it: the denormalised fields the repair and the trigger keep right. */
export interface CaseDocumentFacts {
  readonly caseName: string;
  readonly caseNumber: string;
  readonly readerIdsFor: (uploaderId: string) => string[];
}

export async function caseDocumentFacts(db: Firestore, legalCase: Case): Promise<CaseDocumentFacts> {
  const agents = await agentReadersOfCase(db, legalCase);
  return {
    caseName: legalCase.caseName,
    caseNumber: legalCase.caseNumber,
    readerIdsFor: (uploaderId) => documentReaderIds(legalCase, uploaderId, agents),
  };
}

export interface DocumentRepairCounts {
  /** Reader lists corrected. */
  readerLists: number;
  /** Case names or numbers corrected. */
  caseDetails: number;
  /** The documents changed at all. */
  changedIds: string[];
  /** Everyone who reads at least one of the case's documents once synced: what its `readersWithDocuments` says. */
  readersWithDocuments: string[];
}

/**
 * Sets every document of the case to the reader list and case name/number the case and its properties call for, in
 * batches; documents already right are not written. Reads raw data, so a document with a broken field is repaired,
 * not refused by the converter.
 */
export async function syncCaseDocuments(db: Firestore, legalCase: Case): Promise<DocumentRepairCounts> {
  const [facts, snapshot] = await Promise.all([
    caseDocumentFacts(db, legalCase),
    db.collection(COLLECTIONS.documents).where('caseId', '==', legalCase.id).get(),
  ]);
  const counts: DocumentRepairCounts = { readerLists: 0, caseDetails: 0, changedIds: [], readersWithDocuments: [] };
  const readerLists: string[][] = [];
  const changes = snapshot.docs.flatMap((doc) => {
    const data = doc.data();
    const uploaderId = typeof data['uploaderId'] === 'string' ? data['uploaderId'] : legalCase.attorneyId;
    const readerIds = facts.readerIdsFor(uploaderId);
    readerLists.push(readerIds);
    const patch: Record<string, unknown> = {};
    if (!sameMembers(data['readerIds'], readerIds)) {
      patch['readerIds'] = readerIds;
      counts.readerLists += 1;
    }
    if (data['caseName'] !== facts.caseName || data['caseNumber'] !== facts.caseNumber) {
      patch['caseName'] = facts.caseName;
      patch['caseNumber'] = facts.caseNumber;
      counts.caseDetails += 1;
    }
    return Object.keys(patch).length === 0 ? [] : [{ ref: doc.ref, patch }];
  });
  await writeInBatches(db, changes, (batch, { ref, patch }) => batch.update(ref, patch));
  counts.changedIds = changes.map(({ ref }) => ref.id);
  counts.readersWithDocuments = readersWithDocumentsOf(readerLists);
  return counts;
}

/** Syncs the documents of each case that still exists; returns how many documents changed. */
export async function syncDocumentsOfCases(db: Firestore, caseIds: readonly string[]): Promise<number> {
  const unique = [...new Set(caseIds)];
  if (unique.length === 0) return 0;
  const snapshots = await db.getAll(...unique.map((id) => casesCollection(db).doc(id)));
  let updated = 0;
  for (const snapshot of snapshots) {
    const legalCase = snapshot.data() as Case | undefined;
    if (legalCase) updated += (await syncCaseDocuments(db, legalCase)).changedIds.length;
  }
  return updated;
}

/** Fields whose change alters who reads a case's documents, or what they say about the case. */
export const CASE_FIELDS_DOCUMENTS_DEPEND_ON = ['memberIds', 'propertyIds', 'caseName', 'caseNumber'] as const;
