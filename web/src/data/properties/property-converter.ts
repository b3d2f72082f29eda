import { propertySchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const propertyConverter = domainConverter(propertySchema);
