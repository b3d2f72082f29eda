/**
 * Texts the property, sharing and notification parts of the API write that the spec does not spell: the
 * notifications members get when a milestone changes or a share is added, changed or removed, and the refusals of
 * the sharing and search endpoints. The spec's own texts (the permission warning, 'Property shared with you', ...)
 * stay in the feature catalogues (`sharingTexts`, `notificationContentTexts`, ...).
 */
export const propertyServerMessages = {
  notifications: {
    /** One notification per member for every update, naming each milestone that changed and its new status. */
    milestonesChanged: (
      address: string,
      changes: readonly { readonly milestone: string; readonly status: string }[],
    ) => ({
      title: changes.length === 1 ? 'Milestone updated' : 'Milestones updated',
      message: `${address}: ${changes.map((change) => `${change.milestone} is now ${change.status}`).join('; ')}.`,
    }),
    permissionChanged: (address: string, permission: string) => ({
      title: 'Property access changed',
      message: `Your access to ${address} is now ${permission}.`,
    }),
    unshared: (address: string) => ({
      title: 'Property no longer shared',
      message: `${address} is no longer shared with you.`,
    }),
  },
  errors: {
    /** Sharing a property with its own owner (an admin sharing someone else's property). */
    cannotShareWithOwner: 'The property already belongs to this user',
    /** Unsharing the owner, who is a member by ownership, not by a share. */
    cannotUnshareOwner: 'The owner of a property cannot be removed from it',
    /** A view share, an attorney of a linked case: only the owner and a 'manage' share hold the key code. */
    lockboxForbidden:
      'Only the owner of the property or a user it is shared with to manage may see or change its lockbox code',
  },
  lockbox: {
    saved: 'Lockbox code saved',
    cleared: 'Lockbox code removed',
  },
} as const;
