import { describe, expect, it } from 'vitest';
import { keyCustodyTexts } from './key-custody-texts';
import { keyPickupCustodyEvent, lockboxChangeEvent, lockboxRevealDecision } from './key-custody';

const showing = { date: '2026-03-06', startTime: '15:00', endTime: '15:30', status: 'confirmed' as const };
const at = (time: string, date = '2026-03-06') => new Date(`${date}T${time}`);

describe('lockboxRevealDecision', () => {
  it('opens exactly one hour before the start', () => {
    expect(lockboxRevealDecision(showing, at('13:59:59'))).toEqual({
      open: false,
      reason: 'early',
      opensAt: at('14:00:00'),
      message: keyCustodyTexts.reveal.opensAt('2026-03-06', '14:00'),
    });
    expect(lockboxRevealDecision(showing, at('14:00:00'))).toEqual({ open: true, validUntil: at('15:30:00') });
  });

  it('stays open until the end and closes at it', () => {
    expect(lockboxRevealDecision(showing, at('15:29:59'))).toEqual({ open: true, validUntil: at('15:30:00') });
    expect(lockboxRevealDecision(showing, at('15:30:00'))).toMatchObject({ open: false, reason: 'ended' });
  });

  it('says the day before when the showing starts in the first hour of its day', () => {
    const early = { ...showing, startTime: '00:30', endTime: '01:00' };
    expect(lockboxRevealDecision(early, at('20:00:00', '2026-03-05'))).toMatchObject({
      open: false,
      opensAt: at('23:30:00', '2026-03-05'),
      message: keyCustodyTexts.reveal.opensAt('2026-03-05', '23:30'),
    });
  });

  it('never opens for a showing that is not confirmed, even inside its hours', () => {
    for (const status of ['requested', 'declined', 'cancelled'] as const) {
      expect(lockboxRevealDecision({ ...showing, status }, at('15:10:00'))).toMatchObject({
        open: false,
        reason: 'notConfirmed',
        message: keyCustodyTexts.reveal.notConfirmed,
      });
    }
  });

  it('the owner reads the reveal as the issue words it', () => {
    expect(keyCustodyTexts.events.lockboxCodeViewed('Aaron Agent', '14:14', '15:00')).toBe(
      'Aaron Agent viewed the lockbox code at 2:14 PM for the 3:00 PM showing',
    );
  });
});

describe('lockboxChangeEvent', () => {
  it('tells a first code, a change and a removal apart', () => {
    expect(lockboxChangeEvent(false, '1234')).toBe('lockboxCodeSet');
    expect(lockboxChangeEvent(true, '4321')).toBe('lockboxCodeChanged');
    expect(lockboxChangeEvent(true, '')).toBe('lockboxCodeRemoved');
  });
});

describe('keyPickupCustodyEvent', () => {
  const scheduled = { status: 'scheduled' as const, propertyId: 'property-1' };
  it('records a pickup booked, completed and cancelled, once each', () => {
    expect(keyPickupCustodyEvent(undefined, scheduled)).toBe('keyPickupScheduled');
    expect(keyPickupCustodyEvent(scheduled, { ...scheduled, status: 'completed' })).toBe('keyPickupCompleted');
    expect(keyPickupCustodyEvent(scheduled, { ...scheduled, status: 'cancelled' })).toBe('keyPickupCancelled');
    expect(
      keyPickupCustodyEvent({ ...scheduled, status: 'cancelled' }, { ...scheduled, status: 'cancelled' }),
    ).toBeNull();
  });

  it('ignores pickups of no property, deletions and confirmations', () => {
    expect(keyPickupCustodyEvent(undefined, { ...scheduled, propertyId: null })).toBeNull();
    expect(keyPickupCustodyEvent(scheduled, undefined)).toBeNull();
    expect(keyPickupCustodyEvent(scheduled, { ...scheduled, status: 'confirmed' })).toBeNull();
  });
});
