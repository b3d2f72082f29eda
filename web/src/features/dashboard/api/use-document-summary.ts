import { documentSummaryRoutes } from '@estatekey/domain';

import { documentsRefreshKey, useReadableDocuments } from '../../../data/documents/use-readable-documents';
import type { LiveResult } from '../../../lib/firebase/live-result';
import { useApiQuery } from '../../../lib/use-api-query';

export interface DocumentSummary {
  readonly totalDocuments: number;
  /** Distinct cases among those documents; uncategorized documents belong to none. */
  readonly casesWithDocuments: number;
}

/**
 * The Documents card: how many court documents the user may read (`readerIds`), and in how many cases, as the server
 * counts them (GET /api/documents/stats), asked again whenever the newest page of the user's documents changes (an
 * upload, a removal). The browser reads one page, however many documents there are. A failed call throws to the
 * card's error boundary.
 */
export function useDocumentSummarySnapshot(): LiveResult<DocumentSummary> {
  const refreshKey = documentsRefreshKey(useReadableDocuments());
  const { request } = useApiQuery(documentSummaryRoutes.documentStats, { refreshKey });
  if (request.status === 'error') throw request.error;
  return request;
}
