import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { TEXT_LIMITS } from '../constants/text-limits';
import { idSchema, isoDateSchema, optionalText, requiredString } from '../common/primitives';
import { dollarAmountSchema, dollarsToCents, isDollarAmount, positiveDollarAmountSchema } from './sale-money';
import {
  ACCEPTED_OUTCOMES,
  financingTypeSchema,
  hearingOutcomeSchema,
  OFFER_CONTINGENCIES,
  offerContingencySchema,
  saleAuthorityFields,
  type AcceptedOutcome,
  type OfferStatus,
} from './sale-records';
import { saleTexts } from './sale-texts';

/**
 * The bodies of the sale's API paths, with their checks and messages, and the offer's status transitions. The
 * entities they create are in sale-records.ts. Money in dollars, dates as YYYY-MM-DD.
 */

// ---- Request bodies ----

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
