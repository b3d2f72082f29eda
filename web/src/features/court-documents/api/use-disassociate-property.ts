import { documentRoutes, documentsTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE disassociate-property: removes a property from a case, from the case's side. */
export function useDisassociateProperty(
  onSuccess: () => void,
): ApiMutation<typeof documentRoutes.disassociateProperty> {
  return useApiMutation(documentRoutes.disassociateProperty, {
    success: documentsTexts.propertyDisassociated,
    failure: { text: documentsTexts.disassociateFailed, server: true },
    onSuccess,
  });
}
