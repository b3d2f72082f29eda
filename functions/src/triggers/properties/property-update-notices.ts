import {
  adminTexts,
  MILESTONE_KEYS,
  MILESTONE_LABELS,
  type MilestoneKey,
  notificationContentTexts,
  paths,
  type PermissionLevel,
  type Property,
  PROPERTY_REVIEW_STATUS_LABELS,
  propertiesTexts,
} from '@estatekey/domain';
import { propertyAddressLine } from '../../services/properties/properties';
import type { NotificationContent } from '../../services/notifications/notifications';

/** What one property update tells whom; `kind` keeps the notices of one event apart. */
export interface PropertyNotice {
  readonly kind: 'milestones' | 'shared' | 'permission' | 'unshared' | 'review';
  readonly recipients: readonly string[];
  readonly content: NotificationContent;
}

/** A property's notifications take the user to the properties page (spec part 1 §2.15). */
function propertyNotification(text: { title: string; message: string }): NotificationContent {
  return { ...text, category: 'property', link: paths.submitProperty };
}

/** The milestones whose status differs between the two versions, in milestone order. */
export function changedMilestoneKeys(before: Property, after: Property): MilestoneKey[] {
  return MILESTONE_KEYS.filter((key) => before.statusData[key] !== after.statusData[key]);
}

function milestoneNotices(before: Property, after: Property): PropertyNotice[] {
  const changes = changedMilestoneKeys(before, after).map((key) => ({
    milestone: MILESTONE_LABELS[key],
    status: after.statusData[key],
  }));
  if (changes.length === 0) return [];
  // The member who made the change knows it already.
  const recipients = after.memberIds.filter((uid) => uid !== after.updatedBy);
  if (recipients.length === 0) return [];
  const text = propertiesTexts.notifications.milestonesChanged(propertyAddressLine(after), changes);
  return [{ kind: 'milestones', recipients, content: propertyNotification(text) }];
}

function shareNotices(before: Property, after: Property): PropertyNotice[] {
  const address = propertyAddressLine(after);
  const notices: PropertyNotice[] = [];
  const sharedNow = Object.entries(after.sharedWith);
  for (const level of ['view', 'manage'] as const satisfies readonly PermissionLevel[]) {
    const added = sharedNow.filter(([uid, now]) => now === level && !Object.hasOwn(before.sharedWith, uid));
    const changed = sharedNow.filter(
      ([uid, now]) => now === level && Object.hasOwn(before.sharedWith, uid) && before.sharedWith[uid] !== now,
    );
    if (added.length > 0) {
      const text = notificationContentTexts.propertyShared(address, level);
      notices.push({ kind: 'shared', recipients: added.map(([uid]) => uid), content: propertyNotification(text) });
    }
    if (changed.length > 0) {
      const text = propertiesTexts.notifications.permissionChanged(address, level);
      notices.push({
        kind: 'permission',
        recipients: changed.map(([uid]) => uid),
        content: propertyNotification(text),
      });
    }
  }
  const removed = Object.keys(before.sharedWith).filter((uid) => !Object.hasOwn(after.sharedWith, uid));
  if (removed.length > 0) {
    const text = propertiesTexts.notifications.unshared(address);
    notices.push({ kind: 'unshared', recipients: removed, content: propertyNotification(text) });
  }
  return notices;
}

/** An admin's review decision tells the owner the new status and, for a rejection, why. */
function reviewNotices(before: Property, after: Property): PropertyNotice[] {
  if (before.status === after.status) return [];
  const text = adminTexts.notifications.reviewChanged(
    propertyAddressLine(after),
    PROPERTY_REVIEW_STATUS_LABELS[after.status],
    after.status === 'rejected' ? (after.reviewReason ?? null) : null,
  );
  return [{ kind: 'review', recipients: [after.ownerId], content: propertyNotification(text) }];
}

/**
 * The notifications a property update causes: the other members learn which milestones changed, users learn that
 * the property was shared with them, that their level changed, or that it is no longer shared with them, and the
 * owner learns of a review decision.
 */
export function noticesForPropertyUpdate(before: Property, after: Property): PropertyNotice[] {
  return [...milestoneNotices(before, after), ...shareNotices(before, after), ...reviewNotices(before, after)];
}
