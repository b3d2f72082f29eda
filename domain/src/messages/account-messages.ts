import { PASSWORD_MIN_LENGTH } from '../constants/app';
import { formMessages } from './form-messages';

/**
 * Texts of the account screens that the spec does not spell: the password reset page (linked from login, its screen
 * not shown), the real verification failure view (DESIGN §8), the register form's password hint and the sign-in gate.
 */
export const accountMessages = {
  forgotPassword: {
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    emailLabel: formMessages.labels.email,
    submit: 'Send Reset Link',
    submitting: 'Sending...',
    sentTitle: 'Check your inbox',
    sent: 'If an account exists for that email address, we have sent it a link to reset your password.',
    backToLogin: 'Back to Login',
  },
  register: {
    passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters`,
    /** Joins the Terms and Privacy Policy links after 'By registering you agree to our'. */
    and: 'and',
  },
  verification: {
    failedHint: 'If you already verified your email address, log in. Otherwise register again to get a new link.',
    registerAgain: 'Register again',
  },
  authRedirect: {
    loading: 'Signing you in...',
  },
} as const;
