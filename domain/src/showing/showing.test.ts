import { describe, expect, it } from 'vitest';
import { showingsTexts } from '../messages/showings-texts';
import { validationTexts } from '../messages/validation-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import {
  emptyShowingForm,
  findOverlappingShowing,
  makeShowingSchema,
  monthGrid,
  showingFullTimes,
  showingsOnDay,
  showingsOverlap,
  showingStatus,
  sortShowingsNewestFirst,
  truncateAddress,
} from './showing';

const today = '2026-03-10';
const showing = {
  propertyId: 'p1',
  date: '2026-03-12',
  startTime: '10:00',
  endTime: '10:30',
  clientName: 'Bob Buyer',
  clientEmail: '',
  clientPhone: '',
  notes: '',
};

describe('showing form', () => {
  const schema = makeShowingSchema(today);

  it('requires property, date, start, end and client name with one message', () => {
    expectEachFieldRequired(
      schema,
      showing,
      ['propertyId', 'date', 'startTime', 'endTime', 'clientName'],
      showingsTexts.requiredFields,
    );
  });

  it('makes email, phone and notes optional but checks their format', () => {
    const { clientEmail: _e, clientPhone: _p, notes: _n, ...minimal } = showing;
    expect(schema.parse(minimal)).toMatchObject({ clientEmail: '', clientPhone: '', notes: '' });
    expect(issuesOf(schema, { ...showing, clientEmail: 'bob' })).toHaveProperty(['clientEmail']);
    expect(
      schema.safeParse({ ...showing, clientEmail: 'bob@example.com', clientPhone: '+1 555 010 0003' }).success,
    ).toBe(true);
  });

  it('refuses an end that is not after the start', () => {
    expect(issuesOf(schema, { ...showing, endTime: '10:00' })).toEqual({ endTime: [showingsTexts.endAfterStart] });
    expect(issuesOf(schema, { ...showing, endTime: '09:00' })).toEqual({ endTime: [showingsTexts.endAfterStart] });
  });

  it('refuses a date before today', () => {
    expect(issuesOf(schema, { ...showing, date: '2026-03-09' })).toEqual({ date: [validationTexts.dateInPast] });
    expect(schema.safeParse({ ...showing, date: today }).success).toBe(true);
  });

  it('starts empty on today', () => {
    expect(emptyShowingForm(today)).toMatchObject({ date: today, propertyId: '', clientName: '' });
  });

  it('builds full start and end as date T time', () => {
    expect(showingFullTimes(showing)).toEqual({ fullStartTime: '2026-03-12T10:00', fullEndTime: '2026-03-12T10:30' });
  });
});

describe('showingStatus', () => {
  const now = new Date(2026, 2, 10, 12, 0);

  it('is Completed once the end has passed', () => {
    expect(showingStatus({ date: '2026-03-10', endTime: '11:59' }, now)).toBe('Completed');
    expect(showingStatus({ date: '2026-03-01', endTime: '18:00' }, now)).toBe('Completed');
  });

  it('is Today when dated today and not yet ended', () => {
    expect(showingStatus({ date: '2026-03-10', endTime: '12:30' }, now)).toBe('Today');
    expect(showingStatus({ date: '2026-03-10', endTime: '12:00' }, now)).toBe('Today');
  });

  it('is Upcoming for later days', () => {
    expect(showingStatus({ date: '2026-03-11', endTime: '09:00' }, now)).toBe('Upcoming');
  });

  it('turns Completed just after the end minute, not before', () => {
    const showing = { date: '2026-03-10', endTime: '12:00' };
    expect(showingStatus(showing, new Date(2026, 2, 10, 11, 59, 59))).toBe('Today');
    expect(showingStatus(showing, new Date(2026, 2, 10, 12, 0, 0))).toBe('Today');
    expect(showingStatus(showing, new Date(2026, 2, 10, 12, 0, 1))).toBe('Completed');
  });

  it('follows the local calendar day around midnight', () => {
    const lateShowing = { date: '2026-03-10', endTime: '23:59' };
    expect(showingStatus(lateShowing, new Date(2026, 2, 10, 23, 58))).toBe('Today');
    expect(showingStatus(lateShowing, new Date(2026, 2, 11, 0, 0, 1))).toBe('Completed');
    const earlyShowing = { date: '2026-03-11', endTime: '00:30' };
    expect(showingStatus(earlyShowing, new Date(2026, 2, 10, 23, 59, 59))).toBe('Upcoming');
    expect(showingStatus(earlyShowing, new Date(2026, 2, 11, 0, 0))).toBe('Today');
    expect(showingStatus(earlyShowing, new Date(2026, 2, 11, 0, 31))).toBe('Completed');
  });
});

describe('overlaps', () => {
  const slot = (id: string, startTime: string, endTime: string, propertyId = 'p1', date = '2026-03-12') => ({
    id,
    propertyId,
    date,
    startTime,
    endTime,
  });

  it('finds intersecting showings of the same property and day only', () => {
    expect(showingsOverlap(slot('a', '10:00', '11:00'), slot('b', '10:30', '11:30'))).toBe(true);
    expect(showingsOverlap(slot('a', '10:00', '11:00'), slot('b', '09:00', '12:00'))).toBe(true);
    expect(showingsOverlap(slot('a', '10:00', '11:00'), slot('b', '11:00', '12:00'))).toBe(false);
    expect(showingsOverlap(slot('a', '10:00', '11:00'), slot('b', '10:00', '11:00', 'p2'))).toBe(false);
    expect(showingsOverlap(slot('a', '10:00', '11:00'), slot('b', '10:00', '11:00', 'p1', '2026-03-13'))).toBe(false);
  });

  it('ignores the showing being edited', () => {
    const existing = [slot('a', '10:00', '11:00')];
    expect(findOverlappingShowing(slot('new', '10:30', '10:45'), existing)?.id).toBe('a');
    expect(findOverlappingShowing(slot('a', '10:30', '10:45'), existing, 'a')).toBeUndefined();
  });
});

describe('list and calendar helpers', () => {
  it('sorts newest first', () => {
    const sorted = sortShowingsNewestFirst([
      { date: '2026-03-01', startTime: '10:00' },
      { date: '2026-03-12', startTime: '09:00' },
      { date: '2026-03-12', startTime: '15:00' },
    ]);
    expect(sorted.map((s) => `${s.date} ${s.startTime}`)).toEqual([
      '2026-03-12 15:00',
      '2026-03-12 09:00',
      '2026-03-01 10:00',
    ]);
  });

  it('lists a day earliest first', () => {
    const list = [
      { date: '2026-03-12', startTime: '15:00' },
      { date: '2026-03-13', startTime: '08:00' },
      { date: '2026-03-12', startTime: '09:00' },
    ];
    expect(showingsOnDay(list, '2026-03-12').map((s) => s.startTime)).toEqual(['09:00', '15:00']);
  });

  it('truncates addresses to 20 characters', () => {
    expect(truncateAddress('12 Elm Street')).toBe('12 Elm Street');
    expect(truncateAddress('12345678901234567890')).toBe('12345678901234567890');
    expect(truncateAddress('1234 Long Boulevard Apt 5')).toBe('1234 Long Boulevard ...');
  });

  it('lays a month out Sunday first in whole weeks', () => {
    const march = monthGrid(2026, 3);
    expect(march[0]?.[0]).toBe('2026-03-01');
    expect(march.every((week) => week.length === 7)).toBe(true);
    expect(march.flat().filter(Boolean)).toHaveLength(31);
    const february = monthGrid(2026, 2);
    expect(february[0]?.slice(0, 1)).toEqual(['2026-02-01']);
    const april = monthGrid(2026, 4);
    expect(april[0]?.slice(0, 4)).toEqual([null, null, null, '2026-04-01']);
  });
});
