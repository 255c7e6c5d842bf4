/** Why a visitor is on the sign-in page instead of where they were going. */
export type SignInReason = 'required' | 'ended';

/** Longer than any path of the app; a longer one is not worth the risk of reading. */
const maxReturnPathLength = 2048;
/** Any origin stands in for ours: only whether a path stays on it matters. */
const probeOrigin = 'https://colmena.invalid';

/**
 * The in-app path a visitor may be sent back to after signing in, or null. Only a path of
 * this origin: starting with one "/", no backslash (browsers read it as "/"), no control or
 * blank characters (URL parsing drops tabs and newlines: "/\t/evil" would become "//evil"),
 * still on this origin once resolved, and never the sign-in page itself — so a crafted
 * `?next=` cannot send anyone to another site (no open redirect) nor into a loop.
 */
export function safeReturnPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > maxReturnPathLength) return null;
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\s\p{Cc}]/u.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin || url.pathname.startsWith('//')) return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that brings the visitor back to `from` afterwards, saying why they are there. */
export function signInPath(from: string, reason: SignInReason): string {
  const params = new URLSearchParams();
  const back = safeReturnPath(from);
  if (back && back !== '/') params.set('next', back);
  if (reason === 'ended') params.set('reason', 'ended');
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

/** What the sign-in page was told: where to go back to and why the visitor came. */
export interface SignInRequest {
  next: string | null;
  reason: SignInReason | null;
}

/** Reads `?next=` and `?reason=` of the sign-in page (or the older router state `from`). */
export function signInRequest(search: string, state?: unknown): SignInRequest {
  const params = new URLSearchParams(search);
  const fromState = state && typeof state === 'object' && 'from' in state ? safeReturnPath(state.from) : null;
  const next = safeReturnPath(params.get('next')) ?? fromState;
  const reason: SignInReason | null =
    params.get('reason') === 'ended' ? 'ended' : next !== null ? 'required' : null;
  return { next, reason };
}

/** After sign-in, back to the page that sent the visitor to /login, when it is an in-app path; otherwise "/". */
export function returnPath(search: string, state?: unknown): string {
  return signInRequest(search, state).next ?? '/';
}
