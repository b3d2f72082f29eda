import { agentTexts, formatLongUsDate, formatTime12h, paths, type Showing } from '@estatekey/domain';
import type { NotificationContent } from '../../services/notifications/notifications';

/** What one showing write tells the property's owner; `kind` keeps the notices of one event apart. */
export interface ShowingNotice {
  readonly kind: 'scheduled' | 'moved' | 'cancelled';
  readonly recipient: string;
  readonly content: NotificationContent;
}

const texts = agentTexts.notifications;

/** 'Tuesday, March 10, 2026 at 10:00 AM' */
function when(showing: Showing): string {
  return `${formatLongUsDate(showing.date)} at ${formatTime12h(showing.startTime)}`;
}

/** The owner finds the property's upcoming showings in its details on the properties page. */
function showingNotification(text: { title: string; message: string }): NotificationContent {
  return { ...text, category: 'appointment', link: paths.submitProperty };
}

/**
 * The property's owner learns that a showing was scheduled (created), moved (its date or times changed) or cancelled
 * (deleted). Edits of the client's details alone tell the owner nothing new.
 */
export function noticesForShowingWrite(before: Showing | undefined, after: Showing | undefined): ShowingNotice[] {
  if (!before && after) {
    const text = texts.showingScheduled(after.propertyAddress, when(after));
    return [{ kind: 'scheduled', recipient: after.ownerId, content: showingNotification(text) }];
  }
  if (before && !after) {
    const text = texts.showingCancelled(before.propertyAddress, when(before));
    return [{ kind: 'cancelled', recipient: before.ownerId, content: showingNotification(text) }];
  }
  if (before && after && (before.fullStartTime !== after.fullStartTime || before.fullEndTime !== after.fullEndTime)) {
    const text = texts.showingMoved(after.propertyAddress, when(after));
    return [{ kind: 'moved', recipient: after.ownerId, content: showingNotification(text) }];
  }
  return [];
}
