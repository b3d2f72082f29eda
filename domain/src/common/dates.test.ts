import { describe, expect, it, vi } from 'vitest';
import {
  addDaysIso,
  formatLocalDate,
  formatLongUsDate,
  formatShortUsDate,
  formatTime12h,
  isIsoDate,
  isTime,
  localDateTime,
  minutesOfDay,
  serverTodayIsoDate,
  timeSlots,
  toIsoDate,
  todayIsoDate,
} from './dates';

describe('dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('03/10/2026')).toBe(false);
  });

  it('accepts only HH:MM 24-hour times', () => {
    expect(isTime('00:00')).toBe(true);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('9:00')).toBe(false);
    expect(isTime('09:60')).toBe(false);
  });

  it('reads the local calendar date', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIsoDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('takes the westernmost time zone for server-side today', () => {
    expect(serverTodayIsoDate(new Date('2026-03-10T11:00:00Z'))).toBe('2026-03-09');
    expect(serverTodayIsoDate(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-10');
  });

  it('adds days across months and years', () => {
    expect(addDaysIso('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('builds slots and local instants', () => {
    expect(timeSlots('09:00', '10:30', 30)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(minutesOfDay('13:30')).toBe(810);
    expect(localDateTime('2026-03-10', '14:30').getHours()).toBe(14);
  });

  it('formats times in 12-hour US style and dates in US English', () => {
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('09:00')).toBe('9:00 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('16:30')).toBe('4:30 PM');
    expect(formatLongUsDate('2026-03-06')).toBe('Friday, March 6, 2026');
    expect(formatShortUsDate('2026-03-06')).toBe('3/6/2026');
    expect(formatShortUsDate(new Date(2026, 2, 6))).toBe('3/6/2026');
    expect(formatShortUsDate(null)).toBe('N/A');
    expect(formatShortUsDate('')).toBe('N/A');
    expect(formatShortUsDate('garbage')).toBe('N/A');
  });

  it("formats dates in the browser's own locale, a calendar date as that local day", () => {
    const toLocale = vi.spyOn(Date.prototype, 'toLocaleDateString');
    try {
      expect(formatLocalDate('2026-03-06')).toBe(new Date(2026, 2, 6).toLocaleDateString());
      expect(formatLocalDate(new Date(2026, 2, 6, 23, 59))).toBe(new Date(2026, 2, 6).toLocaleDateString());
      // No locale or options passed: the browser's default format, not en-US.
      expect(toLocale.mock.calls.every((call) => call.length === 0)).toBe(true);
    } finally {
      toLocale.mockRestore();
    }
    expect(formatLocalDate(null)).toBe('');
    expect(formatLocalDate('garbage', '—')).toBe('—');
  });
});
