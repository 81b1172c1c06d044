/**
 * The texts of MESSAGES (./messages.ts) that /login and what it loads show: the sign-in form and its errors, the
 * loading button, the error page. Apart so that /login does not load every other text of the product with them
 * (docs/performance.md); MESSAGES includes them, and the rest of the app reads them there.
 */
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  loading: 'Loading...',
  authenticationFailed: 'Authentication failed',
  sessionRefreshFailed: 'Session refresh failed',
  invalidCredentials: 'Invalid email or password',
  forgotFallback: 'An error occurred. Please try again.',
  resetFallback: 'Invalid code or an error occurred. Please try again.',
  accountIncomplete: 'Account configuration incomplete. Please contact support.',
  unexpectedError: 'Unexpected Application Error!',
  signUpFailed: 'An error occurred while creating your account',
  verifyFailed: 'An error occurred while verifying your account',
  resendFailed: 'An error occurred while resending the code',
} as const;
