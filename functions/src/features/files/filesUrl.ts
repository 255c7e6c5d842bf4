/**
 * The URL of a file of the platform's own store. A module of its own: the commands that remove
 * uploads need it, and uploadFile.ts (which sends commands) would bring the whole registry in.
 */
export const filesUrl = (path: string) => `/api/files/${path}`;
