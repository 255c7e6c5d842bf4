import type { ServerConfig } from './config';

const demoAccounts = [
  ['admin@demo.test', 'lvl 100'],
  ['manager@demo.test', 'lvl 50'],
  ['coordinator@demo.test', 'lvl 10'],
  ['employee@demo.test', 'lvl 0, Rol Empleado'],
  ['client@demo.test', 'lvl 0, Rol Cliente'],
] as const;

/** What a developer needs after `npm start`: where to click and how to sign in. */
export function printBanner(config: ServerConfig, listeningPort: number): void {
  const port = config.publicPort === config.port ? listeningPort : config.publicPort;
  const url = (label?: string) => `http://${label ? `${label}.` : ''}${config.baseDomain}:${port}`;
  const sites: [string, string][] = [[url(), 'landing page and sign-up']];
  if (config.seed === 'demo') {
    sites.unshift(
      [url('demo'), 'tenant demo (Spanish first)'],
      [url('develop'), 'tenant develop (English first)'],
    );
  }
  const width = Math.max(...sites.map(([u]) => u.length)) + 2;
  const lines = [
    `[colmena] listening on port ${listeningPort} (data: ${config.dataDir})`,
    ...sites.map(([u, what]) => `  ${u.padEnd(width)}${what}`),
  ];
  if (config.seed === 'demo') {
    lines.push('  demo accounts, password Colmena2026:');
    for (const [email, what] of demoAccounts) lines.push(`    ${email.padEnd(24)}${what}`);
  }
  console.log(lines.join('\n'));
}
