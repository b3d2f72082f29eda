import { agentTexts, formatLongUsDate, formatTime12h, type Notification, paths, type Showing } from '@estatekey/domain';
import type { NotificationContent } from '../../services/notifications/notifications';

/** What one showing write tells the property's owner; `kind` keeps the notices of one event apart. */
export interface ShowingNotice {
  readonly kind: 'scheduled' | 'moved' | 'cancelled' | 'requested' | 'decided';
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

function timesChanged(before: Showing, after: Showing): boolean {
  return before.fullStartTime !== after.fullStartTime || before.fullEndTime !== after.fullEndTime;
}

/**
 * A showing waiting for approval (booked or moved under owner approval): the owner and every 'manage' share
 * (`deciders`) get a notification they can confirm or decline from, linking to the property page.
 */
function requestNotices(showing: Showing, deciders: readonly string[]): ShowingNotice[] {
  const text = texts.showingRequested(showing.propertyAddress, when(showing));
  const content: NotificationContent = {
    ...text,
    category: 'appointment',
    link: paths.property(showing.propertyId),
    action: { kind: 'showingDecision', showingId: showing.id },
  };
  return [...new Set([showing.ownerId, ...deciders])].map((recipient) => ({ kind: 'requested', recipient, content }));
}

/**
 * The property's owner learns that a showing was scheduled (created), moved (its date or times changed) or cancelled
 * (deleted); a showing that waits for approval asks the owner and the 'manage' shares (`deciders`) instead; the
 * booking agent learns the owner's decision. Edits of the client's details alone tell nobody anything new.
 */
export function noticesForShowingWrite(
  before: Showing | undefined,
  after: Showing | undefined,
  deciders: readonly string[] = [],
): ShowingNotice[] {
  if (after?.status === 'requested' && (!before || before.status !== 'requested' || timesChanged(before, after))) {
    return requestNotices(after, deciders);
  }
  if (before?.status === 'requested' && (after?.status === 'confirmed' || after?.status === 'declined')) {
    const text =
      after.status === 'confirmed'
        ? texts.showingConfirmed(after.propertyAddress, when(after))
        : texts.showingDeclined(after.propertyAddress, when(after), after.decisionReason);
    const content: NotificationContent = { ...text, category: 'appointment', link: paths.scheduleShowing };
    return [{ kind: 'decided', recipient: after.agentId, content }];
  }
  if (!before && after) {
    const text = texts.showingScheduled(after.propertyAddress, when(after));
    return [{ kind: 'scheduled', recipient: after.ownerId, content: showingNotification(text) }];
  }
  if (before && !after) {
    const text = texts.showingCancelled(before.propertyAddress, when(before));
    return [{ kind: 'cancelled', recipient: before.ownerId, content: showingNotification(text) }];
  }
  if (before && after && timesChanged(before, after)) {
    const text = texts.showingMoved(after.propertyAddress, when(after));
    return [{ kind: 'moved', recipient: after.ownerId, content: showingNotification(text) }];
  }
  return [];
}

export type ShowingRequestOutcome = NonNullable<NonNullable<Notification['action']>['outcome']>;

/**
 * How a request was answered when a write takes its showing out of 'requested': its new status, or 'cancelled' when
 * it was deleted; undefined for any other write. The request notifications of that showing then show the outcome.
 */
export function requestOutcome(
  before: Showing | undefined,
  after: Showing | undefined,
): ShowingRequestOutcome | undefined {
  if (before?.status !== 'requested') return undefined;
  if (!after) return 'cancelled';
  return after.status === 'requested' ? undefined : after.status;
}
