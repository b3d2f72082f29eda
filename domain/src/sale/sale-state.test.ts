import { describe, expect, it } from 'vitest';
import {
  acceptOfferGate,
  addYearsIso,
  hearingOutcomeProblem,
  isAppraisalCurrent,
  offerPrice,
  saleGates,
  saleMilestoneCompletionAllowed,
  saleState,
  type SaleAuthorityFacts,
  type SaleOfferFacts,
  type SaleStateInput,
} from './sale-state';
import type { SaleHearing } from './sale-records';
import { SALE_PRESET_KEYS } from './sale-keys';
import { saleTexts } from './sale-texts';

const TODAY = '2026-03-10';
const LETTERS = '2026-02-01';
const reasons = saleTexts.reasons;

const received: SaleOfferFacts = { id: 'o1', buyerName: 'Bea Buyer', amount: 500_000, status: 'received' };
const accepted: SaleOfferFacts = { ...received, status: 'accepted' };

function input(
  authority: SaleAuthorityFacts | null,
  extra: Partial<Omit<SaleStateInput, 'authority'>> = {},
): SaleStateInput {
  return { caseLinked: true, authority, hearing: null, offers: [], ...extra };
}

/** key → state, the way the panel lists the steps. */
function states(stateInput: SaleStateInput, today = TODAY): Record<string, string> {
  return Object.fromEntries(saleState(stateInput, today).steps.map((step) => [step.key, step.state]));
}

function stepOf(stateInput: SaleStateInput, key: string, today = TODAY) {
  return saleState(stateInput, today).steps.find((step) => step.key === key);
}

describe('an ordinary sale (no case linked)', () => {
  it('has no steps and gates nothing', () => {
    const state = saleState({ caseLinked: false, authority: null, hearing: null, offers: [received] }, TODAY);
    expect(state.ordinarySale).toBe(true);
    expect(state.steps).toEqual([]);
    expect(state.gates).toEqual({
      acceptOffer: { allowed: true },
      close: { allowed: true },
      offerMilestone: { allowed: true },
    });
    expect(state.acceptOutcome).toBe('accepted');
    expect(saleGates(state)).toEqual({ offerMilestoneAllowed: true, closeMilestoneAllowed: true });
  });

  it('accepts any open offer, even without letters', () => {
    const stateInput: SaleStateInput = { caseLinked: false, authority: null, hearing: null, offers: [received] };
    expect(acceptOfferGate(stateInput, TODAY, received)).toEqual({ allowed: true });
    expect(saleState({ ...stateInput, offers: [accepted] }, TODAY).acceptedOutcome).toBe('accepted');
  });
});

describe('a linked case with no preset', () => {
  it('follows the safe default, court confirmation, and refuses acceptance without letters', () => {
    const state = saleState(input(null, { offers: [received] }), TODAY);
    expect(state.preset).toBe('court-confirmation');
    expect(state.steps.map((step) => step.key)).toEqual(['letters', 'offer', 'confirmation', 'closing']);
    expect(state.gates.acceptOffer).toEqual({ allowed: false, reason: reasons.lettersMissing });
    expect(state.acceptOutcome).toBe('accepted-pending-confirmation');
    expect(acceptOfferGate(input(null, { offers: [received] }), TODAY, received)).toEqual({
      allowed: false,
      reason: reasons.lettersMissing,
    });
    expect(saleGates(state)).toEqual({ offerMilestoneAllowed: false, closeMilestoneAllowed: false });
  });
});

describe('letters', () => {
  it('dated after today are not on file', () => {
    const stateInput = input({ preset: 'tx-independent', lettersIssuedOn: '2026-03-11' });
    expect(stepOf(stateInput, 'letters')).toEqual({
      key: 'letters',
      state: 'blocked',
      reason: reasons.lettersNotYetIssued('2026-03-11'),
    });
    expect(stepOf(stateInput, 'offer')).toMatchObject({ state: 'blocked', reason: reasons.lettersMissing });
    expect(states(stateInput, '2026-03-11')).toMatchObject({ letters: 'done', offer: 'pending' });
  });

  describe('freshness warning (from 60 days before closing, when older than the limit at closing)', () => {
    // CA limit 60 days: letters of 2026-02-01 are 60 days old on 2026-04-02, 61 on 2026-04-03.
    const ca = { preset: 'ca-court-confirmation', lettersIssuedOn: LETTERS } as const;
    const closingOn = (expectedClosingOn: string) => ({ ...ca, expectedClosingOn });
    it('warns when the letters will be over the limit at closing', () => {
      const warning = saleState(input(closingOn('2026-04-03')), TODAY).lettersWarning;
      expect(warning).toEqual({
        lettersIssuedOn: LETTERS,
        ageAtClosingDays: 61,
        limitDays: 60,
        message: saleTexts.lettersWarning(LETTERS, 61, 60),
      });
    });
    it('is silent at exactly the limit, without a closing date and once closed', () => {
      expect(saleState(input(closingOn('2026-04-02')), TODAY).lettersWarning).toBeNull();
      expect(saleState(input(ca), TODAY).lettersWarning).toBeNull();
      expect(saleState(input(closingOn('2026-04-03'), { closedOn: '2026-03-01' }), TODAY).lettersWarning).toBeNull();
    });
    it('shows from 60 days before the closing, not earlier', () => {
      const far = input(closingOn('2026-06-01'));
      // 2026-04-02 is exactly 60 days before 2026-06-01: the first day it shows.
      expect(saleState(far, '2026-04-01').lettersWarning).toBeNull();
      expect(saleState(far, '2026-04-02').lettersWarning?.ageAtClosingDays).toBe(120);
      expect(saleState(far, '2026-06-01').lettersWarning?.ageAtClosingDays).toBe(120);
    });
    it('uses the preset limit (Texas: 90 days)', () => {
      const tx = { preset: 'tx-independent', lettersIssuedOn: LETTERS } as const;
      expect(saleState(input({ ...tx, expectedClosingOn: '2026-05-02' }), TODAY).lettersWarning).toBeNull();
      expect(saleState(input({ ...tx, expectedClosingOn: '2026-05-03' }), TODAY).lettersWarning?.limitDays).toBe(90);
    });
  });
});

describe('California — IAEA full authority', () => {
  const iaea: SaleAuthorityFacts = { preset: 'ca-iaea-full', lettersIssuedOn: LETTERS };

  it('before an offer: letters done, the notice waits for an accepted offer, no confirmation', () => {
    const state = saleState(input(iaea, { offers: [received] }), TODAY);
    expect(states(input(iaea, { offers: [received] }))).toEqual({
      letters: 'done',
      offer: 'pending',
      notice: 'pending',
      confirmation: 'not-needed',
      closing: 'blocked',
    });
    expect(state.gates.acceptOffer).toEqual({ allowed: true });
    expect(state.acceptOutcome).toBe('accepted-pending-notice');
    expect(state.minimumOverbid).toBeUndefined();
  });

  it('accepted, notice not mailed: pending notice, the notice step asks for the mailing', () => {
    const stateInput = input(iaea, { offers: [accepted] });
    const state = saleState(stateInput, TODAY);
    expect(state.acceptedOutcome).toBe('accepted-pending-notice');
    expect(stepOf(stateInput, 'notice')).toMatchObject({ state: 'pending', reason: reasons.mailNotice });
    expect(state.gates.offerMilestone).toEqual({ allowed: false, reason: reasons.notFinal });
    expect(state.gates.acceptOffer).toEqual({ allowed: false, reason: reasons.offerAlreadyAccepted });
  });

  it('notice mailed: waits 15 days, final on the 15th day after mailing and not before', () => {
    const stateInput = input({ ...iaea, noticeMailedOn: '2026-03-01' }, { offers: [accepted] });
    const before = saleState(stateInput, '2026-03-15');
    expect(before.noticeEndsOn).toBe('2026-03-16');
    expect(before.acceptedOutcome).toBe('accepted-pending-notice');
    expect(stepOf(stateInput, 'notice', '2026-03-15')).toEqual({
      key: 'notice',
      state: 'waiting',
      dueOn: '2026-03-16',
      reason: reasons.noticeRunning('2026-03-16'),
    });
    expect(saleGates(before)).toEqual({ offerMilestoneAllowed: false, closeMilestoneAllowed: false });

    const after = saleState(stateInput, '2026-03-16');
    expect(after.acceptedOutcome).toBe('accepted');
    expect(states(stateInput, '2026-03-16')).toEqual({
      letters: 'done',
      offer: 'done',
      notice: 'done',
      confirmation: 'not-needed',
      closing: 'pending',
    });
    expect(saleGates(after)).toEqual({ offerMilestoneAllowed: true, closeMilestoneAllowed: true });
    expect(after.finalSale).toEqual({ buyerName: 'Bea Buyer', amount: 500_000, toOverbidder: false });
  });

  it('a notice mailed before the offer was accepted does not cover it', () => {
    const stale = input(
      { ...iaea, noticeMailedOn: '2026-02-01' },
      { offers: [{ ...accepted, acceptedOn: '2026-02-10' }] },
    );
    expect(saleState(stale, TODAY).acceptedOutcome).toBe('accepted-pending-notice');
    expect(stepOf(stale, 'notice')).toMatchObject({ state: 'pending', reason: reasons.mailNotice });
    const sameDay = input(
      { ...iaea, noticeMailedOn: '2026-02-10' },
      { offers: [{ ...accepted, acceptedOn: '2026-02-10' }] },
    );
    expect(saleState(sameDay, TODAY).acceptedOutcome).toBe('accepted');
  });

  it('an objection within the period moves the sale to court confirmation', () => {
    const objected = input(
      {
        ...iaea,
        noticeMailedOn: '2026-03-01',
        objections: [{ objectorName: 'Olive Heir', receivedOn: '2026-03-15' }],
      },
      { offers: [accepted] },
    );
    const state = saleState(objected, '2026-03-20');
    expect(state.acceptedOutcome).toBe('accepted-pending-confirmation');
    expect(states(objected, '2026-03-20')).toMatchObject({ notice: 'not-needed', confirmation: 'pending' });
    expect(stepOf(objected, 'notice', '2026-03-20')?.reason).toBe(
      reasons.objectionReceived('Olive Heir', '2026-03-15'),
    );
    expect(state.minimumOverbid).toBe(525_500);
    expect(state.acceptOutcome).toBe('accepted-pending-confirmation');
    expect(saleGates(state)).toEqual({ offerMilestoneAllowed: false, closeMilestoneAllowed: false });

    const confirmed = saleState({ ...objected, hearing: { date: '2026-04-10', outcome: 'confirmed' } }, '2026-04-10');
    expect(confirmed.acceptedOutcome).toBe('accepted');
    expect(confirmed.gates.offerMilestone.allowed).toBe(true);
    expect(confirmed.gates.close.allowed).toBe(true);
  });

  it('an objection before any notice is mailed counts too; one after the period ended does not', () => {
    const early = input({ ...iaea, objections: [{ objectorName: 'Olive Heir', receivedOn: '2026-02-20' }] });
    expect(saleState(early, TODAY).acceptOutcome).toBe('accepted-pending-confirmation');
    const late = input(
      { ...iaea, noticeMailedOn: '2026-03-01', objections: [{ objectorName: 'Olive Heir', receivedOn: '2026-03-16' }] },
      { offers: [accepted] },
    );
    expect(saleState(late, '2026-03-20').acceptedOutcome).toBe('accepted');
  });

  it('an objection dated after today does not count yet', () => {
    const dated = input({ ...iaea, objections: [{ objectorName: 'Olive Heir', receivedOn: '2026-03-11' }] });
    expect(saleState(dated, TODAY).acceptOutcome).toBe('accepted-pending-notice');
    expect(saleState(dated, '2026-03-11').acceptOutcome).toBe('accepted-pending-confirmation');
  });
});

describe('California — court confirmation and conservatorship', () => {
  for (const preset of ['ca-court-confirmation', 'ca-conservatorship'] as const) {
    describe(preset, () => {
      const authority: SaleAuthorityFacts = { preset, lettersIssuedOn: LETTERS };

      it('takes letters, offer, confirmation hearing, closing', () => {
        expect(states(input(authority))).toEqual({
          letters: 'done',
          offer: 'pending',
          confirmation: 'pending',
          closing: 'blocked',
        });
        expect(saleState(input(authority), TODAY).acceptOutcome).toBe('accepted-pending-confirmation');
      });

      it('accepted: minimum overbid shown, hearing to be set, then waiting for the hearing', () => {
        const stateInput = input(authority, { offers: [accepted] });
        const state = saleState(stateInput, TODAY);
        expect(state.acceptedOutcome).toBe('accepted-pending-confirmation');
        expect(state.minimumOverbid).toBe(525_500);
        expect(stepOf(stateInput, 'confirmation')).toMatchObject({ state: 'pending', reason: reasons.setHearing });
        const set = { ...stateInput, hearing: { date: '2026-04-10' } };
        expect(stepOf(set, 'confirmation')).toEqual({
          key: 'confirmation',
          state: 'waiting',
          dueOn: '2026-04-10',
          reason: reasons.hearingSet('2026-04-10'),
        });
      });

      const hearingCases: [string, SaleHearing, string, string][] = [
        ['confirmed', { date: '2026-04-10', outcome: 'confirmed' }, 'done', 'accepted'],
        [
          'confirmed to an overbidder at exactly the minimum overbid',
          {
            date: '2026-04-10',
            outcome: 'confirmed-to-overbidder',
            confirmedPrice: 525_500,
            confirmedBuyerName: 'Otto',
          },
          'done',
          'accepted',
        ],
        [
          'confirmed to an overbidder one cent under the minimum (invalid)',
          {
            date: '2026-04-10',
            outcome: 'confirmed-to-overbidder',
            confirmedPrice: 525_499.99,
            confirmedBuyerName: 'Otto',
          },
          'blocked',
          'accepted-pending-confirmation',
        ],
        [
          'continued to a date',
          { date: '2026-04-10', outcome: 'continued', continuedTo: '2026-05-01' },
          'waiting',
          'accepted-pending-confirmation',
        ],
        ['denied', { date: '2026-04-10', outcome: 'denied' }, 'blocked', 'accepted-pending-confirmation'],
      ];
      it.each(hearingCases)('hearing %s', (_label, hearing, stepState, outcome) => {
        const stateInput = input(authority, { offers: [accepted], hearing });
        const state = saleState(stateInput, '2026-04-10');
        expect(stepOf(stateInput, 'confirmation', '2026-04-10')?.state).toBe(stepState);
        expect(state.acceptedOutcome).toBe(outcome);
        expect(saleGates(state)).toEqual({
          offerMilestoneAllowed: outcome === 'accepted',
          closeMilestoneAllowed: outcome === 'accepted',
        });
      });

      it('names the overbidder as the final buyer, and each refusal its reason', () => {
        const overbid = saleState(
          input(authority, {
            offers: [accepted],
            hearing: {
              date: '2026-04-10',
              outcome: 'confirmed-to-overbidder',
              confirmedPrice: 600_000,
              confirmedBuyerName: 'Otto',
            },
          }),
          '2026-04-10',
        );
        expect(overbid.finalSale).toEqual({ buyerName: 'Otto', amount: 600_000, toOverbidder: true });
        const continued = input(authority, {
          offers: [accepted],
          hearing: { date: '2026-04-10', outcome: 'continued', continuedTo: '2026-05-01' },
        });
        expect(stepOf(continued, 'confirmation')).toMatchObject({
          dueOn: '2026-05-01',
          reason: reasons.hearingContinued('2026-05-01'),
        });
        const denied = input(authority, { offers: [accepted], hearing: { date: '2026-04-10', outcome: 'denied' } });
        expect(stepOf(denied, 'confirmation')?.reason).toBe(reasons.hearingDenied);
        expect(saleState(denied, TODAY).gates.close).toEqual({
          allowed: false,
          reason: reasons.stepsOpen(saleTexts.steps.confirmation),
        });
      });

      describe('90% floor against an appraisal less than a year old', () => {
        const appraised = { ...authority, appraisedValue: 500_000, appraisedOn: '2025-03-11' };
        const offerAt = (amount: number): SaleOfferFacts => ({ ...received, amount });

        it('admits exactly 90% and refuses one cent under, naming the floor', () => {
          expect(acceptOfferGate(input(appraised), TODAY, offerAt(450_000))).toEqual({ allowed: true });
          expect(acceptOfferGate(input(appraised), TODAY, offerAt(449_999.99))).toEqual({
            allowed: false,
            reason: reasons.underAppraisalFloor('$450,000.00', '$500,000.00', '2025-03-11'),
          });
          expect(saleState(input(appraised), TODAY).appraisalFloor).toBe(450_000);
        });

        it('stops applying once the appraisal is a year old', () => {
          expect(acceptOfferGate(input(appraised), '2026-03-11', offerAt(100_000))).toEqual({ allowed: true });
          expect(saleState(input(appraised), '2026-03-11').appraisalFloor).toBeUndefined();
        });

        it('names every missing thing at once', () => {
          const noLetters = { ...appraised, lettersIssuedOn: null };
          expect(acceptOfferGate(input(noLetters), TODAY, offerAt(1000)).reason).toBe(
            [reasons.lettersMissing, reasons.underAppraisalFloor('$450,000.00', '$500,000.00', '2025-03-11')].join(
              '; ',
            ),
          );
        });
      });
    });
  }

  it('the IAEA path has the floor too', () => {
    const authority = {
      preset: 'ca-iaea-full',
      lettersIssuedOn: LETTERS,
      appraisedValue: 100_000,
      appraisedOn: '2026-01-01',
    } as const;
    expect(acceptOfferGate(input(authority), TODAY, { ...received, amount: 89_999.99 }).allowed).toBe(false);
  });
});

describe('Texas — independent administration', () => {
  const authority: SaleAuthorityFacts = { preset: 'tx-independent', lettersIssuedOn: LETTERS };
  it('needs letters only: an accepted offer is final, closing open', () => {
    expect(states(input(authority))).toEqual({ letters: 'done', offer: 'pending', closing: 'blocked' });
    const state = saleState(input(authority, { offers: [accepted] }), TODAY);
    expect(state.acceptOutcome).toBe('accepted');
    expect(state.acceptedOutcome).toBe('accepted');
    expect(saleGates(state)).toEqual({ offerMilestoneAllowed: true, closeMilestoneAllowed: true });
  });
  it('has no appraisal floor', () => {
    const appraised = { ...authority, appraisedValue: 500_000, appraisedOn: '2026-01-01' };
    expect(acceptOfferGate(input(appraised), TODAY, { ...received, amount: 1 })).toEqual({ allowed: true });
  });
});

describe('Texas — dependent administration or guardianship', () => {
  const authority: SaleAuthorityFacts = { preset: 'tx-dependent', lettersIssuedOn: LETTERS };

  it('an offer accepted before the court order is subject to it', () => {
    const stateInput = input(authority, { offers: [accepted] });
    const state = saleState(stateInput, TODAY);
    expect(state.acceptOutcome).toBe('accepted-pending-court-order');
    expect(state.acceptedOutcome).toBe('accepted-pending-court-order');
    expect(states(stateInput)).toEqual({
      letters: 'done',
      offer: 'done',
      courtOrder: 'pending',
      closing: 'blocked',
      reportOfSale: 'pending',
      decree: 'pending',
    });
    expect(state.gates.close.reason).toBe(reasons.stepsOpen(saleTexts.steps.courtOrder));
    expect(saleGates(state)).toEqual({ offerMilestoneAllowed: false, closeMilestoneAllowed: false });
  });

  it('the order makes it final and opens the closing', () => {
    const stateInput = input({ ...authority, courtOrderOn: '2026-03-05' }, { offers: [accepted] });
    const state = saleState(stateInput, TODAY);
    expect(state.acceptedOutcome).toBe('accepted');
    expect(state.acceptOutcome).toBe('accepted');
    expect(saleGates(state)).toEqual({ offerMilestoneAllowed: true, closeMilestoneAllowed: true });
  });

  it('after closing: the report of sale is due 30 days after, then the decree', () => {
    const closed = input({ ...authority, courtOrderOn: '2026-03-05' }, { offers: [accepted], closedOn: '2026-03-10' });
    expect(stepOf(closed, 'closing')?.state).toBe('done');
    expect(stepOf(closed, 'reportOfSale', '2026-04-09')).toEqual({
      key: 'reportOfSale',
      state: 'pending',
      dueOn: '2026-04-09',
      reason: reasons.reportDue('2026-04-09'),
    });
    expect(stepOf(closed, 'reportOfSale', '2026-04-10')?.reason).toBe(reasons.reportOverdue('2026-04-09'));
    expect(stepOf(closed, 'decree')?.reason).toBe(reasons.awaitingReport);
    const filed = {
      ...closed,
      authority: { ...authority, courtOrderOn: '2026-03-05', reportOfSaleFiledOn: '2026-04-01' },
    };
    expect(states(filed, '2026-04-02')).toMatchObject({ reportOfSale: 'done', decree: 'pending' });
    const decreed = { ...filed, authority: { ...filed.authority, decreeOn: '2026-04-20' } };
    expect(Object.values(states(decreed, '2026-04-20')).every((state) => state === 'done')).toBe(true);
  });
});

describe('gates shared by every preset', () => {
  it.each(SALE_PRESET_KEYS)('%s: no letters → acceptance refused naming the letters', (preset) => {
    const state = saleState(input({ preset, lettersIssuedOn: null }), TODAY);
    expect(state.gates.acceptOffer).toEqual({ allowed: false, reason: reasons.lettersMissing });
    expect(state.gates.offerMilestone).toEqual({ allowed: false, reason: reasons.noFinalOffer });
    expect(state.gates.close.allowed).toBe(false);
    expect(state.steps[0]).toEqual({ key: 'letters', state: 'pending', reason: reasons.lettersMissing });
  });

  it.each(SALE_PRESET_KEYS)('%s: only an open offer can be accepted', (preset) => {
    const stateInput = input({ preset, lettersIssuedOn: LETTERS });
    for (const status of ['rejected', 'withdrawn', 'expired', 'accepted'] as const) {
      expect(acceptOfferGate(stateInput, TODAY, { ...received, status }).reason).toBe(reasons.offerNotOpen);
    }
    expect(acceptOfferGate(stateInput, TODAY, { ...received, status: 'countered' })).toEqual({ allowed: true });
  });

  it('a second offer cannot be accepted while one is', () => {
    const stateInput = input({ preset: 'tx-independent', lettersIssuedOn: LETTERS }, { offers: [accepted] });
    expect(acceptOfferGate(stateInput, TODAY, { ...received, id: 'o2' })).toEqual({
      allowed: false,
      reason: reasons.offerAlreadyAccepted,
    });
  });
});

describe('hearingOutcomeProblem (the 400 of PUT sale-hearing)', () => {
  const authority: SaleAuthorityFacts = { preset: 'ca-court-confirmation', lettersIssuedOn: LETTERS };
  const overbid = (confirmedPrice: number): SaleHearing => ({
    date: '2026-04-10',
    outcome: 'confirmed-to-overbidder',
    confirmedPrice,
    confirmedBuyerName: 'Otto',
  });
  it('admits an overbid at the minimum and refuses one cent under', () => {
    const stateInput = input(authority, { offers: [accepted] });
    expect(hearingOutcomeProblem(stateInput, TODAY, overbid(525_500))).toBeNull();
    expect(hearingOutcomeProblem(stateInput, TODAY, overbid(525_499.99))).toBe(reasons.overbidTooLow('$525,500.00'));
  });
  it('refuses to confirm a price under 90 % of a current appraisal (§10309), at the floor it confirms', () => {
    const appraised = { ...authority, appraisedValue: 600_000, appraisedOn: '2026-03-01' };
    const stateInput = input(appraised, { offers: [accepted] });
    const floorReason = reasons.underAppraisalFloor('$540,000.00', '$600,000.00', '2026-03-01');
    expect(hearingOutcomeProblem(stateInput, TODAY, { date: '2026-04-10', outcome: 'confirmed' })).toBe(floorReason);
    const atFloor = { date: '2026-04-10', outcome: 'confirmed', confirmedPrice: 540_000 } as const;
    expect(hearingOutcomeProblem(stateInput, TODAY, atFloor)).toBeNull();
    expect(hearingOutcomeProblem(stateInput, TODAY, { ...atFloor, confirmedPrice: 539_999.99 })).toBe(floorReason);
    // Continued or denied hearings confirm nothing.
    expect(hearingOutcomeProblem(stateInput, TODAY, { date: '2026-04-10', outcome: 'denied' })).toBeNull();
  });
  it('needs an accepted offer for an outcome, not for a date', () => {
    expect(hearingOutcomeProblem(input(authority), TODAY, { date: '2026-04-10', outcome: 'confirmed' })).toBe(
      reasons.awaitingOffer,
    );
    expect(hearingOutcomeProblem(input(authority), TODAY, { date: '2026-04-10' })).toBeNull();
  });
});

describe('stored gates as the rules read them', () => {
  it('gate offer and closed only, and nothing without gates', () => {
    const closed = { offerMilestoneAllowed: true, closeMilestoneAllowed: false };
    expect(saleMilestoneCompletionAllowed('offer', closed)).toBe(true);
    expect(saleMilestoneCompletionAllowed('closed', closed)).toBe(false);
    expect(
      saleMilestoneCompletionAllowed('photos', { offerMilestoneAllowed: false, closeMilestoneAllowed: false }),
    ).toBe(true);
    expect(saleMilestoneCompletionAllowed('closed', null)).toBe(true);
  });
});

describe('appraisal age', () => {
  it('is current for less than a year', () => {
    expect(isAppraisalCurrent('2025-03-11', '2026-03-10')).toBe(true);
    expect(isAppraisalCurrent('2025-03-11', '2026-03-11')).toBe(false);
    expect(isAppraisalCurrent('2026-03-11', '2026-03-10')).toBe(false);
    expect(addYearsIso('2024-02-29', 1)).toBe('2025-03-01');
  });
});

describe('an offer at a counter price or past its expiry', () => {
  const authority: SaleAuthorityFacts = {
    preset: 'ca-court-confirmation',
    lettersIssuedOn: LETTERS,
    appraisedValue: 500_000,
    appraisedOn: '2026-01-01',
  };

  it('stands at its last counter for the floor, the overbid and the final sale', () => {
    const countered: SaleOfferFacts = { ...received, amount: 400_000, status: 'countered', counterAmount: 450_000 };
    expect(offerPrice(countered)).toBe(450_000);
    expect(acceptOfferGate(input(authority), TODAY, countered)).toEqual({ allowed: true });
    const acceptedCounter = { ...countered, status: 'accepted' as const };
    expect(saleState(input(authority, { offers: [acceptedCounter] }), TODAY).minimumOverbid).toBe(473_000);
    const confirmed = saleState(
      input(authority, { offers: [acceptedCounter], hearing: { date: '2026-04-10', outcome: 'confirmed' } }),
      '2026-04-10',
    );
    expect(confirmed.finalSale).toEqual({ buyerName: 'Bea Buyer', amount: 450_000, toOverbidder: false });
  });

  it('cannot be accepted after the day it expires, with or without a case', () => {
    const expiring: SaleOfferFacts = { ...received, expiresOn: TODAY };
    expect(acceptOfferGate(input(authority), TODAY, expiring)).toEqual({ allowed: true });
    expect(acceptOfferGate(input(authority), '2026-03-11', expiring)).toEqual({
      allowed: false,
      reason: reasons.offerExpired(TODAY),
    });
    const ordinary: SaleStateInput = { caseLinked: false, authority: null, hearing: null, offers: [] };
    expect(acceptOfferGate(ordinary, '2026-03-11', expiring).allowed).toBe(false);
  });
});

describe('a hearing outcome where no hearing applies', () => {
  it('is refused on the IAEA path without objection and on Texas paths', () => {
    for (const preset of ['ca-iaea-full', 'tx-independent', 'tx-dependent'] as const) {
      const stateInput = input({ preset, lettersIssuedOn: LETTERS }, { offers: [accepted] });
      expect(hearingOutcomeProblem(stateInput, TODAY, { date: '2026-04-10', outcome: 'confirmed' })).toBe(
        reasons.noHearingOnPath,
      );
    }
  });
});
