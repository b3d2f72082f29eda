import { matchRoute, pageTitleTexts, ROUTE_ACCESS, SIDEBAR_MENU, paths } from '@estatekey/domain';
import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ROUTE_PATTERNS } from '../config/paths';
import { ROUTE_PAGES, routePage, type PageLoader } from './route-pages';
import { ADAPTIVE_PATHS, routeShell } from './route-shell';
import { buildAppRoutes } from './routes';

// Every route of spec part 1 §2.1 and part 2 §2 (and the link targets its screens use).
const SPEC_ROUTES = [
  '/',
  '/home',
  '/register',
  '/login',
  '/forgot-password',
  '/terms',
  '/privacy',
  '/user/:id/verify/:token',
  '/users/:id/verify/:token',
  '/submit-property',
  '/schedule-pickup',
  '/upload-documents',
  '/notifications',
  '/help-center',
  '/intake-process',
  '/profile-settings',
  '/documents',
  '/subscription/success',
  '/clinic-settings',
  '/auth-redirect',
  '/client-signup/:token',
  '/unsubscribe/:token',
  '/attorney/dashboard',
  '/attorney/cases/:caseId',
  '/attorney/profile',
  '/attorney/onboarding',
  '/attorney/calendar',
  '/submit-client-info',
  '/upload-court-documents',
  '/agent-documents',
  '/schedule-showing',
  '/manage-clients',
  '/manage-properties',
  '/properties/:propertyId',
  '/chat',
  '*',
];

function collectPaths(routes: ReturnType<typeof buildAppRoutes>): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...collectPaths(route.children ?? [])]);
}

describe('route table', () => {
  const routerPaths = collectPaths(buildAppRoutes());

  it('has a route for every path of the spec', () => {
    expect(routerPaths).toEqual(expect.arrayContaining(SPEC_ROUTES));
  });

  it('has exactly the routes of the domain ROUTE_ACCESS table, each with a page and a title', () => {
    const accessPaths = [...ROUTE_PATTERNS];
    expect([...routerPaths].sort()).toEqual([...accessPaths].sort());
    expect(Object.keys(ROUTE_PAGES).sort()).toEqual([...accessPaths].sort());
    for (const path of accessPaths) expect(pageTitleTexts[path], path).toBeTruthy();
  });

  it('loads no page before it renders, each through its one preloadable component', () => {
    const pages = Object.fromEntries(
      Object.keys(ROUTE_PAGES).map((pattern) => [pattern, vi.fn<PageLoader>(() => new Promise(() => undefined))]),
    );
    const pageRoutes = buildAppRoutes(pages)[0]?.children?.flatMap((route) =>
      route.path ? [route] : (route.children ?? []),
    );
    expect(pageRoutes?.length).toBe(Object.keys(pages).length);
    for (const route of pageRoutes ?? []) {
      const load = pages[route.path ?? ''];
      expect(load, route.path).toBeDefined();
      expect(load, route.path).not.toHaveBeenCalled();
      // The entry script preloads the same component (preload-route.ts), so a preloaded page renders without suspending.
      const pageType: unknown = isValidElement(route.element) ? route.element.type : undefined;
      expect(pageType, route.path).toBe(load && routePage(load).Component);
    }
  });

  it('puts every role-restricted and signed-in-only route in the signed-in frame', () => {
    for (const entry of ROUTE_ACCESS) {
      if (entry.access === 'authenticated' || Array.isArray(entry.access)) {
        expect(routeShell(entry), entry.path).toBe('signedIn');
      }
    }
  });

  it('keeps the signed-in frame for exactly the public pages of the side menu', () => {
    const publicMenuPaths = Object.values(SIDEBAR_MENU)
      .flat()
      .map((item) => item.path)
      .filter((path) => ROUTE_ACCESS.some((entry) => entry.path === path && entry.access === 'public'));
    expect([...ADAPTIVE_PATHS].toSorted()).toEqual([...new Set(publicMenuPaths)].toSorted());
    for (const path of ADAPTIVE_PATHS) {
      const entry = ROUTE_ACCESS.find((candidate) => candidate.path === path);
      expect(entry && routeShell(entry), path).toBe('adaptive');
    }
  });
});

describe('paths', () => {
  it('has a link target or a link builder for every route', () => {
    const linkedRoutes = new Set(
      Object.values(paths).map((target) =>
        typeof target === 'string' ? target : matchRoute(target('first-id', 'second-id')).path,
      ),
    );
    // '*' is no link target; the singular verification spelling only exists for old links.
    const unlinked = ROUTE_PATTERNS.filter((pattern) => !linkedRoutes.has(pattern));
    expect(unlinked).toEqual(['/user/:id/verify/:token', '*']);
  });

  it('builds parameterised links that land on their own routes', () => {
    expect(matchRoute(paths.property('p 1')).path).toBe('/properties/:propertyId');
    expect(matchRoute(paths.attorneyCase('c/1')).path).toBe('/attorney/cases/:caseId');
    expect(matchRoute(paths.clientSignup('token')).path).toBe('/client-signup/:token');
    expect(matchRoute(paths.verifyEmail('u1', 't1')).path).toBe('/users/:id/verify/:token');
    expect(matchRoute(paths.chat('client-1')).path).toBe('/chat');
  });
});
