import { showingBuyerSchema, showingSchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const showingConverter = domainConverter(showingSchema);
export const showingBuyerConverter = domainConverter(showingBuyerSchema);
