import { formMessages } from './form-messages';
import { pagesTexts, screenTitles, sidebarLabels } from './public-site-messages';

export const authTexts = {
  loginTitle: screenTitles.login,
  loginSubtitle: 'Welcome back! Please sign in to your account.',
  emailLabel: formMessages.labels.email,
  passwordLabel: formMessages.labels.password,
  rememberMe: 'Remember me for 7 days',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  registerLink: pagesTexts.nav.register,
  loginButton: screenTitles.login,
  loggingIn: 'Logging in...',
  loginSuccess: 'Login successful!',
  invalidCredentials: 'Invalid email or password. Please try again.',
  logout: sidebarLabels.logout,
  logoutSuccess: 'Logged out successfully!',
  logoutFailed: 'Failed to log out. Please try again.',
  notAttorney: 'You do not have attorney privileges',
  attorneyAccountsOnly: 'This area is for attorney accounts only',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

export const registerTexts = {
  title: screenTitles.register,
  firstNameLabel: formMessages.labels.firstName,
  lastNameLabel: formMessages.labels.lastName,
  emailLabel: formMessages.labels.email,
  passwordLabel: formMessages.labels.password,
  roleLabel: 'Role',
  planLabel: 'Subscription Plan',
  planMonthly: 'Monthly',
  planYearly: 'Yearly',
  developmentRoleNote: 'Admin is the default role during development.',
  developmentPaymentNote: 'Payment is disabled during development.',
  submit: pagesTexts.nav.register,
  submitting: 'Registering...',
  haveAccount: 'Already have an account?',
  loginLink: screenTitles.login,
  agreeTo: 'By registering you agree to our',
  termsLink: pagesTexts.footer.terms,
  privacyLink: pagesTexts.footer.privacy,
  success: 'Registration successful!',
  successCheckEmail: 'Registration successful! Please check your email to verify your account.',
  failed: 'Registration failed. Please try again.',
} as const;

// One sentence is both the title and the message of the failed verification page.
const verificationFailed = 'Verification failed.';

export const verificationTexts = {
  verifying: 'Bezig met verificatie...',
  successTitle: 'Verificatie geslaagd!',
  successBody: 'Your email address has been verified. You can now log in.',
  verified: 'Email verified successfully',
  alreadyVerified: 'Email already verified',
  failed: verificationFailed,
  failedTitle: verificationFailed,
  failedBody: 'This verification link is invalid or has expired.',
  loginLink: pagesTexts.paymentThanks.loginLink,
} as const;
