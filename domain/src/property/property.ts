import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { commonTexts } from '../messages/public-site-texts';
import { contactInfoInput, contactInfoSchema, phoneField, stateField, zipField } from '../common/contact';
import { TEXT_LIMITS } from '../constants/text-limits';
import { DEFAULT_PROPERTY_REVIEW_STATUS, propertyReviewStatusSchema } from './review-status';
import {
  apiEntityFields,
  boundedString,
  emailField,
  idSchema,
  optionalText,
  requiredString,
  timestampSchema,
  wireTimestampSchema,
} from '../common/primitives';
import { emptyStatusData, statusDataPatchSchema, statusDataSchema, type StatusData } from './milestones';
import { permissionLevelSchema } from './sharing';
import { saleGatesSchema } from '../sale/sale-records';
import { storedSaleAuthoritySchema, storedSaleHearingSchema } from '../sale/sale-storage';

export const PROPERTY_TYPES = ['residential', 'commercial', 'land', 'multiFamily'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const propertyTypeSchema = z.enum(PROPERTY_TYPES, { error: validationTexts.chooseOption });
export const DEFAULT_PROPERTY_TYPE: PropertyType = 'residential';
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  land: 'Land',
  multiFamily: 'Multi-Family',
};
/** The property types as a form's select shows them, in the list's order. */
export const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }));

export const PROPERTY_CONDITIONS = ['excellent', 'good', 'fair', 'needsWork'] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];
export const propertyConditionSchema = z.enum(PROPERTY_CONDITIONS, { error: validationTexts.chooseOption });
export const DEFAULT_PROPERTY_CONDITION: PropertyCondition = 'good';
export const PROPERTY_CONDITION_LABELS: Record<PropertyCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  needsWork: 'Needs Work',
};
/** The property conditions as a form's select shows them, in the list's order. */
export const PROPERTY_CONDITION_OPTIONS = PROPERTY_CONDITIONS.map((condition) => ({
  value: condition,
  label: PROPERTY_CONDITION_LABELS[condition],
}));

/** Longest lockbox code accepted: key safes take a few digits or letters. */
export const LOCKBOX_CODE_MAX = 50;
/** A lockbox code as typed; an empty string means none. */
export const lockboxCodeSchema = z.string().trim().max(LOCKBOX_CODE_MAX, validationTexts.tooLong);

/**
 * Answers of the guardian wizard about the property (spec part 1 §2.12), kept on the property it creates. The lockbox
 * code is not one of them: every member reads the property, so the code lives encrypted in
 * `properties/{id}/private/access` and travels only through GET/PUT /api/properties/{id}/lockbox.
 */
export const propertyDetailsSchema = z.object({
  bedrooms: boundedString(TEXT_LIMITS.code).optional(),
  bathrooms: boundedString(TEXT_LIMITS.code).optional(),
  expectedPrice: z.number().nonnegative().optional(),
  hasMortgage: z.boolean().optional(),
  mortgageBalance: z.number().nonnegative().optional(),
  isInForeclosure: z.boolean().optional(),
  needsCleanout: z.boolean().optional(),
  keyPickupMethod: z.enum(['schedule', 'lockbox']).optional(),
});
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

/** `properties/{id}` (DESIGN §4). */
export const propertySchema = z.object({
  id: idSchema,
  ownerId: idSchema,
  address: boundedString(TEXT_LIMITS.address),
  city: boundedString(TEXT_LIMITS.city),
  state: boundedString(TEXT_LIMITS.code),
  zipCode: boundedString(TEXT_LIMITS.number),
  propertyType: propertyTypeSchema,
  condition: propertyConditionSchema,
  contactInfo: contactInfoSchema,
  additionalInfo: boundedString(TEXT_LIMITS.description).default(''),
  status: propertyReviewStatusSchema,
  /** Why an admin rejected the property; absent until a rejection. */
  reviewReason: boundedString(TEXT_LIMITS.note).optional(),
  statusData: statusDataSchema,
  /** uid → permission level; the owner is not listed. */
  sharedWith: z.record(z.string(), permissionLevelSchema),
  /** Owner plus every shared uid: the array read rules and live queries filter on. */
  memberIds: z.array(idSchema),
  caseIds: z.array(idSchema),
  /**
   * caseId → the uid whose 'manage' share allowed the link (domain `propertyLinkGrant`): such links end with that
   * share. Links made by the owner, an admin or the attorney of the owner's case are not listed.
   */
  caseLinksByShare: z.record(idSchema, idSchema).default({}),
  details: propertyDetailsSchema.optional(),
  /** The court-supervised sale, server-written (sale-storage.ts); absent on an ordinary sale. */
  saleAuthority: storedSaleAuthoritySchema.nullable().optional(),
  saleHearing: storedSaleHearingSchema.nullable().optional(),
  /** What firestore.rules read to gate the `offer` and `closed` milestones; absent or null gates nothing. */
  saleGates: saleGatesSchema.nullable().optional(),
  /** The attorneys of the linked cases, who read the offers (`properties/{id}/offers`). */
  saleAttorneyIds: z.array(idSchema).optional(),
  /** Bumped on every sale write, offers included, so a live reader knows to load the sale path again. */
  saleUpdatedAt: timestampSchema.nullable().optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  updatedBy: idSchema,
});
export type Property = z.infer<typeof propertySchema>;

/** A property in an API answer: `_id` mirrors `id` for clients written against the spec. */
export const propertyResponseSchema = propertySchema.extend({
  ...apiEntityFields,
  updatedAt: wireTimestampSchema,
  saleUpdatedAt: wireTimestampSchema.nullable().optional(),
});
export type PropertyResponse = z.output<typeof propertyResponseSchema>;

/** The address block every property view needs (association lists, agent lists). */
export const propertySummarySchema = z.object({
  _id: idSchema,
  address: boundedString(TEXT_LIMITS.address),
  city: boundedString(TEXT_LIMITS.city),
  state: boundedString(TEXT_LIMITS.code),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export function toPropertySummary(property: Pick<Property, 'id' | 'address' | 'city' | 'state'>): PropertySummary {
  return { _id: property.id, address: property.address, city: property.city, state: property.state };
}

/** Logged-in property form (spec part 1 §5): every field but additional info required. */
export const propertyFormSchema = z.object({
  address: requiredString(validationTexts.required, TEXT_LIMITS.address),
  city: requiredString(validationTexts.required, TEXT_LIMITS.city),
  state: stateField(),
  zipCode: zipField(),
  propertyType: propertyTypeSchema,
  condition: propertyConditionSchema,
  contactInfo: contactInfoInput(),
  additionalInfo: optionalText(TEXT_LIMITS.description),
});
export type PropertyForm = z.output<typeof propertyFormSchema>;
export type PropertyFormInput = z.input<typeof propertyFormSchema>;

/** Public 'Submit Property For Sale' modal (spec part 1 §2.4, §3). */
export const publicPropertySubmissionSchema = z.object({
  propertyAddress: requiredString(validationTexts.required, TEXT_LIMITS.address),
  propertyCity: requiredString(validationTexts.required, TEXT_LIMITS.city),
  propertyState: stateField(),
  propertyZip: zipField(),
  propertyType: propertyTypeSchema,
  propertyCondition: propertyConditionSchema,
  contactName: requiredString(validationTexts.required, TEXT_LIMITS.fullName),
  contactEmail: emailField(),
  contactPhone: phoneField(),
  additionalInfo: optionalText(TEXT_LIMITS.description),
});
export type PublicPropertySubmission = z.output<typeof publicPropertySubmissionSchema>;
export type PublicPropertySubmissionInput = z.input<typeof publicPropertySubmissionSchema>;

/** POST /api/properties/submit takes either form; the public shape is what visitors send. */
export const propertySubmitRequestSchema = z.union([propertyFormSchema, publicPropertySubmissionSchema]);
export type PropertySubmitRequest = z.output<typeof propertySubmitRequestSchema>;

/** One shape for both forms of POST /api/properties/submit. */
export function normalizePropertySubmission(body: PropertySubmitRequest): PropertyForm {
  if ('address' in body) return body;
  return {
    address: body.propertyAddress,
    city: body.propertyCity,
    state: body.propertyState,
    zipCode: body.propertyZip,
    propertyType: body.propertyType,
    condition: body.propertyCondition,
    contactInfo: { name: body.contactName, email: body.contactEmail, phone: body.contactPhone },
    additionalInfo: body.additionalInfo,
  };
}

export function emptyPropertyForm(): PropertyFormInput {
  return {
    address: '',
    city: '',
    state: '',
    zipCode: '',
    propertyType: DEFAULT_PROPERTY_TYPE,
    condition: DEFAULT_PROPERTY_CONDITION,
    contactInfo: { name: '', email: '', phone: '' },
    additionalInfo: '',
  };
}

export function emptyPublicPropertySubmission(): PublicPropertySubmissionInput {
  return {
    propertyAddress: '',
    propertyCity: '',
    propertyState: '',
    propertyZip: '',
    propertyType: DEFAULT_PROPERTY_TYPE,
    propertyCondition: DEFAULT_PROPERTY_CONDITION,
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    additionalInfo: '',
  };
}

/** PUT /api/properties/{id}/lockbox: the new code; an empty string removes it. */
export const lockboxCodeRequestSchema = z.object({ code: lockboxCodeSchema });
export type LockboxCodeRequest = z.output<typeof lockboxCodeRequestSchema>;

/** GET /api/properties/{id}/lockbox: the code, or an empty string when none is stored. */
export const lockboxCodeResponseSchema = z.object({ code: boundedString(LOCKBOX_CODE_MAX) });
export type LockboxCodeResponse = z.output<typeof lockboxCodeResponseSchema>;

/** PUT /api/properties/{id}/status: a map of the milestones to change. */
export const statusUpdateRequestSchema = z.object({
  statusData: statusDataPatchSchema.refine((patch) => Object.keys(patch).length > 0, 'Choose at least one milestone'),
});
export type StatusUpdateRequest = z.infer<typeof statusUpdateRequestSchema>;

/** Active listings = properties whose listing milestone is done (spec part 1 §2.10). */
export function activeListings<T extends { statusData?: Partial<StatusData> | null }>(properties: readonly T[]): T[] {
  // The spec writes "listing is Complete", but milestone values are Pending / In Progress / Completed
  // (spec part 1 §4), so 'Completed' is the value that means a finished listing.
  return properties.filter((property) => property.statusData?.listing === 'Completed');
}

/** 'address, city, state', or 'Unknown Property' when the property is not known (spec part 2 §3). */
export function formatPropertyLabel(
  property: { address?: string | null; city?: string | null; state?: string | null } | null | undefined,
): string {
  if (!property) return commonTexts.unknownProperty;
  const parts = [property.address, property.city, property.state].map((part) => part?.trim() ?? '').filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : commonTexts.unknownProperty;
}

/** Data of a new property document, before ids and timestamps. */
export function newPropertyFields(
  form: PropertyForm,
): Pick<
  Property,
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'propertyType'
  | 'condition'
  | 'contactInfo'
  | 'additionalInfo'
  | 'status'
  | 'statusData'
> {
  return { ...form, status: DEFAULT_PROPERTY_REVIEW_STATUS, statusData: emptyStatusData() };
}
