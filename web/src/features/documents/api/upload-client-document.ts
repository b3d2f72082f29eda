import type { DocumentResponse, DocumentUploadFields } from '@estatekey/domain';

import { uploadDocumentWithProgress } from '../../../data/documents/document-file';

export interface ClientDocumentUpload {
  readonly fields: DocumentUploadFields;
  readonly file: File;
}

/**
 * POST /api/documents/upload as multipart form data: the text fields first, then the file, so the server has read
 * every field before the file streams in. The server checks size and content type again (413 / 415). `onProgress`
 * gets the percentage sent.
 */
export async function uploadClientDocument(
  { fields, file }: ClientDocumentUpload,
  onProgress: (percent: number) => void = () => undefined,
): Promise<DocumentResponse> {
  const body = new FormData();
  body.append('documentType', fields.documentType);
  body.append('caseId', fields.caseId);
  body.append('description', fields.description);
  if (fields.filingDate !== '') body.append('filingDate', fields.filingDate);
  body.append('file', file, file.name);
  // XMLHttpRequest rather than fetch: the form shows how much of the file has been sent.
  return uploadDocumentWithProgress(body, onProgress);
}

export function useUploadClientDocument(): typeof uploadClientDocument {
  return uploadClientDocument;
}
