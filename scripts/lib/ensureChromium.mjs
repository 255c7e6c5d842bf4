import { existsSync } from 'node:fs';
import { mustRun } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests use Debian's chromium (never a downloaded browser); installs it with apt-get when absent. */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.error('[colmena] installing Debian chromium for the browser tests...');
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...rest] = [...prefix, 'apt-get'];
  await mustRun('apt-get update', cmd, [...rest, 'update', '-qq'], { env });
  await mustRun('apt-get install chromium', cmd, [...rest, 'install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    env,
  });
  if (!existsSync(chromiumPath)) throw new Error(`chromium not found at ${chromiumPath} after install`);
}
