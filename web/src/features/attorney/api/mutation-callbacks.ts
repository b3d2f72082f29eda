import type { CallableRoute } from '../../../lib/api-client';
import type { MutationFeedback } from '../../../lib/use-api-mutation';

/** What a screen adds to a mutation of this feature: its texts live with the hook, the screen reacts to the outcome. */
export type MutationCallbacks<Route extends CallableRoute> = Pick<MutationFeedback<Route>, 'onSuccess' | 'onError'>;
