import type { CallableRoute } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';

/** What a screen asks of a failed load: a toast with this catalogue text, or (left out) only the log line. */
export interface LoadOptions {
  readonly failure?: string;
}

/** A failed load of `route`, handled one way: one log line, then the screen's toast if it asked for one. */
export function useLoadFailure(route: CallableRoute, { failure }: LoadOptions): (error: unknown) => void {
  const notify = useNotify();
  return (error) => {
    console.error(`${route.method} ${route.path} failed`, error);
    if (failure !== undefined) notify.error(failure);
  };
}
