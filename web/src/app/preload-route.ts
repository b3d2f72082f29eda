import { matchRoute } from '@estatekey/domain';

import { loadSignedInLiveParts } from '../components/layouts/load-signed-in-live-parts';
import { ROUTE_PAGES, type PageLoader } from './route-pages';
import { routeShell } from './routes';
import { loadSignedInLayout, loadSiteLayout } from './routes/frame-loaders';

/** The frame's chunks of each kind of route; the signed-in frame's live parts bring the Firestore SDK. */
const loadFrame = {
  landing: () => [],
  site: () => [loadSiteLayout()],
  public: () => [],
  signedIn: () => [loadSignedInLayout(), loadSignedInLiveParts()],
  adaptive: () => [],
} satisfies Record<string, () => Array<Promise<unknown>>>;

/**
 * Starts downloading the chunks the opened URL renders (its page, its frame, the Auth SDK of a guarded page) at once,
 * from the entry script. Left to React, each is discovered only when the one before has loaded and rendered (the
 * session, then the frame, then the page): one round trip after another on a slow phone network. The lazy components
 * import the same modules later and get them from the module map.
 */
export function preloadRouteChunks(pathname: string, pages: Readonly<Record<string, PageLoader>> = ROUTE_PAGES): void {
  const entry = matchRoute(pathname);
  const loads: Array<Promise<unknown> | undefined> = [pages[entry.path]?.(), ...loadFrame[routeShell(entry)]()];
  if (entry.access !== 'public') loads.push(import('../lib/firebase/auth'));
  // A failed download is no error here: the lazy component that needs the chunk asks again and shows the failure.
  for (const load of loads) load?.catch(() => undefined);
}
