import { apiTexts } from './api-texts';
import { errorsTexts } from './errors-texts';

/**
 * The banner on every signed-in page until the e-mail address is verified (DESIGN §5). Its own module: the banner is
 * loaded only for an unverified account, and these texts reach into the API's and the errors' texts.
 */
export const emailVerificationTexts = {
  text: errorsTexts.emailNotVerified,
  resend: 'Resend verification e-mail',
  resending: 'Sending...',
  resent: apiTexts.verificationResent,
  resendFailed: 'The verification e-mail could not be sent. Please try again later.',
} as const;
