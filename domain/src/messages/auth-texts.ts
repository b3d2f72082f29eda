import { PASSWORD_MIN_LENGTH } from '../constants/app';
import { accessTexts } from './access-texts';
import { formTexts } from './form-texts';
import { pagesTexts, screenTitleTexts, sidebarTexts } from './public-site-texts';

// One sentence is both the title and the message of the failed verification page.
const verificationFailed = 'Verification failed.';

/** The account screens: login, register, e-mail verification, password reset and the sign-in redirect. */
export const authTexts = {
  loginTitle: screenTitleTexts.login,
  loginSubtitle: 'Welcome back! Please sign in to your account.',
  emailLabel: formTexts.labels.email,
  passwordLabel: formTexts.labels.password,
  rememberMe: 'Remember me for 7 days',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  registerLink: pagesTexts.nav.register,
  loginButton: screenTitleTexts.login,
  loggingIn: 'Logging in...',
  loginSuccess: 'Login successful!',
  invalidCredentials: 'Invalid email or password. Please try again.',
  logout: sidebarTexts.logout,
  logoutSuccess: 'Logged out successfully!',
  logoutFailed: 'Failed to log out. Please try again.',
  notAttorney: accessTexts.notAttorney,
  attorneyAccountsOnly: 'This area is for attorney accounts only',
  sessionExpired: 'Your session has expired. Please log in again.',
  register: {
    title: screenTitleTexts.register,
    firstNameLabel: formTexts.labels.firstName,
    lastNameLabel: formTexts.labels.lastName,
    emailLabel: formTexts.labels.email,
    passwordLabel: formTexts.labels.password,
    roleLabel: 'Role',
    planLabel: 'Subscription Plan',
    planMonthly: 'Monthly',
    planYearly: 'Yearly',
    developmentRoleNote: 'Admin is the default role during development.',
    developmentPaymentNote: 'Payment is disabled during development.',
    submit: pagesTexts.nav.register,
    submitting: 'Registering...',
    haveAccount: 'Already have an account?',
    loginLink: screenTitleTexts.login,
    agreeTo: 'By registering you agree to our',
    termsLink: pagesTexts.footer.terms,
    privacyLink: pagesTexts.footer.privacy,
    success: 'Registration successful!',
    successCheckEmail: 'Registration successful! Please check your email to verify your account.',
    failed: 'Registration failed. Please try again.',
    passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters`,
    /** Joins the Terms and Privacy Policy links after 'By registering you agree to our'. */
    and: 'and',
  },
  verification: {
    verifying: 'Bezig met verificatie...',
    successTitle: 'Verificatie geslaagd!',
    successBody: 'Your email address has been verified. You can now log in.',
    verified: 'Email verified successfully',
    alreadyVerified: 'Email already verified',
    failed: verificationFailed,
    failedTitle: verificationFailed,
    failedBody: 'This verification link is invalid or has expired.',
    loginLink: pagesTexts.paymentThanks.loginLink,
    failedHint: 'If you already verified your email address, log in. Otherwise register again to get a new link.',
    registerAgain: 'Register again',
  },
  /** The password reset page, linked from login (its screen is not in the spec). */
  passwordReset: {
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    emailLabel: formTexts.labels.email,
    submit: 'Send Reset Link',
    submitting: 'Sending...',
    sentTitle: 'Check your inbox',
    sent: 'If an account exists for that email address, we have sent it a link to reset your password.',
    backToLogin: 'Back to Login',
  },
  authRedirect: {
    loading: 'Signing you in...',
  },
} as const;
