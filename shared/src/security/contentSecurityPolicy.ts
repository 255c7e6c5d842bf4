import { allowedImageOrigins } from './imageSources';

export interface PagePolicyOptions {
  /**
   * The Vite dev server (npm run dev) only: its hot reload injects styles and a React refresh
   * preamble inline and talks over a WebSocket. The built app needs none of that.
   */
  dev?: boolean;
  /**
   * Origins the page may also connect to: on Firebase Hosting, the API function's own URL, where
   * the live stream opens (Hosting buffers what a rewritten function answers).
   */
  connectSources?: readonly string[];
}

/** The origins of Cloud Functions' own URLs (LIVE_STREAM_URL is one of them). */
export const cloudFunctionSources: readonly string[] = ['https://*.cloudfunctions.net'];

/**
 * The Content-Security-Policy of the web app's pages (the tenant app and the landing page): only
 * our own scripts and styles, WebAssembly but no JavaScript eval, no inline script or style (React sets styles through the CSSOM,
 * which CSP does not govern), images only from our origin, data/blob URLs and the allowed image
 * hosts, no plugins, no frames, no framing by anyone, no `<base>`, forms only to ourselves.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions = {}): string {
  const inline = options.dev ? " 'unsafe-inline'" : '';
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the page compile WebAssembly, and nothing else: the logic-function
    // sandbox (shared/src/sandbox) runs the company's code in QuickJS compiled to wasm, so that it
    // is never evaluated as JavaScript in the page. JavaScript eval and new Function stay refused.
    `script-src 'self' 'wasm-unsafe-eval'${inline}`,
    `style-src 'self'${inline}`,
    `img-src 'self' data: blob: ${allowedImageOrigins.join(' ')}`,
    "font-src 'self'",
    ["connect-src 'self'", ...(options.dev ? ['ws:', 'wss:'] : []), ...(options.connectSources ?? [])].join(
      ' ',
    ),
    "media-src 'self' blob:",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
