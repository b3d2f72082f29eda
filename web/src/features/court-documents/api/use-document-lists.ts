import { ATTORNEY_AREA, documentRoutes, type Role } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

const attorneyArea: readonly Role[] = ATTORNEY_AREA;

/** Whether the role sees the attorney side of the documents page (every case it runs, the repair, the upload). */
export function isAttorneySide(role: Role): boolean {
  return attorneyArea.includes(role);
}

/**
 * GET the documents grouped by case and as one list, with each case's progress: the attorney side's route or the
 * client's. Loaded again whenever `refreshKey` changes.
 */
export function useDocumentLists(role: Role, refreshKey: string) {
  const route = isAttorneySide(role) ? documentRoutes.attorneyDocuments : documentRoutes.clientDocuments;
  return useApiQuery(route, {
    query: { includeProgress: 'true' },
    refreshKey,
  });
}
