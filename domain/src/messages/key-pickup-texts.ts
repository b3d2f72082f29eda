import { propertiesTexts } from './properties-texts';
import { formTexts } from './form-texts';
import { sidebarTexts } from './public-site-texts';
import { publicIntakeTexts } from './public-intake-texts';

const cancelAppointment = 'Cancel Appointment';

/** The Schedule Key Pickup page: the request form, the appointment lists and the cancel dialog. */
export const keyPickupTexts = {
  title: sidebarTexts.schedulePickup,
  propertyAddressLabel: 'Property Address',
  dateLabel: publicIntakeTexts.appointment.dateLabel,
  timeLabel: publicIntakeTexts.appointment.timeLabel,
  detailsLabel: publicIntakeTexts.appointment.detailsLabel,
  cleanoutLabel: 'I need a property cleanout',
  cleanoutNote: 'Additional charges may apply for cleanout services',
  submit: sidebarTexts.schedulePickup,
  submitting: publicIntakeTexts.appointment.submitting,
  success: 'Key pickup scheduled successfully!',
  error: 'Error scheduling key pickup. Please try again.',
  incompleteContact: 'Please provide complete contact information',
  upcoming: 'Upcoming Appointments',
  previous: 'Previous Appointments',
  /** Under either list when it holds more than a page: reads the next page. */
  showMoreAppointments: 'Show more appointments',
  noUpcoming: 'No upcoming appointments.',
  noPrevious: 'No previous appointments.',
  cancelAppointment,
  cancelConfirm: 'Are you sure you want to cancel this appointment?',
  cancelled: 'Appointment cancelled successfully',
  cancelFailed: 'Failed to cancel appointment',
  /** Cancelling an appointment that already took place. */
  completedNotCancellable: 'A completed appointment cannot be cancelled',
  loadFailed: 'Failed to load your appointments',
  formTitle: 'Request a Key Pickup',
  contactTitle: formTexts.contactSection,
  contactNameLabel: propertiesTexts.labels.contactName,
  contactEmailLabel: propertiesTexts.labels.contactEmail,
  contactPhoneLabel: propertiesTexts.labels.contactPhone,
  loadingAppointments: 'Loading your appointments',
  status: 'Status',
  cleanoutRequested: propertiesTexts.page.withCleanout,
  noAddress: 'No property address given',
  /** 'Friday, March 6, 2026 at 10:00 AM' */
  when: (date: string, time: string) => `${date} at ${time}`,
  cancelDialogTitle: cancelAppointment,
  keepAppointment: 'Keep Appointment',
  cancelling: 'Cancelling...',
  /** Accessible name of an appointment's cancel button. */
  cancelAppointmentOn: (when: string) => `${cancelAppointment} on ${when}`,
} as const;
