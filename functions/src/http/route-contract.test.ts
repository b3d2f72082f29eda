import { API_ROUTE_NAMES, apiRoutes, type ApiRoute } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { mountApiRoutes, type AppDependencies } from './app';
import { createApiRouter } from './mount-route';

/** Mounting only registers handlers: nothing is called, so the dependencies are never used. */
const unusedDependencies = {
  auth: {},
  db: {},
  blobs: {},
} as unknown as AppDependencies & { db: Firestore; blobs: BlobStore };

const routeKey = ({ method, path }: Pick<ApiRoute, 'method' | 'path'>) => `${method} ${path}`;

/** What the app's router serves, in the order it was mounted, as 'METHOD /api/path' of the table's patterns. */
function servedRouteKeys(): string[] {
  const api = createApiRouter(() => Promise.resolve());
  mountApiRoutes(api, unusedDependencies);
  return api.router.stack.map((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) throw new Error('Something other than a route reached the API router');
    const methods = Object.keys(route.methods).map((method) => method.toUpperCase());
    // Inner parameters are mounted optional ('{:id}', mount-route.ts); the table writes them ':id'.
    return `${methods.join(',')} ${route.path.replace(/\{(:[A-Za-z]+)\}/g, '$1')}`;
  });
}

describe('the route table', () => {
  it('is served: every entry of every area is mounted once, and nothing else', () => {
    const expected = API_ROUTE_NAMES.map((name) => routeKey(apiRoutes[name]));
    expect(servedRouteKeys().sort()).toEqual(expected.sort());
  });

  it('is mounted in an order where no parameter route shadows a fixed path of the same method', () => {
    const byKey = new Map(API_ROUTE_NAMES.map((name) => [routeKey(apiRoutes[name]), apiRoutes[name] as ApiRoute]));
    const mounted = servedRouteKeys().map((key) => byKey.get(key) as ApiRoute);
    const pattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]*')}$`);
    mounted.forEach((route, index) => {
      for (const later of mounted.slice(index + 1)) {
        if (later.method === route.method && route.path.includes(':') && !later.path.includes(':')) {
          expect(pattern(route.path).test(later.path), `${route.path} shadows ${later.path}`).toBe(false);
        }
      }
    });
  });
});
