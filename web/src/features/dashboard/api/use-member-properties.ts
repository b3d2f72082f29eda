import type { Property } from '@estatekey/domain';

import type { LiveResult } from '../../../lib/firebase/live-result';
import { useMemberProperties } from '../../../data/properties/use-member-properties';

const oldestFirst = (newestFirst: Property[]) => [...newestFirst].reverse();

/** Properties the user owns or that are shared with them, live, oldest first: the progress panel opens on the first. */
export function useMemberPropertiesSnapshot(): LiveResult<Property[]> {
  return useMemberProperties(oldestFirst);
}
