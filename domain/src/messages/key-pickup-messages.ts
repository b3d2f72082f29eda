import { sidebarLabels } from './public-site-messages';
import { publicIntakeTexts } from './public-intake-messages';

export const keyPickupTexts = {
  title: sidebarLabels.schedulePickup,
  propertyAddressLabel: 'Property Address',
  dateLabel: publicIntakeTexts.appointment.dateLabel,
  timeLabel: publicIntakeTexts.appointment.timeLabel,
  detailsLabel: publicIntakeTexts.appointment.detailsLabel,
  cleanoutLabel: 'I need a property cleanout',
  cleanoutNote: 'Additional charges may apply for cleanout services',
  submit: sidebarLabels.schedulePickup,
  submitting: publicIntakeTexts.appointment.submitting,
  success: 'Key pickup scheduled successfully!',
  error: 'Error scheduling key pickup. Please try again.',
  incompleteContact: 'Please provide complete contact information',
  upcoming: 'Upcoming Appointments',
  previous: 'Previous Appointments',
  noUpcoming: 'No upcoming appointments.',
  noPrevious: 'No previous appointments.',
  cancelAppointment: 'Cancel Appointment',
  cancelConfirm: 'Are you sure you want to cancel this appointment?',
  cancelled: 'Appointment cancelled successfully',
  cancelFailed: 'Failed to cancel appointment',
  loadFailed: 'Failed to load your appointments',
} as const;
