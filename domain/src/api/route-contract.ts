import type { z } from 'zod';
import type { Role } from '../roles/roles';
import type { ApiFieldError } from './error-body';
import type { RateLimitName } from './rate-limits';
import type { BodyContext } from './request-bodies';

/**
 * public: no token needed. optional: works for visitors and signed-in users, answering each differently.
 * authenticated: any role (the route then checks membership). A role list: 401 without a token, 403 for other roles.
 */
export type ApiAccess = 'public' | 'optional' | 'authenticated' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path of the API, a pattern (`/api/cases/:id`) or a concrete path (`/api/cases/c1?x=1`). */
export type ApiPath = `/api/${string}`;

export function isApiPath(path: string): path is ApiPath {
  return path.startsWith('/api/');
}

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Express / react-router pattern. */
  readonly path: string;
  readonly access: ApiAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body, or the text fields of a multipart body; on an optional route, what a signed-in caller sends. */
  readonly body?: z.ZodType;
  /** Optional routes: what a visitor sends. */
  readonly visitorBody?: z.ZodType;
  /**
   * The schema the server parses the body with when it depends on the request: dates not before the server's day,
   * fields by the caller's role. Its output has the shape of `body` (or `visitorBody` for a visitor).
   */
  readonly bodyFor?: (context: BodyContext) => z.ZodType;
  /** The 400's message for these failed fields, when the spec gives one; the generic text otherwise. */
  readonly validationMessage?: (errors: readonly ApiFieldError[]) => string | undefined;
  /** The 403's message for a role outside `access`, when the spec gives one. */
  readonly forbiddenMessage?: string;
  /**
   * The named limits of RATE_LIMIT_POLICIES this route's calls count against (each answers 429): 'public' and
   * 'login' count calls made without an account (every call of a public route, visitors' calls of an optional one)
   * per client address, 'login' also per target e-mail; 'verificationMail', 'userWrites' and 'userSearches' count
   * signed-in calls per uid; 'clientIntake' counts signed-in calls per uid and per the e-mail the body names (the
   * inbox the call mails).
   */
  readonly rateLimit?: readonly RateLimitName[];
  /**
   * A signed-in account whose e-mail is not verified may call this route. Every other non-public route answers it
   * 403 'Please verify your e-mail address first.' (DESIGN §5): it may only sign in, see its dashboard, edit its
   * profile, log out and resend the verification mail.
   */
  readonly allowUnverified?: true;
  /** The body is multipart/form-data with one required file; `body` parses its text fields. */
  readonly multipart?: true;
  /**
   * The body is exactly a form (`application/x-www-form-urlencoded`), which every other route refuses: the one-click
   * unsubscribe POST that mail programs send (RFC 8058). `body` parses its fields.
   */
  readonly urlEncodedForm?: true;
  /** The answer is a file stream, not JSON. */
  readonly binary?: true;
  /** Successful answer (2xx); absent for binary answers. */
  readonly response?: z.ZodType;
  /** Success status when not 200. */
  readonly successStatus?: 201 | 204;
}

// The role lists several areas' routes admit.
export const ATTORNEY_AREA = ['Attorney', 'Admin'] as const satisfies readonly Role[];
export const COURT_DOCUMENT_ROLES = ['Attorney', 'Guardian', 'Executor', 'Admin'] as const satisfies readonly Role[];
export const CLIENT_ROLES_AND_ADMIN = ['Guardian', 'Executor', 'Admin'] as const satisfies readonly Role[];
export const AGENT_ONLY = ['Agent'] as const satisfies readonly Role[];
/** Writes of an attorney's own profile: an admin's account may not become an attorney's through them. */
export const ATTORNEY_ONLY = ['Attorney'] as const satisfies readonly Role[];

/** What a client may send to a route: on an optional route, either the signed-in or the visitor's body. */
export type ApiRequestBodyInput<Route extends ApiRoute> =
  | (Route extends { readonly body: infer Schema extends z.ZodType } ? z.input<Schema> : never)
  | (Route extends { readonly visitorBody: infer Schema extends z.ZodType } ? z.input<Schema> : never);
export type ApiAccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * The one access decision of a route, as the API applies it: 401 for a caller without a token (null), 403 for a
 * role the route does not serve; a signed-in caller without a role claim may call the routes of any signed-in user.
 */
export function apiAccessOf(
  route: Pick<ApiRoute, 'access'>,
  caller: { readonly role: Role | null } | null,
): ApiAccessDecision {
  if (route.access === 'public' || route.access === 'optional') return 'allow';
  if (caller === null) return 'unauthenticated';
  if (route.access === 'authenticated') return 'allow';
  return caller.role !== null && route.access.includes(caller.role) ? 'allow' : 'forbidden';
}

/** The role check of a route for a user known by role only: 401 without one (signed out), 403 for one it does not serve. */
export function canCallApi(route: Pick<ApiRoute, 'access'>, role: Role | null): ApiAccessDecision {
  return apiAccessOf(route, role === null ? null : { role });
}

/**
 * Whether a signed-in caller must have verified its e-mail address to call the route: every route but the public ones
 * and those marked `allowUnverified` (DESIGN §5).
 */
export function requiresVerifiedEmail(route: Pick<ApiRoute, 'access' | 'allowUnverified'>): boolean {
  return route.access !== 'public' && route.allowUnverified !== true;
}

/** A concrete path from a pattern: `apiPath(apiRoutes.cancelShowing, { id })`. */
export function apiPath(route: Pick<ApiRoute, 'path'>, params: Readonly<Record<string, string>> = {}): ApiPath {
  if (!isApiPath(route.path)) throw new Error(`Not an API path: ${route.path}`);
  // Parameters follow the /api/ prefix, so the result keeps it.
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    return encodeURIComponent(value);
  }) as ApiPath;
}
