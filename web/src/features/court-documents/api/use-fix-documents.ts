import { documentRoutes, documentsTexts } from '@estatekey/domain';

import type { ApiResult } from '../../../lib/api-client';
import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** POST fix-documents: repairs the documents' case links and reader lists; the toast is the server's summary. */
export function useFixDocuments(
  onSuccess: (outcome: ApiResult<typeof documentRoutes.fixDocuments>) => void,
): ApiMutation<typeof documentRoutes.fixDocuments> {
  return useApiMutation(documentRoutes.fixDocuments, {
    success: (outcome) => outcome.message,
    failure: { text: documentsTexts.fixFailed, server: true },
    onSuccess,
  });
}
