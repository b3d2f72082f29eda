import {
  apiTexts,
  documentRoutes,
  type DocumentUploadFields,
  DomainError,
  safeFileName,
  uploadFileProblem,
  uploadTexts,
} from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../../services/audit-log';
import type { BlobStore } from '../../services/blob-store/blob-store';
import { withRole } from '../../services/caller';
import {
  associateProperty,
  fixDocuments,
  fixDocumentsMessage,
  getDocument,
  listAgentDocuments,
  listAttorneyDocuments,
  listCaseDocuments,
  listCaseProperties,
  listReaderDocuments,
  markDocumentViewed,
} from '../../services/court-documents';
import { sniffFileType, uploadMimeType } from '../../services/document-file-type';
import {
  disassociateProperty,
  documentStats,
  listClientCases,
  listPropertyCases,
  openDocumentFile,
  saveUploadedDocument,
  type CheckedFile,
  type UploadFields,
} from '../../services/documents';
import { contentDisposition } from '../content-disposition';
import { mountArea, type ApiRouter } from '../mount-route';
import type { ReceivedFile } from '../multipart';

/** Types a browser may show in place; Word files are always downloaded. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The app's own pages may show a PDF or an image in a frame; the file may load nothing from elsewhere. */
const INLINE_FILE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The parsed text fields as the service files them: no case (the onboarding wizard's files) or no date as null. */
function uploadFieldsOf({ documentType, description, caseId, filingDate }: DocumentUploadFields): UploadFields {
  return {
    documentType,
    description,
    caseId: caseId ? caseId : null,
    filingDate: filingDate === '' ? null : filingDate,
  };
}

/** The file's safe name and its type decided from the content: 415 for a type not allowed, 400 for an empty file. */
async function checkUploadedFile(received: ReceivedFile): Promise<CheckedFile> {
  const name = safeFileName(received.fileName);
  const problem = uploadFileProblem({ name, size: received.bytes.length });
  if (problem === uploadTexts.fileTypeNotAllowed) throw DomainError.unsupportedMediaType(problem);
  if (problem === uploadTexts.fileTooLarge) throw DomainError.payloadTooLarge(problem);
  if (problem !== null) throw DomainError.badRequest(problem, [{ path: 'file', message: problem }]);
  const mimeType = uploadMimeType(name, await sniffFileType(received.bytes));
  if (!mimeType) throw DomainError.unsupportedMediaType(uploadTexts.fileTypeNotAllowed);
  return { name, bytes: received.bytes, mimeType };
}

/**
 * Documents and cases of spec parts 1 and 2 (§2, §7): the upload, each role's lists, a case's documents and
 * properties, the property association, view marks, the repair action, one document's metadata and its file.
 */
export function serveDocumentArea(api: ApiRouter, { db, blobs }: { db: Firestore; blobs: BlobStore }) {
  mountArea(api, documentRoutes, {
    uploadDocument: async ({ caller, body, file }) => {
      const document = await saveUploadedDocument(
        db,
        blobs,
        caller,
        uploadFieldsOf(body),
        await checkUploadedFile(file),
      );
      return { message: apiTexts.documentUploaded, document };
    },

    attorneyDocuments: async ({ caller, query }) => {
      return await listAttorneyDocuments(db, caller, query.includeProgress);
    },

    clientDocuments: async ({ caller, query }) => {
      return await listReaderDocuments(db, caller.uid, query.includeProgress);
    },

    agentDocuments: async ({ caller }) => await listAgentDocuments(db, caller.uid),

    documentStats: async ({ caller }) => await documentStats(db, caller.uid),

    myCases: async ({ caller }) => await listClientCases(db, caller.uid),

    propertyCases: async ({ caller, params }) => {
      return await listPropertyCases(db, withRole(caller), params.id);
    },

    caseDocuments: async ({ caller, params }) => {
      return await listCaseDocuments(db, withRole(caller), params.caseId);
    },

    caseProperties: async ({ caller, params }) => {
      return await listCaseProperties(db, withRole(caller), params.caseId);
    },

    associateProperty: async ({ caller, body }) => {
      await associateProperty(db, caller, body);
      return { message: apiTexts.propertyAssociated };
    },

    disassociateProperty: async ({ caller, body }) => {
      await disassociateProperty(db, caller, body);
      return { message: apiTexts.propertyDisassociated };
    },

    markDocumentViewed: async ({ caller, params, query }) => {
      await markDocumentViewed(db, caller, params.id, query.from);
      return { message: apiTexts.documentViewed };
    },

    fixDocuments: async ({ caller }) => {
      const outcome = await fixDocuments(db, caller);
      return { message: fixDocumentsMessage(outcome), ...outcome };
    },

    document: async ({ caller, params }) => await getDocument(db, caller, params.id),

    documentFile: async ({ caller, params, query }, reply) => {
      const { document, blob } = await openDocumentFile(db, blobs, caller, params.id);
      // Recorded before the first byte leaves: a download that is answered is always on record.
      await recordAudit(db, {
        actorId: caller.uid,
        action: 'document.downloaded',
        targetType: 'document',
        targetId: document.id,
        details: { caseId: document.caseId, screen: query.from },
      });
      const inline = SHOWN_INLINE.has(document.mimeType);
      await reply.stream(
        {
          'Content-Type': document.mimeType,
          'Content-Length': String(blob.size),
          'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', document.originalName),
          ...(inline ? INLINE_FILE_HEADERS : {}),
        },
        blob.open(),
      );
    },
  });
}
