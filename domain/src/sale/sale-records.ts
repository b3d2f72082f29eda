import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { TEXT_LIMITS } from '../constants/text-limits';
import { boundedString, idSchema, isoDateSchema } from '../common/primitives';
import { dollarAmountSchema, positiveDollarAmountSchema } from './sale-money';
import { salePresetKeySchema, saleStepKeySchema } from './sale-keys';

/**
 * The sale's entities as the GET answer and the property document carry them: what a screen that reads a sale or a
 * property needs, without the request bodies' checks and messages (sale.ts) or the presets' texts (sale-presets.ts).
 * Money in dollars, dates as YYYY-MM-DD.
 */

export const FINANCING_TYPES = ['cash', 'conventional', 'fha', 'va', 'other'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];
export const financingTypeSchema = z.enum(FINANCING_TYPES, { error: validationTexts.chooseOption });

export const OFFER_CONTINGENCIES = ['inspection', 'appraisal', 'financing', 'saleOfBuyersHome', 'titleReview'] as const;
export type OfferContingency = (typeof OFFER_CONTINGENCIES)[number];
export const offerContingencySchema = z.enum(OFFER_CONTINGENCIES, { error: validationTexts.chooseOption });

export const OFFER_STATUSES = ['received', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const offerStatusSchema = z.enum(OFFER_STATUSES, { error: validationTexts.chooseOption });
/** Offers that can still be answered (countered, accepted, rejected). */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['received', 'countered'];

/** What accepting an offer makes of it under the sale authority; only `accepted` is final. */
export const ACCEPTED_OUTCOMES = [
  'accepted-pending-notice',
  'accepted-pending-confirmation',
  'accepted-pending-court-order',
  'accepted',
] as const;
export type AcceptedOutcome = (typeof ACCEPTED_OUTCOMES)[number];
export const acceptedOutcomeSchema = z.enum(ACCEPTED_OUTCOMES);

export const HEARING_OUTCOMES = ['confirmed', 'confirmed-to-overbidder', 'continued', 'denied'] as const;
export type HearingOutcome = (typeof HEARING_OUTCOMES)[number];
export const hearingOutcomeSchema = z.enum(HEARING_OUTCOMES, { error: validationTexts.chooseOption });

export const SALE_STEP_STATES = ['done', 'waiting', 'blocked', 'not-needed', 'pending'] as const;
export type SaleStepState = (typeof SALE_STEP_STATES)[number];
export const saleStepStateSchema = z.enum(SALE_STEP_STATES);

/**
 * The fields of PUT /api/properties/{id}/sale-authority (its body's checks: sale.ts). Beyond the fields, the Texas dependent path records when the
 * report of sale was filed and the decree signed, so those steps can be done, and the optional expected closing date
 * feeds the letters-freshness warning.
 */
export const saleAuthorityFields = {
  preset: salePresetKeySchema,
  lettersIssuedOn: isoDateSchema,
  appraisedValue: positiveDollarAmountSchema.optional(),
  appraisedOn: isoDateSchema.optional(),
  noticeMailedOn: isoDateSchema.optional(),
  courtOrderOn: isoDateSchema.optional(),
  reportOfSaleFiledOn: isoDateSchema.optional(),
  decreeOn: isoDateSchema.optional(),
  /** The expected closing date, for the letters-freshness warning; may lie ahead, unlike the other dates. */
  expectedClosingOn: isoDateSchema.optional(),
};

// ---- Stored records (what the step machine reads) ----

export const saleObjectionSchema = z.object({
  objectorName: boundedString(TEXT_LIMITS.fullName),
  receivedOn: isoDateSchema,
  note: boundedString(TEXT_LIMITS.note).optional(),
});
export type SaleObjection = z.output<typeof saleObjectionSchema>;

/** The authority as the GET answer carries it: the PUT's fields plus the objections recorded since (stored in cents: sale-storage.ts). */
export const saleAuthoritySchema = z.object({
  ...saleAuthorityFields,
  lettersIssuedOn: isoDateSchema.nullable(),
  objections: z.array(saleObjectionSchema).default([]),
});
export type SaleAuthority = z.output<typeof saleAuthoritySchema>;
export type SaleAuthorityInput = z.input<typeof saleAuthoritySchema>;

export const saleHearingSchema = z.object({
  date: isoDateSchema,
  department: boundedString(TEXT_LIMITS.title).optional(),
  outcome: hearingOutcomeSchema.optional(),
  continuedTo: isoDateSchema.optional(),
  confirmedPrice: dollarAmountSchema.optional(),
  confirmedBuyerName: boundedString(TEXT_LIMITS.fullName).optional(),
});
export type SaleHearing = z.output<typeof saleHearingSchema>;

export const saleOfferSchema = z.object({
  id: idSchema,
  buyerName: boundedString(TEXT_LIMITS.fullName),
  amount: dollarAmountSchema,
  deposit: dollarAmountSchema,
  financing: financingTypeSchema,
  contingencies: z.array(offerContingencySchema),
  expiresOn: isoDateSchema,
  status: offerStatusSchema,
  counterAmount: dollarAmountSchema.optional(),
  /** The day the offer was accepted, for the accepted one. */
  acceptedOn: isoDateSchema.optional(),
});
export type SaleOffer = z.output<typeof saleOfferSchema>;

// ---- The GET answer ----

export const gateSchema = z.object({ allowed: z.boolean(), reason: boundedString(TEXT_LIMITS.note).optional() });
export type Gate = z.output<typeof gateSchema>;

export const saleStepSchema = z.object({
  key: saleStepKeySchema,
  state: saleStepStateSchema,
  dueOn: isoDateSchema.optional(),
  reason: boundedString(TEXT_LIMITS.note).optional(),
});
export type SaleStep = z.output<typeof saleStepSchema>;

/** The gate state the server keeps on the property (`saleGates`) for firestore.rules to read. */
export const saleGatesSchema = z.object({
  offerMilestoneAllowed: z.boolean(),
  closeMilestoneAllowed: z.boolean(),
});
export type SaleGates = z.output<typeof saleGatesSchema>;

export const lettersWarningSchema = z.object({
  lettersIssuedOn: isoDateSchema,
  ageAtClosingDays: z.number().int(),
  limitDays: z.number().int(),
  message: boundedString(TEXT_LIMITS.note),
});
export type LettersWarning = z.output<typeof lettersWarningSchema>;

/** GET /api/properties/{id}/sale */
export const saleResponseSchema = z.object({
  /** null: no case is linked, an ordinary sale. */
  authority: saleAuthoritySchema.nullable(),
  steps: z.array(saleStepSchema),
  offers: z.array(saleOfferSchema.extend({ outcome: acceptedOutcomeSchema.optional() })),
  hearing: saleHearingSchema.nullable(),
  gates: z.object({ acceptOffer: gateSchema, close: gateSchema, offerMilestone: gateSchema }),
  minimumOverbid: dollarAmountSchema.optional(),
  acceptOutcome: acceptedOutcomeSchema,
  lettersWarning: lettersWarningSchema.nullable(),
});
export type SaleResponse = z.output<typeof saleResponseSchema>;
