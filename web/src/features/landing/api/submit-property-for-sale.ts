import { propertyRoutes, type PublicPropertySubmission } from '@estatekey/domain';
import type { z } from 'zod';

import { callApi } from '../../../lib/api-client';

export type PropertyForSaleResponse = z.output<typeof propertyRoutes.submitProperty.response>;

/** POST /api/properties/submit as a visitor (the landing page's 'Submit Property For Sale' modal). */
export function submitPropertyForSale(submission: PublicPropertySubmission): Promise<PropertyForSaleResponse> {
  return callApi(propertyRoutes.submitProperty, {
    body: submission,
    public: true,
  });
}
