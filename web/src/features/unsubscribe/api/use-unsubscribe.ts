import { notificationRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Route = typeof notificationRoutes.unsubscribe;
type Callbacks = Pick<MutationFeedback<Route>, 'onSuccess' | 'onError'>;

/** The one-click unsubscribe of a mail's link (RFC 8058's form body), no sign-in; the page says the outcome itself. */
export function useUnsubscribe(callbacks: Callbacks): ApiMutation<Route> {
  return useApiMutation(notificationRoutes.unsubscribe, { success: null, failure: null, ...callbacks });
}
