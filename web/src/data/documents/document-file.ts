import {
  apiErrorBodySchema,
  documentRoutes,
  type DocumentScreen,
  documentsTexts,
  commonTexts,
} from '@estatekey/domain';
import type { z } from 'zod';

import { ApiError } from '../../lib/api-client';

/** PDFs and images show in a viewer; other types (Word) only download. */
export function isPreviewable(mimeType: string): boolean {
  return mimeType === 'application/pdf' || mimeType.startsWith('image/');
}

async function idToken(): Promise<string | null> {
  const { getCurrentIdToken } = await import('../../lib/firebase/auth');
  return getCurrentIdToken();
}

/**
 * The bytes behind a document's `fileUrl`, fetched with the user's ID token (a frame or a link cannot send it), for a
 * viewer frame or a download through an object URL. `from` names the screen in the audit log.
 */
export async function fetchDocumentFile(fileUrl: string, from: DocumentScreen, signal?: AbortSignal): Promise<Blob> {
  const token = await idToken();
  const separator = fileUrl.includes('?') ? '&' : '?';
  const response = await fetch(`${fileUrl}${separator}from=${encodeURIComponent(from)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: signal ?? null,
  });
  if (!response.ok) throw new ApiError(response.status, documentsTexts.viewFailed);
  return response.blob();
}

/** Saves a fetched file under its name, as a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked after the click was handled, so the download has its bytes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const uploadResponseSchema = documentRoutes.uploadDocument.response;
type UploadAnswer = z.output<typeof uploadResponseSchema>;

/**
 * POST /api/documents/upload through XMLHttpRequest, the one browser API that reports upload progress: `onProgress`
 * gets 0–100. Answers the route's answer with the stored document; a refusal throws ApiError with the server's message and field errors.
 */
export async function uploadDocumentWithProgress(
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  const token = await idToken();
  return new Promise<UploadAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', documentRoutes.uploadDocument.path);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, commonTexts.internalError));
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText) as unknown;
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = uploadResponseSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, commonTexts.invalidResponse));
        return;
      }
      const error = apiErrorBodySchema.safeParse(payload);
      reject(
        error.success
          ? new ApiError(request.status, error.data.message, error.data.errors ?? [])
          : new ApiError(request.status, commonTexts.internalError),
      );
    };
    request.send(body);
  });
}
