import type { Property } from '@estatekey/domain';

import type { LivePage } from '../../../lib/firebase/live-page';
import { useMemberProperties } from '../../../data/properties/use-member-properties';

const oldestFirst = (newestFirst: Property[]) => [...newestFirst].reverse();

/**
 * The newest page of the properties the user owns or that are shared with them, live, oldest first: the progress
 * panel opens on the first; "Show more" reads the next page.
 */
export function useMemberPropertiesSnapshot(): LivePage<Property[]> {
  return useMemberProperties(oldestFirst);
}
