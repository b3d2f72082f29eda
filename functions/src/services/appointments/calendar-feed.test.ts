import { calendarFeedEvents, type CalendarFeedSources } from '@estatekey/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendarIcs } from './calendar-feed';

const today = '2026-03-10';

const bookedShowing = {
  id: 's1',
  date: '2026-03-12',
  startTime: '10:00',
  endTime: '10:30',
  propertyAddress: '12 Elm Street, Springfield, IL',
  clientName: 'Bob Buyer',
};

const sources: CalendarFeedSources = {
  bookedShowings: [
    bookedShowing,
    // Long past: not in the feed.
    {
      id: 's-old',
      date: '2026-02-01',
      startTime: '10:00',
      endTime: '10:30',
      propertyAddress: '12 Elm Street',
      clientName: 'Old',
    },
  ],
  ownerShowings: [
    { id: 's2', date: '2026-03-11', startTime: '14:00', endTime: '14:45', propertyAddress: '9 Birch Road' },
  ],
  keyPickups: [
    { id: 'a1', date: '2026-03-13', time: '09:30', duration: 30, status: 'scheduled', propertyAddress: '9 Birch Road' },
    { id: 'a-cancelled', date: '2026-03-14', time: '09:30', duration: 30, status: 'cancelled', propertyAddress: 'x' },
  ],
  cases: [
    { id: 'c1', caseName: 'Estate of Jane Doe', title: 'Probate', dueDate: '2026-03-20', status: 'In Progress' },
    { id: 'c-closed', caseName: 'Closed one', title: '', dueDate: '2026-03-21', status: 'Closed' },
    { id: 'c-no-date', caseName: 'No date', title: '', dueDate: null, status: 'New' },
  ],
  sales: [
    {
      propertyId: 'p1',
      propertyAddress: '9 Birch Road',
      // IAEA: accepted on 2026-03-01, the notice mailed the same day; 15 days later the period ends.
      sale: {
        caseLinked: true,
        authority: { preset: 'ca-iaea-full', lettersIssuedOn: '2026-01-05', noticeMailedOn: '2026-03-01' },
        hearing: null,
        offers: [{ id: 'o1', amount: 400_000, status: 'accepted', acceptedOn: '2026-03-01' }],
      },
    },
    {
      propertyId: 'p2',
      propertyAddress: '12 Elm Street',
      sale: {
        caseLinked: true,
        authority: { preset: 'ca-court-confirmation', lettersIssuedOn: '2026-01-05' },
        hearing: { date: '2026-03-18', department: '11' },
        offers: [],
      },
    },
  ],
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

describe('the calendar feed', () => {
  it('parses as iCalendar and holds exactly the user’s upcoming events, with stable uids', () => {
    const events = parse(buildCalendarIcs(calendarFeedEvents(sources, today)));
    expect(events).toEqual([
      {
        uid: 'owner-showing-s2@estatekey',
        summary: 'Showing of your property: 9 Birch Road',
        description: null,
        start: '2026-03-11T14:00:00',
        end: '2026-03-11T14:45:00',
        allDay: false,
      },
      {
        uid: 'showing-s1@estatekey',
        summary: 'Showing: 12 Elm Street, Springfield, IL',
        description: 'Client: Bob Buyer',
        start: '2026-03-12T10:00:00',
        end: '2026-03-12T10:30:00',
        allDay: false,
      },
      {
        uid: 'key-pickup-a1@estatekey',
        summary: 'Key pickup: 9 Birch Road',
        description: null,
        start: '2026-03-13T09:30:00',
        end: '2026-03-13T10:00:00',
        allDay: false,
      },
      {
        uid: 'sale-notice-ends-p1@estatekey',
        summary: 'Notice period ends (sale of 9 Birch Road)',
        description: null,
        start: '2026-03-16',
        end: '2026-03-17',
        allDay: true,
      },
      {
        uid: 'sale-hearing-p2@estatekey',
        summary: 'Sale confirmation hearing: 12 Elm Street',
        description: 'Department 11',
        start: '2026-03-18',
        end: '2026-03-19',
        allDay: true,
      },
      {
        uid: 'case-due-c1@estatekey',
        summary: 'Case due: Estate of Jane Doe',
        description: null,
        start: '2026-03-20',
        end: '2026-03-21',
        allDay: true,
      },
    ]);
  });

  it('keeps an event’s uid when the showing moves, so subscribers replace it', () => {
    const moved = {
      ...sources,
      bookedShowings: [{ ...bookedShowing, date: '2026-03-15', startTime: '16:00', endTime: '16:30' }],
    };
    const event = parse(buildCalendarIcs(calendarFeedEvents(moved, today))).find(
      (e) => e.uid === 'showing-s1@estatekey',
    );
    expect(event?.start).toBe('2026-03-15T16:00:00');
  });

  it('is a valid empty calendar for a user with no events', () => {
    const ics = buildCalendarIcs(
      calendarFeedEvents({ bookedShowings: [], ownerShowings: [], keyPickups: [], cases: [], sales: [] }, today),
    );
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(parse(ics)).toEqual([]);
  });
});
