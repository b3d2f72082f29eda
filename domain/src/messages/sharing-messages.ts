import { commonTexts } from './public-site-messages';
import { propertiesTexts } from './properties-messages';

export const sharingTexts = {
  title: 'Share Property',
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
} as const;
