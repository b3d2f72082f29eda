import { authTexts } from '../messages/auth-texts';
import { ROLES, type Role } from '../roles/roles';

/**
 * public: anyone. authenticated: any signed-in role, else /login. guest: only signed-out visitors; a signed-in
 * user is sent to `authenticatedRedirect`. A role list: signed-out → /login, other roles → /home.
 */
export type RouteAccess = 'public' | 'authenticated' | 'guest' | readonly Role[];

export interface RouteEntry {
  /** react-router pattern (`:param` segments). */
  readonly path: string;
  readonly access: RouteAccess;
  readonly purpose: string;
  /** Where a signed-in user goes when `access` is 'guest'. */
  readonly authenticatedRedirect?: '/' | '/home';
  /** Roles the page itself serves; other signed-in roles see an in-page 'Access Denied' instead of a redirect. */
  readonly pageRoles?: readonly Role[];
  /** The toast a signed-in user of another role sees on the way to /home (spec part 1 §8). */
  readonly deniedToast?: string;
}

const ATTORNEY_AREA = ['Attorney', 'Admin'] as const satisfies readonly Role[];
/** Attorney-only pages reached by others: 'You do not have attorney privileges', then /home. */
const ATTORNEY_PAGE = { access: ATTORNEY_AREA, deniedToast: authTexts.notAttorney } as const;
const AGENT_AREA = ['Agent'] as const satisfies readonly Role[];
const COURT_DOCUMENTS = ['Attorney', 'Guardian', 'Executor', 'Admin'] as const satisfies readonly Role[];
const ADMIN_AREA = ['Admin'] as const satisfies readonly Role[];

/** The query parameter of /upload-court-documents that preselects a case. */
export const UPLOAD_COURT_DOCUMENTS_CASE_PARAM = 'caseId';

/** Paths of the web app; builders for the parameterised ones. */
export const paths = {
  landing: '/',
  home: '/home',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  terms: '/terms',
  privacy: '/privacy',
  faq: '/faq',
  solutions: '/solutions',
  pricing: '/pricing',
  resources: '/resources',
  verifyEmail: (userId: string, token: string) =>
    `/users/${encodeURIComponent(userId)}/verify/${encodeURIComponent(token)}`,
  submitProperty: '/submit-property',
  properties: '/properties',
  property: (propertyId: string) => `/properties/${encodeURIComponent(propertyId)}`,
  schedulePickup: '/schedule-pickup',
  uploadDocuments: '/upload-documents',
  notifications: '/notifications',
  helpCenter: '/help-center',
  intakeProcess: '/intake-process',
  profileSettings: '/profile-settings',
  documents: '/documents',
  subscriptionSuccess: '/subscription/success',
  clinicSettings: '/clinic-settings',
  authRedirect: '/auth-redirect',
  clientSignup: (token: string) => `/client-signup/${encodeURIComponent(token)}`,
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  notificationSettings: '/profile-settings#notifications',
  attorneyDashboard: '/attorney/dashboard',
  attorneyCase: (caseId: string) => `/attorney/cases/${encodeURIComponent(caseId)}`,
  attorneyProfile: '/attorney/profile',
  attorneyOnboarding: '/attorney/onboarding',
  attorneyCalendar: '/attorney/calendar',
  submitClientInfo: '/submit-client-info',
  uploadCourtDocuments: '/upload-court-documents',
  uploadCourtDocumentsForCase: (caseId: string) =>
    `/upload-court-documents?${UPLOAD_COURT_DOCUMENTS_CASE_PARAM}=${encodeURIComponent(caseId)}`,
  agentDocuments: '/agent-documents',
  scheduleShowing: '/schedule-showing',
  manageClients: '/manage-clients',
  manageProperties: '/manage-properties',
  manageIntake: '/manage-intake',
  auditLog: '/audit-log',
  messages: '/chat',
  chat: (withUserId: string) => `/chat?with=${encodeURIComponent(withUserId)}`,
} as const;

/** Every route of spec part 1 §2.1 and part 2 §2, plus the link targets the spec's screens point at. */
export const ROUTE_ACCESS: readonly RouteEntry[] = [
  { path: '/', access: 'public', purpose: 'Public landing page' },
  {
    path: '/home',
    access: 'authenticated',
    purpose: 'Role-dependent dashboard (the sidebar sends visitors to /login)',
  },
  { path: '/register', access: 'public', purpose: 'Account creation' },
  { path: '/login', access: 'guest', authenticatedRedirect: '/home', purpose: 'Login' },
  { path: '/forgot-password', access: 'public', purpose: 'Password reset, linked from login' },
  { path: '/terms', access: 'public', purpose: 'Terms, linked from register and footer' },
  { path: '/privacy', access: 'public', purpose: 'Privacy policy, linked from register and footer' },
  { path: '/faq', access: 'public', purpose: 'FAQ, linked from the footer' },
  { path: '/solutions', access: 'public', purpose: "Nav link 'Realty App'" },
  { path: '/pricing', access: 'public', purpose: "Nav link 'About Us'" },
  { path: '/resources', access: 'public', purpose: "Nav link 'Resources'" },
  {
    path: '/user/:id/verify/:token',
    access: 'guest',
    authenticatedRedirect: '/',
    purpose: 'Email verification (singular spelling)',
  },
  { path: '/users/:id/verify/:token', access: 'public', purpose: 'Email verification (the link in the e-mail)' },
  { path: '/submit-property', access: 'authenticated', purpose: 'Properties page' },
  { path: '/properties', access: 'authenticated', purpose: 'Agent dashboard shortcut to the property list' },
  { path: '/properties/:propertyId', access: 'authenticated', purpose: 'Related property link of a case' },
  { path: '/schedule-pickup', access: 'authenticated', purpose: 'Key pickup page' },
  {
    path: '/upload-documents',
    access: 'authenticated',
    pageRoles: ['Guardian', 'Executor'],
    purpose: 'Client document upload; the page itself limits to Guardian and Executor',
  },
  { path: '/notifications', access: 'authenticated', purpose: 'Notifications page' },
  { path: '/help-center', access: 'public', purpose: 'Help center (same page as /intake-process)' },
  { path: '/intake-process', access: 'public', purpose: 'Intake process (same page as /help-center)' },
  { path: '/profile-settings', access: 'authenticated', purpose: 'Profile settings' },
  { path: '/documents', access: COURT_DOCUMENTS, purpose: 'Court documents' },
  { path: '/subscription/success', access: 'public', purpose: 'Payment thanks page (Dutch)' },
  { path: '/clinic-settings', access: 'authenticated', purpose: 'Clinic settings' },
  { path: '/auth-redirect', access: 'authenticated', purpose: 'Routing gate after sign-in' },
  { path: '/client-signup/:token', access: 'public', purpose: 'Client account creation from an invitation' },
  { path: '/unsubscribe/:token', access: 'public', purpose: 'One-click unsubscribe from notification e-mails' },
  { path: '/attorney/dashboard', ...ATTORNEY_PAGE, purpose: 'Attorney dashboard' },
  { path: '/attorney/cases/:caseId', ...ATTORNEY_PAGE, purpose: 'Case detail' },
  { path: '/attorney/profile', ...ATTORNEY_PAGE, purpose: 'Attorney profile' },
  { path: '/attorney/onboarding', ...ATTORNEY_PAGE, purpose: 'Attorney onboarding' },
  { path: '/attorney/calendar', ...ATTORNEY_PAGE, purpose: 'Attorney calendar, linked from the dashboard' },
  { path: '/submit-client-info', ...ATTORNEY_PAGE, purpose: 'Client management and intake' },
  { path: '/upload-court-documents', ...ATTORNEY_PAGE, purpose: 'Upload court documents' },
  { path: '/agent-documents', access: AGENT_AREA, purpose: 'Agent property documents' },
  { path: '/schedule-showing', access: AGENT_AREA, purpose: 'Schedule property showings' },
  { path: '/manage-clients', access: ADMIN_AREA, purpose: 'Manage users (admin menu)' },
  { path: '/manage-properties', access: ADMIN_AREA, purpose: 'Manage properties (admin menu)' },
  { path: '/manage-intake', access: ADMIN_AREA, purpose: 'Public intake requests queue (admin menu)' },
  { path: '/audit-log', access: ADMIN_AREA, purpose: 'Audit log (admin menu)' },
  { path: '/chat', access: 'authenticated', purpose: "Secure messages; 'Message Client' opens /chat?with={clientId}" },
  { path: '*', access: 'public', purpose: "'Page Not Found' with a link to /" },
];

export type RouteDecision = 'allow' | 'login' | 'home';

function segmentsMatch(pattern: string, path: string): boolean {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = path.split('/').filter(Boolean);
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every((segment, index) => segment.startsWith(':') || segment === pathSegments[index]);
}

/** The route entry for a pattern ('/attorney/cases/:caseId') or a concrete path ('/attorney/cases/c1'); '*' when none matches. */
export function matchRoute(pathOrPattern: string): RouteEntry {
  const withoutQuery = pathOrPattern.split(/[?#]/)[0] ?? '';
  const exact = ROUTE_ACCESS.find((entry) => entry.path === withoutQuery);
  if (exact) return exact;
  const matched = ROUTE_ACCESS.find((entry) => entry.path !== '*' && segmentsMatch(entry.path, withoutQuery));
  return matched ?? notFoundRoute();
}

function notFoundRoute(): RouteEntry {
  const entry = ROUTE_ACCESS.find((candidate) => candidate.path === '*');
  if (!entry) throw new Error('ROUTE_ACCESS lacks the catch-all route');
  return entry;
}

/**
 * The route guard of spec part 1 §2.1 / part 2 §2. `role` is null for a signed-out visitor; pass the role from the
 * verified token claim (never `parseRole`'s menu fallback).
 */
export function canAccessRoute(role: Role | null, pathOrPattern: string): RouteDecision {
  const { access } = matchRoute(pathOrPattern);
  if (access === 'public') return 'allow';
  if (access === 'guest') return role === null ? 'allow' : 'home';
  if (role === null) return 'login';
  if (access === 'authenticated') return 'allow';
  return access.includes(role) ? 'allow' : 'home';
}

/** Where the guard sends the user, or null when the route renders. */
export function routeRedirectTarget(role: Role | null, pathOrPattern: string): string | null {
  const decision = canAccessRoute(role, pathOrPattern);
  if (decision === 'allow') return null;
  if (decision === 'login') return paths.login;
  return matchRoute(pathOrPattern).authenticatedRedirect ?? paths.home;
}

/** The toast shown with the guard's redirect to /home, if the route has one. */
export function routeDeniedToast(role: Role | null, pathOrPattern: string): string | undefined {
  if (role === null || canAccessRoute(role, pathOrPattern) !== 'home') return undefined;
  return matchRoute(pathOrPattern).deniedToast;
}

/** Roles allowed by a route's guard; all roles for public and authenticated routes. */
export function routeRoles(entry: RouteEntry): readonly Role[] {
  if (entry.access === 'public' || entry.access === 'authenticated') return ROLES;
  if (entry.access === 'guest') return [];
  return entry.access;
}
