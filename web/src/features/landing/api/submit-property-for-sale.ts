import { apiRoutes, type PublicPropertySubmission } from '@estatekey/domain';
import type { z } from 'zod';

import { callApi } from '../../../lib/api-client';

export type PropertyForSaleResponse = z.output<typeof apiRoutes.submitProperty.response>;

/** POST /api/properties/submit as a visitor (the landing page's 'Submit Property For Sale' modal). */
export function submitPropertyForSale(submission: PublicPropertySubmission): Promise<PropertyForSaleResponse> {
  return callApi(apiRoutes.submitProperty, {
    body: submission,
    public: true,
  });
}
