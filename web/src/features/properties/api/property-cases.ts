import { apiRoutes, type CaseSummary } from '@estatekey/domain';
import { useCallback } from 'react';

import { apiClient } from '../../../lib/api-client';
import { concreteApiPath } from './api-paths';
import { useApiRequest, type ApiRequest } from './use-api-request';

/** GET /api/documents/property/{id}/cases: the legal cases associated with a property. */
export function getPropertyCases(propertyId: string, signal?: AbortSignal): Promise<CaseSummary[]> {
  return apiClient.get(concreteApiPath(apiRoutes.propertyCases, { id: propertyId }), apiRoutes.propertyCases.response, {
    signal,
  });
}

/**
 * The cases of a property; loaded again when `caseIdsKey` (the property's live `caseIds`) changes, so an association
 * made or removed anywhere shows here too.
 */
export function usePropertyCases(
  propertyId: string,
  caseIdsKey: string,
): { request: ApiRequest<CaseSummary[]>; reload: () => void } {
  const load = useCallback((signal: AbortSignal) => getPropertyCases(propertyId, signal), [propertyId]);
  return useApiRequest(`${propertyId}:${caseIdsKey}`, load);
}

/** DELETE /api/documents/disassociate-property: removes the link between the case and the property. */
export async function disassociateCase(propertyId: string, caseId: string): Promise<void> {
  await apiClient.delete(apiRoutes.disassociateProperty.path, apiRoutes.disassociateProperty.response, {
    body: { propertyId, caseId },
  });
}

export function useDisassociateCase(): typeof disassociateCase {
  return disassociateCase;
}
