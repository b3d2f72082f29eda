import { z } from 'zod';
import { boundedString } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { weekdaySchema } from '../constants/weekdays';

// Apart from the attorney's form schemas (attorney-profile.ts): every signed-in page reads the user document that
// embeds this, while only the attorney's onboarding and profile pages validate the forms.

/** `users/{uid}.attorneyProfile` */
export const attorneyProfileSchema = z.object({
  specialization: boundedString(TEXT_LIMITS.title),
  barNumber: boundedString(TEXT_LIMITS.number),
  yearsOfExperience: z.number(),
  biography: boundedString(TEXT_LIMITS.description),
  hourlyRate: z.number(),
  practiceAreas: z.array(boundedString(TEXT_LIMITS.title)),
  availability: z.array(
    z.object({
      day: weekdaySchema,
      startTime: boundedString(TEXT_LIMITS.code),
      endTime: boundedString(TEXT_LIMITS.code),
    }),
  ),
});
export type AttorneyProfile = z.infer<typeof attorneyProfileSchema>;
