import { z } from 'zod';
import { onboardingTexts } from '../messages/onboarding-texts';
import { validationTexts } from '../messages/validation-texts';
import { optionalPhone, phoneField, stateField, zipField } from '../common/contact';
import { isoDateSchema, numberInput, optionalText, requiredString } from '../common/primitives';
import { usStateSchema } from '../constants/us-states';
import { TEXT_LIMITS } from '../constants/text-limits';
import { CONTACT_PREFERENCES, DEFAULT_CONTACT_PREFERENCE } from './stored-agent-profile';

export const AGENT_SPECIALTIES = [
  'Residential',
  'Estate Sales',
  'Probate Properties',
  'Investment Properties',
  'Distressed Properties',
  'Senior Living',
  'Luxury Properties',
  'Land/Lots',
] as const;
export type AgentSpecialty = (typeof AGENT_SPECIALTIES)[number];

export const YEARS_EXPERIENCE_MIN = 0;
export const YEARS_EXPERIENCE_MAX = 50;
/** Width of one step on the agent wizard's progress line (spec part 1 §2.13). */
export const AGENT_WIZARD_STEP_PERCENT = 33.33;

const requiredFields = onboardingTexts.agent.requiredFields;

export const agentPersonalStepSchema = z.object({
  address: requiredString(requiredFields, TEXT_LIMITS.address),
  city: requiredString(requiredFields, TEXT_LIMITS.city),
  state: stateField(requiredFields),
  zipCode: zipField(requiredFields),
  phone: phoneField(requiredFields),
});

const optionalUsState = z.union([z.literal(''), usStateSchema]).default('');
const optionalZip = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(TEXT_LIMITS.number, { message: validationTexts.invalidZip, abort: true })
      .regex(/^\d{5}(-\d{4})?$/, validationTexts.invalidZip),
  ])
  .default('');

export const agentProfessionalStepSchema = z.object({
  licenseNumber: requiredString(requiredFields, TEXT_LIMITS.number),
  licenseState: stateField(requiredFields),
  licenseExpiration: requiredString(requiredFields, TEXT_LIMITS.code).pipe(isoDateSchema),
  yearsExperience: numberInput(requiredFields).pipe(
    z
      .number()
      .int(validationTexts.yearsOfExperienceRange)
      .min(YEARS_EXPERIENCE_MIN, validationTexts.yearsOfExperienceRange)
      .max(YEARS_EXPERIENCE_MAX, validationTexts.yearsOfExperienceRange),
  ),
  brokerageName: requiredString(requiredFields, TEXT_LIMITS.title),
  brokerageAddress: optionalText(TEXT_LIMITS.address),
  brokerageCity: optionalText(TEXT_LIMITS.city),
  brokerageState: optionalUsState,
  brokerageZip: optionalZip,
  brokeragePhone: optionalPhone.default(''),
});

const countiesAndSpecialty = onboardingTexts.agent.countiesAndSpecialty;

function requireCountyAndSpecialty(
  value: { serviceCounties: readonly string[]; specialties: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  if (value.serviceCounties.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['serviceCounties'], message: countiesAndSpecialty });
  }
  if (value.specialties.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['specialties'], message: countiesAndSpecialty });
  }
}

export const agentServicesStepSchema = z
  .object({
    serviceCounties: z
      .array(z.string().trim().min(1).max(TEXT_LIMITS.city, validationTexts.textTooLong(TEXT_LIMITS.city)))
      .default([]),
    specialties: z.array(z.enum(AGENT_SPECIALTIES)).default([]),
    estateExperience: optionalText(TEXT_LIMITS.description),
    guardianshipExperience: z.boolean().default(false),
    executorExperience: z.boolean().default(false),
    probateExperience: z.boolean().default(false),
  })
  .superRefine(requireCountyAndSpecialty);

export const agentAdditionalStepSchema = z.object({
  bio: optionalText(TEXT_LIMITS.description),
  contactPreference: z.enum(CONTACT_PREFERENCES).default(DEFAULT_CONTACT_PREFERENCE),
  websiteUrl: z
    .union([
      z.literal(''),
      z.url({ error: validationTexts.invalidUrl }).max(TEXT_LIMITS.url, validationTexts.textTooLong(TEXT_LIMITS.url)),
    ])
    .default(''),
  agreeToTerms: z
    .boolean({ error: onboardingTexts.agent.agreeToTerms })
    .refine((agreed) => agreed, onboardingTexts.agent.agreeToTerms),
});

/** The four steps in order; the wizard validates the current step before it advances (spec part 1 §4). */
export const AGENT_WIZARD_STEPS = [
  { key: 'personal', title: 'Personal', schema: agentPersonalStepSchema },
  { key: 'professional', title: 'Professional', schema: agentProfessionalStepSchema },
  { key: 'services', title: 'Services', schema: agentServicesStepSchema },
  { key: 'additional', title: 'Additional', schema: agentAdditionalStepSchema },
] as const;

/** The whole agent profile (spec part 1 §3), as the last step submits it. */
export const agentProfileSchema = agentPersonalStepSchema
  .extend(agentProfessionalStepSchema.shape)
  .extend(agentServicesStepSchema.shape)
  .extend(agentAdditionalStepSchema.shape)
  .superRefine(requireCountyAndSpecialty);
export type AgentProfile = z.output<typeof agentProfileSchema>;
export type AgentProfileInput = z.input<typeof agentProfileSchema>;

/** PUT /api/user/onboarding/agent/complete */
export const agentOnboardingRequestSchema = z.object({ formData: agentProfileSchema });

export function emptyAgentProfile(): AgentProfileInput {
  return {
    address: '',
    city: '',
    state: '',
    zipCode: '',
    phone: '',
    licenseNumber: '',
    licenseState: '',
    licenseExpiration: '',
    yearsExperience: 0,
    brokerageName: '',
    brokerageAddress: '',
    brokerageCity: '',
    brokerageState: '',
    brokerageZip: '',
    brokeragePhone: '',
    serviceCounties: [],
    specialties: [],
    estateExperience: '',
    guardianshipExperience: false,
    executorExperience: false,
    probateExperience: false,
    bio: '',
    contactPreference: DEFAULT_CONTACT_PREFERENCE,
    websiteUrl: '',
    agreeToTerms: false,
  };
}

/** Counties are added by typing and pressing Enter; empty and duplicate entries are ignored (spec part 1 §5). */
export function addServiceCounty(counties: readonly string[], input: string): string[] {
  const county = input.trim();
  if (county === '') return [...counties];
  if (counties.some((existing) => existing.toLowerCase() === county.toLowerCase())) return [...counties];
  return [...counties, county];
}
