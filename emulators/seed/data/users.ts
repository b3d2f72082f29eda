import { guardianOnboardingSchema, normalizeSearchTokens, userProfileSchema } from '@estatekey/domain';
import { guardianOnboardingAnswers } from '@estatekey/domain/testing/fixtures';
import type { z } from 'zod';
import { PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { entity, type SeedClock, type SeedDocument } from './seed-kit.ts';

/** The answers a guardian gave the onboarding wizard, for the property they first described. */
function guardianOnboarding(
  clock: SeedClock,
  persona: Persona,
  property: { address: string; city: string; zip: string },
) {
  return guardianOnboardingSchema.parse(
    guardianOnboardingAnswers({
      fullName: persona.displayName,
      email: persona.email,
      phone: persona.phone,
      address: '5 Court Square',
      propertyAddress: property.address,
      propertyCity: property.city,
      propertyZipCode: property.zip,
      bathrooms: '2',
      propertyPrice: 245000,
      hasMortgage: false,
      mortgageBalance: null,
      pickupDate: clock.dateIn(-40),
    }),
  );
}

/** Users: everyone onboarded, so every login lands on its dashboard. */
export function buildUsers(clock: SeedClock): SeedDocument[] {
  const { ada, alice, eve, avery, aaron, mallory } = PERSONAS;
  const profileBase = (persona: Persona, joinedDaysAgo: number) => ({
    firstName: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    role: persona.role,
    plan: 'monthly' as const,
    emailVerified: true,
    onboardingCompleted: true,
    phone: persona.phone,
    searchTokens: normalizeSearchTokens(persona),
    createdAt: clock.at(-joinedDaysAgo, '09:00'),
  });
  const user = (persona: Persona, fields: Omit<z.input<typeof userProfileSchema>, 'id'>) =>
    entity(userProfileSchema, 'users', `users/${persona.uid}`, fields);
  return [
    user(ada, {
      ...profileBase(ada, 120),
      companyName: 'EstateKey',
      companyAddress: '100 Main Street',
      postalCode: '62701',
      city: 'Springfield',
      contactPersonFirstName: ada.firstName,
      contactPersonLastName: ada.lastName,
      companyPhone: '(555) 010-0000',
      companyWebsite: 'https://estatekey.example.com',
    }),
    user(alice, {
      ...profileBase(alice, 60),
      onboarding: guardianOnboarding(clock, alice, { address: '12 Elm Street', city: 'Springfield', zip: '62704' }),
    }),
    user(eve, {
      ...profileBase(eve, 45),
      onboarding: guardianOnboarding(clock, eve, { address: '301 Maple Drive', city: 'Naperville', zip: '60540' }),
    }),
    user(avery, {
      ...profileBase(avery, 90),
      companyName: 'Attorney & Partners LLP',
      attorneyProfile: {
        specialization: 'Probate and guardianship real estate',
        barNumber: 'IL-6284913',
        yearsOfExperience: 12,
        biography: 'Guides families through court-supervised sales of estate and guardianship homes.',
        hourlyRate: 275,
        practiceAreas: ['Probate', 'Guardianship', 'Real Estate', 'Estate Planning'],
        availability: [
          { day: 'Monday', startTime: '09:00', endTime: '17:00' },
          { day: 'Wednesday', startTime: '09:00', endTime: '17:00' },
          { day: 'Friday', startTime: '09:00', endTime: '13:00' },
        ],
      },
    }),
    user(aaron, {
      ...profileBase(aaron, 75),
      agentProfile: {
        address: '77 Lake Shore Drive',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60611',
        phone: aaron.phone,
        licenseNumber: 'IL-475.198233',
        licenseState: 'IL',
        licenseExpiration: clock.dateIn(400),
        yearsExperience: 9,
        brokerageName: 'Prairie Homes Realty',
        brokerageAddress: '200 Wacker Drive',
        brokerageCity: 'Chicago',
        brokerageState: 'IL',
        brokerageZip: '60606',
        brokeragePhone: '(555) 010-5500',
        serviceCounties: ['Sangamon', 'Peoria', 'DuPage'],
        specialties: ['Estate Sales', 'Probate Properties', 'Residential'],
        estateExperience: 'Over 60 estate and probate sales with court confirmation.',
        guardianshipExperience: true,
        executorExperience: true,
        probateExperience: true,
        bio: 'Lists and shows homes for estates, guardians and executors.',
        contactPreference: 'both',
        websiteUrl: 'https://prairie-homes.example.com',
        agreeToTerms: true,
      },
    }),
    user(mallory, profileBase(mallory, 20)),
  ];
}
