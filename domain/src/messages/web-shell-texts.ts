import { commonTexts, pagesTexts, screenTitleTexts, sidebarTexts } from './public-site-texts';

/**
 * Texts of the web app's frame (page headings, landmarks, fallbacks) that the spec does not spell. Keyed by the
 * route patterns of ROUTE_ACCESS; the web app's tests check that every route has a title.
 */
export const pageTitleTexts: Readonly<Record<string, string>> = {
  '/': commonTexts.productName,
  '/home': sidebarTexts.dashboard,
  '/register': screenTitleTexts.register,
  '/login': screenTitleTexts.login,
  '/forgot-password': 'Reset Your Password',
  '/terms': 'Terms of Service',
  '/privacy': pagesTexts.footer.privacy,
  '/faq': 'Frequently Asked Questions',
  '/solutions': pagesTexts.nav.realtyApp,
  '/pricing': pagesTexts.nav.aboutUs,
  '/resources': pagesTexts.nav.resources,
  '/user/:id/verify/:token': screenTitleTexts.emailVerification,
  '/users/:id/verify/:token': screenTitleTexts.emailVerification,
  '/submit-property': screenTitleTexts.properties,
  '/properties': screenTitleTexts.properties,
  '/properties/:propertyId': screenTitleTexts.propertyDetails,
  '/schedule-pickup': sidebarTexts.schedulePickup,
  '/upload-documents': screenTitleTexts.upload,
  '/notifications': sidebarTexts.notifications,
  '/help-center': pagesTexts.helpCenter.title,
  '/intake-process': pagesTexts.helpCenter.title,
  '/profile-settings': sidebarTexts.profileSettings,
  '/documents': screenTitleTexts.documents,
  '/subscription/success': pagesTexts.paymentThanks.title,
  '/clinic-settings': pagesTexts.underConstruction.title,
  '/auth-redirect': 'Signing In',
  '/client-signup/:token': screenTitleTexts.invitation,
  '/unsubscribe/:token': 'E-mail Notifications',
  '/attorney/dashboard': screenTitleTexts.attorneyDashboard,
  '/attorney/cases/:caseId': 'Case Details',
  '/attorney/profile': screenTitleTexts.attorneyProfile,
  '/attorney/onboarding': screenTitleTexts.attorneyOnboarding,
  '/attorney/calendar': 'Calendar',
  '/submit-client-info': screenTitleTexts.attorneyClients,
  '/upload-court-documents': sidebarTexts.uploadCourtDocuments,
  '/agent-documents': screenTitleTexts.agentDocuments,
  '/schedule-showing': screenTitleTexts.showings,
  '/manage-clients': sidebarTexts.manageUsers,
  '/manage-properties': sidebarTexts.manageProperties,
  '/manage-intake': sidebarTexts.intakeRequests,
  '/audit-log': sidebarTexts.auditLog,
  '/chat': 'Messages',
  '*': pagesTexts.notFound.title,
};

/** The installed app's name and description: the build writes them into the web app manifest; no page shows them. */
export const installedAppTexts = {
  name: commonTexts.productName,
  shortName: commonTexts.productName,
  description:
    'EstateKey helps guardians, executors, attorneys and agents sell probate, estate and guardianship properties.',
} as const;

export const webShellTexts = {
  /** Shown while the browser has no network: what is on screen is the data the app already had. */
  offline: 'You are offline — showing saved data',
  /** Shown once a new deploy's service worker has installed; Reload switches the page to it. */
  appUpdate: {
    available: 'A new version is available',
    reload: 'Reload',
  },
  /** Beside an action that needs the server (upload, booking, sharing, a form sent to the API) while offline. */
  offlineActionReason: 'Needs a connection — try again once you are back online.',
  /** On a change Firestore queued offline (a milestone, a notification marked read) until the server has it. */
  waitingToSync: 'Waiting to sync',
  intakeFormComingSoon: 'This form is coming soon.',
  skipToContent: 'Skip to main content',
  menu: 'Menu',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Footer navigation',
  sidebarNavigation: 'Account navigation',
  homeLink: `${commonTexts.productName} home`,
  loadingPage: 'Loading page',
  signedInAs: 'Signed in as',
  /** The top bar's account button and its menu (spec part 1 §2.10). */
  userMenu: {
    open: 'Open account menu',
    menuLabel: 'Account',
    role: 'Role',
    affiliation: 'Affiliation',
  },
  appError: {
    title: 'Something went wrong',
    body: commonTexts.internalError,
    reload: 'Reload page',
  },
} as const;
