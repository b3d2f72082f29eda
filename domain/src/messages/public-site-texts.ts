/**
 * The texts the public site and the app's frame (page titles, navigation) show first, kept apart from the feature
 * catalogues so the landing page's first download carries only these.
 */

/** The signed-in menu's entries (spec part 1 §2.8); the dashboard's shortcuts to the same screens use the same names. */
export const sidebarTexts = {
  dashboard: 'Dashboard',
  courtDocuments: 'Court Documents',
  submitProperty: 'Submit Property',
  schedulePickup: 'Schedule Key Pickup',
  uploadDocuments: 'Upload Documents',
  messages: 'Messages',
  notifications: 'Notifications',
  submitClientInfo: 'Submit Client Info',
  uploadCourtDocuments: 'Upload Court Documents',
  manageDocuments: 'Manage Documents',
  properties: 'Properties',
  documents: 'Documents',
  scheduleShowing: 'Schedule Showing',
  manageUsers: 'Manage Users',
  manageProperties: 'Manage Properties',
  intakeProcess: 'Intake Process',
  intakeRequests: 'Intake Requests',
  auditLog: 'Audit Log',
  profileSettings: 'Profile Settings',
  helpCenter: 'Help Center',
  logout: 'Log out',
} as const;

/** Headings of screens that the frame also uses as page titles; each screen's catalogue section refers to them. */
export const screenTitleTexts = {
  register: 'Create an Account',
  propertyDetails: 'Property Details',
  emailVerification: 'Email Verification',
  login: 'Login',
  properties: sidebarTexts.properties,
  upload: 'Upload Document',
  documents: sidebarTexts.courtDocuments,
  invitation: 'Create Your Client Account',
  attorneyDashboard: 'Attorney Dashboard',
  attorneyProfile: 'Attorney Profile',
  attorneyOnboarding: 'Complete Your Attorney Profile',
  attorneyClients: 'Client Management',
  agentDocuments: 'Agent Property Documents',
  showings: 'Schedule Property Showings',
} as const;

export const commonTexts = {
  internalError: 'Something went wrong. Please try again later.',
  /** A server answer the client cannot read. */
  invalidResponse: 'Invalid response data from server',
  unexpectedFormat: 'Unexpected data format from server',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  loadPropertiesFailed: 'Failed to load properties',
  productName: 'EstateKey',
  loading: 'Loading...',
  saving: 'Saving...',
  submitting: 'Submitting...',
  save: 'Save',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  close: 'Close',
  submit: 'Submit',
  edit: 'Edit',
  delete: 'Delete',
  confirm: 'Confirm',
  back: 'Back',
  continue: 'Continue',
  previous: 'Previous',
  goBack: 'Go Back',
  viewDetails: 'View Details',
  view: 'View',
  download: 'Download',
  search: 'Search',
  yes: 'Yes',
  no: 'No',
  user: 'User',
  guest: 'Guest',
  notSet: 'Not set',
  notProvided: 'Not provided',
  notAvailable: 'Not available',
  notSpecified: 'Not specified',
  notApplicable: 'N/A',
  unknownProperty: 'Unknown Property',
  required: 'Required',
  retry: 'Retry',
  /** The button that opens a narrow screen's menu drawer, on the landing page and in the signed-in frame alike. */
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
} as const;

export const pagesTexts = {
  nav: {
    realtyApp: 'Realty App',
    aboutUs: 'About Us',
    resources: 'Resources',
    login: screenTitleTexts.login,
    register: 'Register',
  },
  hero: {
    title: 'Sell probate, estate and guardianship property with confidence',
    subtitle: 'EstateKey brings guardians, executors, attorneys and agents together on every property and court case.',
  },
  whatWeOffer: 'What We Offer',
  offers: [
    { title: 'Key Pickup & Cleanout', body: 'We collect the keys and clear the property so it is ready to sell.' },
    { title: 'Listing & Marketing', body: 'Professional photos, listing and marketing by experienced agents.' },
    {
      title: 'Court-Ready Paperwork',
      body: 'Court documents and case progress in one place for you and your attorney.',
    },
  ],
  discoverHowWeCanHelp: 'Discover How We Can Help You',
  steps: [
    {
      title: 'Submit Property Details',
      body: 'Tell us about the property and the estate or guardianship it belongs to.',
    },
    {
      title: 'Schedule Key Pickups and Cleanouts',
      body: 'Pick a time; we collect the keys and arrange a cleanout if needed.',
    },
    { title: 'Stay Informed', body: 'Follow every milestone from listing to closing, live.' },
  ],
  ctaTitle: 'Join a community of guardians, executors, attorneys and agents',
  joinCommunity: 'Join Community',
  scheduleKeyPickup: sidebarTexts.schedulePickup,
  submitPropertyForSale: 'Submit Property For Sale',
  downloadMobileApp: 'Download Mobile App',
  footer: {
    newsletterTitle: 'Subscribe to our newsletter',
    newsletterPlaceholder: 'Your email address',
    newsletterButton: 'Subscribe',
    faq: 'FAQ',
    privacy: 'Privacy Policy',
    terms: 'Terms',
    copyright: (year: number) => `© ${year} EstateKey. All rights reserved.`,
  },
  notFound: {
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist.',
    backHome: 'Back to Home',
  },
  underConstruction: {
    title: 'Page Under Construction',
    body: 'This page is not available yet.',
    goBack: commonTexts.goBack,
  },
  paymentThanks: {
    title: 'Bedankt voor je betaling!',
    body: 'Your payment was received.',
    loginLink: 'Go to Login',
  },
  helpCenter: {
    title: sidebarTexts.helpCenter,
    body: 'Questions about the intake process? Contact our team and we will help you.',
  },
  accessDenied: {
    title: 'Access Denied',
    body: "You don't have permission to access this page.",
  },
} as const;
