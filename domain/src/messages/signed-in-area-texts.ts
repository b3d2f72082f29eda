import { commonTexts, screenTitleTexts } from './public-site-texts';

/**
 * Texts of the dashboard shell and the profile screen that the spec does not spell: which onboarding form is pending
 * per role (spec part 1 §4), the stat card captions and the loading failures the live dashboard can meet (DESIGN §8).
 * The frame's own texts are webShellTexts: every signed-in page loads them at start, so they import little.
 */
export const signedInAreaTexts = {
  onboardingPending: {
    title: 'Onboarding pending',
    intro: 'Finish setting up your account to open your dashboard.',
    formLabel: 'Form to complete',
    forms: {
      guardianExecutor: 'Guardian/Executor onboarding (9 steps)',
      agent: 'Agent profile (4 steps)',
      attorney: screenTitleTexts.attorneyOnboarding,
    },
    descriptions: {
      guardianExecutor:
        'Confirm your appointment, add your contact details and the property, tell us about its mortgage and foreclosure status, plan the key pickup and cleanout, and upload your court documents.',
      agent:
        'Tell us about yourself, your licence and brokerage, the counties and specialties you serve, and agree to the terms.',
      attorney: 'Add your specialization, bar number, years of experience, biography and hourly rate.',
    },
    attorneyLink: 'Open the attorney profile form',
  },
  completeProfile: {
    body: 'Add your company name, company address, city and contact person to finish setting up your account.',
    link: 'Go to Profile Settings',
  },
  stats: {
    unavailable: commonTexts.notAvailable,
    propertiesCaption: 'Owned by you or shared with you',
    keyPickupsCaption: 'Scheduled or confirmed',
    notificationsCaption: 'Unread',
    casesCaption: 'Cases you work on',
    activeListingsCaption: 'Listing completed',
    documentsCaption: 'Court documents you can read',
  },
  shortcutsTitle: 'Quick Actions',
  progressUnavailable: 'Progress is not available right now.',
  profile: {
    loadFailed: 'Failed to load your profile',
    smtpPortHint: 'A number between 1 and 65535, for example 587.',
  },
} as const;
