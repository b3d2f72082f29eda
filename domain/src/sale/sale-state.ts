import { addDaysIso } from '../common/dates';
import type { MilestoneKey } from '../property/milestones';
import {
  appraisalFloorCents,
  centsToDollars,
  dollarsToCents,
  formatDollarsFromCents,
  isUnderAppraisalFloor,
  minimumOverbidCents,
} from './sale-money';
import {
  LETTERS_WARNING_LEAD_DAYS,
  POST_CLOSING_STEPS,
  SALE_PRESETS,
  type SalePreset,
  type SalePresetStep,
} from './sale-presets';
import { DEFAULT_SALE_PRESET, type SalePresetKey, type SaleStepKey } from './sale-keys';
import type {
  AcceptedOutcome,
  Gate,
  LettersWarning,
  SaleGates,
  SaleHearing,
  SaleObjection,
  SaleOffer,
  SaleStep,
} from './sale-records';
import { OPEN_OFFER_STATUSES } from './sale-records';
import { saleTexts } from './sale-texts';

/**
 * The step machine of a court-supervised sale: from the facts on file (the authority, its objections, the hearing,
 * the offers, the closing) and a `today` (YYYY-MM-DD, chosen by the caller so tests and servers fix the clock), what
 * each step's state is, what the gates allow and what accepting an offer yields. Pure: the server stores its
 * `saleGates` on the property for the rules, the read path and the scheduled function recompute it.
 */

/** The authority's facts as the machine reads them; null when a case is linked but the attorney set nothing yet. */
export interface SaleAuthorityFacts {
  readonly preset: SalePresetKey;
  readonly lettersIssuedOn?: string | null;
  readonly appraisedValue?: number;
  readonly appraisedOn?: string;
  readonly noticeMailedOn?: string;
  readonly courtOrderOn?: string;
  readonly reportOfSaleFiledOn?: string;
  readonly decreeOn?: string;
  /** The expected closing date, for the letters warning. */
  readonly expectedClosingOn?: string;
  readonly objections?: readonly SaleObjection[];
}

export type SaleOfferFacts = Pick<SaleOffer, 'id' | 'amount' | 'status'> &
  Partial<Pick<SaleOffer, 'buyerName' | 'expiresOn' | 'counterAmount' | 'acceptedOn'>>;

/** The price an offer stands at: the last counter when one was made (accepting a countered offer takes it), else its amount. */
export function offerPrice(offer: Pick<SaleOffer, 'amount'> & Partial<Pick<SaleOffer, 'counterAmount'>>): number {
  return offer.counterAmount ?? offer.amount;
}

export interface SaleStateInput {
  /** Whether a case is linked to the property; without one the sale is ordinary and nothing is gated. */
  readonly caseLinked: boolean;
  readonly authority: SaleAuthorityFacts | null;
  readonly hearing: SaleHearing | null;
  readonly offers: readonly SaleOfferFacts[];
  /** The day the sale closed (the `closed` milestone completed), for the post-closing steps. */
  readonly closedOn?: string | null;
}

export interface FinalSale {
  readonly buyerName: string | null;
  readonly amount: number;
  /** The overbidder's name and price when the court confirmed the sale to one. */
  readonly toOverbidder: boolean;
}

export interface SaleState {
  /** No case is linked: no steps, every gate open. */
  readonly ordinarySale: boolean;
  /** The preset in force: the attorney's, else the safe default; null for an ordinary sale. */
  readonly preset: SalePresetKey | null;
  readonly steps: readonly SaleStep[];
  readonly gates: { readonly acceptOffer: Gate; readonly close: Gate; readonly offerMilestone: Gate };
  /** What accepting an offer now yields. */
  readonly acceptOutcome: AcceptedOutcome;
  readonly acceptedOfferId: string | null;
  /** The outcome of the accepted offer, if any. */
  readonly acceptedOutcome: AcceptedOutcome | null;
  /** The minimum overbid at the confirmation hearing, in dollars, when a confirmation applies to an accepted offer. */
  readonly minimumOverbid?: number;
  /** The lowest price the 90 % floor admits today, in dollars, when it applies. */
  readonly appraisalFloor?: number;
  /** The day the notice period ends (no objection may be received until then). */
  readonly noticeEndsOn?: string;
  readonly lettersWarning: LettersWarning | null;
  readonly finalSale: FinalSale | null;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetweenIso(from: string, to: string): number {
  const utc = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The same calendar day `years` later (29 February → 1 March). */
export function addYearsIso(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC((year ?? 0) + years, (month ?? 1) - 1, day ?? 1)).toISOString().slice(0, 10);
}

/** An appraisal less than a year old on `today` (Cal. Prob. Code §10309): made on or before today, a year not passed. */
export function isAppraisalCurrent(appraisedOn: string, today: string): boolean {
  return appraisedOn <= today && today < addYearsIso(appraisedOn, 1);
}

const ALLOWED: Gate = { allowed: true };
function refused(reasons: readonly string[]): Gate {
  return reasons.length === 0 ? ALLOWED : { allowed: false, reason: reasons.join('; ') };
}

/** The facts the machine derives once and every step and gate reads. */
interface Context {
  readonly today: string;
  readonly preset: SalePreset;
  readonly authority: SaleAuthorityFacts;
  readonly hearing: SaleHearing | null;
  readonly acceptedOffer: SaleOfferFacts | null;
  readonly lettersOnFile: boolean;
  readonly noticeEndsOn: string | null;
  /** The first objection that moves an IAEA sale to court confirmation. */
  readonly objection: SaleObjection | null;
  readonly confirmationApplies: boolean;
  readonly minimumOverbidCents: number | null;
  readonly closedOn: string | null;
}

function isDone(date: string | null | undefined, today: string): date is string {
  return date !== undefined && date !== null && date <= today;
}

function buildContext(input: SaleStateInput, today: string): Context {
  const authority: SaleAuthorityFacts = input.authority ?? { preset: DEFAULT_SALE_PRESET };
  const preset = SALE_PRESETS[authority.preset];
  const acceptedOffer = input.offers.find((offer) => offer.status === 'accepted') ?? null;
  // A notice proposes one sale: one mailed before the accepted offer was accepted does not cover it.
  const mailedOn = authority.noticeMailedOn;
  const acceptedOn = acceptedOffer?.acceptedOn;
  const noticeEndsOn =
    preset.noticeDays !== null && mailedOn !== undefined && (acceptedOn === undefined || mailedOn >= acceptedOn)
      ? addDaysIso(mailedOn, preset.noticeDays)
      : null;
  // An objection counts once received (not before `today`) and when received before the notice period ended, or
  // before any notice was mailed.
  const objection =
    preset.noticeDays === null
      ? null
      : ((authority.objections ?? []).find(
          (entry) => entry.receivedOn <= today && (noticeEndsOn === null || entry.receivedOn < noticeEndsOn),
        ) ?? null);
  const confirmationApplies = preset.steps.some(
    (step) => step.key === 'confirmation' && (step.onlyIf !== 'objection' || objection !== null),
  );
  return {
    today,
    preset,
    authority,
    hearing: input.hearing,
    acceptedOffer,
    lettersOnFile: isDone(authority.lettersIssuedOn, today),
    noticeEndsOn,
    objection,
    confirmationApplies,
    minimumOverbidCents:
      confirmationApplies && acceptedOffer ? minimumOverbidCents(dollarsToCents(offerPrice(acceptedOffer))) : null,
    closedOn: input.closedOn ?? null,
  };
}

type HearingVerdict = 'confirmed' | 'overbid-too-low' | 'denied' | 'continued' | 'set' | 'none';

function hearingVerdict(context: Context): HearingVerdict {
  const { hearing } = context;
  if (!hearing) return 'none';
  switch (hearing.outcome) {
    case 'confirmed':
      return 'confirmed';
    case 'confirmed-to-overbidder':
      return context.minimumOverbidCents !== null &&
        hearing.confirmedPrice !== undefined &&
        dollarsToCents(hearing.confirmedPrice) >= context.minimumOverbidCents
        ? 'confirmed'
        : 'overbid-too-low';
    case 'denied':
      return 'denied';
    case 'continued':
      return 'continued';
    case undefined:
      return 'set';
  }
}

/** What the authority makes of the accepted offer today. */
function acceptedOfferOutcome(context: Context): AcceptedOutcome {
  const { preset, authority, today } = context;
  if (context.confirmationApplies) {
    return hearingVerdict(context) === 'confirmed' ? 'accepted' : 'accepted-pending-confirmation';
  }
  if (preset.noticeDays !== null) {
    return isDone(context.noticeEndsOn, today) ? 'accepted' : 'accepted-pending-notice';
  }
  if (preset.courtOrder && !isDone(authority.courtOrderOn, today)) return 'accepted-pending-court-order';
  return 'accepted';
}

/** What accepting an offer today would make of it: a new acceptance starts its notice or confirmation afresh. */
function newAcceptanceOutcome(context: Context): AcceptedOutcome {
  const { preset, authority, today } = context;
  if (context.confirmationApplies) return 'accepted-pending-confirmation';
  if (preset.noticeDays !== null) return 'accepted-pending-notice';
  if (preset.courtOrder && !isDone(authority.courtOrderOn, today)) return 'accepted-pending-court-order';
  return 'accepted';
}

function step(key: SaleStepKey, state: SaleStep['state'], extra: { dueOn?: string; reason?: string } = {}): SaleStep {
  return { key, state, ...extra };
}

function stepState(presetStep: SalePresetStep, context: Context, earlier: readonly SaleStep[]): SaleStep {
  const { authority, today, acceptedOffer, hearing } = context;
  const reasons = saleTexts.reasons;
  switch (presetStep.key) {
    case 'letters': {
      if (context.lettersOnFile) return step('letters', 'done');
      const issuedOn = authority.lettersIssuedOn;
      if (issuedOn) return step('letters', 'blocked', { reason: reasons.lettersNotYetIssued(issuedOn) });
      return step('letters', 'pending', { reason: reasons.lettersMissing });
    }
    case 'offer':
      if (acceptedOffer) return step('offer', 'done');
      if (!context.lettersOnFile) return step('offer', 'blocked', { reason: reasons.lettersMissing });
      return step('offer', 'pending');
    case 'notice': {
      const { objection, noticeEndsOn } = context;
      // The objection hands the sale to the court: the notice no longer decides it, the confirmation step does.
      if (objection) {
        return step('notice', 'not-needed', {
          reason: reasons.objectionReceived(objection.objectorName, objection.receivedOn),
        });
      }
      if (noticeEndsOn !== null) {
        if (isDone(noticeEndsOn, today)) return step('notice', 'done');
        return step('notice', 'waiting', { dueOn: noticeEndsOn, reason: reasons.noticeRunning(noticeEndsOn) });
      }
      return step('notice', 'pending', { reason: acceptedOffer ? reasons.mailNotice : reasons.awaitingOffer });
    }
    case 'confirmation': {
      if (!context.confirmationApplies) return step('confirmation', 'not-needed');
      if (!acceptedOffer) return step('confirmation', 'pending', { reason: reasons.awaitingOffer });
      switch (hearingVerdict(context)) {
        case 'confirmed':
          return step('confirmation', 'done');
        case 'overbid-too-low':
          return step('confirmation', 'blocked', {
            reason: reasons.overbidTooLow(formatDollarsFromCents(context.minimumOverbidCents ?? 0)),
          });
        case 'denied':
          return step('confirmation', 'blocked', { reason: reasons.hearingDenied });
        case 'continued': {
          const dueOn = hearing?.continuedTo ?? hearing?.date ?? today;
          return step('confirmation', 'waiting', { dueOn, reason: reasons.hearingContinued(dueOn) });
        }
        case 'set': {
          const dueOn = hearing?.date ?? today;
          return step('confirmation', 'waiting', { dueOn, reason: reasons.hearingSet(dueOn) });
        }
        case 'none':
          return step('confirmation', 'pending', { reason: reasons.setHearing });
      }
      break;
    }
    case 'courtOrder':
      if (isDone(authority.courtOrderOn, today)) return step('courtOrder', 'done');
      return step('courtOrder', 'pending', { reason: reasons.courtOrderMissing });
    case 'closing': {
      if (isDone(context.closedOn, today)) return step('closing', 'done');
      const open = openSteps(earlier);
      if (open.length > 0) return step('closing', 'blocked', { reason: reasons.stepsOpen(open.join(', ')) });
      return step('closing', 'pending');
    }
    case 'reportOfSale': {
      if (isDone(authority.reportOfSaleFiledOn, today)) return step('reportOfSale', 'done');
      const { closedOn } = context;
      if (!isDone(closedOn, today) || context.preset.reportOfSaleDays === null) {
        return step('reportOfSale', 'pending', { reason: reasons.closeFirst });
      }
      const dueOn = addDaysIso(closedOn, context.preset.reportOfSaleDays);
      return step('reportOfSale', 'pending', {
        dueOn,
        reason: today <= dueOn ? reasons.reportDue(dueOn) : reasons.reportOverdue(dueOn),
      });
    }
    case 'decree':
      if (isDone(authority.decreeOn, today)) return step('decree', 'done');
      if (!isDone(authority.reportOfSaleFiledOn, today)) {
        return step('decree', 'pending', { reason: reasons.awaitingReport });
      }
      return step('decree', 'pending');
  }
  throw new Error(`Unknown sale step ${String(presetStep.key)}`);
}

/** The labels of the steps before closing that are neither done nor not needed. */
function openSteps(steps: readonly SaleStep[]): string[] {
  return steps
    .filter((entry) => entry.key !== 'closing' && !POST_CLOSING_STEPS.includes(entry.key))
    .filter((entry) => entry.state !== 'done' && entry.state !== 'not-needed')
    .map((entry) => saleTexts.steps[entry.key]);
}

function lettersWarning(context: Context): LettersWarning | null {
  const { lettersIssuedOn: issuedOn, expectedClosingOn: closingOn } = context.authority;
  if (!issuedOn || !closingOn || context.closedOn) return null;
  if (context.today < addDaysIso(closingOn, -LETTERS_WARNING_LEAD_DAYS)) return null;
  const ageAtClosingDays = daysBetweenIso(issuedOn, closingOn);
  const limitDays = context.preset.lettersFreshnessDays;
  if (ageAtClosingDays <= limitDays) return null;
  return {
    lettersIssuedOn: issuedOn,
    ageAtClosingDays,
    limitDays,
    message: saleTexts.lettersWarning(issuedOn, ageAtClosingDays, limitDays),
  };
}

function currentAppraisalCents(context: Context): { cents: number; on: string } | null {
  const { appraisedValue, appraisedOn } = context.authority;
  if (!context.preset.appraisalFloor || appraisedValue === undefined || appraisedOn === undefined) return null;
  if (!isAppraisalCurrent(appraisedOn, context.today)) return null;
  return { cents: dollarsToCents(appraisedValue), on: appraisedOn };
}

const ORDINARY_SALE: Omit<SaleState, 'acceptedOfferId' | 'finalSale'> = {
  ordinarySale: true,
  preset: null,
  steps: [],
  gates: { acceptOffer: ALLOWED, close: ALLOWED, offerMilestone: ALLOWED },
  acceptOutcome: 'accepted',
  acceptedOutcome: null,
  lettersWarning: null,
};

export function saleState(input: SaleStateInput, today: string): SaleState {
  if (!input.caseLinked) {
    const accepted = input.offers.find((offer) => offer.status === 'accepted') ?? null;
    return {
      ...ORDINARY_SALE,
      acceptedOfferId: accepted?.id ?? null,
      acceptedOutcome: accepted ? 'accepted' : null,
      finalSale: accepted
        ? { buyerName: accepted.buyerName ?? null, amount: offerPrice(accepted), toOverbidder: false }
        : null,
    };
  }
  const context = buildContext(input, today);
  const steps: SaleStep[] = [];
  for (const presetStep of context.preset.steps) steps.push(stepState(presetStep, context, steps));

  const acceptedOutcome = context.acceptedOffer ? acceptedOfferOutcome(context) : null;
  const acceptReasons: string[] = [];
  if (!context.lettersOnFile) acceptReasons.push(saleTexts.reasons.lettersMissing);
  if (context.acceptedOffer) acceptReasons.push(saleTexts.reasons.offerAlreadyAccepted);
  const open = openSteps(steps);
  const appraisal = currentAppraisalCents(context);

  let finalSale: FinalSale | null = null;
  if (context.acceptedOffer && acceptedOutcome === 'accepted') {
    const { hearing, acceptedOffer } = context;
    const confirmed = context.confirmationApplies ? hearing : null;
    finalSale =
      confirmed?.outcome === 'confirmed-to-overbidder'
        ? { buyerName: confirmed.confirmedBuyerName ?? null, amount: confirmed.confirmedPrice ?? 0, toOverbidder: true }
        : {
            buyerName: confirmed?.confirmedBuyerName ?? acceptedOffer.buyerName ?? null,
            amount: confirmed?.confirmedPrice ?? offerPrice(acceptedOffer),
            toOverbidder: false,
          };
  }

  return {
    ordinarySale: false,
    preset: context.preset.key,
    steps,
    gates: {
      acceptOffer: refused(acceptReasons),
      close:
        isDone(context.closedOn, today) || open.length === 0
          ? ALLOWED
          : refused([saleTexts.reasons.stepsOpen(open.join(', '))]),
      offerMilestone:
        acceptedOutcome === 'accepted'
          ? ALLOWED
          : refused([context.acceptedOffer ? saleTexts.reasons.notFinal : saleTexts.reasons.noFinalOffer]),
    },
    acceptOutcome: newAcceptanceOutcome(context),
    acceptedOfferId: context.acceptedOffer?.id ?? null,
    acceptedOutcome,
    ...(context.minimumOverbidCents !== null ? { minimumOverbid: centsToDollars(context.minimumOverbidCents) } : {}),
    ...(appraisal ? { appraisalFloor: centsToDollars(appraisalFloorCents(appraisal.cents)) } : {}),
    ...(context.noticeEndsOn !== null ? { noticeEndsOn: context.noticeEndsOn } : {}),
    lettersWarning: lettersWarning(context),
    finalSale,
  };
}

/** Why the offer itself cannot be accepted: not open any more, or past its expiry (the day it expires still counts). */
function offerOpenReasons(offer: SaleOfferFacts, today: string): string[] {
  if (!OPEN_OFFER_STATUSES.includes(offer.status)) return [saleTexts.reasons.offerNotOpen];
  if (offer.expiresOn !== undefined && offer.expiresOn < today)
    return [saleTexts.reasons.offerExpired(offer.expiresOn)];
  return [];
}

/**
 * Whether the offer may be accepted today, and why not: the general gate (letters on file, no other offer
 * accepted), the offer still open, and under a California preset not under 90 % of an appraisal less than a year old.
 */
export function acceptOfferGate(input: SaleStateInput, today: string, offer: SaleOfferFacts): Gate {
  const reasons = offerOpenReasons(offer, today);
  if (!input.caseLinked) return refused(reasons);
  const context = buildContext(input, today);
  if (!context.lettersOnFile) reasons.push(saleTexts.reasons.lettersMissing);
  if (context.acceptedOffer && context.acceptedOffer.id !== offer.id) {
    reasons.push(saleTexts.reasons.offerAlreadyAccepted);
  }
  const appraisal = currentAppraisalCents(context);
  if (appraisal && isUnderAppraisalFloor(dollarsToCents(offerPrice(offer)), appraisal.cents)) {
    reasons.push(
      saleTexts.reasons.underAppraisalFloor(
        formatDollarsFromCents(appraisalFloorCents(appraisal.cents)),
        formatDollarsFromCents(appraisal.cents),
        appraisal.on,
      ),
    );
  }
  return refused(reasons);
}

/**
 * Why a hearing outcome cannot be recorded (the API answers 400 with it), or null: an outcome needs an accepted offer
 * under confirmation, and an overbid at least the minimum overbid (Cal. Prob. Code §10311).
 */
export function hearingOutcomeProblem(input: SaleStateInput, today: string, hearing: SaleHearing): string | null {
  if (hearing.outcome === undefined) return null;
  const context = buildContext(input, today);
  if (!context.confirmationApplies) return saleTexts.reasons.noHearingOnPath;
  if (!context.acceptedOffer) return saleTexts.reasons.awaitingOffer;
  if (hearing.outcome === 'confirmed-to-overbidder') {
    const minimum =
      context.minimumOverbidCents ?? minimumOverbidCents(dollarsToCents(offerPrice(context.acceptedOffer)));
    if (hearing.confirmedPrice === undefined || dollarsToCents(hearing.confirmedPrice) < minimum) {
      return saleTexts.reasons.overbidTooLow(formatDollarsFromCents(minimum));
    }
  }
  // Cal. Prob. Code §10309 binds the confirmation too: an appraisal made (or renewed) after the acceptance, or a price
  // the court names, may put the confirmed price under 90 % of a current appraisal.
  if (hearing.outcome === 'confirmed' || hearing.outcome === 'confirmed-to-overbidder') {
    const appraisal = currentAppraisalCents(context);
    const price = hearing.confirmedPrice ?? offerPrice(context.acceptedOffer);
    if (appraisal && isUnderAppraisalFloor(dollarsToCents(price), appraisal.cents)) {
      return saleTexts.reasons.underAppraisalFloor(
        formatDollarsFromCents(appraisalFloorCents(appraisal.cents)),
        formatDollarsFromCents(appraisal.cents),
        appraisal.on,
      );
    }
  }
  return null;
}

/** The gate state the server stores on the property (`saleGates`) for firestore.rules to read. */
export function saleGates(state: SaleState): SaleGates {
  return {
    offerMilestoneAllowed: state.gates.offerMilestone.allowed,
    closeMilestoneAllowed: state.gates.close.allowed,
  };
}

/** The milestones the sale path gates, and the stored flag that opens each. */
export const SALE_GATED_MILESTONES = {
  offer: 'offerMilestoneAllowed',
  closed: 'closeMilestoneAllowed',
} as const satisfies Partial<Record<MilestoneKey, keyof SaleGates>>;

/** Whether `milestone` may be set Completed under the stored gates; null gates (no case linked) gate nothing. */
export function saleMilestoneCompletionAllowed(milestone: MilestoneKey, gates: SaleGates | null | undefined): boolean {
  if (!gates) return true;
  const flag = (SALE_GATED_MILESTONES as Partial<Record<MilestoneKey, keyof SaleGates>>)[milestone];
  return flag === undefined || gates[flag];
}
