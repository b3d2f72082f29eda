import {
  apiTexts,
  canViewDocument,
  type Case,
  CASE_LIST_PAGE_SIZE,
  COLLECTIONS,
  documentsTexts,
  type Document,
  type DocumentResponse,
  type DocumentScreen,
  type DocumentsListResponse,
  type ListPageQuery,
  canUploadToCase,
  DomainError,
  formatPropertyLabel,
  errorsTexts,
  fullName,
  groupDocumentsByCase,
  type Property,
  type PropertySummary,
  propertyLinkGrant,
  toPropertySummary,
  type UserProfile,
} from '@estatekey/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { casesCollection, documentsCollection, propertiesCollection } from '../../lib/collections';
import { recordAudit } from '../../lib/audit-log';
import { startAfterListed } from '../../lib/list-page';
import * as logs from '../../lib/logs';
import { syncCaseDocuments } from './document-readers';
import { backfillReadersWithDocuments } from './cases-with-documents';
import {
  byCaseName,
  changeCasePropertyLink,
  clientNameOf,
  toDocumentResponse,
  requireVisibleCase,
  type CasePropertyLink,
} from './documents';
import { callerDisplayName, getUserProfilesByIds } from '../accounts/users';
import { writeInBatches } from '../../lib/batched-writes';
import type { Caller, RoleCaller } from '../../lib/caller';

function newestFirst(a: Document, b: Document): number {
  return b.createdAt.getTime() - a.createdAt.getTime();
}

/** The document when the caller may read it (domain `canViewDocument`); 404 otherwise, as if it did not exist. */
async function requireReadableDocument(db: Firestore, caller: Caller, documentId: string): Promise<Document> {
  const document = (await documentsCollection(db).doc(documentId).get()).data();
  if (!document || !canViewDocument({ ...caller, document })) {
    throw DomainError.notFound(errorsTexts.documentNotFound);
  }
  return document;
}

/** The metadata; its `fileUrl` streams only to readers and admins. Serves `GET /api/documents/{id}`. */
export async function getDocument(db: Firestore, caller: Caller, documentId: string): Promise<DocumentResponse> {
  const document = await requireReadableDocument(db, caller, documentId);
  const legalCase = document.caseId ? (await casesCollection(db).doc(document.caseId).get()).data() : undefined;
  return toDocumentResponse(document, caller.uid, clientNameOf(legalCase));
}

/**
 * The case's documents the caller may read, newest first; 404 for a hidden case.
 * Serves `GET /api/documents/case/{caseId}`.
 */
export async function listCaseDocuments(
  db: Firestore,
  caller: RoleCaller,
  caseId: string,
): Promise<DocumentResponse[]> {
  const legalCase = requireVisibleCase((await casesCollection(db).doc(caseId).get()).data(), caller);
  const snapshot = await documentsCollection(db).where('caseId', '==', legalCase.id).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((document) => canViewDocument({ ...caller, document }))
    .sort(newestFirst)
    .map((document) => toDocumentResponse(document, caller.uid, clientNameOf(legalCase)));
}

/**
 * caseId → its attorney's name; 'Legal Counsel' for an attorney without a profile name, and for every case when the
 * names cannot be read at all: the documents still load (spec part 2 §2).
 */
export async function attorneyNamesOf(db: Firestore, cases: readonly Case[]): Promise<Map<string, string>> {
  let attorneys: Map<string, UserProfile>;
  try {
    attorneys = await getUserProfilesByIds(
      db,
      cases.map((legalCase) => legalCase.attorneyId),
    );
  } catch (error) {
    logs.attorneyNamesUnavailable({ cases: cases.length, error });
    attorneys = new Map();
  }
  return new Map(
    cases.map((legalCase) => {
      const attorney = attorneys.get(legalCase.attorneyId);
      return [legalCase.id, (attorney ? fullName(attorney) : '') || documentsTexts.legalCounsel];
    }),
  );
}

/**
 * The documents and cases as the list routes answer them: groups per case sorted by name (uncategorized last), empty
 * groups for `cases` without documents, each with its attorney's name and case type, and progress when asked.
 */
async function groupedAnswer(
  db: Firestore,
  uid: string,
  documents: readonly Document[],
  cases: readonly Case[],
  includeProgress: boolean,
): Promise<DocumentsListResponse> {
  const casesById = new Map(cases.map((legalCase) => [legalCase.id, legalCase]));
  const attorneyNames = await attorneyNamesOf(db, cases);
  const allDocuments = [...documents]
    .sort(newestFirst)
    .map((document) => toDocumentResponse(document, uid, clientNameOf(casesById.get(document.caseId ?? ''))));
  const groups = groupDocumentsByCase(
    allDocuments,
    [...cases]
      .sort(byCaseName)
      .map((legalCase) => ({ id: legalCase.id, caseName: legalCase.caseName, caseNumber: legalCase.caseNumber })),
  );
  return {
    groupedByCase: groups.map((group) => {
      const legalCase = casesById.get(group.caseId);
      if (!legalCase) return group;
      return {
        ...group,
        attorneyName: attorneyNames.get(legalCase.id) ?? documentsTexts.legalCounsel,
        caseType: legalCase.caseType,
        ...(includeProgress ? { progressStatus: legalCase.progressStatus } : {}),
      };
    }),
    allDocuments,
  };
}

/**
 * The page of documents a paging client asked for (`page.limit`): newest first by (createdAt, id), after the document
 * `page.after` (400 when it is not one the query lists), read with the limit in Firestore, so the page costs its
 * documents however many the caller reads. Needs the composite index (readerIds, createdAt desc, __name__ desc).
 */
async function documentsPage(
  db: Firestore,
  readerId: string | null,
  page: ListPageQuery & { readonly limit: number },
): Promise<Document[]> {
  const documents = documentsCollection(db);
  const readable = readerId === null ? documents : documents.where('readerIds', 'array-contains', readerId);
  const query = await startAfterListed(
    readable.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc'),
    documents,
    page.after,
    (document) => readerId === null || document.readerIds.includes(readerId),
  );
  return (await query.limit(page.limit).get()).docs.map((doc) => doc.data());
}

/**
 * One page of the list: its documents grouped with their cases (the ones the caller is a member of, every one for an
 * admin), read by id, so a page never reads all the caller's cases. The first page also carries the caller's
 * CASE_LIST_PAGE_SIZE newest cases, so a case without documents yet (a client who has just accepted an invitation)
 * shows as an empty group.
 */
async function pagedAnswer(
  db: Firestore,
  caller: { readonly uid: string; readonly admin: boolean },
  page: ListPageQuery & { readonly limit: number },
  includeProgress: boolean,
): Promise<DocumentsListResponse> {
  const [documents, newestCases] = await Promise.all([
    documentsPage(db, caller.admin ? null : caller.uid, page),
    page.after === undefined ? newestCasesOf(db, caller) : Promise.resolve([]),
  ]);
  const listed = new Set(newestCases.map((legalCase) => legalCase.id));
  const caseIds = [
    ...new Set(documents.flatMap((document) => (document.caseId === null ? [] : [document.caseId]))),
  ].filter((id) => !listed.has(id));
  const snapshots = caseIds.length === 0 ? [] : await db.getAll(...caseIds.map((id) => casesCollection(db).doc(id)));
  const cases = snapshots
    // getAll keeps each reference's converter at run time, but its type does not say so.
    .map((snapshot) => snapshot.data() as Case | undefined)
    .filter((legalCase): legalCase is Case => legalCase !== undefined)
    .filter((legalCase) => caller.admin || legalCase.memberIds.includes(caller.uid));
  return groupedAnswer(db, caller.uid, documents, [...newestCases, ...cases], includeProgress);
}

/** The caller's CASE_LIST_PAGE_SIZE newest cases (for an admin, the newest of all); index cases(memberIds, createdAt desc). */
async function newestCasesOf(
  db: Firestore,
  caller: { readonly uid: string; readonly admin: boolean },
): Promise<Case[]> {
  const cases = casesCollection(db);
  const readable = caller.admin ? cases : cases.where('memberIds', 'array-contains', caller.uid);
  const snapshot = await readable.orderBy('createdAt', 'desc').limit(CASE_LIST_PAGE_SIZE).get();
  return snapshot.docs.map((doc) => doc.data());
}

function isPaged(page: ListPageQuery): page is ListPageQuery & { readonly limit: number } {
  return page.limit !== undefined;
}

/**
 * The documents the caller reads and the cases they are a member of (a case without documents gets an empty group);
 * with `page.limit`, one page of them (pagedAnswer). Serves `GET /api/documents/client-documents` and the attorney
 * list of a non-admin.
 */
export async function listReaderDocuments(
  db: Firestore,
  uid: string,
  includeProgress: boolean,
  page: ListPageQuery = {},
): Promise<DocumentsListResponse> {
  if (isPaged(page)) return pagedAnswer(db, { uid, admin: false }, page, includeProgress);
  const [documentsSnapshot, casesSnapshot] = await Promise.all([
    documentsCollection(db).where('readerIds', 'array-contains', uid).get(),
    casesCollection(db).where('memberIds', 'array-contains', uid).get(),
  ]);
  return groupedAnswer(
    db,
    uid,
    documentsSnapshot.docs.map((doc) => doc.data()),
    casesSnapshot.docs.map((doc) => doc.data()),
    includeProgress,
  );
}

/**
 * An attorney's cases and documents; an admin's: all cases and documents; with `page.limit`, one page of them.
 * Serves `GET /api/documents/attorney-documents`.
 */
export async function listAttorneyDocuments(
  db: Firestore,
  caller: RoleCaller,
  includeProgress: boolean,
  page: ListPageQuery = {},
): Promise<DocumentsListResponse> {
  if (caller.role !== 'Admin') return listReaderDocuments(db, caller.uid, includeProgress, page);
  if (isPaged(page)) return pagedAnswer(db, { uid: caller.uid, admin: true }, page, includeProgress);
  const [documentsSnapshot, casesSnapshot] = await Promise.all([
    documentsCollection(db).get(),
    casesCollection(db).get(),
  ]);
  return groupedAnswer(
    db,
    caller.uid,
    documentsSnapshot.docs.map((doc) => doc.data()),
    casesSnapshot.docs.map((doc) => doc.data()),
    includeProgress,
  );
}

/**
 * Of `caseIds`, the cases associated with a property shared with the agent as things are now (not as a reader list
 * the trigger has yet to update says): the cases are read by id, then their properties by id, so the check costs the
 * page's cases, not the agent's shares.
 */
async function casesSharedWithAgent(db: Firestore, uid: string, caseIds: readonly string[]): Promise<Set<string>> {
  if (caseIds.length === 0) return new Set();
  const cases = (await db.getAll(...caseIds.map((id) => casesCollection(db).doc(id))))
    .map((snapshot) => snapshot.data() as Case | undefined)
    .filter((legalCase): legalCase is Case => legalCase !== undefined);
  const propertyIds = [...new Set(cases.flatMap((legalCase) => legalCase.propertyIds))];
  if (propertyIds.length === 0) return new Set();
  const shared = (await db.getAll(...propertyIds.map((id) => propertiesCollection(db).doc(id))))
    .map((snapshot) => snapshot.data() as Property | undefined)
    .filter((property): property is Property => property !== undefined && Object.hasOwn(property.sharedWith, uid));
  return new Set(shared.flatMap((property) => property.caseIds).filter((caseId) => caseIds.includes(caseId)));
}

/**
 * The documents of cases associated with properties shared with the agent, and nothing else: the reader list is
 * checked against the shares and associations as they are now, so a reader list not yet updated by the trigger never
 * shows a document the agent lost. All of them (the spec's list), or with `page.limit` one page, newest first, after
 * the document `page.after` (documentsPage), whose cases and properties are read by id.
 * Serves `GET /api/documents/agent-documents`.
 */
export async function listAgentDocuments(
  db: Firestore,
  uid: string,
  page: ListPageQuery = {},
): Promise<DocumentsListResponse> {
  let readable: Document[];
  let sharedCaseIds: Set<string>;
  if (isPaged(page)) {
    readable = await documentsPage(db, uid, page);
    const caseIds = [...new Set(readable.flatMap((document) => (document.caseId === null ? [] : [document.caseId])))];
    sharedCaseIds = await casesSharedWithAgent(db, uid, caseIds);
  } else {
    const [propertiesSnapshot, documentsSnapshot] = await Promise.all([
      propertiesCollection(db).where('memberIds', 'array-contains', uid).get(),
      documentsCollection(db).where('readerIds', 'array-contains', uid).get(),
    ]);
    readable = documentsSnapshot.docs.map((doc) => doc.data()).sort(newestFirst);
    sharedCaseIds = new Set(
      propertiesSnapshot.docs
        .map((doc) => doc.data())
        .filter((property) => Object.hasOwn(property.sharedWith, uid))
        .flatMap((property) => property.caseIds),
    );
  }
  const documents = readable
    .filter((document) => document.caseId !== null && sharedCaseIds.has(document.caseId))
    .map((document) => toDocumentResponse(document, uid));
  return { groupedByCase: groupDocumentsByCase(documents), allDocuments: documents };
}

/**
 * Records the view in the audit log (every time, with the screen) and, the first time
 * this reader opens it, the reader's name and time on the document (New → Viewed; the uploader is told by a trigger).
 * Serves `PATCH /api/documents/view/{id}`.
 */
export async function markDocumentViewed(
  db: Firestore,
  caller: Caller,
  documentId: string,
  screen: DocumentScreen,
): Promise<{ firstView: boolean }> {
  const name = await callerDisplayName(db, caller);
  const ref = documentsCollection(db).doc(documentId);
  return db.runTransaction(async (transaction) => {
    const document = (await transaction.get(ref)).data();
    if (!document || !canViewDocument({ ...caller, document })) {
      throw DomainError.notFound(errorsTexts.documentNotFound);
    }
    const firstView = !Object.hasOwn(document.viewedBy, caller.uid);
    if (firstView) {
      transaction.update(
        ref,
        new FieldPath('viewedBy', caller.uid),
        FieldValue.serverTimestamp(),
        new FieldPath('viewerNames', caller.uid),
        name,
      );
    }
    await recordAudit(
      db,
      {
        actorId: caller.uid,
        action: 'document.viewed',
        targetType: 'document',
        targetId: document.id,
        details: { caseId: document.caseId, screen, firstView },
      },
      { transaction },
    );
    return { firstView };
  });
}

export interface FixDocumentsOutcome {
  readonly updated: number;
  readonly relinked: number;
  readonly readerLists: number;
  readonly caseDetails: number;
}

/**
 * Repairs the documents of the caller's cases (an admin's: all): documents that lost their case (caseId null) but
 * still carry its case number are linked to it again, then every document of those cases gets the reader list and
 * case name/number the case calls for, and each case the list of its documents' readers (`readersWithDocuments`, the
 * stats' backfill). Answers what changed, and audit-logs it. Serves `POST /api/documents/fix-documents`.
 */
export async function fixDocuments(db: Firestore, caller: RoleCaller): Promise<FixDocumentsOutcome> {
  const casesSnapshot =
    caller.role === 'Admin'
      ? await casesCollection(db).get()
      : await casesCollection(db).where('attorneyId', '==', caller.uid).get();
  const cases = casesSnapshot.docs.map((doc) => doc.data());
  const caseByNumber = new Map(
    cases.filter((legalCase) => legalCase.caseNumber !== '').map((legalCase) => [legalCase.caseNumber, legalCase]),
  );
  const orphans = await db.collection(COLLECTIONS.documents).where('caseId', '==', null).get();
  const relinks = orphans.docs.flatMap((doc) => {
    const legalCase = caseByNumber.get(String(doc.get('caseNumber') ?? ''));
    return legalCase ? [{ ref: doc.ref, caseId: legalCase.id }] : [];
  });
  // Re-runnable: a relinked document is no orphan on the next run.
  await writeInBatches(db, relinks, (batch, { ref, caseId }) => batch.update(ref, { caseId }));
  const changed = new Set(relinks.map(({ ref }) => ref.id));
  let readerLists = 0;
  let caseDetails = 0;
  for (const legalCase of cases) {
    const counts = await syncCaseDocuments(db, legalCase);
    readerLists += counts.readerLists;
    caseDetails += counts.caseDetails;
    for (const id of counts.changedIds) changed.add(id);
    // The backfill of the stats' bookkeeping (cases written before the trigger countCasesWithDocuments, or missed).
    await backfillReadersWithDocuments(db, legalCase.id, legalCase.readersWithDocuments, counts.readersWithDocuments);
  }
  const outcome: FixDocumentsOutcome = { updated: changed.size, relinked: relinks.length, readerLists, caseDetails };
  await recordAudit(db, {
    actorId: caller.uid,
    action: 'documents.fixed',
    targetType: 'case',
    targetId: caller.role === 'Admin' ? 'all' : caller.uid,
    details: { ...outcome },
  });
  return outcome;
}

/** The properties associated with a case the caller can see. Serves `GET /api/documents/case/{caseId}/properties`. */
export async function listCaseProperties(
  db: Firestore,
  caller: RoleCaller,
  caseId: string,
): Promise<PropertySummary[]> {
  const legalCase = requireVisibleCase((await casesCollection(db).doc(caseId).get()).data(), caller);
  if (legalCase.propertyIds.length === 0) return [];
  const snapshots = await db.getAll(...legalCase.propertyIds.map((id) => propertiesCollection(db).doc(id)));
  return snapshots.flatMap((snapshot) => {
    // getAll keeps each reference's converter at run time, but its type does not say so.
    const property = snapshot.data() as Property | undefined;
    return property ? [toPropertySummary(property)] : [];
  });
}

/**
 * The properties the case's client owns, not linked to the case yet, that the caller may link to it (domain `propertyLinkGrant`: for the case's
 * attorney the 'caseClientOwnsProperty' grant), for the linking control; a property merely shared with the client is
 * not theirs to give and is left out. Without `?limit=&after=` every one by address; with them a page, newest first,
 * after the client's property `after` (index properties(ownerId, createdAt desc)). A hidden case answers 404, a caller
 * who may not change the case's links 403, and a case whose client has not joined yet an empty list. Serves
 * `GET /api/documents/case/{caseId}/client-properties`.
 */
export async function listCaseClientProperties(
  db: Firestore,
  caller: RoleCaller,
  caseId: string,
  page: ListPageQuery = {},
): Promise<PropertySummary[]> {
  const legalCase = requireVisibleCase((await casesCollection(db).doc(caseId).get()).data(), caller);
  if (!canUploadToCase({ ...caller, case: legalCase })) throw DomainError.forbidden();
  const clientId = legalCase.clientId;
  if (clientId === null) return [];
  const offered = (property: Property) =>
    !legalCase.propertyIds.includes(property.id) && propertyLinkGrant({ ...caller, case: legalCase }, property) !== null;
  const owned = propertiesCollection(db).where('ownerId', '==', clientId);
  if (page.limit === undefined && page.after === undefined) {
    return (await owned.get()).docs
      .map((doc) => doc.data())
      .filter(offered)
      .sort((a, b) => formatPropertyLabel(a).localeCompare(formatPropertyLabel(b)))
      .map(toPropertySummary);
  }
  const ordered = owned.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const paged = await startAfterListed(
    ordered,
    propertiesCollection(db),
    page.after,
    (property) => property.ownerId === clientId,
  );
  // The linked ones are read and left out: reading that many more keeps a page short of `limit` the last one.
  const read = page.limit === undefined ? paged : paged.limit(page.limit + legalCase.propertyIds.length);
  return (await read.get()).docs
    .map((doc) => doc.data())
    .filter(offered)
    .slice(0, page.limit)
    .map(toPropertySummary);
}

/**
 * Links a property and a case on both sides in one transaction, with its
 * audit entry. The property must be the caller's to give (domain `propertyLinkGrant`: its owner, a 'manage' share, or
 * the attorney of a case whose client owns it; never a 'view' share); a hidden case or property answers 404. A link
 * made through a share is recorded with it and ends with it. Linking again changes nothing.
 * Serves `POST /api/documents/associate-property`.
 */
export async function associateProperty(db: Firestore, caller: RoleCaller, link: CasePropertyLink): Promise<void> {
  await changeCasePropertyLink(db, caller, link, 'associate', (legalCase, property) => {
    requireVisibleCase(legalCase, caller);
    if (!property) throw DomainError.notFound(errorsTexts.propertyNotFound);
    // Past the case check a refusal is 403, also for a property the caller does not see (the table's rows).
    const grant = propertyLinkGrant({ ...caller, case: legalCase }, property);
    if (grant === null) throw DomainError.forbidden();
    const sharer = grant === 'manageShare' ? caller.uid : null;
    const linked = legalCase.propertyIds.includes(property.id) && property.caseIds.includes(legalCase.id);
    if (linked && (property.caseLinksByShare[legalCase.id] ?? null) === sharer) return null;
    return { sharer };
  });
}

export const fixDocumentsMessage = (outcome: FixDocumentsOutcome) =>
  `${apiTexts.documentsFixed(outcome.updated)}. ${documentsTexts.fixResult(
    outcome.relinked,
    outcome.readerLists,
    outcome.caseDetails,
  )}`;
