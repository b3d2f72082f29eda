import { commonTexts } from './public-site-messages';
import { authTexts } from './auth-messages';
import { statusTexts } from './status-messages';
import { uploadTexts } from './upload-messages';
import { invitationTexts } from './invitation-messages';
import { showingsTexts } from './showings-messages';

export const errorsTexts = {
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found',
  routeNotFound: 'The requested endpoint does not exist',
  rateLimited: 'Too many requests, please try again later.',
  searchRateLimited: 'Too many searches. Please wait a minute and try again.',
  validation: 'Validation failed',
  fileTooLarge: uploadTexts.fileTooLarge,
  fileTypeNotAllowed: uploadTexts.fileTypeNotAllowed,
  fileRequired: uploadTexts.selectFile,
  emailExists: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  adminSelfRegistration: 'Admin accounts cannot be created through registration',
  internal: commonTexts.internalError,
  invalidJson: 'The request body is not valid JSON',
  conflict: 'The request conflicts with the current state',
  propertyNotFound: 'Property not found',
  caseNotFound: 'Case not found',
  documentNotFound: 'Document not found',
  appointmentNotFound: 'Appointment not found',
  showingNotFound: 'Showing not found',
  notificationNotFound: 'Notification not found',
  userNotFound: 'User not found',
  invitationInvalid: invitationTexts.invalidToast,
  invitationEmailMismatch: 'The email address does not match the invitation',
  verificationInvalid: 'Invalid or expired verification link',
  emailNotVerified: 'Please verify your e-mail address first.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  milestoneForbidden: statusTexts.noPermission,
  showingOverlap: showingsTexts.overlap,
  alreadyCancelled: 'This appointment is already cancelled',
  alreadyShared: 'The property is already shared with this user',
  cannotShareWithSelf: 'You cannot share a property with yourself',
  caseAlreadyAssociated: 'The property is already associated with this case',
  notAttorney: authTexts.notAttorney,
} as const;
