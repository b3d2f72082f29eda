import { apiRoutes, type DocumentResponse, type DocumentUploadFields } from '@estatekey/domain';

import { callApi } from '../../../lib/api-client';

export interface ClientDocumentUpload {
  readonly fields: DocumentUploadFields;
  readonly file: File;
}

/**
 * POST /api/documents/upload as multipart form data: the text fields first, then the file, so the server has read
 * every field before the file streams in. The server checks size and content type again (413 / 415).
 */
export async function uploadClientDocument({ fields, file }: ClientDocumentUpload): Promise<DocumentResponse> {
  const body = new FormData();
  body.append('documentType', fields.documentType);
  body.append('caseId', fields.caseId);
  body.append('description', fields.description);
  if (fields.filingDate !== '') body.append('filingDate', fields.filingDate);
  body.append('file', file, file.name);
  const { document } = await callApi(apiRoutes.uploadDocument, { body });
  return document;
}

export function useUploadClientDocument(): typeof uploadClientDocument {
  return uploadClientDocument;
}
