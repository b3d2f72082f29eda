import { documentRoutes, type DocumentUploadFields, uploadTexts } from '@estatekey/domain';

import { uploadDocumentWithProgress } from '../../../data/documents/document-file';
import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

export interface ClientDocumentUpload {
  readonly fields: DocumentUploadFields;
  readonly file: File;
  /** Told the percentage of the file sent so far. */
  readonly onProgress: (percent: number) => void;
}

/**
 * POST /api/documents/upload as multipart form data: the text fields first, then the file, so the server has read
 * every field before the file streams in. The server checks size and content type again (413 / 415).
 */
function sendUpload({ fields, file, onProgress }: ClientDocumentUpload) {
  const body = new FormData();
  body.append('documentType', fields.documentType);
  body.append('caseId', fields.caseId);
  body.append('description', fields.description);
  if (fields.filingDate !== '') body.append('filingDate', fields.filingDate);
  body.append('file', file, file.name);
  // XMLHttpRequest rather than fetch: the form shows how much of the file has been sent.
  return uploadDocumentWithProgress(body, onProgress);
}

type Callbacks = Pick<MutationFeedback<typeof documentRoutes.uploadDocument>, 'onSuccess' | 'onError'>;

/** Uploads a client's document and says so, or tells the server's reason (too large, wrong type, …). */
export function useUploadClientDocument({
  onSuccess,
  onError,
}: Callbacks = {}): ApiMutation<typeof documentRoutes.uploadDocument, ClientDocumentUpload> {
  return useApiMutation(
    documentRoutes.uploadDocument,
    {
      success: uploadTexts.success,
      failure: { text: uploadTexts.failed, server: true },
      onSuccess,
      onError,
    },
    sendUpload,
  );
}
