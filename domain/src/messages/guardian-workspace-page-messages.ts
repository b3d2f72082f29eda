import { formMessages } from './form-messages';
import { messages } from './messages';
import { courtDocumentsMessages } from './court-documents-messages';

/**
 * Texts of the Schedule Key Pickup, Upload Document and Notifications pages (spec part 1 §2.16–§2.18) that the spec
 * does not spell: section headings, field labels, the cancel dialog's buttons, list captions and loading labels. The
 * spec's own texts stay in `messages.keyPickup`, `messages.upload` and `messages.notifications`.
 */
export const guardianWorkspacePageMessages = {
  keyPickup: {
    formTitle: 'Request a Key Pickup',
    contactTitle: formMessages.contactSection,
    contactNameLabel: messages.properties.labels.contactName,
    contactEmailLabel: messages.properties.labels.contactEmail,
    contactPhoneLabel: messages.properties.labels.contactPhone,
    loadingAppointments: 'Loading your appointments',
    status: 'Status',
    cleanoutRequested: 'Cleanout requested',
    noAddress: 'No property address given',
    /** 'Friday, March 6, 2026 at 10:00 AM' */
    when: (date: string, time: string) => `${date} at ${time}`,
    cancelDialogTitle: messages.keyPickup.cancelAppointment,
    keepAppointment: 'Keep Appointment',
    cancelling: 'Cancelling...',
    /** Accessible name of an appointment's cancel button. */
    cancelAppointmentOn: (when: string) => `${messages.keyPickup.cancelAppointment} on ${when}`,
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
    unread: messages.notifications.filters.unread,
    read: 'Read',
    markReadOf: (title: string) => `${messages.notifications.markRead}: ${title}`,
    openOf: (title: string) => `${messages.notifications.open}: ${title}`,
    markingAll: 'Marking...',
    categories: {
      property: messages.notifications.filters.property,
      appointment: 'Appointment',
      document: 'Document',
      system: messages.notifications.filters.system,
    },
  },
} as const;
