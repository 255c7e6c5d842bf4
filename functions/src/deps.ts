import type { WebhookRate } from './features/automation/webhooks/rateLimiter';
import type { ProviderEndpoints } from './features/files/providers/uploadProvider';
import type { PublicFormLimits } from './features/publicForms/publicFormLimiter';
import type { SignupLimits } from './features/signup/signupLimiter';
import type { Accounts } from './platform/accounts/Accounts';
import type { Clock } from './platform/clock';
import type { Files } from './platform/files/Files';
import type { Ids } from './platform/ids';
import type { Jobs } from './platform/jobs/Jobs';
import type { LimitRecords } from './platform/limits/LimitRecords';
import type { MailConfig, Mailer, MailOutbox } from './platform/mail/Mailer';
import type { OutboundHttp } from './platform/outbound/OutboundHttp';
import type { IndexRegistry } from './platform/store/indexRegistry';
import type { Store } from './platform/store/Store';

export interface AppConfig {
  /** Hosts equal to it are the bare (landing) host; `acme.<baseDomain>` is tenant `acme`. */
  baseDomain: string;
  /** Where unknown companies are sent; default `http://<host minus first label>/`. */
  mainSiteUrl?: string;
  /** The built web app (index.html, landing.html, assets/). */
  webDist: string;
  /**
   * LIVE_STREAM_URL: the live stream's endpoint on the function's own URL
   * (`https://<region>-<project>.cloudfunctions.net/api/api/live/direct`). Firebase Hosting
   * buffers a rewritten function's answer, so a stream through it would arrive only as it ends:
   * pages open theirs here instead, with a stream token. Unset: same origin (`/api/live`).
   */
  liveStreamUrl?: string;
  /** SMTP when `smtpUrl` is set, else the outbox; absent means the outbox too. */
  mail?: MailConfig;
  /** Proxies in front whose X-Forwarded-For entries are believed (TRUST_PROXY_HOPS; default 0). */
  trustedProxyHops?: number;
  /** Sign-ups allowed per caller address and overall (default: 5 and 50 an hour). */
  signupLimits?: SignupLimits;
  /** Public form submissions allowed per caller address and per form (default: 10 and 300 a minute). */
  publicFormLimits?: PublicFormLimits;
  /** Where the image host's and the file-storage provider's APIs are (default: the real hosts; tests: loopbacks). */
  uploadProviders?: Partial<ProviderEndpoints>;
  /** Requests an automation's webhook takes per minute and at once (default 300 and 50; the bench raises it). */
  webhookRate?: WebhookRate;
}

/** Everything the app needs from the outside world, chosen once at start. */
export interface AppDeps {
  store: Store;
  accounts: Accounts;
  files: Files;
  clock: Clock;
  ids: Ids;
  mailer: Mailer;
  /** Where mail went when there is no SMTP server (level 100 reads it); null with SMTP. */
  outbox: MailOutbox | null;
  /** Work off the request and work due at a time; ticked by the server (embedded) or a scheduled function (cloud). */
  jobs: Jobs;
  /** Declared composite indexes (firestore.indexes.json + level 100's runtime declarations). */
  indexes: IndexRegistry;
  config: AppConfig;
  /**
   * Rate buckets, replay memory and run leases every instance shares (platform/limits); unset:
   * records on `store` (limitRecordsOf).
   */
  limitRecords?: LimitRecords;
  /**
   * Records that must outlive a restart too (sign-up and public form counters); unset: records
   * on `store` (durableLimitRecordsOf), each change a Store transaction — the cloud's.
   */
  durableLimitRecords?: LimitRecords;
  /** Calls to providers (uploads to Cloudinary, Dropbox); default: the guarded client. Tests let a loopback through. */
  outbound?: OutboundHttp;
}
