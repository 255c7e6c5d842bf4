import { z } from 'zod';
import { dateValueSchema } from './common';

export const uploadedFileTypeSchema = z.enum(['image', 'video', 'file']);
export type UploadedFileType = z.infer<typeof uploadedFileTypeSchema>;

/** Spec §5: uploads to the file-storage provider must be under 150 MB. */
export const maxUploadBytes = 157286400;

/** Spec §3 uploaded file record. */
export const uploadedFileSchema = z.looseObject({
  name: z.string().min(1),
  filePath: z.string().min(1),
  type: uploadedFileTypeSchema,
  extension: z.string(),
  /** Where it lives, e.g. 'firebase' (spec §3) or 'local'. */
  server: z.string().min(1),
  date: dateValueSchema,
  /** Uploader's uid. */
  user: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
