import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CREATED_REDIRECT_MS,
  APPOINTMENT_MODAL_RESET_MS,
  ATTORNEY_GROUP_EXPAND_BELOW,
  AUTH_COOKIE,
  CALENDAR_ADDRESS_MAX,
  DEFAULT_COMPANY_NAME,
  INVITATION_TTL_DAYS,
  NAVBAR_SOLID_AFTER_PX,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  PROPERTY_MODAL_RESET_MS,
  REGISTER_REDIRECT_MS,
  REMEMBER_ME_DAYS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  TOAST,
  UPCOMING_DEADLINES_LIMIT,
  VERIFICATION_TTL_HOURS,
} from './app';
import { US_STATES, usStateSchema } from './us-states';
import { CALENDAR_WEEKDAY_HEADINGS, WEEKDAYS } from './weekdays';

describe('business constants', () => {
  it('match spec §9 of both parts', () => {
    expect(PRODUCT_NAME).toBe('EstateKey');
    expect(DEFAULT_COMPANY_NAME).toBe('EstateKey');
    expect(AUTH_COOKIE).toBe('authToken');
    expect(REMEMBER_ME_DAYS).toBe(7);
    expect(TOAST).toEqual({ successMs: 2000, errorMs: 4000, onboardingMs: 5000, max: 20 });
    expect(NAVBAR_SOLID_AFTER_PX).toBe(50);
    expect(REGISTER_REDIRECT_MS).toBe(2000);
    expect(ACCOUNT_CREATED_REDIRECT_MS).toBe(2000);
    expect(APPOINTMENT_MODAL_RESET_MS).toBe(5000);
    expect(PROPERTY_MODAL_RESET_MS).toBe(3000);
    expect(SEARCH_MIN_CHARS).toBe(2);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(INVITATION_TTL_DAYS).toBe(7);
    expect(VERIFICATION_TTL_HOURS).toBe(48);
    expect(UPCOMING_DEADLINES_LIMIT).toBe(5);
    expect(ATTORNEY_GROUP_EXPAND_BELOW).toBe(5);
    expect(CALENDAR_ADDRESS_MAX).toBe(20);
  });

  it('lists the 50 US states once each', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect(US_STATES).not.toContain('DC');
    expect(usStateSchema.safeParse('TX').success).toBe(true);
    expect(usStateSchema.safeParse('tx').success).toBe(false);
  });

  it('lists weekdays Monday first and calendar headings Sunday first', () => {
    expect(WEEKDAYS[0]).toBe('Monday');
    expect(WEEKDAYS).toHaveLength(7);
    expect(CALENDAR_WEEKDAY_HEADINGS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});
