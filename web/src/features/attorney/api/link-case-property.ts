import { documentRoutes, documentsTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import type { MutationCallbacks } from './mutation-callbacks';

/** POST associate-property: links one of the client's properties to the case. */
export function useLinkCaseProperty(
  callbacks: MutationCallbacks<typeof documentRoutes.associateProperty> = {},
): ApiMutation<typeof documentRoutes.associateProperty> {
  return useApiMutation(documentRoutes.associateProperty, {
    success: documentsTexts.propertyAssociated,
    failure: { text: documentsTexts.associateFailed, server: true },
    ...callbacks,
  });
}
