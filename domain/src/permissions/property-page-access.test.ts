import { describe, expect, it } from 'vitest';
import { canViewProperty, canViewPropertyPage } from './property-access';
import { PROPERTY_PAGE_ACCESS_CASES, propertyPageFacts } from './property-page-access-table';

const CALLER = 'caller-uid';
const OTHERS = { ownerId: 'owner-uid', attorneyId: 'attorney-uid', clientId: 'client-uid' };

describe('PROPERTY_PAGE_ACCESS, row by row', () => {
  it.each(PROPERTY_PAGE_ACCESS_CASES)('$role, $relation: page $page, live read $liveRead', (row) => {
    const facts = propertyPageFacts(row.relation, CALLER, OTHERS);
    const actor = { role: row.role, uid: CALLER, property: facts.property };
    expect(canViewPropertyPage(actor, [facts.associatedCase])).toBe(row.page);
    // A direct read is what the rules grant: membership or the Admin role.
    expect(canViewProperty(actor)).toBe(row.liveRead);
  });

  it('needs the case to be associated: the same attorney without it sees nothing', () => {
    const facts = propertyPageFacts('associated case attorney', CALLER, OTHERS);
    expect(canViewPropertyPage({ role: 'Attorney', uid: CALLER, property: facts.property }, [])).toBe(false);
  });

  it('does not let an invited client who has not joined yet (clientId null) match an empty uid', () => {
    const property = propertyPageFacts('outsider', '', OTHERS).property;
    expect(canViewPropertyPage({ role: 'Guardian', uid: '', property }, [{ attorneyId: 'a', clientId: null }])).toBe(
      false,
    );
  });
});
