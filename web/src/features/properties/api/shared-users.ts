import { apiRoutes, type SharedUser, type ShareRequest, type UnshareRequest } from '@estatekey/domain';
import { useCallback } from 'react';

import { apiClient } from '../../../lib/api-client';
import { concreteApiPath } from './api-paths';
import { useApiRequest, type ApiRequest } from './use-api-request';

/** GET /api/properties/{id}/shared-users: who the property is shared with, and at which level. */
export function getSharedUsers(propertyId: string, signal?: AbortSignal): Promise<SharedUser[]> {
  return apiClient.get(concreteApiPath(apiRoutes.sharedUsers, { id: propertyId }), apiRoutes.sharedUsers.response, {
    signal,
  });
}

/**
 * The shared-users list of a property; loaded again when `sharesKey` (the property's live `sharedWith`) changes, so
 * the list follows a share or unshare made here or anywhere else.
 */
export function useSharedUsers(
  propertyId: string,
  sharesKey: string,
  onError: (error: unknown) => void,
): { request: ApiRequest<SharedUser[]>; reload: () => void } {
  const load = useCallback((signal: AbortSignal) => getSharedUsers(propertyId, signal), [propertyId]);
  return useApiRequest(`${propertyId}:${sharesKey}`, load, onError);
}

/** POST /api/properties/share; answers the server's message. Sharing again with a user sets the new level. */
export async function shareProperty(request: ShareRequest): Promise<string> {
  const { message } = await apiClient.post(apiRoutes.shareProperty.path, apiRoutes.shareProperty.response, {
    body: request,
  });
  return message;
}

/** DELETE /api/properties/share; answers the server's message. */
export async function unshareProperty(request: UnshareRequest): Promise<string> {
  const { message } = await apiClient.delete(apiRoutes.unshareProperty.path, apiRoutes.unshareProperty.response, {
    body: request,
  });
  return message;
}

export function useShareProperty(): typeof shareProperty {
  return shareProperty;
}

export function useUnshareProperty(): typeof unshareProperty {
  return unshareProperty;
}
