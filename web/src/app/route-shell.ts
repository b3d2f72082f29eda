import { SIDEBAR_MENU, type RouteEntry, paths } from '@estatekey/domain';

/** Which frame a route renders in. */
export type RouteShell = 'landing' | 'site' | 'public' | 'signedIn' | 'adaptive';

const SIDEBAR_PATHS = new Set(Object.values(SIDEBAR_MENU).flatMap((items) => items.map((item) => item.path)));

/** The public site's pages that share the landing page's nav bar and footer. */
const SITE_PATHS: ReadonlySet<string> = new Set([paths.solutions, paths.pricing, paths.resources, paths.faq]);

export function routeShell(entry: RouteEntry): RouteShell {
  if (entry.path === paths.landing) return 'landing';
  if (SITE_PATHS.has(entry.path)) return 'site';
  if (entry.access === 'public') return SIDEBAR_PATHS.has(entry.path) ? 'adaptive' : 'public';
  if (entry.access === 'guest') return 'public';
  return 'signedIn';
}
