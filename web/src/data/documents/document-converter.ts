import { documentSchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const documentConverter = domainConverter(documentSchema);
