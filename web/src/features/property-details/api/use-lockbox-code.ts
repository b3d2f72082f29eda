import { keyCustodyTexts, propertyRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** PUT /api/properties/{id}/lockbox-code: the owner, a 'manage' share or an admin sets ('' removes) the code. */
export function useSetLockboxCode(): ApiMutation<typeof propertyRoutes.setLockboxCode> {
  return useApiMutation(propertyRoutes.setLockboxCode, {
    success: (result) => result.message,
    failure: { text: keyCustodyTexts.lockboxForm.saveFailed, server: true },
  });
}
