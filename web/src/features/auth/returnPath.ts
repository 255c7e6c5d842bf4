/**
 * After sign-in, back to the page that sent the visitor to /login (router state `from`), when
 * that is an in-app path; otherwise "/".
 */
export function returnPath(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = state.from;
    if (
      typeof from === 'string' &&
      from.startsWith('/') &&
      !from.startsWith('//') &&
      !from.startsWith('/login')
    ) {
      return from;
    }
  }
  return '/';
}
