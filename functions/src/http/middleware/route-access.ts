import type { ApiRoute } from '@estatekey/domain';
import type { RequestHandler } from 'express';
import { requireAuth, requireRole } from './authenticate';

/**
 * The guard of a route of the domain's table, from its `access`: a role list answers 401 without a token and 403 to
 * other roles; 'authenticated' only needs a valid token. Public and optional routes need no guard.
 */
export function requireAccess(route: Pick<ApiRoute, 'access'>): RequestHandler {
  const { access } = route;
  if (access === 'authenticated') return requireAuth;
  if (access === 'public' || access === 'optional') return (_req, _res, next) => next();
  return requireRole(...access);
}
