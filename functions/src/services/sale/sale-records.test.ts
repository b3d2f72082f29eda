import { emptyStatusData, type Case, type Property, type StoredOffer } from '@estatekey/domain';
import { propertyFormFixture } from '@estatekey/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { saleGateFieldsChanged, saleGateFieldsOf, saleStateInputOf } from './sale-records';

const TODAY = '2026-03-10';
const at = new Date('2026-03-01T00:00:00Z');

function property(fields: Partial<Property> = {}): Property {
  return {
    id: 'p1',
    ownerId: 'owner',
    ...propertyFormFixture(),
    additionalInfo: '',
    status: 'approved',
    statusData: emptyStatusData(),
    sharedWith: {},
    memberIds: ['owner'],
    caseIds: [],
    caseLinksByShare: {},
    createdAt: at,
    updatedAt: at,
    updatedBy: 'owner',
    ...fields,
  } as Property;
}

const linkedCase = { id: 'c1', attorneyId: 'avery', clientId: 'eve' } as Case;

function offer(fields: Partial<StoredOffer> = {}): StoredOffer {
  return {
    id: 'o1',
    propertyId: 'p1',
    buyerName: 'Bob Buyer',
    amountCents: 45_000_000,
    depositCents: 1_000_000,
    financing: 'cash',
    contingencies: [],
    expiresOn: '2026-04-01',
    status: 'received',
    createdBy: 'owner',
    createdAt: at,
    updatedAt: at,
    updatedBy: 'owner',
    ...fields,
  };
}

describe('the sale as the step machine reads it', () => {
  it('turns the stored cents into dollars, the last counter included', () => {
    const input = saleStateInputOf(
      {
        property: property({
          saleAuthority: {
            preset: 'ca-court-confirmation',
            lettersIssuedOn: '2026-01-02',
            appraisedValueCents: 50_000_001,
            appraisedOn: '2026-02-01',
            objections: [],
          },
          saleHearing: { date: '2026-03-09', outcome: 'confirmed', confirmedPriceCents: 45_000_050 },
        }),
        cases: [linkedCase],
        offers: [offer({ status: 'countered', counterAmountCents: 46_000_099 })],
      },
      TODAY,
    );
    expect(input.caseLinked).toBe(true);
    expect(input.authority?.appraisedValue).toBe(500_000.01);
    expect(input.hearing?.confirmedPrice).toBe(450_000.5);
    expect(input.offers[0]).toMatchObject({ amount: 450_000, counterAmount: 460_000.99, status: 'countered' });
    expect(input.closedOn).toBeNull();
  });

  it('counts the sale closed from today once the closed milestone is Completed', () => {
    const closed = property({ statusData: { ...emptyStatusData(), closed: 'Completed' } });
    expect(saleStateInputOf({ property: closed, cases: [], offers: [] }, TODAY).closedOn).toBe(TODAY);
  });
});

describe('the gate fields kept on the property', () => {
  it('are null for an ordinary sale and name no attorney', () => {
    const { fields } = saleGateFieldsOf({ property: property(), cases: [], offers: [] }, TODAY);
    expect(fields).toEqual({ saleGates: null, saleAttorneyIds: [] });
  });

  it("hold both milestones under the safe default until an offer is final, with the cases' attorneys once each", () => {
    const records = {
      property: property({ caseIds: ['c1', 'c2'] }),
      cases: [linkedCase, { ...linkedCase, id: 'c2' }],
      offers: [],
    };
    expect(saleGateFieldsOf(records, TODAY).fields).toEqual({
      saleGates: { offerMilestoneAllowed: false, closeMilestoneAllowed: false },
      saleAttorneyIds: ['avery'],
    });
  });

  it('open the offer milestone for a final offer (Texas independent: no court step)', () => {
    const records = {
      property: property({
        saleAuthority: { preset: 'tx-independent', lettersIssuedOn: '2026-01-02', objections: [] },
      }),
      cases: [linkedCase],
      offers: [offer({ status: 'accepted', acceptedOn: TODAY })],
    };
    expect(saleGateFieldsOf(records, TODAY).fields.saleGates).toEqual({
      offerMilestoneAllowed: true,
      closeMilestoneAllowed: true,
    });
  });

  it('are written only when they differ (absent counts as null and as no attorney)', () => {
    const fields = { saleGates: null, saleAttorneyIds: [] };
    expect(saleGateFieldsChanged(property(), fields)).toBe(false);
    expect(saleGateFieldsChanged(property({ saleGates: null, saleAttorneyIds: [] }), fields)).toBe(false);
    const gates = { offerMilestoneAllowed: false, closeMilestoneAllowed: false };
    expect(saleGateFieldsChanged(property(), { saleGates: gates, saleAttorneyIds: [] })).toBe(true);
    expect(saleGateFieldsChanged(property({ saleGates: gates }), { saleGates: gates, saleAttorneyIds: [] })).toBe(
      false,
    );
    expect(
      saleGateFieldsChanged(property({ saleGates: gates }), {
        saleGates: { ...gates, offerMilestoneAllowed: true },
        saleAttorneyIds: [],
      }),
    ).toBe(true);
    expect(
      saleGateFieldsChanged(property({ saleAttorneyIds: ['b', 'a'] }), {
        saleGates: null,
        saleAttorneyIds: ['a', 'b'],
      }),
    ).toBe(false);
    expect(saleGateFieldsChanged(property({ saleAttorneyIds: ['a'] }), fields)).toBe(true);
  });
});
