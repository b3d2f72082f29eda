import { describe, expect, it } from 'vitest';
import {
  canChangeOfferStatus,
  makeSaleAuthorityRequestSchema,
  offerRequestSchema,
  offerStatusUpdateRequestSchema,
  offerStatusUpdateResponseSchema,
  saleAuthorityRequestSchema,
  saleHearingRequestSchema,
  saleObjectionRequestSchema,
} from './sale';
import { saleResponseSchema } from './sale-records';
import { saleState } from './sale-state';
import { saleTexts } from './sale-texts';
import { validationTexts } from '../messages/validation-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';

const texts = saleTexts.validation;

describe('PUT sale-authority body', () => {
  const valid = { preset: 'ca-iaea-full', lettersIssuedOn: '2026-02-01' };

  it('accepts the preset and letters alone, or with every date', () => {
    expect(saleAuthorityRequestSchema.parse(valid)).toEqual(valid);
    const full = {
      ...valid,
      appraisedValue: 480_000.5,
      appraisedOn: '2026-01-15',
      noticeMailedOn: '2026-03-01',
      courtOrderOn: '2026-03-02',
      reportOfSaleFiledOn: '2026-04-01',
      decreeOn: '2026-04-20',
    };
    expect(saleAuthorityRequestSchema.parse(full)).toEqual(full);
  });

  it('requires preset and letters date', () => {
    expectEachFieldRequired(saleAuthorityRequestSchema, valid, ['preset', 'lettersIssuedOn']);
  });

  it('refuses an unknown preset, a bad date, unknown fields and half an appraisal', () => {
    expect(issuesOf(saleAuthorityRequestSchema, { ...valid, preset: 'ny-surrogate' })).toEqual({
      preset: [validationTexts.chooseOption],
    });
    expect(issuesOf(saleAuthorityRequestSchema, { ...valid, lettersIssuedOn: '2026-02-30' })).toEqual({
      lettersIssuedOn: [validationTexts.invalidDate],
    });
    expect(Object.keys(issuesOf(saleAuthorityRequestSchema, { ...valid, objections: [] }))).toEqual(['']);
    expect(issuesOf(saleAuthorityRequestSchema, { ...valid, appraisedValue: 400_000 })).toEqual({
      appraisedOn: [texts.appraisalIncomplete],
    });
    expect(issuesOf(saleAuthorityRequestSchema, { ...valid, appraisedOn: '2026-01-01' })).toEqual({
      appraisedValue: [texts.appraisalIncomplete],
    });
    expect(
      issuesOf(saleAuthorityRequestSchema, { ...valid, appraisedValue: 400_000.001, appraisedOn: '2026-01-01' }),
    ).toEqual({ appraisedValue: [texts.invalidAmount] });
  });

  it('as the server judges it, refuses a date after its today and admits today', () => {
    const schema = makeSaleAuthorityRequestSchema('2026-03-10');
    expect(schema.safeParse({ ...valid, lettersIssuedOn: '2026-03-10' }).success).toBe(true);
    expect(issuesOf(schema, { ...valid, lettersIssuedOn: '2026-03-11', noticeMailedOn: '2026-03-12' })).toEqual({
      lettersIssuedOn: [texts.dateInFuture],
      noticeMailedOn: [texts.dateInFuture],
    });
  });
});

describe('POST objection body', () => {
  const valid = { objectorName: 'Olive Heir', receivedOn: '2026-03-05' };
  it('accepts a name and a date, the note optional', () => {
    expect(saleObjectionRequestSchema.parse(valid)).toEqual({ ...valid, note: '' });
    expect(saleObjectionRequestSchema.parse({ ...valid, note: ' Disputes the price ' }).note).toBe(
      'Disputes the price',
    );
  });
  it('requires the objector and the date', () => {
    expectEachFieldRequired(saleObjectionRequestSchema, valid, ['objectorName', 'receivedOn']);
  });
});

describe('POST offer body', () => {
  const valid = {
    buyerName: 'Bea Buyer',
    amount: 500_000,
    deposit: 15_000,
    financing: 'conventional',
    contingencies: ['inspection', 'appraisal', 'inspection'],
    expiresOn: '2026-03-20',
  };

  it('accepts an offer, dropping a repeated contingency', () => {
    expect(offerRequestSchema.parse(valid).contingencies).toEqual(['inspection', 'appraisal']);
    expect(offerRequestSchema.parse({ ...valid, contingencies: undefined }).contingencies).toEqual([]);
  });

  it('requires buyer, amount, deposit, financing and expiry', () => {
    expectEachFieldRequired(offerRequestSchema, valid, ['buyerName', 'amount', 'deposit', 'financing', 'expiresOn']);
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount', texts.amountPositive],
    ['three decimals', { amount: 500_000.001 }, 'amount', texts.invalidAmount],
    ['an amount as text', { amount: '500000' }, 'amount', validationTexts.mustBeNumber],
    ['a negative deposit', { deposit: -1 }, 'deposit', validationTexts.mustBeNonNegative],
    ['a deposit over the amount', { deposit: 500_000.01 }, 'deposit', texts.depositOverAmount],
    ['an unknown financing', { financing: 'seller' }, 'financing', validationTexts.chooseOption],
    ['an unknown contingency', { contingencies: ['astrology'] }, 'contingencies.0', validationTexts.chooseOption],
    ['a bad expiry', { expiresOn: '20.3.2026' }, 'expiresOn', validationTexts.invalidDate],
  ])('refuses %s', (_label, change, path, message) => {
    expect(issuesOf(offerRequestSchema, { ...valid, ...change })).toEqual({ [path]: [message] });
  });

  it('accepts a deposit equal to the amount and every financing type', () => {
    expect(offerRequestSchema.safeParse({ ...valid, deposit: 500_000 }).success).toBe(true);
    for (const financing of ['cash', 'conventional', 'fha', 'va', 'other']) {
      expect(offerRequestSchema.safeParse({ ...valid, financing }).success, financing).toBe(true);
    }
  });
});

describe('PUT offer body', () => {
  it('takes a status, a counter with its amount', () => {
    expect(offerStatusUpdateRequestSchema.parse({ status: 'accepted' })).toEqual({ status: 'accepted' });
    expect(offerStatusUpdateRequestSchema.parse({ status: 'countered', counterAmount: 510_000 })).toEqual({
      status: 'countered',
      counterAmount: 510_000,
    });
  });
  it('refuses a counter without amount, an amount without counter, and received', () => {
    expect(issuesOf(offerStatusUpdateRequestSchema, { status: 'countered' })).toEqual({
      counterAmount: [texts.counterAmountRequired],
    });
    expect(issuesOf(offerStatusUpdateRequestSchema, { status: 'rejected', counterAmount: 1 })).toEqual({
      counterAmount: [texts.counterAmountOnlyForCounter],
    });
    expect(issuesOf(offerStatusUpdateRequestSchema, { status: 'received' })).toEqual({
      status: [validationTexts.chooseOption],
    });
  });
  it('answers a plain status or an accepted outcome', () => {
    for (const status of ['rejected', 'accepted-pending-notice', 'accepted-pending-court-order', 'accepted']) {
      expect(offerStatusUpdateResponseSchema.safeParse({ status }).success, status).toBe(true);
    }
    expect(offerStatusUpdateResponseSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });
});

describe('PUT sale-hearing body', () => {
  const date = '2026-04-10';
  it('accepts a date alone, and each outcome with its fields', () => {
    expect(saleHearingRequestSchema.parse({ date })).toEqual({ date, department: '' });
    for (const body of [
      { date, department: 'Dept. 5', outcome: 'confirmed' },
      { date, outcome: 'confirmed', confirmedPrice: 500_000, confirmedBuyerName: 'Bea Buyer' },
      { date, outcome: 'confirmed-to-overbidder', confirmedPrice: 525_500, confirmedBuyerName: 'Otto' },
      { date, outcome: 'continued', continuedTo: '2026-05-01' },
      { date, outcome: 'denied' },
    ]) {
      expect(saleHearingRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
  });
  it.each([
    [
      'an overbid without price and buyer',
      { outcome: 'confirmed-to-overbidder' },
      {
        confirmedPrice: [texts.confirmedPriceRequired],
        confirmedBuyerName: [texts.confirmedBuyerRequired],
      },
    ],
    ['a continuance without the new date', { outcome: 'continued' }, { continuedTo: [texts.continuedToRequired] }],
    [
      'a continuance to the same day',
      { outcome: 'continued', continuedTo: date },
      {
        continuedTo: [texts.continuedToAfterHearing],
      },
    ],
    [
      'a new date without continuance',
      { continuedTo: '2026-05-01' },
      {
        continuedTo: [texts.outcomeFieldsNotApplicable],
      },
    ],
    [
      'a price with a denial',
      { outcome: 'denied', confirmedPrice: 1 },
      {
        confirmedPrice: [texts.outcomeFieldsNotApplicable],
      },
    ],
    ['an unknown outcome', { outcome: 'postponed' }, { outcome: [validationTexts.chooseOption] }],
  ])('refuses %s', (_label, change, issues) => {
    expect(issuesOf(saleHearingRequestSchema, { date, ...change })).toEqual(issues);
  });
});

describe('GET sale answer', () => {
  it("holds what the step machine computes for a property's sale", () => {
    const authority = { preset: 'ca-court-confirmation' as const, lettersIssuedOn: '2026-02-01', objections: [] };
    const offer = {
      id: 'o1',
      buyerName: 'Bea Buyer',
      amount: 500_000,
      deposit: 15_000,
      financing: 'cash' as const,
      contingencies: [],
      expiresOn: '2026-03-20',
      status: 'accepted' as const,
      acceptedOn: '2026-03-05',
    };
    const hearing = { date: '2026-04-10' };
    const state = saleState({ caseLinked: true, authority, hearing, offers: [offer] }, '2026-03-10');
    const answer = {
      authority,
      steps: state.steps,
      offers: [{ ...offer, outcome: state.acceptedOutcome ?? undefined }],
      hearing,
      gates: state.gates,
      minimumOverbid: state.minimumOverbid,
      acceptOutcome: state.acceptOutcome,
      lettersWarning: state.lettersWarning,
    };
    expect(saleResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.minimumOverbid).toBe(525_500);
  });

  it('answers an ordinary sale with no authority and no steps', () => {
    const state = saleState({ caseLinked: false, authority: null, hearing: null, offers: [] }, '2026-03-10');
    expect(
      saleResponseSchema.safeParse({
        authority: null,
        steps: state.steps,
        offers: [],
        hearing: null,
        gates: state.gates,
        acceptOutcome: state.acceptOutcome,
        lettersWarning: null,
      }).success,
    ).toBe(true);
  });
});

describe('offer status changes', () => {
  it.each([
    ['received', 'accepted', true],
    ['received', 'countered', true],
    ['countered', 'countered', true],
    ['countered', 'accepted', true],
    ['accepted', 'withdrawn', true],
    ['accepted', 'rejected', true],
    ['accepted', 'countered', false],
    ['accepted', 'expired', false],
    ['rejected', 'accepted', false],
    ['withdrawn', 'accepted', false],
    ['expired', 'accepted', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canChangeOfferStatus(from, to)).toBe(allowed);
  });
});
