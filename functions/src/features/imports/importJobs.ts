import type { AppDeps } from '../../deps';
import { importJobHandler, importJobKind } from './runImport';

/** The import's job handler on the jobs port (createApp and the cloud's job functions register it). */
export function registerImportJobs(deps: AppDeps): void {
  deps.jobs.handle(importJobKind, importJobHandler(deps));
}
