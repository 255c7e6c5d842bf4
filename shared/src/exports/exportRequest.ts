import { z } from 'zod';
import { docIdSchema } from '../schemas/common';

/** What the exports make: a PDF report or a PowerPoint deck. */
export const exportFormats = ['pdf', 'pptx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * `POST /api/exports/pdf` and `/api/exports/pptx`: the widget whose settings say what to make
 * (its stored settings, never the request's), the route's collection and the document on
 * screen — as a widget query names them (shared/src/widgets/widgetLiveQuery.ts).
 */
export const exportRequestSchema = z.strictObject({
  widgetId: docIdSchema,
  collKey: z.string().min(1).max(100).optional(),
  documentId: docIdSchema.optional(),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** A generated file as its uploaded-file record names it: where to download it. */
export const exportedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  size: z.number(),
  mime: z.string(),
});
export type ExportedFile = z.infer<typeof exportedFileSchema>;

export const exportJobStates = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobState = (typeof exportJobStates)[number];

/**
 * Where a generation stands: made within the request (`done` with the file), or a job — its
 * progress from 0 to 1 while it runs, then the file or the reason it failed.
 */
export const exportStatusSchema = z.object({
  jobId: z.string().optional(),
  state: z.enum(exportJobStates),
  progress: z.number().min(0).max(1),
  file: exportedFileSchema.optional(),
  error: z.string().optional(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;
