/**
 * The error catalogue (platform.md section 8) for the screens of this app, verbatim.
 * Screens import from here so a wording change happens in one place.
 */
export const messages = {
  generic: 'An error occurred. Please try again.',
  sessionExpired: 'Session expired. Please login again.',
  logoutSuccess: 'You have been logged out successfully',
  logoutFailed: 'Logout failed. Please try again.',

  loginInvalid: 'Invalid email or password. Please check your credentials and try again.',
  loginUnverified: 'Please verify your email address to continue.',
  loginFailed: 'Login failed. Please check your internet connection and try again.',

  resendSuccess: 'Verification email sent! Please check your inbox.',
  resendFailed: 'Failed to send verification email. Please try again.',
  resendFailedShort: 'Failed to send verification email',

  registrationFailed: 'Registration failed. Please check your information and try again.',
  registrationFailedHelp: 'If this problem persists, please contact our support team.',

  verificationFailed: 'Verification failed',
  verificationFailedToast: 'Email verification failed',
  verificationLinkInvalid: 'The verification link is invalid or has expired.',

  resetLinkInvalid: 'This password reset link is invalid or has expired.',

  onboardingLater: 'Welcome! You can always return to complete the guided setup later.',

  oauthFailed: 'Authentication failed. Please try again.',
  oauthUnexpected: 'An unexpected error occurred during authentication.',
  oauthMissing: 'Missing authentication data. Please try signing in again.',
  oauthInvalid: 'Invalid authentication data received. Please try signing in again.',
  oauthIncomplete: 'Incomplete user information received. Please try signing in again.',
} as const;
