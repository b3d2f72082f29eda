import { notificationSchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const notificationConverter = domainConverter(notificationSchema);
