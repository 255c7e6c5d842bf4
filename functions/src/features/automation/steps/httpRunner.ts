import type { HttpStepConfig } from '@colmena/shared/automation/steps';
import { bodyText, outboundRequest, parseBody, statusFailure } from './outboundStep';
import { StepError, type StepRunner } from './StepRunner';

/** Headers the client sets itself (a step may not fake the length or the host). */
const reservedHeaders = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);

/**
 * `http`: the configured request through the guarded client (SSRF rules, 10 s, 5 MB, 5
 * redirects). Output `{status, headers, body, url}` with `body` parsed (JSON or text).
 */
export const httpRunner: StepRunner<HttpStepConfig> = {
  kind: 'http',
  async run(config, { services, log }) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers ?? {})) {
      if (reservedHeaders.has(name.toLowerCase()))
        throw new StepError('bad_config', `header ${name} is set by the server`);
      headers[name.toLowerCase()] = value;
    }
    const hasBody = config.body !== undefined && config.method !== 'GET' && config.method !== 'HEAD';
    const body = hasBody ? encodeBody(config, headers) : undefined;
    log(`${config.method} ${redactedUrl(config.url)}`);
    const response = await outboundRequest(services, {
      method: config.method,
      url: config.url,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    log(`status ${response.status}${response.redirects ? ` after ${response.redirects} redirect(s)` : ''}`);
    const failure = config.acceptErrorStatus ? null : statusFailure(response, redactedUrl(response.url));
    if (failure) {
      log(`answer: ${bodyText(response).slice(0, 500)}`);
      throw failure;
    }
    return {
      status: response.status,
      headers: response.headers,
      body: config.method === 'HEAD' ? null : parseBody(response, config.responseType),
      url: response.url,
    };
  },
};

function encodeBody(config: HttpStepConfig, headers: Record<string, string>): string {
  const type = (value: string) => {
    headers['content-type'] ??= value;
  };
  switch (config.bodyType) {
    case 'text':
      if (typeof config.body !== 'string') throw new StepError('bad_config', 'a text body must be text');
      type('text/plain; charset=utf-8');
      return config.body;
    case 'form': {
      const fields = config.body;
      if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
        throw new StepError('bad_config', 'a form body must be an object of fields');
      type('application/x-www-form-urlencoded');
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      return form.toString();
    }
    case 'json':
      type('application/json');
      return JSON.stringify(config.body);
  }
}

/** The URL as the log may show it: no query string (it may hold a key). */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search ? '?…' : ''}`;
  } catch {
    return url.slice(0, 200);
  }
}
