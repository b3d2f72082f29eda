import { matchRoute, paths } from '@estatekey/domain';

/**
 * The page a signed-out visitor opened before the route guard sent them to /login (router location state), so that
 * signing in brings them back to it: a shared property link works for someone who still has to log in.
 */
export interface LoginReturnState {
  readonly returnTo: string;
}

export function loginReturnState(location: { pathname: string; search: string }): LoginReturnState {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** The invitation page's pattern, as the route table names it. */
const CLIENT_SIGNUP_ROUTE = matchRoute(paths.clientSignup('token')).path;

/** The remembered page, when the state holds one worth returning to: a page of this app that needs an account. */
export function returnTarget(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  // Only a path of this origin: '//host' or a full URL would leave the app.
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  const route = matchRoute(returnTo);
  if (route.path === '*' || route.access === 'guest') return null;
  // Public pages need no account, except an invitation that an existing account accepts signed in.
  if (route.access === 'public' && route.path !== CLIENT_SIGNUP_ROUTE) return null;
  return returnTo;
}

/**
 * Where login leads: the remembered page, unless the login gate (spec part 1 §4) must send the user elsewhere first
 * (an attorney who has not finished onboarding). The route guard still judges the remembered page for the user's role.
 */
export function destinationAfterLogin(gateDestination: string, state: unknown): string {
  if (gateDestination === paths.attorneyOnboarding) return gateDestination;
  return returnTarget(state) ?? gateDestination;
}
