/** English texts of the auth area. Keys start with 'auth.'; authEs.ts has the same keys. */
export const authEn = {
  'auth.login.title': 'Sign in',
  'auth.login.subtitle': 'Welcome to {company}',
  'auth.login.email': 'Email',
  'auth.login.password': 'Password',
  'auth.login.submit': 'Sign in',
  'auth.login.submitting': 'Signing in…',
  'auth.login.required': 'Sign in to open this page. You will be taken back to it afterwards.',
  'auth.login.sessionEnded':
    'Your session ended: it was signed out in another tab or device, its password was changed, or it expired. Sign in again to go back to where you were.',
  'auth.login.forgot': 'Forgot your password?',
  'auth.login.backToPublic': 'Back to the public page',
  'auth.forgot.title': 'Recover your password',
  'auth.reset.title': 'Reset your password',
  'auth.backToLogin': 'Back to sign in',
} satisfies Record<string, string>;
