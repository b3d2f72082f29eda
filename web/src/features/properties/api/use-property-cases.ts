import { documentRoutes } from '@estatekey/domain';

import { useApiQuery, type ApiQueryOptions } from '../../../lib/use-api-query';

/** GET the legal cases associated with a property. */
export function usePropertyCases(options: ApiQueryOptions<typeof documentRoutes.propertyCases>) {
  return useApiQuery(documentRoutes.propertyCases, options);
}
