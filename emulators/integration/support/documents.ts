import { apiPath, apiRoutes } from '@estatekey/domain';
import { samplePdf } from '../../../functions/src/testing/sample-files';
import { uniqueClientAddress, type ApiAnswer } from './api-client';
import { apiUrl, fetchWithTimeout } from './endpoints';

export interface CourtUpload {
  readonly caseId: string;
  readonly documentType?: string;
  readonly description?: string;
  readonly fileName?: string;
  readonly bytes?: Buffer;
}

/** POST /api/documents/upload as the web app sends it: multipart with the text fields and one file (a PDF). */
export async function uploadCourtDocument(token: string, upload: CourtUpload): Promise<ApiAnswer> {
  const form = new FormData();
  form.append('documentType', upload.documentType ?? 'Petition');
  form.append('description', upload.description ?? 'Petition for leave to sell real estate.');
  form.append('caseId', upload.caseId);
  form.append('file', new Blob([upload.bytes ?? samplePdf()]), upload.fileName ?? 'petition.pdf');
  const response = await fetchWithTimeout(apiUrl(apiPath(apiRoutes.uploadDocument)), {
    method: 'POST',
    headers: { 'X-Forwarded-For': uniqueClientAddress(), Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: response.headers,
  };
}

/** Uploads and answers the new document's id, failing the test on any other answer than 201. */
export async function uploadedDocumentId(token: string, upload: CourtUpload): Promise<string> {
  const answer = await uploadCourtDocument(token, upload);
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return apiRoutes.uploadDocument.response.parse(answer.body).document._id;
}
