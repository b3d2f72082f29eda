import { describe, expect, it } from 'vitest';
import { propertyPageFacts } from '../permissions/property-page-access-table';
import { canOnSale, canOnSaleAs, nonMemberSaleRelations, SALE_ACCESS_CASES, saleRelations } from './sale-access';

const OTHERS = { ownerId: 'owner-uid', attorneyId: 'attorney-uid', clientId: 'client-uid' };

describe('sale access table', () => {
  it.each(SALE_ACCESS_CASES.map((row) => [row.role, row.relation, row.action, row.allowed] as const))(
    '%s as %s: %s → %s',
    (role, relation, action, allowed) => {
      const facts = propertyPageFacts(relation, 'caller', OTHERS);
      expect(canOnSale(action, { role, uid: 'caller', property: facts.property }, [facts.associatedCase])).toBe(
        allowed,
      );
    },
  );

  it('lets the issue’s parties act: attorney sets the authority, owner and managing agent record offers', () => {
    const row = (role: string, relation: string, action: string) =>
      SALE_ACCESS_CASES.find((entry) => entry.role === role && entry.relation === relation && entry.action === action)
        ?.allowed;
    expect(row('Attorney', 'associated case attorney', 'manageAuthority')).toBe(true);
    expect(row('Executor', 'owner', 'manageAuthority')).toBe(false);
    expect(row('Executor', 'owner', 'manageOffers')).toBe(true);
    expect(row('Agent', 'manage share', 'manageOffers')).toBe(true);
    expect(row('Agent', 'view share', 'manageOffers')).toBe(false);
    expect(row('Agent', 'view share', 'view')).toBe(true);
    expect(row('Guardian', 'associated case client', 'view')).toBe(true);
    expect(row('Agent', 'outsider', 'view')).toBe(false);
  });

  it('sums up several relations: an owner who is also the case client', () => {
    const facts = propertyPageFacts('owner', 'caller', OTHERS);
    const clientCase = { attorneyId: 'attorney-uid', clientId: 'caller' };
    expect(saleRelations({ role: 'Guardian', uid: 'caller', property: facts.property }, [clientCase])).toEqual([
      'owner',
      'associated case client',
    ]);
  });

  it('judges from relations a screen knows the same way as from the facts', () => {
    for (const { role, relation, action, allowed } of SALE_ACCESS_CASES) {
      expect(canOnSaleAs(action, role, [relation])).toBe(allowed);
    }
    expect(canOnSaleAs('manageOffers', 'Agent', ['view share', 'manage share'])).toBe(true);
    expect(canOnSaleAs('view', 'Agent', [])).toBe(false);
  });

  it('knows a non-member on the property page by its role, and the case page by the case alone', () => {
    expect(nonMemberSaleRelations('Attorney')).toEqual(['associated case attorney']);
    expect(nonMemberSaleRelations('Executor')).toEqual(['associated case client']);
    expect(nonMemberSaleRelations('Agent')).toEqual([]);
    const legalCase = { attorneyId: 'caller', clientId: 'client-uid' };
    expect(saleRelations({ role: 'Attorney', uid: 'caller', property: null }, [legalCase])).toEqual([
      'associated case attorney',
    ]);
  });
});
