import { z } from 'zod';

/** Availability days of the attorney profile, Monday first (spec part 2 §5). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weekdaySchema = z.enum(WEEKDAYS);

/** Column headings of the showing calendar, Sunday first (spec part 2 §2). */
export const CALENDAR_WEEKDAY_HEADINGS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
