import { formTexts } from './form-texts';
import { onboardingTexts } from './onboarding-texts';
import { notificationContentTexts } from './notification-content-texts';
import { commonTexts } from './public-site-texts';

/**
 * Texts of the agent workspace that the spec does not spell: the owner's showing notices, the showing page's
 * captions, and the calendar feed. The spec's own showing texts stay in `showingsTexts`.
 */
export const agentTexts = {
  wizard: {
    progressLabel: 'Agent profile progress',
    labels: {
      address: 'Address',
      city: 'City',
      state: 'State',
      zipCode: 'ZIP Code',
      phone: 'Phone',
      licenseNumber: 'License Number',
      licenseState: 'License State',
      licenseExpiration: 'License Expiration',
      yearsExperience: formTexts.labels.yearsOfExperience,
      brokerageName: 'Brokerage Name',
      brokerageAddress: 'Brokerage Address',
      brokerageCity: 'Brokerage City',
      brokerageState: 'Brokerage State',
      brokerageZip: 'Brokerage ZIP Code',
      brokeragePhone: 'Brokerage Phone',
      serviceCounties: 'Service Counties',
      specialties: 'Specialties',
      estateExperience: 'Estate Sale Experience',
      guardianshipExperience: 'I have worked with guardianship properties',
      executorExperience: 'I have worked with estate executors',
      probateExperience: 'I have worked with probate properties',
      bio: 'Professional Bio',
      contactPreference: 'Preferred Contact Method',
      websiteUrl: 'Website',
      agreeToTerms: 'I agree to the terms and conditions',
    },
    contactPreferences: { email: 'Email', phone: 'Phone', both: 'Both' },
    noState: 'None',
    brokerageSection: 'Brokerage',
    completing: onboardingTexts.completing,
    profileSettingsTitle: 'Agent Profile',
    profileSettingsIntro: 'Change the answers of your agent profile.',
    saveProfile: 'Save Agent Profile',
  },
  notifications: {
    showingScheduled: notificationContentTexts.showingScheduled,
    showingMoved: (address: string, date: string) => ({
      title: 'Showing rescheduled',
      message: `A showing of ${address} was moved to ${date}.`,
    }),
    showingCancelled: (address: string, date: string) => ({
      title: 'Showing cancelled',
      message: `The showing of ${address} on ${date} was cancelled.`,
    }),
    showingRequested: (address: string, date: string) => ({
      title: 'Showing requested',
      message: `An agent asks to show ${address} on ${date}. Confirm or decline the request.`,
    }),
    showingConfirmed: (address: string, date: string) => ({
      title: 'Showing confirmed',
      message: `The owner confirmed your showing of ${address} on ${date}.`,
    }),
    showingDeclined: (address: string, date: string, reason: string | undefined) => ({
      title: 'Showing declined',
      message: `The owner declined your showing of ${address} on ${date}.${reason ? ` Reason: ${reason}` : ''}`,
    }),
    feedbackRequested: (address: string, date: string) => ({
      title: 'How did the showing go?',
      message: `Tell the owner what your client thought of ${address} after the showing on ${date}.`,
    }),
  },
  showingsPage: {
    loading: 'Loading showings',
    viewToggle: 'Showings view',
    closeDialog: 'Close',
    keepShowing: 'Keep Showing',
    cancelShowingTitle: 'Cancel Showing',
    /** '10:00 AM - 10:30 AM' */
    timeRange: (start: string, end: string) => `${start} - ${end}`,
    /** 'Tuesday, March 10, 2026 at 10:00 AM - 10:30 AM' */
    when: (date: string, timeRange: string) => `${date}, ${timeRange}`,
    previousMonth: commonTexts.previousMonth,
    nextMonth: commonTexts.nextMonth,
    editShowingOf: (label: string) => `Edit showing: ${label}`,
    cancelShowingOf: (label: string) => `Cancel showing: ${label}`,
    editShowingAt: (label: string) => `Edit showing ${label}`,
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    today: 'Today',
    saving: 'Saving...',
  },
  agentProperties: {
    intro: 'The properties their owners have shared with you.',
    none: 'No properties have been shared with you yet.',
    owner: 'Owner',
    permission: 'Permission',
    progress: 'Progress',
    loading: 'Loading properties',
    loadFailed: commonTexts.loadPropertiesFailed,
    viewProperty: 'Open property',
    showMore: 'Show more properties',
  },
  ownerShowings: {
    client: (name: string) => `Client: ${name}`,
  },
  calendarFeed: {
    title: 'Calendar Feed',
    intro:
      'Subscribe to your EstateKey events from Google Calendar, Outlook or Apple Calendar with a private feed link. Anyone who has the link can read the feed.',
    create: 'Create feed link',
    copy: 'Copy feed link',
    reset: 'Reset feed link',
    copied: 'Feed link copied',
    copyFailed: 'Could not copy the link. Select it and copy it by hand.',
    linkLabel: 'Your private feed link',
    shownOnce: 'This link is shown only once. Copy it now; resetting makes a new one and stops the old one.',
    active: 'A feed link is active. Reset it to get a new link; the old one then stops working.',
    createFailed: 'Failed to create the feed link',
    calendarName: 'EstateKey',
    showingSummary: (address: string) => `Showing: ${address}`,
    ownerShowingSummary: (address: string) => `Showing of your property: ${address}`,
    keyPickupSummary: (address: string) => `Key pickup: ${address}`,
    caseDueSummary: (caseName: string) => `Case due: ${caseName}`,
    saleHearingSummary: (address: string) => `Sale confirmation hearing: ${address}`,
    saleHearingDepartment: (department: string) => `Department ${department}`,
    saleNoticeEndsSummary: (address: string) => `Notice period ends (sale of ${address})`,
    feedNotFound: 'Calendar feed not found',
  },
} as const;
