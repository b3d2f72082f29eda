import { describe, expect, it } from 'vitest';
import type { Role } from '../roles/roles';
import {
  canBookShowing,
  canChangeShowing,
  canReadShowing,
  canReadShowingBuyer,
  SHOWING_ACCESS_CASES,
  showingAccessFacts,
  type ShowingAction,
  type ShowingRelation,
} from './showing-access';

const CALLER = 'caller';
const PARTIES = { ownerId: 'owner', agentId: 'other-agent' };

function decide(action: ShowingAction, role: Role, relation: ShowingRelation): boolean {
  const { property, showing } = showingAccessFacts(relation, CALLER, PARTIES);
  if (action === 'readShowing') return canReadShowing(role, CALLER, showing);
  if (action === 'readBuyerDetails') return canReadShowingBuyer(CALLER, showing);
  if (action === 'bookShowing') return canBookShowing({ role, uid: CALLER, property });
  return canChangeShowing(role, CALLER, showing);
}

describe('showing permissions follow SHOWING_ACCESS', () => {
  for (const { action, role, relation, allowed } of SHOWING_ACCESS_CASES) {
    it(`${action}: ${role} as ${relation} → ${allowed ? 'allowed' : 'refused'}`, () => {
      expect(decide(action, role, relation)).toBe(allowed);
    });
  }
});
