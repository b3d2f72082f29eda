import { serverMessageOr, type CallableRoute, type ServerMessageOptions } from './api-client';
import { useNotify } from './notify';

/** Which text a failed call shows. */
export type FailureText =
  /** The catalogue's text, whatever the server said. */
  | { readonly text: string; readonly server?: never }
  /** The server's message where the spec prefers it (part 1 §8), else the catalogue's text. */
  | { readonly text: string; readonly server: true | ServerMessageOptions };

/**
 * A failed call of `route`, handled one way for loads and changes alike: one log line naming the route, then the
 * screen's toast when it asked for one (`failure`), with the catalogue's or the server's text.
 */
export function useFailureReport(
  route: CallableRoute,
  failure: FailureText | null | undefined,
): (error: unknown) => void {
  const notify = useNotify();
  return (error) => {
    console.error(`${route.method} ${route.path} failed`, error);
    if (failure) notify.error(failureMessage(failure, error));
  };
}

function failureMessage(failure: FailureText, error: unknown): string {
  if (failure.server === undefined) return failure.text;
  return serverMessageOr(error, failure.text, failure.server === true ? {} : failure.server);
}
