import { showingRoutes, showingsTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET the property's showing settings (the defaults when the owner never saved any). */
export function useShowingSettings(propertyId: string) {
  return useApiQuery(showingRoutes.showingSettings, { params: { id: propertyId } });
}

/** PUT the property's showing settings: the owner, a 'manage' share or an admin. */
export function useSaveShowingSettings(): ApiMutation<typeof showingRoutes.updateShowingSettings> {
  return useApiMutation(showingRoutes.updateShowingSettings, {
    success: showingsTexts.settings.saved,
    failure: { text: showingsTexts.settings.saveFailed, server: true },
  });
}
