/** Fixed ids: re-seeding overwrites these documents instead of adding new ones. */
export const SEED_IDS = {
  properties: {
    elm: 'seed-property-elm-street',
    oak: 'seed-property-oak-avenue',
    pine: 'seed-property-pine-road',
    maple: 'seed-property-maple-drive',
  },
  cases: {
    haroldEstate: 'seed-case-harold-estate',
    oakGuardianship: 'seed-case-oak-guardianship',
    pineEstateSale: 'seed-case-pine-estate-sale',
  },
  offers: {
    elmAccepted: 'seed-offer-elm-accepted',
    elmRejected: 'seed-offer-elm-rejected',
    pineAccepted: 'seed-offer-pine-accepted',
    pineReceived: 'seed-offer-pine-received',
  },
  documents: {
    haroldPetition: 'seed-document-harold-petition',
    haroldOrder: 'seed-document-harold-order',
    oakAffidavit: 'seed-document-oak-affidavit',
    pineHearingNotice: 'seed-document-pine-hearing-notice',
  },
  appointments: {
    upcoming: 'seed-appointment-alice-upcoming',
    confirmed: 'seed-appointment-alice-confirmed',
    past: 'seed-appointment-alice-past',
    cancelled: 'seed-appointment-alice-cancelled',
    publicRequest: 'seed-appointment-public-request',
  },
  showings: {
    elmUpcoming: 'seed-showing-elm-upcoming',
    mapleToday: 'seed-showing-maple-today',
    elmPast: 'seed-showing-elm-past',
    oakRequested: 'seed-showing-oak-requested',
    oakConfirmed: 'seed-showing-oak-confirmed',
    oakPastWithFeedback: 'seed-showing-oak-past-feedback',
  },
  intakeRequests: {
    property: 'seed-intake-property',
    keyPickup: 'seed-intake-key-pickup',
  },
} as const;
