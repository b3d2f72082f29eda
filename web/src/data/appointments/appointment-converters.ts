import { appointmentSchema, propertyKeyPickupCopySchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const appointmentConverter = domainConverter(appointmentSchema);
export const propertyKeyPickupCopyConverter = domainConverter(propertyKeyPickupCopySchema);
