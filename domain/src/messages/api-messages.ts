import { registerTexts, verificationTexts } from './auth-messages';
import { publicIntakeTexts } from './public-intake-messages';
import { propertiesTexts } from './properties-messages';
import { statusTexts } from './status-messages';
import { sharingTexts } from './sharing-messages';
import { keyPickupTexts } from './key-pickup-messages';
import { uploadTexts } from './upload-messages';
import { notificationsPageTexts } from './notifications-page-messages';
import { attorneyTexts } from './attorney-messages';
import { documentsTexts } from './documents-messages';
import { invitationTexts } from './invitation-messages';
import { showingsTexts } from './showings-messages';

export const apiTexts = {
  loggedOut: 'Logged out',
  registered: registerTexts.successCheckEmail,
  emailVerified: verificationTexts.verified,
  verificationResent: 'We sent you a new verification e-mail. Please check your inbox.',
  profileUpdated: attorneyTexts.profile.updated,
  onboardingCompleted: 'Onboarding completed successfully',
  appointmentRequested: publicIntakeTexts.appointment.success,
  keyPickupScheduled: keyPickupTexts.success,
  appointmentCancelled: keyPickupTexts.cancelled,
  propertySubmitted: propertiesTexts.submitSuccess,
  statusUpdated: statusTexts.propertyUpdated,
  propertyShared: sharingTexts.shared,
  sharingRemoved: sharingTexts.removed,
  notificationRead: 'Notification marked as read',
  allNotificationsRead: notificationsPageTexts.allMarked,
  documentUploaded: uploadTexts.success,
  documentViewed: 'Document marked as viewed',
  documentsFixed: (count: number) => `Document assignments refreshed: ${count} updated`,
  propertyAssociated: documentsTexts.propertyAssociated,
  propertyDisassociated: documentsTexts.propertyDisassociated,
  clientSubmitted: attorneyTexts.clients.submitted,
  notesSaved: attorneyTexts.caseDetail.notesSaved,
  caseStatusUpdated: attorneyTexts.caseDetail.statusUpdated,
  caseProgressUpdated: statusTexts.updated,
  attorneyProfileUpdated: attorneyTexts.profile.updated,
  accountCreated: invitationTexts.created,
  showingScheduled: showingsTexts.scheduled,
  showingUpdated: showingsTexts.updated,
  showingCancelled: showingsTexts.cancelled,
} as const;
