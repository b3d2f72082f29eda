import { SALE_PRESET_KEYS, type SalePresetKey, type SaleStepKey } from './sale-keys';
import { saleTexts } from './sale-texts';

/**
 * The sale authority presets: which steps a court-supervised sale takes, in order, each with the statute it comes
 * from. Rules as data: the step machine (sale-state.ts) reads these flags and never names a preset.
 */

/** Steps after the closing; every other step of a path must be done (or not needed) before the sale closes. */
export const POST_CLOSING_STEPS: readonly SaleStepKey[] = ['reportOfSale', 'decree'];

export const SALE_JURISDICTIONS = ['CA', 'TX', 'other'] as const;
export type SaleJurisdiction = (typeof SALE_JURISDICTIONS)[number];

export interface SalePresetStep {
  readonly key: SaleStepKey;
  /** The statute as shown on screen, e.g. 'Cal. Prob. Code §10586'; null where the court's own order governs. */
  readonly citation: string | null;
  /** 'objection': the step applies only once an objection to the Notice of Proposed Action was received. */
  readonly onlyIf?: 'objection';
}

export interface SalePreset {
  readonly key: SalePresetKey;
  readonly label: string;
  readonly jurisdiction: SaleJurisdiction;
  /** The steps in order; a step not listed is not needed. */
  readonly steps: readonly SalePresetStep[];
  /** Days after the Notice of Proposed Action is mailed during which an objection may be made; null without notice. */
  readonly noticeDays: number | null;
  /** Letters older than this at closing draw a warning (title companies want recent certified letters). */
  readonly lettersFreshnessDays: number;
  /** A confirmation hearing always applies (not only after an objection). */
  readonly confirmationHearing: boolean;
  /** An order authorising the sale applies; an offer accepted before it is subject to it. */
  readonly courtOrder: boolean;
  /** A report of sale is due this many days after closing; null when none is. */
  readonly reportOfSaleDays: number | null;
  /** The 90 % floor against an appraisal less than a year old applies to accepting an offer (Cal. Prob. Code §10309). */
  readonly appraisalFloor: boolean;
  /** The one-line note shown with the path. */
  readonly note: string;
}

const CA_LETTERS = 'Cal. Prob. Code §8400';
const CA_CONFIRMATION = 'Cal. Prob. Code §§10308, 10309, 10311';
const TX_LETTERS = 'Tex. Est. Code §306.001';
/** California's notice period under the Independent Administration of Estates Act (Cal. Prob. Code §10586). */
export const IAEA_NOTICE_DAYS = 15;
/** Tex. Est. Code §356.551: the report of sale within 30 days after the sale closes. */
export const TX_REPORT_OF_SALE_DAYS = 30;
const CA_LETTERS_FRESHNESS_DAYS = 60;
const TX_LETTERS_FRESHNESS_DAYS = 90;
/** The letters warning shows from this many days before the closing. */
export const LETTERS_WARNING_LEAD_DAYS = 60;

const COMMON = { note: saleTexts.attorneyConfirmsPath } as const;

export const SALE_PRESETS: Record<SalePresetKey, SalePreset> = {
  'ca-iaea-full': {
    ...COMMON,
    key: 'ca-iaea-full',
    label: saleTexts.presets['ca-iaea-full'].label,
    jurisdiction: 'CA',
    steps: [
      { key: 'letters', citation: CA_LETTERS },
      { key: 'offer', citation: 'Cal. Prob. Code §10309' },
      { key: 'notice', citation: 'Cal. Prob. Code §10586' },
      { key: 'confirmation', citation: 'Cal. Prob. Code §10587', onlyIf: 'objection' },
      { key: 'closing', citation: null },
    ],
    noticeDays: IAEA_NOTICE_DAYS,
    lettersFreshnessDays: CA_LETTERS_FRESHNESS_DAYS,
    confirmationHearing: false,
    courtOrder: false,
    reportOfSaleDays: null,
    appraisalFloor: true,
  },
  'ca-court-confirmation': {
    ...COMMON,
    key: 'ca-court-confirmation',
    label: saleTexts.presets['ca-court-confirmation'].label,
    jurisdiction: 'CA',
    steps: [
      { key: 'letters', citation: CA_LETTERS },
      { key: 'offer', citation: 'Cal. Prob. Code §10309' },
      { key: 'confirmation', citation: CA_CONFIRMATION },
      { key: 'closing', citation: null },
    ],
    noticeDays: null,
    lettersFreshnessDays: CA_LETTERS_FRESHNESS_DAYS,
    confirmationHearing: true,
    courtOrder: false,
    reportOfSaleDays: null,
    appraisalFloor: true,
  },
  'ca-conservatorship': {
    ...COMMON,
    key: 'ca-conservatorship',
    label: saleTexts.presets['ca-conservatorship'].label,
    jurisdiction: 'CA',
    steps: [
      { key: 'letters', citation: 'Cal. Prob. Code §2300' },
      { key: 'offer', citation: 'Cal. Prob. Code §10309' },
      { key: 'confirmation', citation: 'Cal. Prob. Code §2540; §§10308, 10309, 10311' },
      { key: 'closing', citation: null },
    ],
    noticeDays: null,
    lettersFreshnessDays: CA_LETTERS_FRESHNESS_DAYS,
    confirmationHearing: true,
    courtOrder: false,
    reportOfSaleDays: null,
    appraisalFloor: true,
  },
  'tx-independent': {
    ...COMMON,
    key: 'tx-independent',
    label: saleTexts.presets['tx-independent'].label,
    jurisdiction: 'TX',
    steps: [
      { key: 'letters', citation: TX_LETTERS },
      { key: 'offer', citation: 'Tex. Est. Code §402.001' },
      { key: 'closing', citation: null },
    ],
    noticeDays: null,
    lettersFreshnessDays: TX_LETTERS_FRESHNESS_DAYS,
    confirmationHearing: false,
    courtOrder: false,
    reportOfSaleDays: null,
    appraisalFloor: false,
  },
  'tx-dependent': {
    ...COMMON,
    key: 'tx-dependent',
    label: saleTexts.presets['tx-dependent'].label,
    jurisdiction: 'TX',
    steps: [
      { key: 'letters', citation: TX_LETTERS },
      { key: 'offer', citation: null },
      { key: 'courtOrder', citation: 'Tex. Est. Code §356.256' },
      { key: 'closing', citation: null },
      { key: 'reportOfSale', citation: 'Tex. Est. Code §356.551' },
      { key: 'decree', citation: 'Tex. Est. Code §356.556' },
    ],
    noticeDays: null,
    lettersFreshnessDays: TX_LETTERS_FRESHNESS_DAYS,
    confirmationHearing: false,
    courtOrder: true,
    reportOfSaleDays: TX_REPORT_OF_SALE_DAYS,
    appraisalFloor: false,
  },
  'court-confirmation': {
    ...COMMON,
    key: 'court-confirmation',
    label: saleTexts.presets['court-confirmation'].label,
    jurisdiction: 'other',
    steps: [
      { key: 'letters', citation: null },
      { key: 'offer', citation: null },
      { key: 'confirmation', citation: null },
      { key: 'closing', citation: null },
    ],
    noticeDays: null,
    lettersFreshnessDays: CA_LETTERS_FRESHNESS_DAYS,
    confirmationHearing: true,
    courtOrder: false,
    reportOfSaleDays: null,
    appraisalFloor: false,
  },
};

/** The presets as a form's select shows them, in the list's order. */
export const SALE_PRESET_OPTIONS = SALE_PRESET_KEYS.map((key) => ({ value: key, label: SALE_PRESETS[key].label }));

/** The steps of `preset`, with their citations, in order. */
export function presetSteps(preset: SalePresetKey): readonly SalePresetStep[] {
  return SALE_PRESETS[preset].steps;
}
