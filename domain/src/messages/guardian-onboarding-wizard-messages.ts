import { authTexts } from './auth-messages';
import { profileTexts } from './profile-messages';
import { propertiesTexts } from './properties-messages';
import { keyPickupTexts } from './key-pickup-messages';
import { commonTexts } from './public-site-messages';

/**
 * Texts of the Guardian/Executor onboarding wizard (spec part 1 §2.12) that the spec does not spell: field labels,
 * the progress bar's name, the file list of step 8, the completion error dialog and the outcome of the step 8
 * uploads (DESIGN §8). The spec's own texts stay in `onboardingTexts`.
 */
export const guardianOnboardingWizardMessages = {
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
} as const;
