import { agentTexts, type Showing } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { noticesForShowingWrite, requestOutcome } from './showing-notices';

const texts = agentTexts.notifications;

const booked: Showing = {
  id: 'showing-1',
  agentId: 'uid-aaron',
  propertyId: 'property-1',
  propertyAddress: '12 Elm Street, Springfield, IL',
  ownerId: 'uid-alice',
  memberIds: ['uid-alice', 'uid-aaron'],
  date: '2026-03-10',
  startTime: '10:00',
  endTime: '10:30',
  fullStartTime: '2026-03-10T10:00',
  fullEndTime: '2026-03-10T10:30',
  clientName: 'Bob Buyer',
  status: 'confirmed',
  feedbackRequestCount: 0,
  createdAt: new Date('2026-03-01T10:00:00Z'),
};

const content = (text: { title: string; message: string }) => ({
  ...text,
  category: 'appointment',
  link: '/submit-property',
});

describe('noticesForShowingWrite', () => {
  it('tells the owner a showing was scheduled, with a readable date and time', () => {
    expect(noticesForShowingWrite(undefined, booked)).toEqual([
      {
        kind: 'scheduled',
        recipient: 'uid-alice',
        content: content(texts.showingScheduled(booked.propertyAddress, 'Tuesday, March 10, 2026 at 10:00 AM')),
      },
    ]);
  });

  it('tells the owner a showing moved when its date or times change', () => {
    const moved = {
      ...booked,
      date: '2026-03-11',
      fullStartTime: '2026-03-11T14:00',
      fullEndTime: '2026-03-11T14:30',
      startTime: '14:00',
      endTime: '14:30',
    };
    expect(noticesForShowingWrite(booked, moved)).toEqual([
      {
        kind: 'moved',
        recipient: 'uid-alice',
        content: content(texts.showingMoved(booked.propertyAddress, 'Wednesday, March 11, 2026 at 2:00 PM')),
      },
    ]);
  });

  it('tells the owner nothing when only the client details change', () => {
    expect(noticesForShowingWrite(booked, { ...booked, clientName: 'Carol Buyer' })).toEqual([]);
  });

  it('tells the owner a deleted showing was cancelled', () => {
    expect(noticesForShowingWrite(booked, undefined)).toEqual([
      {
        kind: 'cancelled',
        recipient: 'uid-alice',
        content: content(texts.showingCancelled(booked.propertyAddress, 'Tuesday, March 10, 2026 at 10:00 AM')),
      },
    ]);
  });

  const requested: Showing = { ...booked, status: 'requested' };

  it('asks the owner and each manage share to confirm or decline a request, from the notification', () => {
    const notices = noticesForShowingWrite(undefined, requested, ['uid-mia', 'uid-alice']);
    expect(notices.map((notice) => notice.recipient)).toEqual(['uid-alice', 'uid-mia']);
    expect(notices[0]).toEqual({
      kind: 'requested',
      recipient: 'uid-alice',
      content: {
        ...texts.showingRequested(booked.propertyAddress, 'Tuesday, March 10, 2026 at 10:00 AM'),
        category: 'appointment',
        link: '/properties/property-1',
        action: { kind: 'showingDecision', showingId: 'showing-1' },
      },
    });
  });

  it('tells the agent the owner confirmed or declined, with the reason', () => {
    expect(noticesForShowingWrite(requested, booked)).toEqual([
      {
        kind: 'decided',
        recipient: 'uid-aaron',
        content: {
          ...texts.showingConfirmed(booked.propertyAddress, 'Tuesday, March 10, 2026 at 10:00 AM'),
          category: 'appointment',
          link: '/schedule-showing',
        },
      },
    ]);
    const declined = { ...booked, status: 'declined' as const, decisionReason: 'Painters are in' };
    const [notice] = noticesForShowingWrite(requested, declined);
    expect(notice?.content.message).toContain('Reason: Painters are in');
  });

  it('tells nobody anything when feedback is added', () => {
    const withFeedback = { ...booked, feedback: { interest: 3, priceOpinion: 'too-low' as const, comments: '' } };
    expect(noticesForShowingWrite(booked, withFeedback)).toEqual([]);
  });
});

describe('requestOutcome', () => {
  const requested: Showing = { ...booked, status: 'requested' };

  it('answers a request with its decision, or cancelled when the showing is deleted', () => {
    expect(requestOutcome(requested, { ...booked, status: 'confirmed' })).toBe('confirmed');
    expect(requestOutcome(requested, { ...booked, status: 'declined' })).toBe('declined');
    expect(requestOutcome(requested, undefined)).toBe('cancelled');
  });

  it('leaves a request that still waits, and a showing that never waited, unanswered', () => {
    expect(requestOutcome(requested, { ...requested, startTime: '11:00' })).toBeUndefined();
    expect(requestOutcome(undefined, requested)).toBeUndefined();
    expect(requestOutcome(booked, undefined)).toBeUndefined();
  });
});
