import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { onTaskDispatched } from 'firebase-functions/tasks';
import { type AppOptions, createApp } from './app';
import type { AppConfig } from './deps';
import { automationEngineOf, installAutomationEngine } from './features/automation/automationEngine';
import { cloudRunLimits } from './features/automation/engine/limits';
import type { AppliedCommandRecord } from './features/automation/triggers/commandTrigger';
import { registerExportJobs } from './features/exports/generatedFiles/exportJobs';
import { warmPdfExports } from './features/exports/pdf/warmPdf';
import { registerPendingUploadSweep } from './features/files/sweepPendingUpload';
import { registerImportJobs } from './features/imports/importJobs';
import { directStreamPath } from './features/live/directStream';
import { type CloudPlatform, openCloud } from './platform/cloud';
import type { JobTask } from './platform/jobs/cloudTasks/cloudTasksDispatch';
import { liveSecretFromEnv } from './platform/live/liveSecretShared';
import { readMailConfig } from './platform/mail/Mailer';
import { warmUpAfterFirstAnswer } from './platform/warmUp/warmUpAfterFirstAnswer';

/**
 * The Cloud Functions entry (ARCHITECTURE §1): the same app as server.ts, on the cloud
 * platform (Firestore + Firebase Authentication), behind Firebase Hosting's rewrites of
 * /api/**, /healthz and /{x}/publickey/v1 (firebase.json). Built by build.mjs into lib/index.js.
 */

/** firebase.json's rewrites name this region. */
export const region = 'europe-west1';

/** The task queue function a stored job is dispatched to (its queue bears its name). */
export const jobsRunFunction = 'jobsRun';

/**
 * How long one job may run in a function (jobsRun, and each job of a jobsTick): 9 minutes,
 * under the jobs' claim lease (Jobs.ts jobLimits.leaseMs, 10 min), so a job still running is
 * never taken for one whose instance died.
 */
export const jobTimeoutSeconds = 540;

/** The nearest firestore.indexes.json above this module: lib/ holds a copy, src/ finds the repository's. */
function bundledIndexesFile(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const file = join(dir, 'firestore.indexes.json');
    if (existsSync(file) || dirname(dir) === dir) return file;
    dir = dirname(dir);
  }
}

/** Cloud Functions for Firebase describe the project in FIREBASE_CONFIG, its default bucket included. */
export function firebaseStorageBucket(firebaseConfig: string | undefined): string | undefined {
  if (!firebaseConfig) return undefined;
  try {
    const bucket = (JSON.parse(firebaseConfig) as { storageBucket?: unknown }).storageBucket;
    return typeof bucket === 'string' && bucket !== '' ? bucket : undefined;
  } catch {
    return undefined;
  }
}

/** LIVE_STREAM_URL must be an absolute http(s) URL ending in the direct stream's path. */
export function liveStreamUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || !url.pathname.endsWith(directStreamPath))
    throw new Error(`LIVE_STREAM_URL must be an http(s) URL ending in ${directStreamPath}, got "${value}"`);
  return url.href;
}

function trustedProxyHops(value: string | undefined): number {
  // Firebase Hosting appends the caller's address: one hop is ours to believe.
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error(`TRUST_PROXY_HOPS must be 0 to 10, got "${value}"`);
  return n;
}

/**
 * The cloud platform from the environment (Cloud Functions' own, plus functions/.env at deploy):
 * BASE_DOMAIN, MAIN_SITE_URL, FIREBASE_API_KEY, SMTP settings (readMailConfig),
 * TRUST_PROXY_HOPS (default 1), INDEXES_FILE, LIVE_STREAM_URL (the live stream on the function's
 * own URL: features/live/directStream.ts), LIVE_TOKEN_SECRET (optional: without it the
 * instances share a secret drawn once and kept in Firestore), FILES_BUCKET (default
 * FIREBASE_CONFIG's storageBucket, which Cloud Functions set), FILES_STORAGE_ENDPOINT (a Storage
 * emulator), DATA_DIR (files when there is no bucket, one process only: see platform/cloud.ts).
 */
export function openCloudFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<CloudPlatform> {
  const config: AppConfig = {
    baseDomain: (env.BASE_DOMAIN || 'localhost').toLowerCase(),
    mainSiteUrl: env.MAIN_SITE_URL || undefined,
    liveStreamUrl: liveStreamUrlFrom(env.LIVE_STREAM_URL),
    // Hosting serves the web app; this function answers only the rewritten API paths.
    webDist: join(tmpdir(), 'colmena-no-web'),
    mail: readMailConfig(env),
    trustedProxyHops: trustedProxyHops(env.TRUST_PROXY_HOPS),
  };
  const dataDir = resolve(env.DATA_DIR || join(tmpdir(), 'colmena'));
  return openCloud(dataDir, config, {
    indexesFile: env.INDEXES_FILE ? resolve(env.INDEXES_FILE) : bundledIndexesFile(),
    projectId: env.GCLOUD_PROJECT || undefined,
    liveTokenSecret: env.LIVE_TOKEN_SECRET || undefined,
    filesBucket: env.FILES_BUCKET || firebaseStorageBucket(env.FIREBASE_CONFIG),
    storageEndpoint: env.FILES_STORAGE_ENDPOINT || undefined,
    // Google's bucket: the browser uploads to it at signed URLs (FILES_SIGNED_UPLOADS=0 turns it off).
    signedUploads: !env.FILES_STORAGE_ENDPOINT && env.FILES_SIGNED_UPLOADS !== '0',
    jobsQueue: {
      functionName: jobsRunFunction,
      region,
      projectId: env.GCLOUD_PROJECT || undefined,
      dispatchDeadlineSeconds: jobTimeoutSeconds,
    },
  });
}

/**
 * Behind Hosting, Host is the function's own and the company's host arrives as X-Forwarded-Host:
 * the app reads the tenant from Host, so that becomes Host (in rawHeaders too, which is what
 * @hono/node-server reads).
 */
function useForwardedHost(req: IncomingMessage): void {
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (!host) return;
  req.headers.host = host;
  const raw = req.rawHeaders;
  let replaced = false;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === 'host') {
      raw[i + 1] = host;
      replaced = true;
    }
  }
  if (!replaced) raw.push('Host', host);
}

/**
 * A Node (req, res) handler for the app, built on the first request (so that deploying, which
 * loads this module to read its functions, opens no connection), and reused by later ones. A
 * platform that failed to open is opened again by the next request. The live stream's secrets
 * are the platform's, the same on every instance.
 */
export function cloudHandler(
  open: () => Promise<CloudPlatform>,
  options: AppOptions = {},
  /** Hears each request's answer before it is handled (warmUpAfterFirstAnswer: once per instance). */
  onAnswer?: (res: ServerResponse) => void,
) {
  let listener: Promise<ReturnType<typeof getRequestListener>> | undefined;
  const build = async () => {
    const platform = await open();
    const live = { tokenSecret: platform.liveSecret, frameIdSecret: platform.liveSecret, ...options.live };
    return getRequestListener(createApp(platform.deps, { ...options, live }).fetch);
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    onAnswer?.(res);
    listener ??= build().catch((error: unknown) => {
      listener = undefined;
      throw error;
    });
    const handle = await listener;
    useForwardedHost(req);
    // The Functions Framework has read the body already; @hono/node-server then uses req.rawBody.
    return handle(req, res);
  };
}

/**
 * One platform per instance, opened on first use by whichever function runs first; one that
 * failed to open is opened again by the next call.
 */
export function sharedPlatform(open: () => Promise<CloudPlatform>): () => Promise<CloudPlatform> {
  let platform: Promise<CloudPlatform> | undefined;
  return () => {
    platform ??= open().catch((error: unknown) => {
      platform = undefined;
      throw error;
    });
    return platform;
  };
}

/**
 * Every minute, the jobs port's clock in the cloud (the embedded server ticks every second): it
 * starts the jobs of due schedules and runs any job whose dispatch failed or never arrived.
 */
export const jobsTickSchedule = 'every 1 minutes';

// LIVE_TOKEN_SECRET and LIVE_STREAM_URL are checked at load, so a bad one fails the deploy rather than a request.
liveSecretFromEnv(process.env.LIVE_TOKEN_SECRET);
liveStreamUrlFrom(process.env.LIVE_STREAM_URL);

/**
 * The instance's platform, with the automation engine, exports and imports on its jobs port:
 * jobsRun and jobsTick instances run those jobs without ever building the app. Runs end within the jobs
 * function's timeout (cloudRunLimits).
 */
const cloudPlatform = sharedPlatform(async () => {
  const platform = await openCloudFromEnv();
  installAutomationEngine(platform.deps, { limits: cloudRunLimits });
  registerExportJobs(platform.deps);
  registerImportJobs(platform.deps);
  registerPendingUploadSweep(platform.deps);
  return platform;
});

/**
 * An instance's first PDF would pay for parsing the fonts and compiling pdf-lib (≈3 s; the
 * embedded server warms 2 s after its start): here after the instance's first answer, so no cold
 * start waits for it (not onInit, which every first request would await).
 */
const warmPdfAfterFirstAnswer = warmUpAfterFirstAnswer(warmPdfExports);

export const api = onRequest(
  { region, invoker: 'public' },
  cloudHandler(cloudPlatform, {}, warmPdfAfterFirstAnswer),
);

/**
 * Webhook intake (issue 15): POST /hooks/{automationId}, the same app and routes as `api`
 * (firebase.json rewrites /hooks/** here), deployed apart so outside callers scale and fail
 * without taking the product's API with them.
 */
export const hooks = onRequest({ region, invoker: 'public' }, cloudHandler(cloudPlatform));

/** The Firestore path of a recorded command (ARCHITECTURE §4), which the command trigger listens to. */
export const commandDocumentPath = 'tenants/{tenant}/commands/{commandId}';

/**
 * Command triggers of automations (issue 15) in the cloud: each recorded command starts the
 * runs of the automations it matches (features/automation/triggers/commandTrigger.ts). Eventarc
 * delivers at least once and retries a failure; runs are keyed by the command id, so a
 * repeated delivery starts nothing twice.
 */
export const onCommand = onDocumentCreated(
  { document: commandDocumentPath, region, retry: true, timeoutSeconds: 60 },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    const { deps } = await cloudPlatform();
    const record = { ...(data as Omit<AppliedCommandRecord, 'id'>), id: event.params.commandId };
    await automationEngineOf(deps)?.onCommand(event.params.tenant, record);
  },
);

/** Starts the jobs of due schedules and runs due jobs (imports, exports, automation runs). */
export const jobsTick = onSchedule(
  { schedule: jobsTickSchedule, region, timeZone: 'Europe/Madrid', timeoutSeconds: jobTimeoutSeconds },
  async () => {
    const ran = await (await cloudPlatform()).deps.jobs.tick();
    if (ran > 0) console.log(`[colmena] jobs tick ran ${ran} job(s)`);
  },
);

/**
 * Runs a job as soon as it is due: the platform dispatches each stored job (and each retry) as a
 * task of this function's queue (platform/jobs/cloudTasks). The job is claimed in a transaction,
 * so a job the tick reached first, or a task delivered twice, does not run again. Its own
 * failures are the job's retries (recorded, then dispatched again); a task is retried only when
 * the claim itself failed.
 */
export const jobsRun = onTaskDispatched<JobTask>(
  {
    region,
    timeoutSeconds: jobTimeoutSeconds,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 10 },
    rateLimits: { maxConcurrentDispatches: 50 },
  },
  async ({ data }) => {
    if (typeof data?.jobId !== 'string') return;
    await (await cloudPlatform()).deps.jobs.runOne(data.jobId);
  },
);
