import { documentRoutes, documentsTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api-query';
import type { MutationCallbacks } from './mutation-callbacks';

/** GET the properties the case's client owns that the attorney may link to the case. */
export function useCaseClientProperties(caseId: string) {
  return useApiQuery(documentRoutes.caseClientProperties, { params: { caseId } });
}

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
