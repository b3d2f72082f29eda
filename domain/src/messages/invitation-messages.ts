import { formMessages } from './form-messages';
import { pagesTexts, screenTitles } from './public-site-messages';
import { validationTexts } from './validation-messages';

export const invitationTexts = {
  verifying: 'Verifying invitation...',
  title: screenTitles.invitation,
  invitedBy: (attorneyName: string) => `You have been invited by ${attorneyName}.`,
  passwordLabel: formMessages.labels.password,
  confirmPasswordLabel: 'Confirm Password',
  submit: 'Create Account',
  submitting: 'Creating account...',
  invalidTitle: 'Invalid Invitation',
  invalidBody: 'This invitation link is invalid or has expired.',
  goToLogin: pagesTexts.paymentThanks.loginLink,
  invalidToast: 'Invalid or expired invitation',
  created: 'Account created successfully!',
  createdLoginHint: 'Account created successfully! Please log in.',
  createFailed: 'Failed to create account',
  passwordsMismatch: validationTexts.passwordsMismatch,
  passwordTooShort: validationTexts.passwordTooShort,
} as const;
