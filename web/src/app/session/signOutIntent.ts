/**
 * This tab's own sign-out, told apart from a session ended elsewhere (another tab or device,
 * a password change): both end the live stream and leave the tab signed out, but only the
 * second one is news to the person. Module state: one tab, one sign-out at a time.
 */
let ownSignOutAt: number | null = null;

/** How long after asking to sign out the tab still counts a lost session as its own doing. */
const ownSignOutWindowMs = 30_000;

export function noteOwnSignOut(now = Date.now()): void {
  ownSignOutAt = now;
}

export function isOwnSignOut(now = Date.now()): boolean {
  return ownSignOutAt !== null && now - ownSignOutAt < ownSignOutWindowMs;
}

/** Signed in again: a later lost session is someone else's doing. */
export function clearOwnSignOut(): void {
  ownSignOutAt = null;
}
