import { matchRoute } from '@estatekey/domain';

import { ROUTE_PAGES, routePage, type PageLoader } from './route-pages';
import { routeShell } from './route-shell';
import { loadSignedInLayout, loadSiteLayout } from './routes/frame-loaders';

/**
 * The frame's chunks of each kind of route. The signed-in frame's live parts (and the Firestore SDK they bring) are
 * not among them: the frame loads them once it has painted (signed-in-layout.tsx), and a page that reads Firestore
 * brings the SDK with its own chunk.
 */
const loadFrame = {
  landing: () => [],
  site: () => [loadSiteLayout()],
  public: () => [],
  signedIn: () => [loadSignedInLayout()],
  adaptive: () => [],
} satisfies Record<string, () => Array<Promise<unknown>>>;

/**
 * Starts downloading the chunks the opened URL renders (its page, its frame, the Auth SDK of a guarded page) from the
 * entry script. Left to React, each is discovered only when the one before has loaded and rendered (the session, then
 * the frame, then the page): one round trip after another on a slow phone network. A guarded page waits for the
 * session, so the Auth SDK comes first: once it runs, its session restore (a round trip to Auth) overlaps the download
 * of the rest, instead of queueing behind the evaluation of the page's and Firestore's code. The lazy components
 * import the same modules later and get them from the module map; the page renders at once (see routePage).
 * Settles once all have loaded or one has failed.
 */
export function preloadRouteChunks(
  pathname: string,
  pages: Readonly<Record<string, PageLoader>> = ROUTE_PAGES,
): Promise<void> {
  const entry = matchRoute(pathname);
  const loadPage = pages[entry.path];
  const loadRest = () => Promise.all([loadPage && routePage(loadPage).preload(), ...loadFrame[routeShell(entry)]()]);
  const loads = entry.access === 'public' ? loadRest() : import('../lib/firebase/auth').then(loadRest);
  // A failed download is no error here: the lazy component that needs the chunk asks again and shows the failure.
  return loads.then(
    () => undefined,
    () => undefined,
  );
}
