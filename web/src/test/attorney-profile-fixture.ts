import { type AttorneyProfile, attorneyRoutes } from '@estatekey/domain';

import type { ApiResult } from '../lib/api-client';

type AttorneyProfileAnswer = ApiResult<typeof attorneyRoutes.attorneyProfile>;

/**
 * GET /api/attorney/profile's answer for Avery the attorney, parsed by the route's schema so it cannot drift from it;
 * `fields` replaces top-level fields, `profile` fields of the professional profile.
 */
export function attorneyProfileAnswerFixture(
  fields: Partial<Omit<AttorneyProfileAnswer, 'attorneyProfile'>> = {},
  profile: Partial<AttorneyProfile> = {},
): AttorneyProfileAnswer {
  return attorneyRoutes.attorneyProfile.response.parse({
    firstName: 'Avery',
    lastName: 'Attorney',
    email: 'avery@example.com',
    phone: '',
    role: 'Attorney',
    onboardingCompleted: true,
    attorneyProfile: {
      specialization: 'Probate',
      barNumber: 'CA-1',
      yearsOfExperience: 9,
      biography: 'Estates.',
      hourlyRate: 200,
      practiceAreas: [],
      availability: [],
      ...profile,
    },
    ...fields,
  });
}
