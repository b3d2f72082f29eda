import { apiPath, type ApiRoute } from '@estatekey/domain';

import type { ApiPath } from '../../../lib/api-client';

function isApiPath(path: string): path is ApiPath {
  return path.startsWith('/api/');
}

/** The concrete path of a parameterised API route, typed for the API client. */
export function concreteApiPath(route: Pick<ApiRoute, 'path'>, params: Readonly<Record<string, string>>): ApiPath {
  const path = apiPath(route, params);
  if (!isApiPath(path)) throw new Error(`Not an API path: ${path}`);
  return path;
}
