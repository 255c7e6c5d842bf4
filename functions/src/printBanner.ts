import type { ServerConfig } from './config';

const demoAccounts = [
  ['admin@demo.test', 'lvl 100'],
  ['manager@demo.test', 'lvl 50'],
  ['coordinator@demo.test', 'lvl 10'],
  ['employee@demo.test', 'lvl 0, Rol Empleado'],
  ['client@demo.test', 'lvl 0, Rol Cliente'],
] as const;

/** Where to click and how to sign in, for a server on `baseDomain:port`. */
export function bannerLines(baseDomain: string, port: number, seeded: boolean): string[] {
  const url = (label?: string) => `http://${label ? `${label}.` : ''}${baseDomain}:${port}`;
  const sites: [string, string][] = [[url(), 'landing page and sign-up']];
  if (seeded) {
    sites.unshift(
      [url('demo'), 'tenant demo (Spanish first)'],
      [url('develop'), 'tenant develop (English first)'],
    );
  }
  const width = Math.max(...sites.map(([u]) => u.length)) + 2;
  const lines = sites.map(([u, what]) => `  ${u.padEnd(width)}${what}`);
  if (seeded) {
    lines.push('  demo accounts, password Colmena2026:');
    for (const [email, what] of demoAccounts) lines.push(`    ${email.padEnd(24)}${what}`);
  }
  return lines;
}

/** What a developer needs after `npm start`: where to click and how to sign in. */
export function printBanner(config: ServerConfig, listeningPort: number): void {
  const port = config.publicPort === config.port ? listeningPort : config.publicPort;
  console.log(
    [
      `[colmena] listening on port ${listeningPort} (data: ${config.dataDir})`,
      ...bannerLines(config.baseDomain, port, config.seed === 'demo'),
    ].join('\n'),
  );
}
