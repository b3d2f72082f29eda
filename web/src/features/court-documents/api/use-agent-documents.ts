import { documentRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the documents of the cases linked to properties shared with the agent; loaded again when `refreshKey` changes. */
export function useAgentDocuments(refreshKey: string) {
  return useApiQuery(documentRoutes.agentDocuments, {
    refreshKey,
  });
}
