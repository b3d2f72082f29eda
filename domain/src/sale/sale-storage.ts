import { z } from 'zod';
import { boundedString, idSchema, isoDateSchema, timestampSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { centsToDollars, dollarsToCents } from './sale-money';
import type { OfferRequest, SaleAuthorityRequest, SaleHearingRequest } from './sale';
import {
  financingTypeSchema,
  offerContingencySchema,
  offerStatusSchema,
  saleAuthoritySchema,
  saleHearingSchema,
  type SaleAuthority,
  type SaleHearing,
  type SaleOffer,
} from './sale-records';

/**
 * The sale as Firestore keeps it, written by functions only (clients never write these fields or offers; the rules
 * refuse it). On the property document: `saleAuthority` (preset, dates, appraisal, objections), `saleHearing` and
 * `saleGates` ({ offerMilestoneAllowed, closeMilestoneAllowed }; absent or null = an ordinary sale, nothing gated),
 * and `saleAttorneyIds` (the attorneys of the linked cases, who read the offers). Offers live in
 * `properties/{id}/offers/{offerId}`. Money is stored in integer cents and travels as dollars; these converters are
 * the only place the two meet.
 */

const centsSchema = z.number().int().min(0);

/** The authority as the API answers it, the appraisal in cents. */
export const storedSaleAuthoritySchema = saleAuthoritySchema
  .omit({ appraisedValue: true })
  .extend({ appraisedValueCents: centsSchema.optional() });
export type StoredSaleAuthority = z.output<typeof storedSaleAuthoritySchema>;

/** The hearing as the API answers it, the confirmed price in cents. */
export const storedSaleHearingSchema = saleHearingSchema
  .omit({ confirmedPrice: true })
  .extend({ confirmedPriceCents: centsSchema.optional() });
export type StoredSaleHearing = z.output<typeof storedSaleHearingSchema>;

/** `properties/{id}/offers/{offerId}` */
export const storedOfferSchema = z.object({
  id: idSchema,
  propertyId: idSchema,
  buyerName: boundedString(TEXT_LIMITS.fullName),
  amountCents: centsSchema,
  depositCents: centsSchema,
  financing: financingTypeSchema,
  contingencies: z.array(offerContingencySchema),
  expiresOn: isoDateSchema,
  status: offerStatusSchema,
  counterAmountCents: centsSchema.optional(),
  acceptedOn: isoDateSchema.optional(),
  createdBy: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  updatedBy: idSchema,
});
export type StoredOffer = z.output<typeof storedOfferSchema>;

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The PUT body as stored, keeping the objections already recorded. */
export function storedSaleAuthorityOf(
  request: SaleAuthorityRequest,
  objections: StoredSaleAuthority['objections'],
): StoredSaleAuthority {
  const { appraisedValue, ...rest } = request;
  return withoutUndefined({
    ...rest,
    appraisedValueCents: appraisedValue === undefined ? undefined : dollarsToCents(appraisedValue),
    objections,
  });
}

export function saleAuthorityFromStored(stored: StoredSaleAuthority): SaleAuthority {
  const { appraisedValueCents, ...rest } = stored;
  return withoutUndefined({
    ...rest,
    appraisedValue: appraisedValueCents === undefined ? undefined : centsToDollars(appraisedValueCents),
  });
}

export function storedSaleHearingOf(request: SaleHearingRequest): StoredSaleHearing {
  const { confirmedPrice, ...rest } = request;
  return withoutUndefined({
    ...rest,
    confirmedPriceCents: confirmedPrice === undefined ? undefined : dollarsToCents(confirmedPrice),
  });
}

export function saleHearingFromStored(stored: StoredSaleHearing): SaleHearing {
  const { confirmedPriceCents, ...rest } = stored;
  return withoutUndefined({
    ...rest,
    confirmedPrice: confirmedPriceCents === undefined ? undefined : centsToDollars(confirmedPriceCents),
  });
}

/** A new offer's stored money and terms (status 'received'). */
export function storedOfferTermsOf(
  request: OfferRequest,
): Pick<
  StoredOffer,
  'buyerName' | 'amountCents' | 'depositCents' | 'financing' | 'contingencies' | 'expiresOn' | 'status'
> {
  return {
    buyerName: request.buyerName,
    amountCents: dollarsToCents(request.amount),
    depositCents: dollarsToCents(request.deposit),
    financing: request.financing,
    contingencies: request.contingencies,
    expiresOn: request.expiresOn,
    status: 'received',
  };
}

export function saleOfferFromStored(stored: StoredOffer): SaleOffer {
  return withoutUndefined({
    id: stored.id,
    buyerName: stored.buyerName,
    amount: centsToDollars(stored.amountCents),
    deposit: centsToDollars(stored.depositCents),
    financing: stored.financing,
    contingencies: stored.contingencies,
    expiresOn: stored.expiresOn,
    status: stored.status,
    counterAmount: stored.counterAmountCents === undefined ? undefined : centsToDollars(stored.counterAmountCents),
    acceptedOn: stored.acceptedOn,
  });
}
