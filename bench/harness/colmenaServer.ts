import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './freePort';
import { repoRoot, serverScript } from './paths';
import { type RunningServer, spawnNodeServer } from './spawnServer';

/** A scratch folder holds DATA_DIR (`data/`) and one log file per server start. */
export function dataDirIn(workDir: string): string {
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

/** The built embedded server on a free port, seeding `dataDir` if it is empty. */
export async function startColmena(
  workDir: string,
  logName: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return spawnNodeServer({
    script: serverScript,
    port: await freePort(),
    cwd: repoRoot,
    env: { DATA_DIR: dataDirIn(workDir), NODE_ENV: 'production', ...env },
    logFile: join(workDir, `${logName}.log`),
  });
}
