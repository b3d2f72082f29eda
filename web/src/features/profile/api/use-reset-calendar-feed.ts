import { agentTexts, calendarFeedRoutes } from '@estatekey/domain';

import { type ApiMutation, useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

type Callbacks = Pick<MutationFeedback<typeof calendarFeedRoutes.resetCalendarFeed>, 'onSuccess'>;

/** Makes a new calendar feed link; the old one stops working. No toast on success: the page shows the link. */
export function useResetCalendarFeed(
  callbacks: Callbacks = {},
): ApiMutation<typeof calendarFeedRoutes.resetCalendarFeed> {
  return useApiMutation(calendarFeedRoutes.resetCalendarFeed, {
    success: null,
    failure: { text: agentTexts.calendarFeed.createFailed },
    ...callbacks,
  });
}
