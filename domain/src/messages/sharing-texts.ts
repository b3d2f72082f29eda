import { commonTexts } from './public-site-texts';
import { propertiesTexts } from './properties-texts';

const title = 'Share Property';

/** Sharing a property: the share dialog, its user search and the outcomes. */
export const sharingTexts = {
  title,
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name or email',
  minChars: 'Type at least 2 characters to search',
  noUsers: 'No users found',
  permissionLabel: 'Permission',
  permissionView: commonTexts.view,
  permissionManage: 'Manage',
  shareButton: propertiesTexts.share,
  sharedWith: 'Shared with',
  notShared: 'This property is not shared with anyone yet.',
  remove: 'Remove',
  shared: 'Property shared successfully',
  shareFailed: 'Failed to share property',
  removed: 'Sharing removed successfully',
  removeFailed: 'Failed to remove sharing',
  loadSharedFailed: 'Could not load shared users',
  searchFailed: 'Failed to search users',
  dialogTitle: (propertyLabel: string) => `${title}: ${propertyLabel}`,
  searching: 'Searching...',
  loadingShared: 'Loading shared users',
  removeUser: (name: string) => `Remove sharing with ${name}`,
  permissionOf: (permission: string) => `Permission: ${permission}`,
} as const;
