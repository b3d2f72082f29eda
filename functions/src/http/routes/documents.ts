import { apiRoutes, apiTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { withRole } from '../../lib/caller';
import { listReaderDocuments } from '../../services/documents/court-documents';
import {
  disassociateProperty,
  documentStats,
  listClientCases,
  listPropertyCases,
  openDocumentFile,
  uploadDocument,
} from '../../services/documents/documents';
import { contentDisposition } from '../content-disposition';
import { mountRoute, type ApiRouter } from '../mount-route';

/** Types a browser may show in place; Word files are always downloaded. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The app's own pages may show a PDF or an image in a frame; the file may load nothing from elsewhere. */
const INLINE_FILE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function documentRoutes(api: ApiRouter, { db, blobs }: { db: Firestore; blobs: BlobStore }) {
  mountRoute(api, apiRoutes.uploadDocument, async ({ caller, body, file }) => {
    const document = await uploadDocument(db, blobs, caller, body, file);
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
  });
}
