import type { Plugin } from 'vite';

/** Dev server only: the bare host (localhost, 127.0.0.1) gets the landing page, like the real server. */
export function devHostRouting(): Plugin {
  return {
    name: 'colmena-dev-host-routing',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const host = (req.headers.host ?? '').split(':')[0] ?? '';
        const bare = host === 'localhost' || /^\d+\.\d+\.\d+\.\d+$/.test(host);
        const url = req.url ?? '/';
        if (bare && (url === '/' || url.startsWith('/successful') || url.startsWith('/?'))) {
          req.url = '/landing.html';
        }
        next();
      });
    },
  };
}
