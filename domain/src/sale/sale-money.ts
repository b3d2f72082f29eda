import { z } from 'zod';
import { validationTexts } from '../messages/validation-texts';
import { saleAmountTexts } from './sale-amount-texts';

/**
 * Money of the sale. It travels as US dollars (a number with at most two decimals) and every rule computes in
 * integer cents, so no floating-point rounding can move a boundary.
 */

/** The largest amount accepted anywhere in a sale: $1,000,000,000 (10^11 cents, far below 2^53). */
export const MAX_SALE_DOLLARS = 1_000_000_000;

const AT_MOST_TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/**
 * Whether `value` is a dollar amount: finite, not negative, at most MAX_SALE_DOLLARS, and at most two decimals as the
 * number is written (its shortest round-trip form, so 0.1 + 0.2 = 0.30000000000000004 is refused, 1e-7 too).
 */
export function isDollarAmount(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_SALE_DOLLARS && AT_MOST_TWO_DECIMALS.test(String(value));
}

/** Dollars → integer cents; throws on a value that is not a dollar amount (schemas refuse those before). */
export function dollarsToCents(dollars: number): number {
  if (!isDollarAmount(dollars)) throw new RangeError(`Not a dollar amount: ${String(dollars)}`);
  return Math.round(dollars * 100);
}

/** Integer cents → dollars; throws on a fraction of a cent or a negative amount. */
export function centsToDollars(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount of cents: ${String(cents)}`);
  return Math.round(cents) / 100;
}

/** '$1,234.50' */
export function formatDollarsFromCents(cents: number): string {
  return centsToDollars(cents).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** A dollar amount field: a number, not negative, at most two decimals. */
export const dollarAmountSchema = z
  .number({ error: validationTexts.mustBeNumber })
  .min(0, { message: validationTexts.mustBeNonNegative, abort: true })
  .max(MAX_SALE_DOLLARS, { message: saleAmountTexts.amountTooLarge, abort: true })
  .refine(isDollarAmount, saleAmountTexts.invalidAmount);

/** A price: a dollar amount above $0. */
export const positiveDollarAmountSchema = dollarAmountSchema.refine(
  (value) => value > 0,
  saleAmountTexts.amountPositive,
);

/** Cal. Prob. Code §10311: the first $10,000 of the accepted price raises the overbid by 10 %, the rest by 5 %. */
export const OVERBID_FIRST_TIER_CENTS = 1_000_000;
export const OVERBID_FIRST_TIER_PERCENT = 10;
export const OVERBID_REST_PERCENT = 5;

/** Integer division rounding up, for non-negative integers. */
function divideRoundingUp(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator - 1) / denominator);
}

/**
 * The minimum overbid at a confirmation hearing (Cal. Prob. Code §10311): the accepted price + 10 % of its first
 * $10,000 + 5 % of the rest. The increase is rounded UP to the cent: the statute asks for a bid of at least that
 * amount, so rounding down would admit a bid a fraction of a cent short of it.
 */
export function minimumOverbidCents(acceptedCents: number): number {
  const firstTier = Math.min(acceptedCents, OVERBID_FIRST_TIER_CENTS);
  const rest = acceptedCents - firstTier;
  const increase = divideRoundingUp(firstTier * OVERBID_FIRST_TIER_PERCENT + rest * OVERBID_REST_PERCENT, 100);
  return acceptedCents + increase;
}

/** Cal. Prob. Code §10309: a price under 90 % of an appraisal made less than a year before cannot be confirmed. */
export const APPRAISAL_FLOOR_PERCENT = 90;

/**
 * The lowest price that reaches 90 % of `appraisedCents`, rounded UP to the cent (90 % of $100,000.01 is
 * $90,000.009, so $90,000.01 is the lowest price that is not under it).
 */
export function appraisalFloorCents(appraisedCents: number): number {
  return divideRoundingUp(appraisedCents * APPRAISAL_FLOOR_PERCENT, 100);
}

/** Whether `priceCents` is under 90 % of `appraisedCents` (compared exactly, in integers). */
export function isUnderAppraisalFloor(priceCents: number, appraisedCents: number): boolean {
  return priceCents * 100 < appraisedCents * APPRAISAL_FLOOR_PERCENT;
}
