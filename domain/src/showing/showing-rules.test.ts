import { describe, expect, it } from 'vitest';
import { showingsTexts } from '../messages/showings-texts';
import {
  brokenSettingsRule,
  DEFAULT_SHOWING_SETTINGS,
  showingSettingsSchema,
  slotRuleMessage,
  type ShowingSettings,
} from './showing-settings';
import { canTransitionShowing, holdsSlot, initialShowingStatus, SHOWING_APPROVAL_STATUSES } from './showing-approval';
import { feedbackRequestDue, showingFeedbackRequestSchema, summarizeFeedback } from './showing-feedback';
import { showingSchema } from './showing';

// 2026-03-10 is a Tuesday.
const now = new Date(2026, 2, 10, 9, 0);
const slot = { date: '2026-03-10', startTime: '12:00', endTime: '12:30' };
const settings = (overrides: Partial<ShowingSettings> = {}): ShowingSettings => ({
  ...DEFAULT_SHOWING_SETTINGS,
  ...overrides,
});

describe('showing settings', () => {
  it('default to auto-confirm, no notice, no blocked times, 30 minutes', () => {
    expect(DEFAULT_SHOWING_SETTINGS).toEqual({
      approvalMode: 'auto-confirm',
      minimumNoticeHours: 0,
      blockedTimes: [],
      defaultLengthMinutes: 30,
    });
  });

  it('take minimum notice from 0 to 72 hours only', () => {
    expect(showingSettingsSchema.safeParse(settings({ minimumNoticeHours: 72 })).success).toBe(true);
    expect(showingSettingsSchema.safeParse(settings({ minimumNoticeHours: 73 })).success).toBe(false);
    expect(showingSettingsSchema.safeParse(settings({ minimumNoticeHours: -1 })).success).toBe(false);
  });

  it('need a blocked time to name either a weekday or a date, and to end after it starts', () => {
    const parse = (blocked: object) => showingSettingsSchema.safeParse(settings({ blockedTimes: [blocked as never] }));
    expect(parse({ weekday: 'Monday', startTime: '09:00', endTime: '12:00' }).success).toBe(true);
    expect(parse({ date: '2026-03-12', startTime: '09:00', endTime: '12:00' }).success).toBe(true);
    expect(parse({ startTime: '09:00', endTime: '12:00' }).success).toBe(false);
    expect(parse({ weekday: 'Monday', date: '2026-03-12', startTime: '09:00', endTime: '12:00' }).success).toBe(false);
    expect(parse({ weekday: 'Monday', startTime: '12:00', endTime: '09:00' }).success).toBe(false);
  });
});

describe('which rule a requested slot breaks', () => {
  it('none under the defaults', () => {
    expect(brokenSettingsRule(slot, DEFAULT_SHOWING_SETTINGS, now)).toBeUndefined();
  });

  it('notice: a start closer than the minimum notice, at the edge exactly allowed', () => {
    expect(brokenSettingsRule(slot, settings({ minimumNoticeHours: 4 }), now)).toBe('notice');
    expect(brokenSettingsRule(slot, settings({ minimumNoticeHours: 3 }), now)).toBeUndefined();
  });

  it('blocked: a weekday range or a single date that intersects the slot', () => {
    const tuesday = { weekday: 'Tuesday' as const, startTime: '11:00', endTime: '12:15' };
    expect(brokenSettingsRule(slot, settings({ blockedTimes: [tuesday] }), now)).toBe('blocked');
    const monday = { ...tuesday, weekday: 'Monday' as const };
    expect(brokenSettingsRule(slot, settings({ blockedTimes: [monday] }), now)).toBeUndefined();
    const date = { date: '2026-03-10', startTime: '12:15', endTime: '13:00' };
    expect(brokenSettingsRule(slot, settings({ blockedTimes: [date] }), now)).toBe('blocked');
    const touching = { date: '2026-03-10', startTime: '12:30', endTime: '13:00' };
    expect(brokenSettingsRule(slot, settings({ blockedTimes: [touching] }), now)).toBeUndefined();
  });

  it('names the rule in its message', () => {
    const owner = settings({ minimumNoticeHours: 24 });
    expect(slotRuleMessage('notice', owner)).toBe('This property needs at least 24 hours notice before a showing');
    expect(slotRuleMessage('blocked', owner)).toBe(showingsTexts.settings.blockedRule);
    expect(slotRuleMessage('overlap', owner)).toBe(showingsTexts.overlap);
  });
});

describe('showing status', () => {
  it('starts requested under owner approval and confirmed otherwise', () => {
    expect(initialShowingStatus('owner-approval')).toBe('requested');
    expect(initialShowingStatus('auto-confirm')).toBe('confirmed');
  });

  it('moves from requested to a decision, and declined or cancelled is final', () => {
    expect(canTransitionShowing('requested', 'confirmed')).toBe(true);
    expect(canTransitionShowing('requested', 'declined')).toBe(true);
    expect(canTransitionShowing('confirmed', 'declined')).toBe(false);
    expect(canTransitionShowing('confirmed', 'cancelled')).toBe(true);
    for (const to of SHOWING_APPROVAL_STATUSES) {
      expect(canTransitionShowing('declined', to)).toBe(false);
      expect(canTransitionShowing('cancelled', to)).toBe(false);
    }
  });

  it('holds the slot while requested or confirmed only', () => {
    expect(SHOWING_APPROVAL_STATUSES.filter((status) => holdsSlot({ status }))).toEqual(['requested', 'confirmed']);
  });

  it('reads as confirmed on a showing stored before it existed', () => {
    const stored = showingSchema.parse({
      id: 's1',
      agentId: 'a',
      propertyId: 'p',
      propertyAddress: '1 Elm',
      ownerId: 'o',
      date: '2026-03-10',
      startTime: '12:00',
      endTime: '12:30',
      fullStartTime: '2026-03-10T12:00',
      fullEndTime: '2026-03-10T12:30',
      clientName: 'Bob',
      createdAt: now,
    });
    expect(stored.status).toBe('confirmed');
  });
});

describe('showing feedback', () => {
  it('takes interest 1–5 and one of three price opinions', () => {
    expect(showingFeedbackRequestSchema.safeParse({ interest: 5, priceOpinion: 'too-low' }).success).toBe(true);
    expect(showingFeedbackRequestSchema.safeParse({ interest: 0, priceOpinion: 'too-low' }).success).toBe(false);
    expect(showingFeedbackRequestSchema.safeParse({ interest: 6, priceOpinion: 'too-low' }).success).toBe(false);
    expect(showingFeedbackRequestSchema.safeParse({ interest: 3, priceOpinion: 'cheap' }).success).toBe(false);
  });

  it('summarizes count, average interest and price opinions', () => {
    expect(
      summarizeFeedback([
        { interest: 4, priceOpinion: 'too-high', comments: '' },
        { interest: 5, priceOpinion: 'too-high', comments: '' },
        { interest: 2, priceOpinion: 'about-right', comments: '' },
      ]),
    ).toEqual({ count: 3, averageInterest: 3.7, priceOpinions: { 'too-high': 2, 'about-right': 1, 'too-low': 0 } });
    expect(summarizeFeedback([]).averageInterest).toBeNull();
  });

  it('is asked for once a confirmed showing ended, again a day later, and then never', () => {
    const ended = { status: 'confirmed', date: '2026-03-10', endTime: '08:30' };
    expect(feedbackRequestDue({ ...ended, date: '2026-03-11' }, now)).toBe(false);
    expect(feedbackRequestDue({ ...ended, status: 'requested' }, now)).toBe(false);
    expect(feedbackRequestDue(ended, now)).toBe(true);
    const askedAt = new Date(now.getTime() - 24 * 60 * 60 * 1000 + 1);
    expect(feedbackRequestDue({ ...ended, feedbackRequestCount: 1, feedbackRequestedAt: askedAt }, now)).toBe(false);
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    expect(feedbackRequestDue({ ...ended, feedbackRequestCount: 1, feedbackRequestedAt: dayAgo }, now)).toBe(true);
    expect(feedbackRequestDue({ ...ended, feedbackRequestCount: 2, feedbackRequestedAt: dayAgo }, now)).toBe(false);
    const answered = { interest: 3, priceOpinion: 'too-low' };
    expect(feedbackRequestDue({ ...ended, feedback: answered }, now)).toBe(false);
  });
});
