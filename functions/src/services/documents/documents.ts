import { createHash } from 'node:crypto';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  canDisassociateProperty,
  canListCaseOfProperty,
  canUploadToCase,
  canViewCase,
  canViewDocument,
  type Case,
  type CaseSummary,
  COLLECTIONS,
  controlsPropertyLinks,
  type Document,
  documentFileUrl,
  documentReaderIds,
  type DocumentResponse,
  type DocumentScreen,
  documentsTexts,
  documentTitle,
  type DocumentType,
  type DocumentUploadFields,
  DomainError,
  errorsTexts,
  fullName,
  isListedInMyCases,
  isOnboardingUpload,
  type ListPageQuery,
  notificationContentTexts,
  ONBOARDING_UPLOAD_EXTENSIONS,
  paths,
  type Property,
  safeFileName,
  type UploadExtension,
  uploadFileProblem,
  type UploadMimeType,
  uploadTexts,
} from '@estatekey/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { casesCollection, documentsCollection, propertiesCollection } from '../../lib/collections';
import * as logs from '../../lib/logs';
import { refreshSaleGates } from '../sale/sale-records';
import { recordAudit } from '../../lib/audit-log';
import { startAfterListed } from '../../lib/list-page';
import { documentBlobPath, type BlobStore, type StoredBlob } from '../../lib/blob-store/blob-store';
import { sniffFileType, uploadMimeType } from './document-file-type';
import { agentReadersOfCase, syncDocumentsOfCases } from './document-readers';
import { addNotificationIn } from '../notifications/notifications';
import { getVisibleProperty } from '../properties/properties';
import { callerDisplayName, getUserProfilesByIds } from '../accounts/users';
import type { Caller, RoleCaller } from '../../lib/caller';

export function clientNameOf(legalCase: Case | undefined): string {
  return legalCase ? fullName(legalCase.client) : '';
}

/** A document as the API answers it (spec part 2 §3), `viewed` for `viewerUid`. */
export function toDocumentResponse(document: Document, viewerUid: string, clientName = ''): DocumentResponse {
  return {
    _id: document.id,
    title: documentTitle(document),
    originalName: document.originalName,
    fileName: document.originalName,
    documentType: document.documentType,
    description: document.description,
    filingDate: document.filingDate,
    createdAt: document.createdAt,
    uploadDate: document.createdAt,
    fileUrl: documentFileUrl(document.id),
    mimeType: document.mimeType,
    size: document.size,
    viewed: Object.hasOwn(document.viewedBy, viewerUid),
    uploaderName: document.uploaderName,
    uploaderRole: document.uploaderRole,
    clientName,
    caseId: document.caseId,
    caseName: document.caseName,
    caseNumber: document.caseNumber,
    case:
      document.caseId === null
        ? null
        : { _id: document.caseId, caseName: document.caseName, caseNumber: document.caseNumber },
  };
}

/** A case as clients pick it: the upload form and the property association lists (spec part 1 §3). */
export function toCaseSummary(legalCase: Case): CaseSummary {
  return {
    _id: legalCase.id,
    name: legalCase.caseName,
    caseName: legalCase.caseName,
    caseNumber: legalCase.caseNumber,
    caseType: legalCase.caseType,
    status: legalCase.status,
    progressStatus: legalCase.progressStatus,
    createdAt: legalCase.createdAt,
  };
}

export function byCaseName(a: Case, b: Case): number {
  return a.caseName.localeCompare(b.caseName, 'en', { sensitivity: 'base' });
}

/** The case, when it exists and the caller may see it (domain `canViewCase`); 404 otherwise. */
export function requireVisibleCase(legalCase: Case | undefined, caller: RoleCaller): Case {
  if (!legalCase || !canViewCase({ ...caller, case: legalCase })) {
    throw DomainError.notFound(errorsTexts.caseNotFound);
  }
  return legalCase;
}

export interface UploadFields {
  readonly documentType: DocumentType;
  readonly description: string;
  /** null files the document as uncategorized (the onboarding wizard's files). */
  readonly caseId: string | null;
  /** YYYY-MM-DD, or null when not given. */
  readonly filingDate: string | null;
}

export interface CheckedFile {
  /** Already made safe (domain `safeFileName`). */
  readonly name: string;
  readonly bytes: Buffer;
  /** Decided from the content, not from what the client declared. */
  readonly mimeType: UploadMimeType;
}

interface UploadTarget {
  readonly caseId: string | null;
  readonly caseName: string;
  readonly caseNumber: string;
  readonly clientName: string;
  readonly readerIds: readonly string[];
  /** Who is told of the upload: the case's members but the uploader (agents read, but are not notified). */
  readonly notified: readonly string[];
}

/**
 * Where an upload is filed and who may read it. Guardians and Executors upload to cases whose client they are,
 * attorneys to the cases they run, admins to any case; a case the caller cannot see answers 404, one the caller sees
 * but may not upload to 403. Readers are the case's members plus the uploader.
 */
async function uploadTarget(db: Firestore, caller: RoleCaller, caseId: string | null): Promise<UploadTarget> {
  if (caseId === null) {
    return {
      caseId: null,
      caseName: '',
      caseNumber: '',
      clientName: '',
      readerIds: documentReaderIds(null, caller.uid),
      notified: [],
    };
  }
  const legalCase = requireVisibleCase((await casesCollection(db).doc(caseId).get()).data(), caller);
  if (!canUploadToCase({ ...caller, case: legalCase })) throw DomainError.forbidden();
  return {
    caseId: legalCase.id,
    caseName: legalCase.caseName,
    caseNumber: legalCase.caseNumber,
    clientName: clientNameOf(legalCase),
    readerIds: documentReaderIds(legalCase, caller.uid, await agentReadersOfCase(db, legalCase)),
    notified: legalCase.memberIds.filter((uid) => uid !== caller.uid),
  };
}

/** The parsed text fields as the service files them: no case (the onboarding wizard's files) or no date as null. */
function uploadFieldsOf({ documentType, description, caseId, filingDate }: DocumentUploadFields): UploadFields {
  return {
    documentType,
    description,
    caseId: caseId ? caseId : null,
    filingDate: filingDate === '' ? null : filingDate,
  };
}

/** A file as the client sent it: the name unsanitised, the bytes not yet looked at. */
export interface ReceivedUpload {
  readonly fileName: string;
  readonly bytes: Buffer;
}

/**
 * The file's safe name and its type decided from the content: an unsupported media type for a type not allowed, too
 * large past the size limit, a bad request for an empty file.
 */
async function checkUploadedFile(
  received: ReceivedUpload,
  extensions: readonly UploadExtension[],
): Promise<CheckedFile> {
  const name = safeFileName(received.fileName);
  const problem = uploadFileProblem({ name, size: received.bytes.length }, extensions);
  if (problem === uploadTexts.fileTypeNotAllowed) throw DomainError.unsupportedMediaType(problem);
  if (problem === uploadTexts.fileTooLarge) throw DomainError.payloadTooLarge(problem);
  if (problem !== null) throw DomainError.badRequest(problem, [{ path: 'file', message: problem }]);
  const mimeType = uploadMimeType(name, await sniffFileType(received.bytes), extensions);
  if (!mimeType) throw DomainError.unsupportedMediaType(uploadTexts.fileTypeNotAllowed);
  return { name, bytes: received.bytes, mimeType };
}

/**
 * Files an uploaded document: checks the file (name, size, type from the content), then saves it as
 * saveUploadedDocument does. Serves `POST /api/documents/upload`.
 */
export async function uploadDocument(
  db: Firestore,
  blobs: BlobStore,
  caller: RoleCaller,
  fields: DocumentUploadFields,
  received: ReceivedUpload,
): Promise<DocumentResponse> {
  // The onboarding wizard's step takes GIF as well (spec part 1 §2.12).
  const extensions = isOnboardingUpload(fields) ? ONBOARDING_UPLOAD_EXTENSIONS : ALLOWED_UPLOAD_EXTENSIONS;
  const file = await checkUploadedFile(received, extensions);
  return await saveUploadedDocument(db, blobs, caller, uploadFieldsOf(fields), file);
}

/**
 * Saves a checked file: stores the bytes through the blob store, then writes `documents/{id}` and tells the other
 * readers, in one batch. The blob is written only once everything was validated, and removed again when the batch
 * fails, so a failed upload leaves nothing behind.
 */
export async function saveUploadedDocument(
  db: Firestore,
  blobs: BlobStore,
  caller: RoleCaller,
  fields: UploadFields,
  file: CheckedFile,
): Promise<DocumentResponse> {
  const [target, uploaderName] = await Promise.all([
    uploadTarget(db, caller, fields.caseId),
    callerDisplayName(db, caller),
  ]);
  const ref = documentsCollection(db).doc();
  const storagePath = documentBlobPath(ref.id);
  await blobs.put(storagePath, file.bytes, file.mimeType);
  try {
    const batch = db.batch();
    batch.set(ref, {
      id: ref.id,
      caseId: target.caseId,
      caseName: target.caseName,
      caseNumber: target.caseNumber,
      documentType: fields.documentType,
      description: fields.description,
      filingDate: fields.filingDate,
      originalName: file.name,
      storagePath,
      mimeType: file.mimeType,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      uploaderId: caller.uid,
      uploaderName,
      uploaderRole: caller.role,
      viewedBy: {},
      viewerNames: {},
      readerIds: [...target.readerIds],
      createdAt: FieldValue.serverTimestamp(),
    });
    if (target.caseId !== null && target.readerIds.length > 0) {
      // Each reader now reads a document of the case: the stats count it at once (the trigger
      // countCasesWithDocuments recomputes the list from the documents afterwards).
      batch.update(db.collection(COLLECTIONS.cases).doc(target.caseId), {
        readersWithDocuments: FieldValue.arrayUnion(...target.readerIds),
      });
    }
    const text = notificationContentTexts.documentUploaded(file.name, target.caseName);
    for (const reader of target.notified) {
      addNotificationIn(batch, db, reader, { ...text, category: 'document', link: paths.documents });
    }
    await batch.commit();
  } catch (error) {
    await blobs.delete(storagePath).catch((removalError: unknown) => {
      logs.uploadedBlobRemovalFailed({ storagePath, error: removalError });
    });
    throw error;
  }
  const saved = (await ref.get()).data();
  if (!saved) throw DomainError.notFound(errorsTexts.documentNotFound);
  return toDocumentResponse(saved, caller.uid, target.clientName);
}

/**
 * The document and its bytes, for its readers and admins, with the download audit-logged (the screen it came from in
 * the details). A document the caller may not read is not found, as if it did not exist.
 * Serves `GET /api/documents/{id}/file`.
 */
export async function openDocumentFile(
  db: Firestore,
  blobs: BlobStore,
  caller: Caller,
  documentId: string,
  screen: DocumentScreen,
): Promise<{ document: Document; blob: StoredBlob }> {
  const document = (await documentsCollection(db).doc(documentId).get()).data();
  if (!document || !canViewDocument({ ...caller, document })) {
    throw DomainError.notFound(errorsTexts.documentNotFound);
  }
  const blob = await blobs.get(document.storagePath);
  if (!blob) throw DomainError.notFound(errorsTexts.documentNotFound);
  // Recorded before the caller streams the first byte: a download that is answered is always on record.
  await recordAudit(db, {
    actorId: caller.uid,
    action: 'document.downloaded',
    targetType: 'document',
    targetId: document.id,
    details: { caseId: document.caseId, screen },
  });
  return { document, blob };
}

/**
 * The cases whose client the caller is (the upload form's choices): without `?limit=&after=` every one, by name (the
 * spec's list); with them a page, newest first, after the case `after` (index cases(clientId, createdAt desc,
 * __name__ desc)), so a form pays for the choices it shows. Serves `GET /api/documents/my-cases`.
 */
export async function listClientCases(db: Firestore, uid: string, page: ListPageQuery = {}): Promise<CaseSummary[]> {
  // The query selects on the field the policy reads; the policy still decides, so the access table's listMyCases row
  // is what this route enforces.
  const listed = (legalCase: Case) => isListedInMyCases({ uid, case: legalCase });
  const own = casesCollection(db).where('clientId', '==', uid);
  if (page.limit === undefined && page.after === undefined) {
    return (await own.get()).docs
      .map((doc) => doc.data())
      .filter(listed)
      .sort(byCaseName)
      .map(toCaseSummary);
  }
  const ordered = own.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const paged = await startAfterListed(ordered, casesCollection(db), page.after, listed);
  const snapshot = await (page.limit === undefined ? paged : paged.limit(page.limit)).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter(listed)
    .map(toCaseSummary);
}

/**
 * How many documents the caller may read, and in how many cases (those whose `readersWithDocuments` holds the caller),
 * as two `count()` aggregates: the same cost for 5 documents or 50,000. Serves `GET /api/documents/stats`.
 */
export async function documentStats(
  db: Firestore,
  uid: string,
): Promise<{ totalDocuments: number; casesWithDocuments: number }> {
  const [documents, cases] = await Promise.all([
    documentsCollection(db).where('readerIds', 'array-contains', uid).count().get(),
    casesCollection(db).where('readersWithDocuments', 'array-contains', uid).count().get(),
  ]);
  return { totalDocuments: documents.data().count, casesWithDocuments: cases.data().count };
}

/**
 * Of the cases linked to a property whose page `caller` may already see, those it may see listed (domain
 * `canListCaseOfProperty`: its owner every one, whoever linked it; others only the cases they may read), by name, each
 * with its attorney.
 */
export async function listedCasesOfProperty(
  db: Firestore,
  caller: RoleCaller,
  property: Property,
  linked: readonly Case[],
): Promise<CaseSummary[]> {
  const listed = linked
    .filter((legalCase) => canListCaseOfProperty({ ...caller, case: legalCase }, property, true))
    .sort(byCaseName);
  if (listed.length === 0) return [];
  const attorneys = await getUserProfilesByIds(
    db,
    listed.map((legalCase) => legalCase.attorneyId),
  );
  return listed.map((legalCase) => ({
    ...toCaseSummary(legalCase),
    attorneyName: fullName(attorneys.get(legalCase.attorneyId) ?? {}) || documentsTexts.legalCounsel,
  }));
}

/**
 * The linked cases of a property the caller can see (listedCasesOfProperty).
 * Serves `GET /api/documents/property/{id}/cases`.
 */
export async function listPropertyCases(db: Firestore, caller: RoleCaller, propertyId: string): Promise<CaseSummary[]> {
  const { property } = await getVisibleProperty(db, caller, propertyId);
  if (property.caseIds.length === 0) return [];
  const snapshots = await db.getAll(...property.caseIds.map((caseId) => casesCollection(db).doc(caseId)));
  const linked = snapshots.map((snapshot) => snapshot.data()).filter((found): found is Case => found !== undefined);
  return await listedCasesOfProperty(db, caller, property, linked);
}

/**
 * Unlinks a property and a case on both sides in one transaction, with its
 * audit entry. Those who file under the case may, and so may the property's owner for any case linked to it; a case
 * the caller neither sees nor controls through the property answers 404, and so does a pair that is not linked.
 * Serves `DELETE /api/documents/disassociate-property`.
 */
export async function disassociateProperty(db: Firestore, caller: RoleCaller, link: CasePropertyLink): Promise<void> {
  await changeCasePropertyLink(db, caller, link, 'disassociate', (legalCase, property) => {
    const ownerOfProperty = property !== undefined && controlsPropertyLinks({ ...caller, property });
    if (!ownerOfProperty) requireVisibleCase(legalCase, caller);
    if (!property) throw DomainError.notFound(errorsTexts.propertyNotFound);
    if (!canDisassociateProperty({ ...caller, case: legalCase }, property)) throw DomainError.forbidden();
    const linked = legalCase.propertyIds.includes(link.propertyId) || property.caseIds.includes(link.caseId);
    if (!linked) throw DomainError.notFound(documentsTexts.notAssociated);
    return { sharer: null };
  });
}

export interface CasePropertyLink {
  readonly caseId: string;
  readonly propertyId: string;
}

/** What a link change writes: for a link made through a 'manage' share, whose share it was (null otherwise). */
export interface LinkChange {
  readonly sharer: string | null;
}

/**
 * Links or unlinks a case and a property on both sides in one transaction, stamped with the caller, with its audit
 * entry. A case that does not exist answers 404; `check` then sees the case and the property (undefined when missing),
 * throws the refusal (404 for a case the caller may not know of), or answers null when nothing is left to change. The
 * reader lists follow at once, so the property's agents gain or lose the case's documents on their next call (the
 * case trigger would, a moment later).
 */
export async function changeCasePropertyLink(
  db: Firestore,
  caller: RoleCaller,
  link: CasePropertyLink,
  change: 'associate' | 'disassociate',
  check: (legalCase: Case, property: Property | undefined) => LinkChange | null,
): Promise<void> {
  const caseRef = casesCollection(db).doc(link.caseId);
  const propertyRef = propertiesCollection(db).doc(link.propertyId);
  const associate = change === 'associate';
  const changed = await db.runTransaction(async (transaction) => {
    const legalCase = (await transaction.get(caseRef)).data();
    if (!legalCase) throw DomainError.notFound(errorsTexts.caseNotFound);
    const property = (await transaction.get(propertyRef)).data();
    const decision = check(legalCase, property);
    if (decision === null) return false;
    const changedBy = { updatedAt: FieldValue.serverTimestamp(), updatedBy: caller.uid };
    transaction.update(caseRef, {
      propertyIds: associate ? FieldValue.arrayUnion(link.propertyId) : FieldValue.arrayRemove(link.propertyId),
      ...changedBy,
    });
    transaction.update(propertyRef, {
      caseIds: associate ? FieldValue.arrayUnion(link.caseId) : FieldValue.arrayRemove(link.caseId),
      [`caseLinksByShare.${link.caseId}`]: decision.sharer ?? FieldValue.delete(),
      ...changedBy,
    });
    await recordAudit(
      db,
      {
        actorId: caller.uid,
        action: associate ? 'case.propertyAssociated' : 'case.propertyDisassociated',
        targetType: 'case',
        targetId: link.caseId,
        details: { propertyId: link.propertyId, ...(decision.sharer ? { throughShareOf: decision.sharer } : {}) },
      },
      { transaction },
    );
    return true;
  });
  if (changed) {
    await syncDocumentsOfCases(db, [link.caseId]);
    // A linked case brings its sale gates (the safe default until the attorney picks a preset); unlinking the last
    // one makes the sale ordinary again.
    await refreshSaleGates(db, link.propertyId);
  }
}
