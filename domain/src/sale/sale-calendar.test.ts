import { describe, expect, it } from 'vitest';
import { calendarFeedEvents, type CalendarFeedSources } from '../calendar/calendar-feed';
import { agentTexts } from '../messages/agent-texts';
import { saleCalendarDates, type SaleCalendarSource } from './sale-calendar';
import { SALE_PRESETS } from './sale-presets';
import type { SaleStateInput } from './sale-state';

const TODAY = '2026-03-10';
const LETTERS = '2026-01-05';
const texts = agentTexts.calendarFeed;

const acceptedOffer = { id: 'o1', amount: 500_000, status: 'accepted', acceptedOn: '2026-02-28' } as const;

/** IAEA: an offer accepted on 2026-02-28, the notice mailed on 2026-03-01. */
const underNotice: SaleStateInput = {
  caseLinked: true,
  authority: { preset: 'ca-iaea-full', lettersIssuedOn: LETTERS, noticeMailedOn: '2026-03-01' },
  hearing: null,
  offers: [acceptedOffer],
};
const noticeEndsOn = '2026-03-16';

const underConfirmation: SaleStateInput = {
  caseLinked: true,
  authority: { preset: 'ca-court-confirmation', lettersIssuedOn: LETTERS },
  hearing: { date: '2026-04-02', department: '11' },
  offers: [acceptedOffer],
};

describe('the dates of a sale', () => {
  it('hold the end of the notice period of an offer accepted pending notice, from the preset', () => {
    expect(SALE_PRESETS['ca-iaea-full'].noticeDays).toBe(15);
    expect(saleCalendarDates(underNotice, TODAY)).toEqual([{ kind: 'noticeEnds', date: noticeEndsOn }]);
  });

  it('drop the notice end once the period ran out, or without an accepted offer', () => {
    expect(saleCalendarDates(underNotice, noticeEndsOn)).toEqual([]);
    expect(saleCalendarDates({ ...underNotice, offers: [] }, TODAY)).toEqual([]);
  });

  it('hold the hearing with its department, and its new date once continued', () => {
    expect(saleCalendarDates(underConfirmation, TODAY)).toEqual([
      { kind: 'hearing', date: '2026-04-02', department: '11' },
    ]);
    const continued = {
      ...underConfirmation,
      hearing: { date: '2026-04-02', outcome: 'continued', continuedTo: '2026-04-20' },
    } as const;
    expect(saleCalendarDates(continued, TODAY)).toEqual([{ kind: 'hearing', date: '2026-04-20' }]);
  });

  it('are none for an ordinary sale', () => {
    expect(saleCalendarDates({ ...underConfirmation, caseLinked: false }, TODAY)).toEqual([]);
  });
});

describe('the sale dates in the calendar feed', () => {
  const sales: SaleCalendarSource[] = [
    { propertyId: 'p1', propertyAddress: '12 Elm Street', sale: underNotice },
    { propertyId: 'p2', propertyAddress: '9 Birch Road', sale: underConfirmation },
  ];
  const sources: CalendarFeedSources = { bookedShowings: [], ownerShowings: [], keyPickups: [], cases: [], sales };

  it('are all-day events with stable uids per property', () => {
    expect(calendarFeedEvents(sources, TODAY)).toEqual([
      {
        uid: 'sale-notice-ends-p1@estatekey',
        summary: texts.saleNoticeEndsSummary('12 Elm Street'),
        description: '',
        kind: 'allDay',
        date: noticeEndsOn,
      },
      {
        uid: 'sale-hearing-p2@estatekey',
        summary: texts.saleHearingSummary('9 Birch Road'),
        description: texts.saleHearingDepartment('11'),
        kind: 'allDay',
        date: '2026-04-02',
      },
    ]);
  });

  it('keep the uid when the hearing moves', () => {
    const moved = calendarFeedEvents(
      {
        ...sources,
        sales: [
          {
            propertyId: 'p2',
            propertyAddress: '9 Birch Road',
            sale: { ...underConfirmation, hearing: { date: '2026-05-01' } },
          },
        ],
      },
      TODAY,
    );
    expect(moved).toEqual([
      expect.objectContaining({ uid: 'sale-hearing-p2@estatekey', date: '2026-05-01', description: '' }),
    ]);
  });
});
