import { z } from 'zod';
import { pendingUploadSchema } from './pendingUpload';
import { maxUploadBytes } from './uploadLimits';

/** The collection of uploaded file records (spec §3), one per upload, its id the upload's. */
export const uploadsCollection = 'uploads';

/** Where the bytes went: the platform's own store (spec: "firebase"), the image host, the file-storage provider. */
export const uploadServerSchema = z.enum(['firebase', 'cloudinary', 'dropbox']);
export type UploadServer = z.infer<typeof uploadServerSchema>;

/**
 * What an upload belongs to: a document (a project's photo; read by whoever may read it,
 * visitors too in a public collection) or the company (logos and icons: shown before sign-in).
 */
export const uploadOwnerSchema = z.union([
  z.strictObject({ collection: z.string().min(1).max(1500), docId: z.string().min(1).max(1500) }),
  z.strictObject({ company: z.literal(true) }),
]);
export type UploadOwner = z.infer<typeof uploadOwnerSchema>;

/**
 * `file.record`: the record of a file already stored (the server sends it after the bytes are
 * written; a browser cannot). `date` and `user` come from the command's stamp, so a replay
 * writes the same record.
 */
const uploadIdSchema = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

export const fileRecordPayloadSchema = z.strictObject({
  uploadId: uploadIdSchema,
  /** The name the file had on the uploader's device (shown, never used as a path). */
  name: z.string().min(1).max(255),
  /** The stored path (own store), the image host's secure_url, or the provider's path. */
  filePath: z.string().min(1).max(2000),
  type: z.enum(['image', 'video', 'file']),
  extension: z.string().regex(/^[a-z0-9]{1,8}$/),
  mime: z.string().min(1).max(200),
  size: z.number().int().min(0).max(maxUploadBytes),
  server: uploadServerSchema,
  owner: uploadOwnerSchema,
  /** Where the browser gets the file: `/api/files/<path>` or the image host's address. */
  url: z.string().min(1).max(2000),
  /** The 350 px square thumbnail of an image, when one was made. */
  thumbUrl: z.string().min(1).max(2000).optional(),
  /** Made before its document exists (a create form): see pendingUpload.ts. */
  pending: pendingUploadSchema.optional(),
});
export type FileRecordPayload = z.infer<typeof fileRecordPayloadSchema>;

/**
 * The uploaded file record of spec §3 as stored: the payload plus when and by whom (a stored
 * document carries its FireId and collection too, so other fields are let through).
 */
export const uploadRecordSchema = z.object({
  ...fileRecordPayloadSchema.omit({ uploadId: true }).shape,
  date: z.string(),
  user: z.string(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/**
 * `file.remove`: an upload taken away — its record to the Deleted copies (`uploadsDeleted`, who
 * and when), then its file and thumbnail out of the platform's store.
 */
export const fileRemovePayloadSchema = z.strictObject({ uploadId: uploadIdSchema });
export type FileRemovePayload = z.infer<typeof fileRemovePayloadSchema>;

/** What `POST /api/files` answers: the record's id and where to show the file. */
export const uploadAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['image', 'video', 'file']),
  url: z.string(),
  thumbUrl: z.string().optional(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * What a browser asks for before sending a file (`POST /api/files/slots`): its name, size and
 * claimed type (the bytes decide the type later; the claim is only the header it must send).
 */
export const uploadSlotRequestSchema = z.strictObject({
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  contentType: z.string().max(200).optional(),
});
export type UploadSlotRequest = z.infer<typeof uploadSlotRequestSchema>;

/**
 * The answer: `direct` (embedded: POST the multipart body to `/api/files`), or a signed upload
 * (cloud: PUT the file to `url` with exactly `headers`, then `POST /api/files/slots/<id>`).
 */
export const uploadSlotSchema = z.discriminatedUnion('direct', [
  z.object({ direct: z.literal(true) }),
  z.object({
    direct: z.literal(false),
    id: z.string(),
    method: z.literal('PUT'),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  }),
]);
export type UploadSlot = z.infer<typeof uploadSlotSchema>;
