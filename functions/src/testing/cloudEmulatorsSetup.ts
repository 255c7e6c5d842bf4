import type { TestProject } from 'vitest/node';
import { startCloudEmulators } from './cloudEmulators';

/**
 * globalSetup of the `functions-cloud` vitest project: the emulators every cloud test app of
 * the run shares, started once in vitest's own process (cloudEmulators.ts).
 */
let stop: (() => Promise<void>) | undefined;

export async function setup(project: TestProject): Promise<void> {
  const emulators = await startCloudEmulators();
  stop = emulators.stop;
  project.provide('cloudEmulators', emulators.hosts);
}

export async function teardown(): Promise<void> {
  await stop?.();
}
