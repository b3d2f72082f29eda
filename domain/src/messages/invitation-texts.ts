import { formTexts } from './form-texts';
import { pagesTexts, screenTitleTexts } from './public-site-texts';
import { validationTexts } from './validation-texts';

export const invitationTexts = {
  verifying: 'Verifying invitation...',
  title: screenTitleTexts.invitation,
  invitedBy: (attorneyName: string) => `You have been invited by ${attorneyName}.`,
  passwordLabel: formTexts.labels.password,
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
  // An invitation to an address that already has an account.
  acceptTitle: 'Accept Your Invitation',
  existingAccount: (email: string) => `You already have an EstateKey account with ${email}.`,
  signInToAccept: 'Sign in to accept',
  forgotPasswordHint: 'Forgot the password of that account?',
  accept: 'Accept Invitation',
  accepting: 'Accepting...',
  accepted: 'Invitation accepted: the case is now in your documents.',
  acceptFailed: 'Failed to accept the invitation',
  signedInAsOther: (signedInEmail: string, invitedEmail: string) =>
    `You are signed in as ${signedInEmail}, but this invitation was sent to ${invitedEmail}. Sign out, then sign in with that address to accept it.`,
  signOut: 'Sign out',
  acceptNeedsClientAccount: 'Only a Guardian or Executor account can accept a client invitation',
  emailMismatch: 'This invitation was sent to another e-mail address: sign in with that address to accept it',
} as const;
