import type { ExportedFile, ExportFormat, ExportRequest } from '@colmena/shared/exports';
import { signedInCaller } from '@colmena/shared/policy';
import type { Actor } from '../../../platform/commands/defineCommand';
import type { ExportDeps } from '../report/reportSource';
import { runExport } from './runExport';

/**
 * StepServices.exportFile for the automation engine: the file a pdf/pptx widget describes,
 * read with the automation's identity (`actor`, as its commands are made) through the query
 * model, stored and recorded in its name. Made within the run, which is a job already.
 */
export function automationExports(
  deps: ExportDeps,
  tenant: string,
  actor: Actor,
): (format: ExportFormat, request: ExportRequest) => Promise<ExportedFile> {
  const caller = signedInCaller({ uid: actor.uid, lvl: actor.lvl }, null, false);
  return (format, request) => runExport(deps, { tenant, caller, format, request });
}
