import type { ComponentType } from 'react';

import { preloadableLazy, type PreloadableComponent } from '../lib/preloadable-lazy';

export type PageLoader = () => Promise<ComponentType>;
export type RoutePage = PreloadableComponent<object>;

const routePages = new WeakMap<PageLoader, RoutePage>();

/**
 * The one lazy component of a page loader, shared by the route tree and the entry script's preload: a page preloaded
 * before React renders it renders at once, without suspending (a prerendered page hydrates in one pass).
 */
export function routePage(load: PageLoader): RoutePage {
  let page = routePages.get(load);
  if (!page) {
    page = preloadableLazy(load);
    routePages.set(load, page);
  }
  return page;
}

/** The page of every route pattern in the domain's ROUTE_ACCESS table, each loaded on demand (its own chunk). */
export const ROUTE_PAGES: Readonly<Record<string, PageLoader>> = {
  '/': () => import('../features/landing/components/landing-page').then((module) => module.LandingPage),
  '/home': () => import('./routes/home-page').then((module) => module.HomePage),
  '/register': () => import('../features/auth/components/register-page').then((module) => module.RegisterPage),
  '/login': () => import('../features/auth/components/login-page').then((module) => module.LoginPage),
  '/forgot-password': () =>
    import('../features/auth/components/forgot-password-page').then((module) => module.ForgotPasswordPage),
  '/terms': () => import('../features/help/components/terms-page').then((module) => module.TermsPage),
  '/privacy': () => import('../features/help/components/privacy-page').then((module) => module.PrivacyPage),
  '/faq': () => import('../features/public-pages/components/faq-page').then((module) => module.FaqPage),
  '/solutions': () =>
    import('../features/public-pages/components/solutions-page').then((module) => module.SolutionsPage),
  '/pricing': () => import('../features/public-pages/components/about-page').then((module) => module.AboutPage),
  '/resources': () =>
    import('../features/public-pages/components/resources-page').then((module) => module.ResourcesPage),
  '/user/:id/verify/:token': () =>
    import('../features/auth/components/verify-email-page').then((module) => module.VerifyEmailPage),
  '/users/:id/verify/:token': () =>
    import('../features/auth/components/verify-email-page').then((module) => module.VerifyEmailPage),
  '/submit-property': () =>
    import('../features/properties/components/properties-page').then((module) => module.PropertiesPage),
  '/properties': () =>
    import('../features/agent-properties/components/agent-properties-page').then(
      (module) => module.AgentPropertiesPage,
    ),
  '/properties/:propertyId': () =>
    import('../features/property-details/components/property-details-page').then(
      (module) => module.PropertyDetailsPage,
    ),
  '/schedule-pickup': () =>
    import('../features/key-pickup/components/schedule-pickup-page').then((module) => module.SchedulePickupPage),
  '/upload-documents': () =>
    import('../features/documents/components/client-upload-page').then((module) => module.ClientUploadPage),
  '/notifications': () =>
    import('../features/notifications/components/notifications-page').then((module) => module.NotificationsPage),
  '/help-center': () => import('../features/help/components/help-center-page').then((module) => module.HelpCenterPage),
  '/intake-process': () =>
    import('../features/help/components/help-center-page').then((module) => module.HelpCenterPage),
  '/profile-settings': () =>
    import('../features/profile/components/profile-settings-page').then((module) => module.ProfileSettingsPage),
  '/documents': () =>
    import('../features/court-documents/components/documents-page').then((module) => module.DocumentsPage),
  '/subscription/success': () =>
    import('../features/static-pages/components/payment-thanks-page').then((module) => module.PaymentThanksPage),
  '/clinic-settings': () =>
    import('../features/static-pages/components/under-construction-page').then(
      (module) => module.UnderConstructionPage,
    ),
  '/auth-redirect': () =>
    import('../features/auth/components/auth-redirect-page').then((module) => module.AuthRedirectPage),
  '/client-signup/:token': () =>
    import('../features/client-signup/components/client-signup-page').then((module) => module.ClientSignupPage),
  '/unsubscribe/:token': () =>
    import('../features/unsubscribe/components/unsubscribe-page').then((module) => module.UnsubscribePage),
  '/attorney/dashboard': () =>
    import('../features/attorney/components/attorney-dashboard-page').then((module) => module.AttorneyDashboardPage),
  '/attorney/cases/:caseId': () =>
    import('../features/attorney/components/attorney-case-page').then((module) => module.AttorneyCasePage),
  '/attorney/profile': () =>
    import('../features/attorney/components/attorney-profile-page').then((module) => module.AttorneyProfilePage),
  '/attorney/onboarding': () =>
    import('../features/attorney/components/attorney-onboarding-page').then((module) => module.AttorneyOnboardingPage),
  '/attorney/calendar': () =>
    import('../features/attorney/components/attorney-calendar-page').then((module) => module.AttorneyCalendarPage),
  '/submit-client-info': () =>
    import('../features/attorney/components/client-management-page').then((module) => module.ClientManagementPage),
  '/upload-court-documents': () =>
    import('../features/documents/components/court-upload-page').then((module) => module.CourtUploadPage),
  '/agent-documents': () =>
    import('../features/court-documents/components/agent-documents-page').then((module) => module.AgentDocumentsPage),
  '/schedule-showing': () =>
    import('../features/showings/components/schedule-showing-page').then((module) => module.ScheduleShowingPage),
  '/manage-clients': () =>
    import('../features/admin/components/manage-users-page').then((module) => module.ManageUsersPage),
  '/manage-properties': () =>
    import('../features/admin/components/manage-properties-page').then((module) => module.ManagePropertiesPage),
  '/manage-intake': () =>
    import('../features/admin/components/intake-requests-page').then((module) => module.IntakeRequestsPage),
  '/audit-log': () => import('../features/admin/components/audit-log-page').then((module) => module.AuditLogPage),
  '/chat': () => import('../features/chat/components/chat-page').then((module) => module.ChatPage),
  '*': () => import('../features/errors/components/not-found-page').then((module) => module.NotFoundPage),
};
