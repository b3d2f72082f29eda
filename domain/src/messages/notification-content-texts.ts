import { attorneyTexts } from './attorney-texts';

export const notificationContentTexts = {
  propertySubmitted: (address: string) => ({
    title: 'Property submitted',
    message: `Your property at ${address} was submitted for review.`,
  }),
  propertyStatusChanged: (address: string) => ({
    title: 'Property status updated',
    message: `The status of ${address} was updated.`,
  }),
  propertyShared: (address: string, permission: string) => ({
    title: 'Property shared with you',
    message: `${address} was shared with you (${permission}).`,
  }),
  keyPickupScheduled: (date: string, time: string) => ({
    title: 'Key pickup scheduled',
    message: `Your key pickup is scheduled for ${date} at ${time}.`,
  }),
  appointmentCancelled: (date: string, time: string) => ({
    title: 'Appointment cancelled',
    message: `Your appointment on ${date} at ${time} was cancelled.`,
  }),
  documentUploaded: (documentName: string, caseName: string) => ({
    title: 'New document',
    message: `${documentName} was added to ${caseName}.`,
  }),
  caseStatusChanged: (caseName: string, status: string) => ({
    title: attorneyTexts.caseDetail.statusUpdated,
    message: `${caseName} is now ${status}.`,
  }),
  caseProgressChanged: (caseName: string, stage: string, status: string) => ({
    title: 'Case progress updated',
    message: `${caseName}: ${stage} is now ${status}.`,
  }),
  showingScheduled: (address: string, date: string) => ({
    title: 'Showing scheduled',
    message: `A showing of ${address} is scheduled for ${date}.`,
  }),
  welcome: () => ({
    title: 'Welcome to EstateKey',
    message: 'Your account is ready. Complete your profile to get started.',
  }),
  invitationAccepted: (clientName: string, caseName: string) => ({
    title: 'Client joined',
    message: `${clientName} accepted the invitation for ${caseName}.`,
  }),
} as const;
