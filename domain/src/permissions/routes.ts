import { accessTexts } from '../messages/access-texts';
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
  /** Where a signed-in user goes when `access` is 'guest'. */
  readonly authenticatedRedirect?: '/' | '/home';
  /** Roles the page itself serves; other signed-in roles see an in-page 'Access Denied' instead of a redirect. */
  readonly pageRoles?: readonly Role[];
  /** The toast a signed-in user of another role sees on the way to /home (spec part 1 §8). */
  readonly deniedToast?: string;
}

const ATTORNEY_AREA = ['Attorney', 'Admin'] as const satisfies readonly Role[];
/** Attorney-only pages reached by others: 'You do not have attorney privileges', then /home. */
const ATTORNEY_PAGE = { access: ATTORNEY_AREA, deniedToast: accessTexts.notAttorney } as const;
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

/**
 * Every route of spec part 1 §2.1 and part 2 §2, plus the link targets the spec's screens point at. Each route's purpose
 * is a comment, not a field: the table ships with every page, the landing page too, and nothing reads it.
 */
export const ROUTE_ACCESS: readonly RouteEntry[] = [
  // Public landing page
  { path: '/', access: 'public' },
  // Role-dependent dashboard (the sidebar sends visitors to /login)
  { path: '/home', access: 'authenticated' },
  // Account creation
  { path: '/register', access: 'public' },
  // Login
  { path: '/login', access: 'guest', authenticatedRedirect: '/home' },
  // Password reset, linked from login
  { path: '/forgot-password', access: 'public' },
  // Terms, linked from register and footer
  { path: '/terms', access: 'public' },
  // Privacy policy, linked from register and footer
  { path: '/privacy', access: 'public' },
  // FAQ, linked from the footer
  { path: '/faq', access: 'public' },
  // Nav link 'Realty App'
  { path: '/solutions', access: 'public' },
  // Nav link 'About Us'
  { path: '/pricing', access: 'public' },
  // Nav link 'Resources'
  { path: '/resources', access: 'public' },
  // Email verification (singular spelling)
  { path: '/user/:id/verify/:token', access: 'guest', authenticatedRedirect: '/' },
  // Email verification (the link in the e-mail)
  { path: '/users/:id/verify/:token', access: 'public' },
  // Properties page
  { path: '/submit-property', access: 'authenticated' },
  // Agent dashboard shortcut to the property list
  { path: '/properties', access: 'authenticated' },
  // Related property link of a case
  { path: '/properties/:propertyId', access: 'authenticated' },
  // Key pickup page
  { path: '/schedule-pickup', access: 'authenticated' },
  // Client document upload; the page itself limits to Guardian and Executor
  { path: '/upload-documents', access: 'authenticated', pageRoles: ['Guardian', 'Executor'] },
  // Notifications page
  { path: '/notifications', access: 'authenticated' },
  // Help center (same page as /intake-process)
  { path: '/help-center', access: 'public' },
  // Intake process (same page as /help-center)
  { path: '/intake-process', access: 'public' },
  // Profile settings
  { path: '/profile-settings', access: 'authenticated' },
  // Court documents
  { path: '/documents', access: COURT_DOCUMENTS },
  // Payment thanks page (Dutch)
  { path: '/subscription/success', access: 'public' },
  // Clinic settings
  { path: '/clinic-settings', access: 'authenticated' },
  // Routing gate after sign-in
  { path: '/auth-redirect', access: 'authenticated' },
  // Client account creation from an invitation
  { path: '/client-signup/:token', access: 'public' },
  // One-click unsubscribe from notification e-mails
  { path: '/unsubscribe/:token', access: 'public' },
  // Attorney dashboard
  { path: '/attorney/dashboard', ...ATTORNEY_PAGE },
  // Case detail
  { path: '/attorney/cases/:caseId', ...ATTORNEY_PAGE },
  // Attorney profile
  { path: '/attorney/profile', ...ATTORNEY_PAGE },
  // Attorney onboarding
  { path: '/attorney/onboarding', ...ATTORNEY_PAGE },
  // Attorney calendar, linked from the dashboard
  { path: '/attorney/calendar', ...ATTORNEY_PAGE },
  // Client management and intake
  { path: '/submit-client-info', ...ATTORNEY_PAGE },
  // Upload court documents
  { path: '/upload-court-documents', ...ATTORNEY_PAGE },
  // Agent property documents
  { path: '/agent-documents', access: AGENT_AREA },
  // Schedule property showings
  { path: '/schedule-showing', access: AGENT_AREA },
  // Manage users (admin menu)
  { path: '/manage-clients', access: ADMIN_AREA },
  // Manage properties (admin menu)
  { path: '/manage-properties', access: ADMIN_AREA },
  // Public intake requests queue (admin menu)
  { path: '/manage-intake', access: ADMIN_AREA },
  // Audit log (admin menu)
  { path: '/audit-log', access: ADMIN_AREA },
  // Secure messages; 'Message Client' opens /chat?with={clientId}
  { path: '/chat', access: 'authenticated' },
  // 'Page Not Found' with a link to /
  { path: '*', access: 'public' },
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
