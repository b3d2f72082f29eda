import { commonTexts, screenTitleTexts, sidebarTexts } from './public-site-texts';
import { validationTexts } from './validation-texts';
import { publicIntakeTexts } from './public-intake-texts';
import { notificationsPageTexts } from './notifications-page-texts';
import { attorneyTexts } from './attorney-texts';
import { documentsTexts } from './documents-texts';

export const showingsTexts = {
  title: screenTitleTexts.showings,
  listView: 'List View',
  calendarView: 'Calendar View',
  scheduleButton: sidebarTexts.scheduleShowing,
  newTitle: sidebarTexts.scheduleShowing,
  editTitle: 'Edit Showing',
  columns: {
    dateTime: 'Date & Time',
    property: notificationsPageTexts.filters.property,
    client: attorneyTexts.columns.client,
    status: attorneyTexts.columns.status,
    actions: attorneyTexts.columns.actions,
  },
  edit: commonTexts.edit,
  cancel: commonTexts.cancel,
  save: 'Save Showing',
  update: 'Update Showing',
  empty: 'No showings scheduled yet',
  noPropertiesTitle: 'No Properties Available',
  noPropertiesBody: 'You need at least one property to schedule showings.',
  goToProperties: 'Go to Properties',
  labels: {
    property: notificationsPageTexts.filters.property,
    date: publicIntakeTexts.appointment.dateLabel,
    startTime: attorneyTexts.profile.startTime,
    endTime: attorneyTexts.profile.endTime,
    clientName: 'Client Name',
    clientEmail: 'Client Email',
    clientPhone: 'Client Phone',
    notes: 'Notes',
  },
  requiredFields: 'Please fill in all required fields',
  endAfterStart: validationTexts.endAfterStart,
  overlap: 'This showing overlaps another showing of the same property',
  scheduled: 'Showing scheduled successfully',
  updated: 'Showing updated successfully',
  cancelled: 'Showing cancelled successfully',
  saveFailed: 'Failed to schedule showing',
  cancelFailed: 'Failed to cancel showing',
  cancelConfirm: 'Are you sure you want to cancel this showing?',
  loadFailed: 'Failed to load scheduled showings',
  loadPropertiesFailed: documentsTexts.loadPropertiesFailed,
} as const;
