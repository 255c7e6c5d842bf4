export const e2ePort = Number(process.env.E2E_PORT ?? 8090);

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A page URL on a tenant subdomain (Chromium resolves *.localhost to loopback). */
export function tenantUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${e2ePort}${path}`;
}

export function bareUrl(path = '/'): string {
  return `http://localhost:${e2ePort}${path}`;
}

export const demoPassword = 'Colmena2026';
export const screenshotDir = 'e2e/output/screenshots';
