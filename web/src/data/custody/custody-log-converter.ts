import { custodyLogEntrySchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const custodyLogConverter = domainConverter(custodyLogEntrySchema);
