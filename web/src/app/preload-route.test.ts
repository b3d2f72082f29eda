import { describe, expect, it, vi } from 'vitest';

import { preloadRouteChunks } from './preload-route';
import { ROUTE_PAGES, type PageLoader } from './route-pages';

function recordingPages() {
  const loaders = Object.fromEntries(
    Object.keys(ROUTE_PAGES).map((pattern) => [pattern, vi.fn<PageLoader>(() => new Promise(() => undefined))]),
  );
  return loaders;
}

describe('preloading the opened route', () => {
  it.each([
    ['/home', '/home'],
    ['/properties/seed-property-oak-avenue', '/properties/:propertyId'],
    ['/login', '/login'],
    ['/', '/'],
    ['/no-such-page', '*'],
  ])('starts loading the page of %s (%s) before React asks for it, and no other page', async (pathname, pattern) => {
    const pages = recordingPages();
    preloadRouteChunks(pathname, pages);
    const started = () =>
      Object.entries(pages)
        .filter(([, load]) => load.mock.calls.length > 0)
        .map(([key]) => key);
    await vi.waitFor(() => expect(started()).toEqual([pattern]));
  });
});
