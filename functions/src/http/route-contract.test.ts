import { API_ROUTE_NAMES, apiRoutes, type ApiRoute, type ApiRouteName } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { mountApiRoutes, type AppDependencies } from './app';
import { createApiRouter } from './mount-route';

/**
 * Entries of the domain's route table that the part-2 issues will build. This list only shrinks: each part-2 issue
 * removes the entries it mounts, and it is empty once part 2 is done.
 */
const PENDING: readonly ApiRouteName[] = [];

/** Mounting only registers handlers: nothing is called, so the dependencies are never used. */
const unusedDependencies = {
  auth: {},
  db: {},
  blobs: {},
} as unknown as AppDependencies & { db: Firestore; blobs: BlobStore };

describe('the route table', () => {
  it('is served: every entry but the pending ones is mounted, through mountRoute', () => {
    const api = createApiRouter(() => Promise.resolve());
    mountApiRoutes(api, unusedDependencies);
    const unmounted = API_ROUTE_NAMES.filter((name) => !api.mounted.has(name));
    expect(unmounted.sort()).toEqual([...PENDING].sort());
    // Nothing reaches the router but through mountRoute: one handler per mounted entry.
    expect(api.router.stack).toHaveLength(api.mounted.size);
  });

  it('is mounted in an order where no parameter route shadows a fixed path of the same method', () => {
    const api = createApiRouter(() => Promise.resolve());
    mountApiRoutes(api, unusedDependencies);
    const mounted: ApiRoute[] = [...api.mounted].map((name) => apiRoutes[name]);
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
