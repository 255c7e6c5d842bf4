import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '@colmena/shared/policy';
import type { Account } from '../accounts/Accounts';
import type { Tenancy } from '../tenancy/Tenancy';

/** Hono's environment for every route: what the middlewares put on the context. */
export interface AppEnv {
  /** Present when served by @hono/node-server; absent under `app.request()` in tests. */
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: {
    tenancy: Tenancy;
    /** The signed-in account on a tenant host, or null. */
    account: Account | null;
    /** Who calls, resolved once per `/api` request (callerMiddleware): what every rule is asked about. */
    caller: Caller;
    /** The raw session token of the request, when one was sent. */
    sessionToken: string | null;
    /** Whether the browser reached us over https, from trusted proxy information (schemeMiddleware). */
    https: boolean;
  };
}
