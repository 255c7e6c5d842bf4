import { z } from 'zod';

/**
 * An upload made for a document that does not exist yet (a form that creates a document or a
 * journal: the browser chooses the new document's id up front and uploads against it). It
 * names the parent project of a journal, so the server can ask the write policy what
 * `document.create` would ask (the caller's create right there, the owner rule through the
 * project). Stored on the upload's record as its mark: until the document exists, only the
 * uploader may fetch the file, and past `pendingUploadLifetimeMs` without the document the
 * upload is swept (`file.sweepPending`).
 */
export const pendingUploadSchema = z.strictObject({
  projectId: z.string().min(1).max(1500).optional(),
});
export type PendingUpload = z.infer<typeof pendingUploadSchema>;

/** How long a pending upload waits for its document: a form may stay open a working day. */
export const pendingUploadLifetimeMs = 24 * 60 * 60_000;

/** The job that sweeps one pending upload once its time is up. */
export const pendingUploadJobKind = 'files.sweepPending';

/** `file.sweepPending {uploadId}`: the server's own cleanup of a pending upload left without its document. */
export const sweepPendingPayloadSchema = z.strictObject({
  uploadId: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
});
