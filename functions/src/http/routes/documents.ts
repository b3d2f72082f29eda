import {
  apiRoutes,
  apiTexts,
  type DocumentUploadFields,
  DomainError,
  safeFileName,
  uploadFileProblem,
  uploadTexts,
} from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../../lib/audit-log';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { withRole } from '../../lib/caller';
import { listReaderDocuments } from '../../services/documents/court-documents';
import { sniffFileType, uploadMimeType } from '../../services/documents/document-file-type';
import {
  disassociateProperty,
  documentStats,
  listClientCases,
  listPropertyCases,
  openDocumentFile,
  saveUploadedDocument,
  type CheckedFile,
  type UploadFields,
} from '../../services/documents/documents';
import { contentDisposition } from '../content-disposition';
import { mountRoute, type ApiRouter } from '../mount-route';
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

export function documentRoutes(api: ApiRouter, { db, blobs }: { db: Firestore; blobs: BlobStore }) {
  mountRoute(api, apiRoutes.uploadDocument, async ({ caller, body, file }) => {
    const document = await saveUploadedDocument(db, blobs, caller, uploadFieldsOf(body), await checkUploadedFile(file));
    return { message: apiTexts.documentUploaded, document };
  });

  mountRoute(api, apiRoutes.clientDocuments, async ({ caller, query }) => {
    return await listReaderDocuments(db, caller.uid, query.includeProgress);
  });

  mountRoute(api, apiRoutes.documentStats, async ({ caller }) => await documentStats(db, caller.uid));

  mountRoute(api, apiRoutes.myCases, async ({ caller }) => await listClientCases(db, caller.uid));

  mountRoute(api, apiRoutes.propertyCases, async ({ caller, params }) => {
    return await listPropertyCases(db, withRole(caller), params.id);
  });

  mountRoute(api, apiRoutes.disassociateProperty, async ({ caller, body }) => {
    await disassociateProperty(db, caller, body);
    return { message: apiTexts.propertyDisassociated };
  });

  mountRoute(api, apiRoutes.documentFile, async ({ caller, params, query }, reply) => {
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
  });
}
