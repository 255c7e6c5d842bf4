// Imported first by playwright.emulators.config.ts: every spec's URLs (env.ts) then name the
// Hosting emulator's port, which firebase.json sets. Workers inherit the runner's environment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const firebase = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'firebase.json'), 'utf8')) as {
  emulators: { hosting?: { port?: number } };
};
process.env.E2E_PORT = String(firebase.emulators.hosting?.port ?? 5000);
process.env.E2E_TARGET = 'emulators';
