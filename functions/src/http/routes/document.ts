import { apiTexts, documentRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { withRole } from '../../lib/caller';
import {
  associateProperty,
  fixDocuments,
  fixDocumentsMessage,
  getDocument,
  listAgentDocuments,
  listAttorneyDocuments,
  listCaseDocuments,
  listCaseClientProperties,
  listCaseProperties,
  listReaderDocuments,
  markDocumentViewed,
} from '../../services/documents/court-documents';
import {
  disassociateProperty,
  documentStats,
  listClientCases,
  listPropertyCases,
  openDocumentFile,
  uploadDocument,
} from '../../services/documents/documents';
import { contentDisposition } from '../content-disposition';
import { mountArea, type ApiRouter } from '../mount-route';

/** Types a browser may show in place; Word files are always downloaded. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif']);

/** The app's own pages may show a PDF or an image in a frame; the file may load nothing from elsewhere. */
const INLINE_FILE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function serveDocumentArea(api: ApiRouter, { db, blobs }: { db: Firestore; blobs: BlobStore }) {
  mountArea(api, documentRoutes, {
    uploadDocument: async ({ caller, body, file }) => {
      const document = await uploadDocument(db, blobs, caller, body, file);
      return { message: apiTexts.documentUploaded, document };
    },

    attorneyDocuments: async ({ caller, query }) => {
      return await listAttorneyDocuments(db, caller, query.includeProgress, query);
    },

    clientDocuments: async ({ caller, query }) => {
      return await listReaderDocuments(db, caller.uid, query.includeProgress, query);
    },

    agentDocuments: async ({ caller, query }) => await listAgentDocuments(db, caller.uid, query),

    documentStats: async ({ caller }) => await documentStats(db, caller.uid),

    myCases: async ({ caller, query }) => await listClientCases(db, caller.uid, query),

    propertyCases: async ({ caller, params }) => {
      return await listPropertyCases(db, withRole(caller), params.id);
    },

    caseDocuments: async ({ caller, params }) => {
      return await listCaseDocuments(db, withRole(caller), params.caseId);
    },

    caseProperties: async ({ caller, params }) => {
      return await listCaseProperties(db, withRole(caller), params.caseId);
    },

    caseClientProperties: async ({ caller, params, query }) => {
      return await listCaseClientProperties(db, withRole(caller), params.caseId, query);
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
      const { document, blob } = await openDocumentFile(db, blobs, caller, params.id, query.from);
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
