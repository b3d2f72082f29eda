import type { ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

const placeholder: PageLoader = () =>
  import('../components/layouts/page-placeholder').then((module) => module.PagePlaceholder);

/**
 * The page of every route pattern in the domain's ROUTE_ACCESS table, each loaded on demand (its own chunk).
 * Screens built by later issues render a placeholder that names them.
 */
export const ROUTE_PAGES: Readonly<Record<string, PageLoader>> = {
  '/': () => import('../features/landing/components/landing-page').then((module) => module.LandingPage),
  '/home': () => import('./routes/home-page').then((module) => module.HomePage),
  '/register': () => import('../features/auth/components/register-page').then((module) => module.RegisterPage),
  '/login': () => import('../features/auth/components/login-page').then((module) => module.LoginPage),
  '/forgot-password': () =>
    import('../features/auth/components/forgot-password-page').then((module) => module.ForgotPasswordPage),
  '/terms': () => import('../features/help/components/terms-page').then((module) => module.TermsPage),
  '/privacy': () => import('../features/help/components/privacy-page').then((module) => module.PrivacyPage),
  '/faq': placeholder,
  '/solutions': placeholder,
  '/pricing': placeholder,
  '/resources': placeholder,
  '/user/:id/verify/:token': () =>
    import('../features/auth/components/verify-email-page').then((module) => module.VerifyEmailPage),
  '/users/:id/verify/:token': () =>
    import('../features/auth/components/verify-email-page').then((module) => module.VerifyEmailPage),
  '/submit-property': () =>
    import('../features/properties/components/properties-page').then((module) => module.PropertiesPage),
  '/properties': placeholder,
  '/properties/:propertyId': placeholder,
  '/schedule-pickup': () =>
    import('../features/key-pickup/components/schedule-pickup-page').then((module) => module.SchedulePickupPage),
  '/upload-documents': () =>
    import('../features/documents/components/client-upload-page').then((module) => module.ClientUploadPage),
  '/notifications': () =>
    import('../features/notifications/components/notifications-page').then((module) => module.NotificationsPage),
  '/help-center': () => import('../features/help/components/help-center-page').then((module) => module.HelpCenterPage),
  '/intake-process': () => import('../features/help/components/help-center-page').then((module) => module.HelpCenterPage),
  '/profile-settings': () =>
    import('../features/profile/components/profile-settings-page').then((module) => module.ProfileSettingsPage),
  '/documents': placeholder,
  '/subscription/success': () =>
    import('../features/static-pages/components/payment-thanks-page').then((module) => module.PaymentThanksPage),
  '/clinic-settings': () =>
    import('../features/static-pages/components/under-construction-page').then(
      (module) => module.UnderConstructionPage,
    ),
  '/auth-redirect': () => import('../features/auth/components/auth-redirect-page').then((module) => module.AuthRedirectPage),
  '/client-signup/:token': placeholder,
  '/attorney/dashboard': placeholder,
  '/attorney/cases/:caseId': placeholder,
  '/attorney/profile': placeholder,
  '/attorney/onboarding': placeholder,
  '/attorney/calendar': placeholder,
  '/submit-client-info': placeholder,
  '/upload-court-documents': placeholder,
  '/agent-documents': placeholder,
  '/schedule-showing': placeholder,
  '/manage-clients': placeholder,
  '/manage-properties': placeholder,
  '/chat': placeholder,
  '*': () => import('../features/errors/components/not-found-page').then((module) => module.NotFoundPage),
};
