/**
 * The court-supervised sale: the authority presets' labels and notes, the steps of the sale path, why a step or a
 * gate holds, and the validation texts of the sale's forms. Statute citations live with the presets (sale-presets.ts):
 * they are data, shown as they are.
 */
export const saleTexts = {
  /** Shown under every preset: EstateKey lists the steps, it does not choose them. */
  attorneyConfirmsPath: 'The attorney confirms which path applies to this sale. EstateKey gives no legal advice.',
  presets: {
    'ca-iaea-full': {
      label: 'California — IAEA full authority',
      jurisdiction: 'California',
    },
    'ca-court-confirmation': {
      label: 'California — limited authority / court confirmation',
      jurisdiction: 'California',
    },
    'ca-conservatorship': {
      label: 'California — conservatorship sale',
      jurisdiction: 'California',
    },
    'tx-independent': {
      label: 'Texas — independent administration',
      jurisdiction: 'Texas',
    },
    'tx-dependent': {
      label: 'Texas — dependent administration or guardianship',
      jurisdiction: 'Texas',
    },
    'court-confirmation': {
      label: 'Other — court confirmation required',
      jurisdiction: 'Other',
    },
  },
  steps: {
    letters: 'Letters on file',
    offer: 'Offer accepted',
    notice: 'Notice of Proposed Action period',
    confirmation: 'Court confirmation hearing',
    courtOrder: 'Court order authorising the sale',
    closing: 'Closing',
    reportOfSale: 'Report of sale filed',
    decree: 'Decree confirming the sale',
  },
  stepStates: {
    done: 'Done',
    waiting: 'Waiting',
    blocked: 'Blocked',
    'not-needed': 'Not needed',
    pending: 'To do',
  },
  offerStatuses: {
    received: 'Received',
    countered: 'Countered',
    accepted: 'Accepted',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
  },
  acceptedOutcomes: {
    'accepted-pending-notice': 'Accepted — notice period running',
    'accepted-pending-confirmation': 'Accepted — subject to court confirmation',
    'accepted-pending-court-order': 'Accepted — subject to the court order',
    accepted: 'Accepted (final)',
  },
  financing: {
    cash: 'Cash',
    conventional: 'Conventional',
    fha: 'FHA',
    va: 'VA',
    other: 'Other',
  },
  contingencies: {
    inspection: 'Inspection',
    appraisal: 'Appraisal',
    financing: 'Financing',
    saleOfBuyersHome: "Sale of the buyer's home",
    titleReview: 'Title review',
  },
  hearingOutcomes: {
    confirmed: 'Confirmed',
    'confirmed-to-overbidder': 'Confirmed to an overbidder',
    continued: 'Continued',
    denied: 'Denied',
  },
  /** Why a step is not done, or why a gate refuses. */
  reasons: {
    lettersMissing: 'Letters are not on file',
    lettersNotYetIssued: (issuedOn: string) => `Letters are dated ${issuedOn}, after today`,
    offerAlreadyAccepted: 'Another offer is already accepted',
    offerNotOpen: 'Only a received or countered offer can be accepted',
    offerExpired: (expiresOn: string) => `The offer expired on ${expiresOn}`,
    statusChangeNotAllowed: (from: string, to: string) => `An offer that is ${from} cannot become ${to}`,
    noHearingOnPath: 'No confirmation hearing applies to this sale path',
    underAppraisalFloor: (minimum: string, appraisedValue: string, appraisedOn: string) =>
      `The price is under 90% of the appraisal of ${appraisedValue} on ${appraisedOn}: at least ${minimum} is needed`,
    awaitingOffer: 'Waits for an accepted offer',
    mailNotice: 'The Notice of Proposed Action is to be mailed',
    noticeRunning: (endsOn: string) => `No objection may be received until ${endsOn}`,
    objectionReceived: (objectorName: string, receivedOn: string) =>
      `${objectorName} objected on ${receivedOn}: the sale goes to court confirmation`,
    setHearing: 'The confirmation hearing is to be set',
    hearingSet: (date: string) => `Hearing on ${date}`,
    hearingContinued: (date: string) => `Hearing continued to ${date}`,
    hearingDenied: 'The court denied confirmation; a new hearing is to be set',
    overbidTooLow: (minimum: string) => `The overbid is under the minimum overbid of ${minimum}`,
    courtOrderMissing: "The court's order authorising the sale is not on file",
    notFinal: 'The accepted offer is not final yet',
    noFinalOffer: 'No offer is final yet',
    stepsOpen: (steps: string) => `Still open before closing: ${steps}`,
    closeFirst: 'Waits for the closing',
    reportDue: (dueOn: string) => `Due by ${dueOn}`,
    reportOverdue: (dueOn: string) => `Overdue since ${dueOn}`,
    awaitingReport: 'Waits for the report of sale',
  },
  /** What the sale's API paths answer and refuse. */
  server: {
    authoritySaved: 'Sale authority saved',
    objectionRecorded: 'Objection recorded',
    hearingSaved: 'Hearing saved',
    offerNotFound: 'Offer not found',
    noCaseLinked: 'A sale authority applies once a case is linked to the property',
  },
  /** Notifications to every party of the sale (owner, shares, the linked cases' attorney and client). */
  notifications: {
    offerAccepted: (address: string, buyerName: string, outcome: string) => ({
      title: 'Offer accepted',
      message: `The offer of ${buyerName} on ${address} was accepted: ${outcome}.`,
    }),
    objectionRecorded: (address: string, objectorName: string) => ({
      title: 'Objection to the sale',
      message: `${objectorName} objected to the sale of ${address}; the sale goes to court confirmation.`,
    }),
    hearingOutcome: (address: string, outcome: string) => ({
      title: 'Confirmation hearing outcome',
      message: `The confirmation hearing on the sale of ${address}: ${outcome}.`,
    }),
  },
  lettersWarning: (issuedOn: string, ageDays: number, limitDays: number) =>
    `Letters issued on ${issuedOn} will be ${ageDays} days old at closing; title companies commonly want them under ${limitDays} days. Ask the court for certified letters.`,
  validation: {
    invalidAmount: 'Please enter an amount in US dollars with at most two decimals',
    amountPositive: 'The amount must be more than $0',
    amountTooLarge: 'The amount is too large',
    depositOverAmount: 'The deposit cannot exceed the offer amount',
    appraisalIncomplete: 'Please give both the appraised value and the appraisal date',
    dateInFuture: 'The date cannot be in the future',
    counterAmountRequired: 'Please enter the counter amount',
    counterAmountOnlyForCounter: 'A counter amount goes only with a counter offer',
    continuedToRequired: 'Please enter the date the hearing is continued to',
    continuedToAfterHearing: 'The new hearing date must be after the hearing date',
    confirmedPriceRequired: 'Please enter the price the court confirmed',
    confirmedBuyerRequired: "Please enter the overbidder's name",
    outcomeFieldsNotApplicable: 'These fields go only with a confirmation',
  },
} as const;
