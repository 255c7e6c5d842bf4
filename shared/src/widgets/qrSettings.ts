import { z } from 'zod';

/**
 * QR kind: the public link of the document on screen (`/publicData/{documentid}`), or a text
 * of the company's own (a URL, a Wi-Fi code...). QR codes hold at most ~2,900 bytes.
 */
export const qrSettingsSchema = z
  .strictObject({
    source: z.enum(['publicLink', 'text']).default('publicLink'),
    text: z.string().max(2000).optional(),
  })
  .refine((s) => s.source !== 'text' || (s.text?.trim() ?? '') !== '', {
    message: 'a QR of a text needs the text',
    path: ['text'],
  });
export type QrSettings = z.infer<typeof qrSettingsSchema>;
