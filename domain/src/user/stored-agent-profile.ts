import { z } from 'zod';
import { boundedString } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';

// Apart from the agent wizard's schemas (agent-profile.ts): every signed-in page reads the user document that embeds
// this, while only the wizard and the profile page validate the form.

export const CONTACT_PREFERENCES = ['email', 'phone', 'both'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
export const DEFAULT_CONTACT_PREFERENCE: ContactPreference = 'email';

/** The agent profile as stored on `users/{uid}.agentProfile` (already validated, so lenient). */
export const storedAgentProfileSchema = z.object({
  address: boundedString(TEXT_LIMITS.address),
  city: boundedString(TEXT_LIMITS.city),
  state: boundedString(TEXT_LIMITS.code),
  zipCode: boundedString(TEXT_LIMITS.number),
  phone: boundedString(TEXT_LIMITS.phone),
  licenseNumber: boundedString(TEXT_LIMITS.number),
  licenseState: boundedString(TEXT_LIMITS.code),
  licenseExpiration: boundedString(TEXT_LIMITS.code),
  yearsExperience: z.number(),
  brokerageName: boundedString(TEXT_LIMITS.title),
  brokerageAddress: boundedString(TEXT_LIMITS.address).default(''),
  brokerageCity: boundedString(TEXT_LIMITS.city).default(''),
  brokerageState: boundedString(TEXT_LIMITS.code).default(''),
  brokerageZip: boundedString(TEXT_LIMITS.number).default(''),
  brokeragePhone: boundedString(TEXT_LIMITS.phone).default(''),
  serviceCounties: z.array(boundedString(TEXT_LIMITS.city)),
  specialties: z.array(boundedString(TEXT_LIMITS.title)),
  estateExperience: boundedString(TEXT_LIMITS.description).default(''),
  guardianshipExperience: z.boolean().default(false),
  executorExperience: z.boolean().default(false),
  probateExperience: z.boolean().default(false),
  bio: boundedString(TEXT_LIMITS.description).default(''),
  contactPreference: z.enum(CONTACT_PREFERENCES).default(DEFAULT_CONTACT_PREFERENCE),
  websiteUrl: boundedString(TEXT_LIMITS.url).default(''),
  agreeToTerms: z.boolean(),
});
export type StoredAgentProfile = z.output<typeof storedAgentProfileSchema>;
