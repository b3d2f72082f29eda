import { documentRoutes, documentsTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** POST associate-property: links one of the client's properties to a case. */
export function useAssociateProperty(onSuccess: () => void): ApiMutation<typeof documentRoutes.associateProperty> {
  return useApiMutation(documentRoutes.associateProperty, {
    success: documentsTexts.propertyAssociated,
    failure: { text: documentsTexts.associateFailed, server: true },
    onSuccess,
  });
}
