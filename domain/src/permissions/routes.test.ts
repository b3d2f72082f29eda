import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles/roles';
import { authTexts } from '../messages/auth-texts';
import {
  canAccessRoute,
  matchRoute,
  paths,
  ROUTE_ACCESS,
  routeDeniedToast,
  routeRedirectTarget,
  routeRoles,
} from './routes';

const ALL = ROLES;
const ATTORNEY_AREA: readonly Role[] = ['Attorney', 'Admin'];
const COURT: readonly Role[] = ['Attorney', 'Guardian', 'Executor', 'Admin'];

/** Who may open each guarded route (spec part 2 §2), and the routes any signed-in user may open. */
const EXPECTED_ROLES: Record<string, readonly Role[]> = {
  '/attorney/dashboard': ATTORNEY_AREA,
  '/attorney/cases/:caseId': ATTORNEY_AREA,
  '/attorney/profile': ATTORNEY_AREA,
  '/attorney/onboarding': ATTORNEY_AREA,
  '/attorney/calendar': ATTORNEY_AREA,
  '/submit-client-info': ATTORNEY_AREA,
  '/upload-court-documents': ATTORNEY_AREA,
  '/agent-documents': ['Agent'],
  '/schedule-showing': ['Agent'],
  '/documents': COURT,
  '/manage-clients': ['Admin'],
  '/manage-properties': ['Admin'],
  '/home': ALL,
  '/submit-property': ALL,
  '/schedule-pickup': ALL,
  '/upload-documents': ALL,
  '/notifications': ALL,
  '/profile-settings': ALL,
  '/auth-redirect': ALL,
  '/clinic-settings': ALL,
};

const PUBLIC = [
  '/',
  '/register',
  '/forgot-password',
  '/terms',
  '/privacy',
  '/users/:id/verify/:token',
  '/help-center',
  '/intake-process',
  '/subscription/success',
  '/client-signup/:token',
  '/unsubscribe/:token',
  '*',
];

describe('ROUTE_ACCESS', () => {
  it('lists every route of the spec exactly once', () => {
    const listed = ROUTE_ACCESS.map((route) => route.path);
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of [...Object.keys(EXPECTED_ROLES), ...PUBLIC, '/login', '/user/:id/verify/:token']) {
      expect(listed).toContain(path);
    }
  });

  it('decides every guarded route for every role', () => {
    for (const [path, allowed] of Object.entries(EXPECTED_ROLES)) {
      expect(canAccessRoute(null, path), `${path} signed out`).toBe('login');
      for (const role of ROLES) {
        expect(canAccessRoute(role, path), `${path} as ${role}`).toBe(allowed.includes(role) ? 'allow' : 'home');
      }
    }
  });

  it('lets everyone open public routes', () => {
    for (const path of PUBLIC) {
      expect(canAccessRoute(null, path), path).toBe('allow');
      for (const role of ROLES) expect(canAccessRoute(role, path), `${path} as ${role}`).toBe('allow');
    }
  });

  it('sends signed-in users away from login to /home and from the singular verify route to /', () => {
    expect(canAccessRoute(null, '/login')).toBe('allow');
    for (const role of ROLES) {
      expect(routeRedirectTarget(role, '/login')).toBe('/home');
      expect(routeRedirectTarget(role, '/user/u1/verify/t1')).toBe('/');
      expect(routeRedirectTarget(role, '/users/u1/verify/t1')).toBeNull();
    }
  });

  it('names where the guard sends a user', () => {
    expect(routeRedirectTarget(null, '/attorney/dashboard')).toBe('/login');
    expect(routeRedirectTarget('Agent', '/attorney/dashboard')).toBe('/home');
    expect(routeRedirectTarget('Attorney', '/attorney/dashboard')).toBeNull();
    expect(routeRedirectTarget('Guardian', '/schedule-showing')).toBe('/home');
  });

  it('tells a non-attorney sent away from an attorney-only page that they lack attorney privileges', () => {
    const attorneyPages = Object.keys(EXPECTED_ROLES).filter((path) => EXPECTED_ROLES[path] === ATTORNEY_AREA);
    expect(attorneyPages).toContain('/upload-court-documents');
    for (const path of attorneyPages) {
      for (const role of ['Guardian', 'Executor', 'Agent'] as const) {
        expect(routeDeniedToast(role, path)).toBe(authTexts.notAttorney);
      }
      expect(routeDeniedToast('Attorney', path)).toBeUndefined();
      expect(routeDeniedToast('Admin', path)).toBeUndefined();
      expect(routeDeniedToast(null, path)).toBeUndefined();
    }
    // Other role pages redirect without it.
    expect(routeDeniedToast('Guardian', '/schedule-showing')).toBeUndefined();
    expect(routeDeniedToast('Agent', '/documents')).toBeUndefined();
  });

  it('marks the upload page as limited to Guardian and Executor in the page itself', () => {
    expect(matchRoute('/upload-documents').pageRoles).toEqual(['Guardian', 'Executor']);
  });

  it('lists the roles of each route', () => {
    expect(routeRoles(matchRoute('/documents'))).toEqual(COURT);
    expect(routeRoles(matchRoute('/'))).toEqual(ROLES);
    expect(routeRoles(matchRoute('/login'))).toEqual([]);
  });
});

describe('matchRoute', () => {
  it('matches concrete paths, query strings and unknown paths', () => {
    expect(matchRoute('/attorney/cases/case-42').path).toBe('/attorney/cases/:caseId');
    expect(matchRoute('/client-signup/abc?x=1').path).toBe('/client-signup/:token');
    expect(matchRoute('/chat?with=u1').path).toBe('/chat');
    expect(matchRoute('/nowhere/at/all').path).toBe('*');
    expect(matchRoute('/attorney/cases').path).toBe('*');
    expect(canAccessRoute('Agent', '/attorney/cases/case-42')).toBe('home');
  });

  it('builds concrete paths that match their patterns', () => {
    expect(matchRoute(paths.attorneyCase('c 1')).path).toBe('/attorney/cases/:caseId');
    expect(paths.verifyEmail('u1', 'tok')).toBe('/users/u1/verify/tok');
    expect(paths.clientSignup('t/1')).toBe('/client-signup/t%2F1');
    expect(paths.chat('u1')).toBe('/chat?with=u1');
    expect(paths.uploadCourtDocumentsForCase('c 1')).toBe('/upload-court-documents?caseId=c%201');
    expect(matchRoute(paths.uploadCourtDocumentsForCase('c1')).path).toBe('/upload-court-documents');
  });
});
