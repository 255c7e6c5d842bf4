/** The fetch every client takes, so tests can hand in a fake one. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The browser's fetch, the one every call of the app goes through. Bound by a wrapper so it is
 * never called with the wrong `this` (an unbound `window.fetch` throws "Illegal invocation").
 * Kept free of zod and the catalogues so the landing bundle may import it too.
 */
export const browserFetch: Fetch = (input, init) => fetch(input, init);
