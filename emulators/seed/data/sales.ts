import {
  dollarsToCents,
  saleAuthorityFromStored,
  saleGates,
  saleHearingFromStored,
  saleOfferFromStored,
  saleState,
  storedOfferSchema,
  type OfferStatus,
  type Property,
  type StoredOffer,
  type StoredSaleAuthority,
  type StoredSaleHearing,
} from '@estatekey/domain';
import { PERSONAS } from '@estatekey/emulators/personas';
import { entity, type SeedClock, type SeedDocument } from './seed-kit.ts';
import { SEED_IDS } from './seed-ids.ts';

interface DemoOffer {
  readonly id: string;
  readonly buyerName: string;
  readonly amount: number;
  readonly status: OfferStatus;
  readonly createdDaysAgo: number;
  readonly acceptedDaysAgo?: number;
}

interface DemoSale {
  readonly authority: StoredSaleAuthority;
  readonly hearing: StoredSaleHearing | null;
  readonly offers: readonly DemoOffer[];
}

/**
 * Two court-supervised sales of Avery's cases: 12 Elm Street under California court confirmation, the hearing set and
 * an offer accepted pending confirmation beside a rejected one; 9 Pine Road under IAEA full authority, the Notice of
 * Proposed Action mailed and an offer accepted pending notice beside a received one.
 */
function demoSales(clock: SeedClock): Record<string, DemoSale> {
  return {
    [SEED_IDS.properties.elm]: {
      authority: { preset: 'ca-court-confirmation', lettersIssuedOn: clock.dateIn(-40), objections: [] },
      hearing: { date: clock.dateIn(12), department: '5' },
      offers: [
        {
          id: SEED_IDS.offers.elmRejected,
          buyerName: 'Carl Cash',
          amount: 430_000,
          status: 'rejected',
          createdDaysAgo: 10,
        },
        {
          id: SEED_IDS.offers.elmAccepted,
          buyerName: 'Bea Buyer',
          amount: 465_000,
          status: 'accepted',
          createdDaysAgo: 8,
          acceptedDaysAgo: 6,
        },
      ],
    },
    [SEED_IDS.properties.pine]: {
      authority: {
        preset: 'ca-iaea-full',
        lettersIssuedOn: clock.dateIn(-100),
        noticeMailedOn: clock.dateIn(-5),
        objections: [],
      },
      hearing: null,
      offers: [
        {
          id: SEED_IDS.offers.pineAccepted,
          buyerName: 'Dana Developer',
          amount: 120_000,
          status: 'accepted',
          createdDaysAgo: 9,
          acceptedDaysAgo: 6,
        },
        {
          id: SEED_IDS.offers.pineReceived,
          buyerName: 'Evan Estes',
          amount: 112_500,
          status: 'received',
          createdDaysAgo: 2,
        },
      ],
    },
  };
}

function storedOffer(clock: SeedClock, propertyId: string, offer: DemoOffer): Omit<StoredOffer, 'id'> {
  const { aaron } = PERSONAS;
  return {
    propertyId,
    buyerName: offer.buyerName,
    amountCents: dollarsToCents(offer.amount),
    depositCents: dollarsToCents(Math.round(offer.amount / 50)),
    financing: 'conventional',
    contingencies: ['inspection'],
    expiresOn: clock.dateIn(-offer.createdDaysAgo + 21),
    status: offer.status,
    ...(offer.acceptedDaysAgo === undefined ? {} : { acceptedOn: clock.dateIn(-offer.acceptedDaysAgo) }),
    createdBy: aaron.uid,
    createdAt: clock.at(-offer.createdDaysAgo, '13:00'),
    updatedAt: clock.at(-(offer.acceptedDaysAgo ?? offer.createdDaysAgo), '13:30'),
    updatedBy: aaron.uid,
  };
}

/**
 * The sale fields the server keeps on a property linked to `caseIds` (all Avery's): the authority and hearing, and the
 * gates and offer readers recomputed by the domain's step machine as the sale service does. None for an ordinary sale.
 */
export function saleFieldsOf(
  clock: SeedClock,
  propertyId: string,
  caseIds: readonly string[],
): Partial<Pick<Property, 'saleAuthority' | 'saleHearing' | 'saleGates' | 'saleAttorneyIds' | 'saleUpdatedAt'>> {
  if (caseIds.length === 0) return {};
  const sale = demoSales(clock)[propertyId];
  const state = saleState(
    {
      caseLinked: true,
      authority: sale ? saleAuthorityFromStored(sale.authority) : null,
      hearing: sale?.hearing ? saleHearingFromStored(sale.hearing) : null,
      offers: (sale?.offers ?? []).map((offer) =>
        saleOfferFromStored({ id: offer.id, ...storedOffer(clock, propertyId, offer) }),
      ),
    },
    clock.today,
  );
  return {
    ...(sale ? { saleAuthority: sale.authority, saleUpdatedAt: clock.at(-1, '15:30') } : {}),
    ...(sale?.hearing ? { saleHearing: sale.hearing } : {}),
    saleGates: saleGates(state),
    saleAttorneyIds: [PERSONAS.avery.uid],
  };
}

/** The offers of the two sales, `properties/{id}/offers/{offerId}`. */
export function buildOffers(clock: SeedClock): SeedDocument[] {
  return Object.entries(demoSales(clock)).flatMap(([propertyId, sale]) =>
    sale.offers.map((offer) =>
      entity(
        storedOfferSchema,
        'propertyOffers',
        `properties/${propertyId}/offers/${offer.id}`,
        storedOffer(clock, propertyId, offer),
      ),
    ),
  );
}
