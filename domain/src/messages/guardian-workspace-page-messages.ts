import { formMessages } from './form-messages';
import { propertiesTexts } from './properties-messages';
import { keyPickupTexts } from './key-pickup-messages';
import { notificationsPageTexts } from './notifications-page-messages';
import { courtDocumentsMessages } from './court-documents-messages';

/**
 * Texts of the Schedule Key Pickup, Upload Document and Notifications pages (spec part 1 §2.16–§2.18) that the spec
 * does not spell: section headings, field labels, the cancel dialog's buttons, list captions and loading labels. The
 * spec's own texts stay in `keyPickupTexts`, `uploadTexts` and `notificationsPageTexts`.
 */
export const guardianWorkspacePageMessages = {
  keyPickup: {
    formTitle: 'Request a Key Pickup',
    contactTitle: formMessages.contactSection,
    contactNameLabel: propertiesTexts.labels.contactName,
    contactEmailLabel: propertiesTexts.labels.contactEmail,
    contactPhoneLabel: propertiesTexts.labels.contactPhone,
    loadingAppointments: 'Loading your appointments',
    status: 'Status',
    cleanoutRequested: 'Cleanout requested',
    noAddress: 'No property address given',
    /** 'Friday, March 6, 2026 at 10:00 AM' */
    when: (date: string, time: string) => `${date} at ${time}`,
    cancelDialogTitle: keyPickupTexts.cancelAppointment,
    keepAppointment: 'Keep Appointment',
    cancelling: 'Cancelling...',
    /** Accessible name of an appointment's cancel button. */
    cancelAppointmentOn: (when: string) => `${keyPickupTexts.cancelAppointment} on ${when}`,
  },
  upload: {
    loadingCases: 'Loading your cases',
    chooseDocumentType: 'Choose a document type',
    chooseCase: courtDocumentsMessages.chooseCase,
    /** How a case appears in the case list. */
    caseOption: (caseName: string, caseNumber: string) => (caseNumber ? `${caseName} (${caseNumber})` : caseName),
    noFileChosen: 'No file chosen',
    chosenFile: (fileName: string, sizeLabel: string) => `${fileName} (${sizeLabel})`,
    uploadingProgress: 'Uploading your document',
  },
  notifications: {
    loading: 'Loading notifications',
    filtersLabel: 'Notification filters',
    unread: notificationsPageTexts.filters.unread,
    read: 'Read',
    markReadOf: (title: string) => `${notificationsPageTexts.markRead}: ${title}`,
    openOf: (title: string) => `${notificationsPageTexts.open}: ${title}`,
    markingAll: 'Marking...',
    categories: {
      property: notificationsPageTexts.filters.property,
      appointment: 'Appointment',
      document: 'Document',
      system: notificationsPageTexts.filters.system,
    },
  },
} as const;
