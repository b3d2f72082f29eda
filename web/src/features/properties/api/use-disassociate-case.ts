import { documentRoutes, propertiesTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof documentRoutes.disassociateProperty>, 'onSuccess' | 'onError'>;

/** Removes the association of a legal case with a property, from the property's side. */
export function useDisassociateCase(
  callbacks: Callbacks = {},
): ApiMutation<typeof documentRoutes.disassociateProperty> {
  return useApiMutation(documentRoutes.disassociateProperty, {
    success: propertiesTexts.caseDisassociated,
    failure: { text: propertiesTexts.caseDisassociateFailed, server: true },
    ...callbacks,
  });
}
