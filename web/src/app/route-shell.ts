import { type RouteEntry, paths } from '@estatekey/domain';

/** Which frame a route renders in. */
export type RouteShell = 'landing' | 'site' | 'public' | 'signedIn' | 'adaptive';

/**
 * The public pages a signed-in person reaches from the side menu, so they keep the signed-in frame for them. Listed
 * here rather than read from SIDEBAR_MENU, which would bring every role's menu and its texts to the landing page; a
 * test holds the list to the menu.
 */
export const ADAPTIVE_PATHS: ReadonlySet<string> = new Set([paths.helpCenter, paths.intakeProcess]);

/** The public site's pages that share the landing page's nav bar and footer. */
const SITE_PATHS: ReadonlySet<string> = new Set([paths.solutions, paths.pricing, paths.resources, paths.faq]);

export function routeShell(entry: RouteEntry): RouteShell {
  if (entry.path === paths.landing) return 'landing';
  if (SITE_PATHS.has(entry.path)) return 'site';
  if (entry.access === 'public') return ADAPTIVE_PATHS.has(entry.path) ? 'adaptive' : 'public';
  if (entry.access === 'guest') return 'public';
  return 'signedIn';
}
