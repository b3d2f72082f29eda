import { commonTexts } from './public-site-texts';
import { authTexts } from './auth-texts';
import { statusTexts } from './status-texts';
import { uploadTexts } from './upload-texts';
import { invitationTexts } from './invitation-texts';
import { showingsTexts } from './showings-texts';

/** The API's error answers, from transport-level refusals to each route's not-found and conflict. */
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
  /** Transport-level refusals (DESIGN §5). */
  requestTooLarge: 'The request body is too large',
  unsupportedEncoding: 'The request body encoding is not supported',
  /** A body that is neither JSON nor (on upload routes) multipart: e.g. a cross-site HTML form. */
  unsupportedMediaType: 'The request body must be sent as application/json',
  /** Firestore gave up on a transaction that competed with others for the same data; nothing was written. */
  busy: 'Too many changes are being made at once. Nothing was saved; please try again.',
} as const;
