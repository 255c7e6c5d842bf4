import {
  pendingUploadJobKind,
  pendingUploadLifetimeMs,
  sweepPendingPayloadSchema,
  uploadRecordSchema,
  uploadsCollection,
} from '@colmena/shared/files';
import { deletedSuffix } from '@colmena/shared/policy';
import { deletedMarks } from '@colmena/shared/trash';
import { z } from 'zod';
import type { CommandServices } from '../../platform/commands/commandServices';
import { type Actor, defineCommand } from '../../platform/commands/defineCommand';
import { commandSender } from '../../platform/commands/sendCommand';
import type { JobHandler, Jobs } from '../../platform/jobs/Jobs';
import { documentBody } from '../documents/documentBody';
import { allCommands } from '../replay/allCommands';
import { ownStoredPaths, removeUploadBytes, uploadsDeletedCollection } from './removeFile';

/**
 * `file.sweepPending {uploadId}`: the server's cleanup of a create form's upload whose document
 * never came (pendingUpload.ts). Only the sweep job sends it, in the uploader's name, once the
 * upload's time is up. An upload whose document exists by then — or lies in its trash, so a
 * restore finds it whole — is the document's file and stays; otherwise its record goes to
 * `uploadsDeleted` (as `file.remove` leaves it) and its bytes are removed after the commit.
 * Nothing to sweep (gone already, not pending) writes and logs nothing.
 */
export const sweepPendingUpload = defineCommand({
  type: 'file.sweepPending',
  schema: sweepPendingPayloadSchema,
  serverOnly: true,
  removesUploads: true,
  allowed: () => true,
  async apply(tx, input, stamp) {
    const stored = await tx.get(uploadsCollection, input.uploadId);
    const record = uploadRecordSchema.safeParse(stored);
    if (!stored || !record.success || !record.data.pending || !('collection' in record.data.owner))
      return { swept: false as const };
    const { collection, docId } = record.data.owner;
    const created =
      (await tx.get(collection, docId)) ?? (await tx.get(`${collection}${deletedSuffix}`, docId));
    if (created) return { swept: false as const };
    tx.set(uploadsDeletedCollection, input.uploadId, {
      ...documentBody(stored),
      ...deletedMarks(stamp.actor.uid, stamp.at),
    });
    tx.delete(uploadsCollection, input.uploadId);
    return {
      swept: true as const,
      name: record.data.name,
      filePath: record.data.filePath,
      owner: record.data.owner,
      removed: ownStoredPaths(record.data),
      ...(record.data.server === 'dropbox' ? { dropboxPath: record.data.filePath } : {}),
    };
  },
  log: (input, result) =>
    'name' in result
      ? [
          {
            action: 'delete' as const,
            collection: uploadsCollection,
            document: input.uploadId,
            modification: { name: result.name, filePath: result.filePath, owner: result.owner },
          },
        ]
      : [],
  after: (command, { tenant, services }) =>
    removeUploadBytes(
      command.result,
      `${tenant}: file.sweepPending ${command.payload.uploadId}`,
      tenant,
      services,
    ),
});

const jobPayloadSchema = z.object({
  uploadId: z.string(),
  actor: z.object({ uid: z.string(), contactId: z.string().nullable(), lvl: z.number() }),
});

/** Enqueues the sweep of a pending upload for when its time is up (once per upload, by key). */
export async function schedulePendingSweep(
  services: CommandServices,
  tenant: string,
  actor: Actor,
  uploadId: string,
  at: string,
): Promise<void> {
  if (!services.jobs) throw new Error(`pending upload ${uploadId}: no jobs port to sweep it`);
  await services.jobs.enqueue({
    tenant,
    kind: pendingUploadJobKind,
    payload: { uploadId, actor: { uid: actor.uid, contactId: actor.contactId, lvl: actor.lvl } },
    runAt: new Date(Date.parse(at) + pendingUploadLifetimeMs),
    key: `pending-upload-${tenant}-${uploadId}`,
  });
}

/** The sweep job: one `file.sweepPending`, its id the upload's, so a job run twice sweeps once. */
export function pendingSweepJobHandler(services: CommandServices): JobHandler {
  const send = commandSender(services, allCommands);
  return async (job) => {
    const { uploadId, actor } = jobPayloadSchema.parse(job.payload);
    const outcome = await send(
      job.tenant,
      { id: `sweep-${uploadId}`, type: 'file.sweepPending', payload: { uploadId } },
      actor,
    );
    if (outcome.status === 'rejected') throw new Error(`file.sweepPending ${uploadId}: ${outcome.error}`);
  };
}

const registered = new WeakSet<object>();

/** Registers the sweep on the jobs port, once per port (the app and the cloud's job functions both call it). */
export function registerPendingUploadSweep(services: CommandServices & { jobs: Jobs }): void {
  if (registered.has(services.jobs)) return;
  registered.add(services.jobs);
  services.jobs.handle(pendingUploadJobKind, pendingSweepJobHandler(services));
}
