import { describe, expect, it } from 'vitest';
import type { Role } from '../roles/roles';
import {
  canBookShowing,
  canChangeShowing,
  canChangeShowingSettings,
  canDecideShowing,
  canGiveFeedback,
  canReadShowing,
  canReadShowingSettings,
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
  if (action === 'readShowingSettings') return canReadShowingSettings({ role, uid: CALLER, property });
  if (action === 'changeShowingSettings') return canChangeShowingSettings({ role, uid: CALLER, property });
  if (action === 'decideShowing') return canDecideShowing({ role, uid: CALLER, property });
  if (action === 'giveFeedback') return canGiveFeedback(role, CALLER, showing);
  return canChangeShowing(role, CALLER, showing);
}

describe('showing permissions follow SHOWING_ACCESS', () => {
  for (const { action, role, relation, allowed } of SHOWING_ACCESS_CASES) {
    it(`${action}: ${role} as ${relation} → ${allowed ? 'allowed' : 'refused'}`, () => {
      expect(decide(action, role, relation)).toBe(allowed);
    });
  }
});
