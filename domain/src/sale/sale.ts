import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { TEXT_LIMITS } from '../constants/text-limits';
import { boundedString, idSchema, isoDateSchema, optionalText, requiredString } from '../common/primitives';
import { dollarAmountSchema, dollarsToCents, isDollarAmount, positiveDollarAmountSchema } from './sale-money';
import { salePresetKeySchema, saleStepKeySchema } from './sale-presets';
import { saleTexts } from './sale-texts';

/** The sale's entities and the bodies and answers of its API paths. Money in dollars, dates as YYYY-MM-DD. */

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

// ---- Request bodies ----

/**
 * PUT /api/properties/{id}/sale-authority. Beyond the issue's fields, the Texas dependent path records when the
 * report of sale was filed and the decree signed, so those steps can be done, and the optional expected closing date
 * feeds the letters-freshness warning.
 */
const saleAuthorityFields = {
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
const SALE_AUTHORITY_DATES = [
  'lettersIssuedOn',
  'appraisedOn',
  'noticeMailedOn',
  'courtOrderOn',
  'reportOfSaleFiledOn',
  'decreeOn',
] as const;

function refineAuthority(authority: z.output<z.ZodObject<typeof saleAuthorityFields>>, context: z.RefinementCtx) {
  if ((authority.appraisedValue === undefined) !== (authority.appraisedOn === undefined)) {
    const path = authority.appraisedValue === undefined ? 'appraisedValue' : 'appraisedOn';
    context.addIssue({ code: 'custom', path: [path], message: saleTexts.validation.appraisalIncomplete });
  }
}

export const saleAuthorityRequestSchema = z.strictObject(saleAuthorityFields).superRefine(refineAuthority);
export type SaleAuthorityRequest = z.output<typeof saleAuthorityRequestSchema>;
export type SaleAuthorityRequestInput = z.input<typeof saleAuthorityRequestSchema>;

/** The same body as the server judges it: no date after the server's `today`. */
export function makeSaleAuthorityRequestSchema(today: string) {
  return saleAuthorityRequestSchema.superRefine((authority, context) => {
    for (const field of SALE_AUTHORITY_DATES) {
      const date = authority[field];
      if (date !== undefined && date > today) {
        context.addIssue({ code: 'custom', path: [field], message: saleTexts.validation.dateInFuture });
      }
    }
  });
}

/** POST /api/properties/{id}/sale-authority/objections */
export const saleObjectionRequestSchema = z.strictObject({
  objectorName: requiredString(validationTexts.required, TEXT_LIMITS.fullName),
  receivedOn: isoDateSchema,
  note: optionalText(TEXT_LIMITS.note),
});
export type SaleObjectionRequest = z.output<typeof saleObjectionRequestSchema>;

function bothValid(offer: { amount: number; deposit: number }): boolean {
  return offer.amount > 0 && isDollarAmount(offer.amount) && isDollarAmount(offer.deposit);
}

/** POST /api/properties/{id}/offers */
export const offerRequestSchema = z
  .strictObject({
    buyerName: requiredString(validationTexts.required, TEXT_LIMITS.fullName),
    amount: positiveDollarAmountSchema,
    deposit: dollarAmountSchema,
    financing: financingTypeSchema,
    contingencies: z
      .array(offerContingencySchema)
      .max(OFFER_CONTINGENCIES.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    expiresOn: isoDateSchema,
  })
  // Judged only once both amounts are valid: a field's own issue is the one to show.
  .refine((offer) => !bothValid(offer) || dollarsToCents(offer.deposit) <= dollarsToCents(offer.amount), {
    path: ['deposit'],
    message: saleTexts.validation.depositOverAmount,
  });
export type OfferRequest = z.output<typeof offerRequestSchema>;
export type OfferRequestInput = z.input<typeof offerRequestSchema>;

/** The statuses a party may set; 'received' is where every offer starts. */
export const OFFER_ANSWER_STATUSES = ['countered', 'accepted', 'rejected', 'withdrawn', 'expired'] as const;
export type OfferAnswerStatus = (typeof OFFER_ANSWER_STATUSES)[number];

/**
 * Which status an offer may move to. An accepted offer may still be withdrawn by the buyer or rejected (the court
 * denied confirmation, the sale fell through), which frees the sale for another offer; the other ends are final.
 */
export const OFFER_STATUS_TRANSITIONS: Record<OfferStatus, readonly OfferAnswerStatus[]> = {
  received: ['countered', 'accepted', 'rejected', 'withdrawn', 'expired'],
  countered: ['countered', 'accepted', 'rejected', 'withdrawn', 'expired'],
  accepted: ['rejected', 'withdrawn'],
  rejected: [],
  withdrawn: [],
  expired: [],
};

export function canChangeOfferStatus(from: OfferStatus, to: OfferAnswerStatus): boolean {
  return OFFER_STATUS_TRANSITIONS[from].includes(to);
}

/** PUT /api/properties/{id}/offers/{offerId}: a counter names its amount, nothing else does. */
export const offerStatusUpdateRequestSchema = z
  .strictObject({
    status: z.enum(OFFER_ANSWER_STATUSES, { error: validationTexts.chooseOption }),
    counterAmount: positiveDollarAmountSchema.optional(),
  })
  .superRefine((update, context) => {
    if (update.status === 'countered' && update.counterAmount === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['counterAmount'],
        message: saleTexts.validation.counterAmountRequired,
      });
    }
    if (update.status !== 'countered' && update.counterAmount !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['counterAmount'],
        message: saleTexts.validation.counterAmountOnlyForCounter,
      });
    }
  });
export type OfferStatusUpdateRequest = z.output<typeof offerStatusUpdateRequestSchema>;

/** The answer: the offer's status, an accepted one as what the authority made of it ('accepted' when final). */
export const OFFER_ANSWER_RESULTS = [
  'received',
  'countered',
  'rejected',
  'withdrawn',
  'expired',
  ...ACCEPTED_OUTCOMES,
] as const satisfies readonly (OfferStatus | AcceptedOutcome)[];
export const offerStatusUpdateResponseSchema = z.object({ status: z.enum(OFFER_ANSWER_RESULTS) });
export type OfferStatusUpdateResponse = z.output<typeof offerStatusUpdateResponseSchema>;

export const offerCreatedResponseSchema = z.object({ id: idSchema });

/**
 * PUT /api/properties/{id}/sale-hearing. 'continued' names the new date (`continuedTo`); 'confirmed-to-overbidder'
 * names the overbidder and the price (at least the minimum overbid: judged against the accepted offer by
 * `hearingOutcomeProblem`, sale-state.ts); price and buyer go with a confirmation only.
 */
export const saleHearingRequestSchema = z
  .strictObject({
    date: isoDateSchema,
    department: optionalText(TEXT_LIMITS.title),
    outcome: hearingOutcomeSchema.optional(),
    continuedTo: isoDateSchema.optional(),
    confirmedPrice: positiveDollarAmountSchema.optional(),
    confirmedBuyerName: requiredString(validationTexts.required, TEXT_LIMITS.fullName).optional(),
  })
  .superRefine((hearing, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (hearing.outcome === 'continued') {
      if (hearing.continuedTo === undefined) issue('continuedTo', saleTexts.validation.continuedToRequired);
      else if (hearing.continuedTo <= hearing.date) issue('continuedTo', saleTexts.validation.continuedToAfterHearing);
    } else if (hearing.continuedTo !== undefined) {
      issue('continuedTo', saleTexts.validation.outcomeFieldsNotApplicable);
    }
    if (hearing.outcome === 'confirmed-to-overbidder') {
      if (hearing.confirmedPrice === undefined) issue('confirmedPrice', saleTexts.validation.confirmedPriceRequired);
      if (hearing.confirmedBuyerName === undefined) {
        issue('confirmedBuyerName', saleTexts.validation.confirmedBuyerRequired);
      }
    } else if (hearing.outcome !== 'confirmed') {
      if (hearing.confirmedPrice !== undefined)
        issue('confirmedPrice', saleTexts.validation.outcomeFieldsNotApplicable);
      if (hearing.confirmedBuyerName !== undefined) {
        issue('confirmedBuyerName', saleTexts.validation.outcomeFieldsNotApplicable);
      }
    }
  });
export type SaleHearingRequest = z.output<typeof saleHearingRequestSchema>;
export type SaleHearingRequestInput = z.input<typeof saleHearingRequestSchema>;

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
