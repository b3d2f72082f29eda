import { keyPickupTexts } from './key-pickup-texts';
import { propertiesTexts } from './properties-texts';
import { profileTexts } from './profile-texts';
import { authTexts } from './auth-texts';
import { commonTexts, screenTitleTexts } from './public-site-texts';

export const onboardingTexts = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  percentComplete: (percent: number) => `${Math.round(percent)}% complete`,
  previous: commonTexts.previous,
  continue: commonTexts.continue,
  back: commonTexts.back,
  complete: 'Complete Onboarding',
  completing: 'Completing...',
  dashboardSuccess: 'Onboarding completed successfully!',
  dashboardFailed: 'Failed to complete onboarding.',
  /** Completing the Guardian/Executor wizard again, which would create its property and key pickup twice. */
  alreadyCompleted: 'Onboarding is already completed',
  /** Agents and attorneys complete their own profile forms, not this one. */
  notForRole: 'This onboarding is not for your account type',
  guardian: {
    identityConfirm: 'I confirm that I am a court-appointed Guardian or an Executor of an estate.',
    isAttorneyQuestion: 'Are you an attorney?',
    needsAttorneyReferralQuestion: 'Would you like a referral to an attorney?',
    hasMortgageQuestion: 'Does the property have a mortgage?',
    mortgageBalanceLabel: 'Mortgage Balance',
    isInForeclosureQuestion: 'Is the property in foreclosure?',
    foreclosurePromise: 'Our team will contact you within 24 hours to discuss your options.',
    keyPickupMethodLabel: 'How should we get the keys?',
    keyPickupSchedule: 'Schedule a key pickup',
    keyPickupLockbox: 'Use a lockbox',
    lockboxCodeLabel: 'Lockbox Code',
    lockboxCodeRequired: 'Please enter the lockbox code',
    pickupDateTimeRequired: 'Please choose a pickup date and time',
    needsCleanoutQuestion: 'Does the property need a cleanout?',
    documentHint: 'PDF, DOC, DOCX, JPG, PNG or GIF, up to 10MB each',
    documentSkipNote: 'You may skip this step, but documents are needed before listing.',
    expectedPriceLabel: 'Expected Listing Price',
    bedroomsLabel: 'Bedrooms',
    bathroomsLabel: 'Bathrooms',
    nextStepsTitle: 'What happens next',
    nextSteps: [
      'We review your information and documents.',
      'We confirm your key pickup or lockbox access.',
      'We arrange the cleanout if you asked for one.',
      'We photograph the property and prepare the listing.',
      'Your property goes on the market and you follow every milestone on your dashboard.',
    ],
    completionError: 'There was an error completing your onboarding. Please try again.',
  },
  agent: {
    title: 'Set Up Your Agent Profile',
    completeProfile: 'Complete Profile',
    requiredFields: 'Please complete all required fields',
    countiesAndSpecialty: 'Please select at least one service county and specialty.',
    agreeToTerms: 'You must agree to the terms and conditions.',
    addCountyHint: 'Type a county and press Enter',
    success: 'Your agent profile has been set up successfully!',
    failed: 'Failed to complete profile setup. Please try again.',
  },
  attorney: {
    title: screenTitleTexts.attorneyOnboarding,
    submit: 'Complete Profile Setup',
    saving: commonTexts.saving,
    success: 'Your attorney profile has been set up!',
    formFailed: 'Failed to save profile information.',
  },
  /** The Guardian/Executor onboarding wizard: field labels, the step 8 file list and the outcome of its uploads. */
  guardianWizard: {
    progressLabel: 'Onboarding progress',
    navigationLabel: 'Onboarding steps',
    contact: {
      fullName: 'Full Name',
      email: authTexts.emailLabel,
      phone: profileTexts.labels.phone,
      address: propertiesTexts.labels.address,
      city: propertiesTexts.labels.city,
      state: propertiesTexts.labels.state,
      zipCode: propertiesTexts.labels.zipCode,
    },
    property: {
      address: keyPickupTexts.propertyAddressLabel,
      city: propertiesTexts.labels.city,
      state: propertiesTexts.labels.state,
      zipCode: propertiesTexts.labels.zipCode,
    },
    notSpecified: commonTexts.notSpecified,
    pickupDateLabel: 'Pickup Date',
    pickupTimeLabel: 'Pickup Time',
    chooseTime: 'Choose a time',
    documents: {
      chooseFiles: 'Choose Files',
      listLabel: 'Documents to upload',
      none: 'No documents chosen yet.',
      removeOf: (fileName: string) => `Remove ${fileName}`,
      chosenFile: (fileName: string, sizeLabel: string) => `${fileName} (${sizeLabel})`,
      /** A chosen file the wizard refuses before anything is sent. */
      rejected: (fileName: string, problem: string) => `${fileName}: ${problem}`,
    },
    completionErrorTitle: 'Onboarding not completed',
    /** After the completion succeeded: how the upload of the step 8 files went. */
    uploads: {
      allUploaded: (count: number) =>
        count === 1 ? 'Your document was uploaded.' : `All ${count} of your documents were uploaded.`,
      someFailed: (failedNames: readonly string[], total: number) =>
        `Your onboarding is complete, but ${failedNames.length} of ${total} ${total === 1 ? 'document' : 'documents'} could not be uploaded: ${failedNames.join(', ')}. You can upload ${failedNames.length === 1 ? 'it' : 'them'} later from Upload Documents.`,
    },
  },
} as const;
