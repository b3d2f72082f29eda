import { userProfileSchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const userProfileConverter = domainConverter(userProfileSchema);
