import { formTexts } from './form-texts';
import { commonTexts, pagesTexts, sidebarTexts } from './public-site-texts';

export const publicIntakeTexts = {
  appointment: {
    title: sidebarTexts.schedulePickup,
    dateLabel: 'Date',
    timeLabel: 'Time',
    typeLabel: 'Appointment Type',
    detailsLabel: 'Details',
    cleanoutQuestion: 'Do you need a property cleanout?',
    contactNameLabel: 'Name',
    contactEmailLabel: formTexts.labels.email,
    contactPhoneLabel: formTexts.labels.phone,
    submit: 'Schedule Appointment',
    submitting: 'Scheduling...',
    success:
      'Successfully requested an appointment, we will send you an invite after we finalize the appointment on our end.',
    error: 'Error scheduling appointment. Please try again.',
  },
  property: {
    title: pagesTexts.submitPropertyForSale,
    submit: sidebarTexts.submitProperty,
    submitting: commonTexts.submitting,
    success: "Property submitted successfully! We'll contact you soon.",
    error: 'Error submitting property. Please try again.',
  },
} as const;
