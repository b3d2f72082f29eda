/**
 * The badge shows up to 99; beyond it reads "99+". The listener reads at most this many documents, so a user with
 * thousands of unread notifications costs no more than one with a hundred.
 */
export const UNREAD_COUNT_CAP = 100;

/** How a count appears on a badge or card: exact up to 99, then "99+". */
export function formatUnreadCount(count: number): string {
  return count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count);
}
