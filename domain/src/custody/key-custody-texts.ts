import { formatLongUsDate, formatTime12h } from '../common/dates';

/** What the chain of custody of a property's keys says: the log's lines, the reveal and its refusals, the web section. */
export const keyCustodyTexts = {
  events: {
    keyPickupScheduled: (date: string, time: string) =>
      `Key pickup scheduled for ${formatLongUsDate(date)} at ${formatTime12h(time)}`,
    keyPickupCompleted: (date: string, time: string) =>
      `Key pickup of ${formatLongUsDate(date)} at ${formatTime12h(time)} completed`,
    keyPickupCancelled: (date: string, time: string) =>
      `Key pickup of ${formatLongUsDate(date)} at ${formatTime12h(time)} cancelled`,
    lockboxCodeSet: (actor: string) => `${actor} set the lockbox code`,
    lockboxCodeChanged: (actor: string) => `${actor} changed the lockbox code`,
    lockboxCodeRemoved: (actor: string) => `${actor} removed the lockbox code`,
    /** "Aaron Agent viewed the lockbox code at 2:14 PM for the 3:00 PM showing" (times as 'HH:MM'). */
    lockboxCodeViewed: (actor: string, viewedAt: string, showingStart: string) =>
      `${actor} viewed the lockbox code at ${formatTime12h(viewedAt)} for the ${formatTime12h(showingStart)} showing`,
  },
  /** Who did it, when the actor's profile has no name (or the system did it). */
  someone: 'Someone',
  reveal: {
    notConfirmed: 'The lockbox code is shown only for a confirmed showing',
    opensAt: (date: string, time: string) =>
      `The lockbox code opens at ${formatTime12h(time)} on ${formatLongUsDate(date)}, one hour before the showing`,
    ended: 'This showing has ended; its lockbox code is no longer shown',
    noCode: 'No lockbox code is stored for this property',
    forbidden: 'Only the agent of this showing may view its lockbox code',
  },
  notification: {
    title: 'Lockbox code viewed',
  },
  lockboxForm: {
    label: 'New lockbox code',
    hint: 'The code is never shown here; agents see it only during their confirmed showings.',
    save: 'Save code',
    remove: 'Remove code',
    saveFailed: 'Failed to save the lockbox code',
  },
  section: {
    title: 'Key custody',
    empty: 'No key custody events yet',
    loadFailed: 'Failed to load the key custody log',
  },
  showing: {
    showCode: 'Show lockbox code',
    hideCode: 'Hide',
    codeLabel: 'Lockbox code',
    validUntil: (time: string) => `Valid until ${formatTime12h(time)}`,
    opensAt: (date: string, time: string) => `Lockbox code from ${formatTime12h(time)}, ${formatLongUsDate(date)}`,
    loadFailed: 'Failed to load the lockbox code',
  },
} as const;
