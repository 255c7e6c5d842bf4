import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { openEmbedded } from './platform/embedded';
import { seedDemoData } from './platform/seed/seedDemoData';
import { printBanner } from './printBanner';

// Both functions/src/server.ts (tsx) and functions/dist/server.mjs (bundle) sit two levels below the root.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const config = readConfig(process.env, repoRoot);
const platform = openEmbedded(config.dataDir, {
  baseDomain: config.baseDomain,
  mainSiteUrl: config.mainSiteUrl,
  webDist: config.webDist,
});

if (config.seed === 'demo') {
  const report = await seedDemoData({ ...platform.deps, marker: platform.marker }, config.seedDir);
  if (report.seeded) {
    console.log(
      `[colmena] seeded ${report.tenants.join(', ') || 'nothing new'} (${report.accounts} accounts)`,
    );
  }
}

const app = createApp(platform.deps);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => printBanner(config, info.port));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[colmena] ${signal}: finishing in-flight requests...`);
  // Stop accepting; idle keep-alive sockets are closed now, busy ones after their response.
  server.close(async (err) => {
    await platform.close();
    if (err) console.error('[colmena] error while closing:', err);
    console.log('[colmena] stopped');
    process.exit(err ? 1 : 0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  setTimeout(() => {
    console.error('[colmena] still busy after 10 s, exiting');
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
