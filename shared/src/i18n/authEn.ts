/** English texts of the auth area. Keys start with 'auth.'; authEs.ts has the same keys. */
export const authEn = {
  'auth.login.title': 'Sign in',
  'auth.login.subtitle': 'Welcome to {company}',
  'auth.login.email': 'Email',
  'auth.login.password': 'Password',
  'auth.login.submit': 'Sign in',
  'auth.login.submitting': 'Signing in…',
  'auth.login.forgot': 'Forgot your password?',
  'auth.login.backToPublic': 'Back to the public page',
  'auth.forgot.title': 'Recover your password',
  'auth.reset.title': 'Reset your password',
  'auth.backToLogin': 'Back to sign in',
} satisfies Record<string, string>;
