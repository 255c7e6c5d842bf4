import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverBundle = resolve(repoRoot, 'functions/dist/server.mjs');
export const webDist = resolve(repoRoot, 'web/dist');
