import { describe, expect, it } from 'vitest';
import {
  appraisalFloorCents,
  centsToDollars,
  dollarAmountSchema,
  dollarsToCents,
  formatDollarsFromCents,
  isDollarAmount,
  isUnderAppraisalFloor,
  MAX_SALE_DOLLARS,
  minimumOverbidCents,
  positiveDollarAmountSchema,
} from './sale-money';
import { saleTexts } from './sale-texts';
import { validationTexts } from '../messages/validation-texts';
import { issuesOf } from '../testing/schema-cases';

describe('dollars and cents', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1, 10],
    [19.99, 1999],
    [1.005 + 0, null],
    [250_000, 25_000_000],
    [123_456_789.01, 12_345_678_901],
    [MAX_SALE_DOLLARS, 100_000_000_000],
  ])('%d dollars are %d cents', (dollars, cents) => {
    if (cents === null) expect(() => dollarsToCents(dollars)).toThrow(RangeError);
    else expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('refuses what is not a dollar amount', () => {
    for (const value of [-0.01, 0.001, 0.1 + 0.2, 1e-7, Number.NaN, Infinity, MAX_SALE_DOLLARS + 0.01]) {
      expect(isDollarAmount(value), String(value)).toBe(false);
      expect(() => dollarsToCents(value)).toThrow(RangeError);
    }
  });

  it('converts cents back to dollars exactly', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(12_345_678_901)).toBe(123_456_789.01);
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
    expect(() => centsToDollars(-1)).toThrow(RangeError);
    expect(formatDollarsFromCents(10_550_000)).toBe('$105,500.00');
  });

  it('validates amounts in forms and bodies', () => {
    expect(dollarAmountSchema.parse(0)).toBe(0);
    expect(dollarAmountSchema.parse(12.5)).toBe(12.5);
    expect(issuesOf(dollarAmountSchema, 12.345)).toEqual({ '': [saleTexts.validation.invalidAmount] });
    expect(issuesOf(dollarAmountSchema, -1)).toEqual({ '': [validationTexts.mustBeNonNegative] });
    expect(issuesOf(dollarAmountSchema, MAX_SALE_DOLLARS + 1)).toEqual({ '': [saleTexts.validation.amountTooLarge] });
    expect(issuesOf(dollarAmountSchema, '12')).toEqual({ '': [validationTexts.mustBeNumber] });
    expect(issuesOf(positiveDollarAmountSchema, 0)).toEqual({ '': [saleTexts.validation.amountPositive] });
    expect(positiveDollarAmountSchema.parse(0.01)).toBe(0.01);
  });
});

describe('minimum overbid (Cal. Prob. Code §10311): accepted + 10% of the first $10,000 + 5% of the rest', () => {
  it.each([
    ['$5,000 (all in the first tier)', 500_000, 550_000],
    ['$10,000 (the tier boundary)', 1_000_000, 1_100_000],
    ['$10,000.01 (one cent over: 5% of a cent rounds up)', 1_000_001, 1_100_002],
    ['$100,000', 10_000_000, 10_550_000],
    ['$250,000', 25_000_000, 26_300_000],
    ['$0.01 (10% of a cent rounds up)', 1, 2],
    ['$500,000.10', 50_000_010, 52_550_011],
  ])('%s', (_label, accepted, minimum) => {
    expect(minimumOverbidCents(accepted)).toBe(minimum);
  });

  it('is never short of the exact amount by even a fraction of a cent', () => {
    for (const accepted of [1, 99, 1_000_019, 33_333_333, 12_345_678_901]) {
      const first = Math.min(accepted, 1_000_000);
      const exactIncrease = first * 0.1 + (accepted - first) * 0.05;
      const increase = minimumOverbidCents(accepted) - accepted;
      expect(increase).toBeGreaterThanOrEqual(exactIncrease - 1e-6);
      expect(increase - exactIncrease).toBeLessThan(1);
    }
  });
});

describe('the 90% floor against an appraisal (Cal. Prob. Code §10309)', () => {
  it('admits exactly 90% and refuses one cent under', () => {
    expect(isUnderAppraisalFloor(9_000_000, 10_000_000)).toBe(false);
    expect(isUnderAppraisalFloor(8_999_999, 10_000_000)).toBe(true);
    expect(appraisalFloorCents(10_000_000)).toBe(9_000_000);
  });

  it('rounds the floor up when 90% falls between cents', () => {
    // 90% of $100,000.01 is $90,000.009
    expect(appraisalFloorCents(10_000_001)).toBe(9_000_001);
    expect(isUnderAppraisalFloor(9_000_000, 10_000_001)).toBe(true);
    expect(isUnderAppraisalFloor(9_000_001, 10_000_001)).toBe(false);
  });
});
