import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { boundedString, numberInput, optionalText, requiredString, timeSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { optionalPhone } from '../common/contact';
import { WEEKDAYS, weekdaySchema, type Weekday } from '../constants/weekdays';

export const PRACTICE_AREAS = [
  'Estate Planning',
  'Probate',
  'Guardianship',
  'Real Estate',
  'Wills & Trusts',
  'Elder Law',
  'Tax Planning',
] as const;
export type PracticeArea = (typeof PRACTICE_AREAS)[number];

export const availabilitySlotSchema = z
  .object({
    day: weekdaySchema,
    startTime: timeSchema,
    endTime: timeSchema,
  })
  .refine((slot) => slot.endTime > slot.startTime, {
    path: ['endTime'],
    message: validationTexts.endAfterStart,
  });
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

/** A new availability row: Monday 09:00 to 17:00 (spec part 2 §5). */
export const DEFAULT_AVAILABILITY: AvailabilitySlot = {
  day: WEEKDAYS[0] satisfies Weekday,
  startTime: '09:00',
  endTime: '17:00',
};

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

const practiceAreasSchema = z
  .array(z.enum(PRACTICE_AREAS))
  .default([])
  .transform((areas) => [...new Set(areas)]);

/** Attorney onboarding form: all five fields required, years ≥ 0, rate ≥ 0 in cents (spec part 2 §5). */
export const attorneyOnboardingSchema = z.object({
  specialization: requiredString(validationTexts.required, TEXT_LIMITS.title),
  barNumber: requiredString(validationTexts.required, TEXT_LIMITS.number),
  yearsOfExperience: numberInput().pipe(
    z.number().int(validationTexts.mustBeNumber).min(0, validationTexts.mustBeNonNegative),
  ),
  biography: requiredString(validationTexts.required, TEXT_LIMITS.description),
  hourlyRate: numberInput().pipe(
    z.number().min(0, validationTexts.mustBeNonNegative).refine(hasAtMostTwoDecimals, validationTexts.hourlyRateStep),
  ),
  practiceAreas: practiceAreasSchema,
  availability: z.array(availabilitySlotSchema).default([]),
});
export type AttorneyOnboarding = z.output<typeof attorneyOnboardingSchema>;
export type AttorneyOnboardingInput = z.input<typeof attorneyOnboardingSchema>;

/** Empty or unparsable numbers become 0 on profile save (spec part 2 §5). */
function numberOrZero(parse: (text: string) => number) {
  return z
    .union([z.number(), boundedString(TEXT_LIMITS.code), z.null()])
    .transform((value) => {
      const parsed = typeof value === 'number' ? value : parse(value ?? '');
      return Number.isFinite(parsed) ? parsed : 0;
    })
    .pipe(z.number().min(0, validationTexts.mustBeNonNegative))
    .default(0);
}

/**
 * PUT /api/attorney/profile: years parsed as an integer and the rate as a decimal, each defaulting to 0. `phone` is
 * ours (the spec's screen drops it): absent keeps the stored number.
 */
export const attorneyProfileUpdateSchema = z.object({
  phone: optionalPhone.optional(),
  specialization: optionalText(TEXT_LIMITS.title),
  barNumber: optionalText(TEXT_LIMITS.number),
  yearsOfExperience: numberOrZero((text) => Number.parseInt(text, 10)),
  biography: optionalText(TEXT_LIMITS.description),
  hourlyRate: numberOrZero((text) => Number.parseFloat(text)),
  practiceAreas: practiceAreasSchema,
  availability: z.array(availabilitySlotSchema).default([]),
});
export type AttorneyProfileUpdate = z.output<typeof attorneyProfileUpdateSchema>;

/** PUT /api/user/onboarding/attorney/complete */
export const attorneyOnboardingRequestSchema = z.object({ formData: attorneyOnboardingSchema });

export function emptyAttorneyOnboarding(): AttorneyOnboardingInput {
  return {
    specialization: '',
    barNumber: '',
    yearsOfExperience: '',
    biography: '',
    hourlyRate: '',
    practiceAreas: [],
    availability: [],
  };
}

/** Practice areas: duplicates are not added (spec part 2 §5). */
export function addPracticeArea<T extends string>(areas: readonly T[], area: T): T[] {
  return areas.includes(area) ? [...areas] : [...areas, area];
}
