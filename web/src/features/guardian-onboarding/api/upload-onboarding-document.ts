import {
  type DocumentResponse,
  documentRoutes,
  ONBOARDING_UPLOAD_SOURCE,
  UPLOAD_SOURCE_FIELD,
} from '@estatekey/domain';

import { callApi } from '../../../lib/api-client';

/**
 * POST /api/documents/upload of one file chosen in the wizard's step 8. A new Guardian or Executor has no case yet,
 * so the file is marked as coming from onboarding and filed without one (type 'Other'). Text fields go first so the
 * server has them before the file streams in; it checks size and content type again (413 / 415).
 */
export async function uploadOnboardingDocument(file: File): Promise<DocumentResponse> {
  const body = new FormData();
  body.append(UPLOAD_SOURCE_FIELD, ONBOARDING_UPLOAD_SOURCE);
  body.append('file', file, file.name);
  const { document } = await callApi(documentRoutes.uploadDocument, { body });
  return document;
}
