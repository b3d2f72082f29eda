import { documentsTexts } from './documents-texts';
import { authTexts } from './auth-texts';
import { publicIntakeTexts } from './public-intake-texts';
import { propertiesTexts } from './properties-texts';
import { statusTexts } from './status-texts';
import { sharingTexts } from './sharing-texts';
import { keyPickupTexts } from './key-pickup-texts';
import { uploadTexts } from './upload-texts';
import { notificationsPageTexts } from './notifications-page-texts';
import { attorneyTexts } from './attorney-texts';
import { invitationTexts } from './invitation-texts';
import { showingsTexts } from './showings-texts';

export const apiTexts = {
  loggedOut: 'Logged out',
  /** `?after=` of a list that pages (GET /api/showings, GET /api/notifications) names none of the caller's items. */
  unknownAfter: 'The item to continue after is not in your list.',
  registered: authTexts.register.successCheckEmail,
  emailVerified: authTexts.verification.verified,
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
