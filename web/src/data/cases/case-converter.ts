import { caseSchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const caseConverter = domainConverter(caseSchema);
