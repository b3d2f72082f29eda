import { matchRoute, routeDeniedToast, routeRedirectTarget, paths } from '@estatekey/domain';

import type { AuthSession } from './auth/auth-session';

export type RouteAccessDecision =
  | { readonly kind: 'render' }
  | { readonly kind: 'wait' }
  | { readonly kind: 'redirect'; readonly to: string; readonly toast?: string };

const RENDER: RouteAccessDecision = { kind: 'render' };
const WAIT: RouteAccessDecision = { kind: 'wait' };

/**
 * Guest pages shown while the session is restored: /login is prerendered (web/vite-plugins/prerender-pages.ts), so its
 * form is on screen before any script runs; a signed-in visitor is sent on once the session is known.
 */
const GUEST_PAGES_SHOWN_WHILE_LOADING: ReadonlySet<string> = new Set([paths.login]);

/**
 * The route guard (spec part 1 §2.1, part 2 §2) for the current session and a concrete path, from the domain's
 * ROUTE_ACCESS table. Public pages and /login render at once; the others wait until Firebase Auth has restored the
 * session.
 * The UI only hides: the API and the security rules enforce the same table.
 */
export function decideRouteAccess(session: AuthSession, pathname: string): RouteAccessDecision {
  const route = matchRoute(pathname);
  if (route.access === 'public') return RENDER;
  if (session.status === 'loading') return GUEST_PAGES_SHOWN_WHILE_LOADING.has(route.path) ? RENDER : WAIT;
  if (session.status === 'signedOut') return redirectOrRender(routeRedirectTarget(null, pathname));
  if (session.role) {
    const target = routeRedirectTarget(session.role, pathname);
    const toast = routeDeniedToast(session.role, pathname);
    if (target === null || toast === undefined) return redirectOrRender(target);
    // An attorney-only page says why the user lands on /home (spec part 1 §8).
    return { kind: 'redirect', to: target, toast };
  }
  // Signed in, but the token has no role claim: every role-restricted route sends the user home.
  if (route.access === 'authenticated') return RENDER;
  if (route.access === 'guest') return { kind: 'redirect', to: route.authenticatedRedirect ?? paths.home };
  return { kind: 'redirect', to: paths.home };
}

function redirectOrRender(target: string | null): RouteAccessDecision {
  return target === null ? RENDER : { kind: 'redirect', to: target };
}
