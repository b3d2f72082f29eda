import { apiRoutes, type PublicPropertySubmission } from '@estatekey/domain';
import type { z } from 'zod';

import { apiClient } from '../../../lib/api-client';

export type PropertyForSaleResponse = z.output<typeof apiRoutes.submitProperty.response>;

/** POST /api/properties/submit as a visitor (the landing page's 'Submit Property For Sale' modal). */
export function submitPropertyForSale(submission: PublicPropertySubmission): Promise<PropertyForSaleResponse> {
  return apiClient.post(apiRoutes.submitProperty.path, apiRoutes.submitProperty.response, {
    body: submission,
    public: true,
  });
}
