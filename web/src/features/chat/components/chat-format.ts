/** The day separator of a thread, e.g. 'Thursday, November 26, 2026', in the reader's time zone. */
export function formatMessageDay(at: Date): string {
  return at.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** A message's time of day, e.g. '9:05 AM'. */
export function formatMessageTime(at: Date): string {
  return at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** Whether two times fall on the same day of the reader's calendar. */
export function sameDay(first: Date, second: Date): boolean {
  return first.toDateString() === second.toDateString();
}
