/**
 * The two Identity Toolkit REST calls firebase-admin does not make: password sign-in and the
 * exchange of a custom token for an ID token (which createSessionCookie needs). Against the
 * Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set.
 */
export interface IdentityToolkit {
  /** The ID token, or the Identity Toolkit error message (EMAIL_NOT_FOUND, INVALID_PASSWORD…). */
  signInWithPassword(email: string, password: string): Promise<{ idToken: string } | { error: string }>;
  signInWithCustomToken(token: string): Promise<string>;
}

export function identityToolkitBase(env: NodeJS.ProcessEnv = process.env): string {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
}

export function identityToolkit(apiKey: string, base = identityToolkitBase()): IdentityToolkit {
  const call = async (method: string, body: unknown) => {
    const res = await fetch(`${base}/accounts:${method}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { idToken?: string; error?: { message?: string } };
    return json.idToken ? { idToken: json.idToken } : { error: json.error?.message ?? `HTTP ${res.status}` };
  };
  return {
    signInWithPassword: (email, password) =>
      call('signInWithPassword', { email, password, returnSecureToken: true }),
    async signInWithCustomToken(token) {
      const answer = await call('signInWithCustomToken', { token, returnSecureToken: true });
      if ('error' in answer) throw new Error(`signInWithCustomToken: ${answer.error}`);
      return answer.idToken;
    },
  };
}
