import { describe, expect, it } from 'vitest';
import {
  canReadCustodyLog,
  canRevealLockboxCode,
  canSetLockboxCode,
  KEY_CUSTODY_CASES,
  keyCustodyFacts,
  type KeyCustodyAction,
  type KeyCustodyPersona,
} from './key-custody-access';

const parties = { ownerId: 'uid-owner', agentId: 'uid-agent' };
const caller = 'uid-caller';

function decide(action: KeyCustodyAction, persona: KeyCustodyPersona): boolean {
  const uid = persona === 'owner' ? parties.ownerId : persona === 'showing agent' ? parties.agentId : caller;
  const { role, property, showing } = keyCustodyFacts(persona, uid, parties);
  switch (action) {
    case 'setLockboxCode':
      return canSetLockboxCode({ role, uid, property });
    case 'revealLockboxCode':
      return canRevealLockboxCode(role, uid, showing);
    case 'readCustodyLog':
      return canReadCustodyLog({ role, uid, property });
  }
}

describe('KEY_CUSTODY_ACCESS', () => {
  it.each(KEY_CUSTODY_CASES)('$action by $persona: allowed=$allowed', ({ action, persona, allowed }) => {
    expect(decide(action, persona)).toBe(allowed);
  });
});
