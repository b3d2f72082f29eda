import { conversationMessageSchema, conversationSchema } from '@estatekey/domain';

import { domainConverter } from '../../lib/firebase/converters';

export const conversationConverter = domainConverter(conversationSchema);
export const conversationMessageConverter = domainConverter(conversationMessageSchema);
