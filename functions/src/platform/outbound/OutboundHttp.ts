/**
 * The outbound HTTP port: every request the product makes to a URL a tenant wrote (automation
 * HTTP steps, scrapers, webhooks out, provider calls on a tenant's base URL) goes through it.
 * The one adapter, guardedHttp.ts, is the same in both deployments: it refuses addresses
 * inside the machine's or the cloud's network (SSRF), and bounds time, size and redirects.
 */
export interface OutboundRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface OutboundResponse {
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Uint8Array;
  /** The URL that answered, after redirects. */
  url: string;
  redirects: number;
}

/** Why a request was not made or not finished (the run log shows it beside "Failed to execute request!!!"). */
export type OutboundFailure =
  | 'bad_url'
  | 'blocked_address'
  | 'unresolved_host'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'network';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'OutboundError';
  }
}

export interface OutboundLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/** The automation issue's numbers: 10 s, 5 MB, 5 redirects. */
export const outboundLimits: OutboundLimits = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

export interface OutboundHttp {
  /** Resolves with any HTTP status; rejects with an OutboundError when no answer may or could be had. */
  request(request: OutboundRequest): Promise<OutboundResponse>;
}
