import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { webhookRateFrom } from './features/automation/webhooks/rateLimiter';
import { warmPdfExports } from './features/exports/pdf/warmPdf';
import { publicFormLimitsFrom } from './features/publicForms/publicFormLimiter';
import { openEmbedded } from './platform/embedded';
import { startJobTicker } from './platform/jobs/jobTicker';
import { LiveHub } from './platform/live/LiveHub';
import { readMailConfig } from './platform/mail/Mailer';
import { seedDemoData } from './platform/seed/seedDemoData';
import { printBanner } from './printBanner';

// Both functions/src/server.ts (tsx) and functions/dist/server.mjs (bundle) sit two levels below the root.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const config = readConfig(process.env, repoRoot);
const appConfig = {
  baseDomain: config.baseDomain,
  mainSiteUrl: config.mainSiteUrl,
  webDist: config.webDist,
  mail: readMailConfig(process.env),
  trustedProxyHops: config.trustedProxyHops,
  webhookRate: webhookRateFrom(process.env.WEBHOOK_RATE),
  publicFormLimits: publicFormLimitsFrom(process.env.PUBLIC_FORM_LIMITS),
};
// STORE=firestore keeps documents in Firestore (FIRESTORE_EMULATOR_HOST for the emulator).
const platform =
  config.store === 'firestore'
    ? await (await import('./platform/cloud')).openCloud(config.dataDir, appConfig, {
        indexesFile: config.indexesFile,
        liveTokenSecret: process.env.LIVE_TOKEN_SECRET || undefined,
      })
    : openEmbedded(config.dataDir, appConfig, undefined, undefined, { indexesFile: config.indexesFile });

if (config.seed === 'demo') {
  const report = await seedDemoData({ ...platform.deps, marker: platform.marker }, config.seedDir);
  if (report.seeded) {
    console.log(
      `[colmena] seeded ${report.tenants.join(', ') || 'nothing new'} (${report.accounts} accounts)`,
    );
  }
}

const liveHub = new LiveHub(platform.deps.store, { frameIdSecret: platform.liveSecret });
const app = createApp(platform.deps, { live: { hub: liveHub } });
const server = serve({ fetch: app.fetch, port: config.port }, (info) => printBanner(config, info.port));
const jobTicker = startJobTicker(platform.deps.jobs);
// The first PDF after a start would pay for parsing the fonts and compiling pdf-lib (3 s more);
// a moment after the start, so the warm-up's second of work does not delay the first requests.
setTimeout(() => {
  warmPdfExports().catch((error: unknown) =>
    console.error('[colmena] warming the PDF exports failed:', error),
  );
}, 2000).unref();

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[colmena] ${signal}: finishing in-flight requests...`);
  // Live streams never end on their own: close them first, then stop accepting; idle keep-alive
  // sockets are closed now, busy ones after their response.
  liveHub.close();
  server.close(async (err) => {
    await jobTicker.stop();
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
