import {
  PRACTICE_AREAS,
  type AttorneyOnboardingInput,
  type AttorneyProfile,
  type PracticeArea,
} from '@estatekey/domain';

/** What the profile inputs hold: the onboarding schema's input (numbers as the inputs' text until parsed). */
export type AttorneyProfileValues = AttorneyOnboardingInput;

export function isPracticeArea(value: string): value is PracticeArea {
  return (PRACTICE_AREAS as readonly string[]).includes(value);
}

/** The form's starting values from a stored profile (empty fields without one). */
export function attorneyProfileValues(profile: AttorneyProfile | null | undefined): AttorneyProfileValues {
  return {
    specialization: profile?.specialization ?? '',
    barNumber: profile?.barNumber ?? '',
    yearsOfExperience: profile ? String(profile.yearsOfExperience) : '',
    biography: profile?.biography ?? '',
    hourlyRate: profile ? String(profile.hourlyRate) : '',
    practiceAreas: (profile?.practiceAreas ?? []).filter(isPracticeArea),
    availability: profile?.availability ?? [],
  };
}
