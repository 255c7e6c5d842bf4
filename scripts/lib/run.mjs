import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and throws when it fails, naming the step. */
export async function mustRun(step, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${step} failed (exit ${code})`);
}
