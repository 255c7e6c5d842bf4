import type { QrSettings } from '@colmena/shared/widgets';

/**
 * What the QR code holds: the configured text, or the public link of the document on screen
 * (`{origin}/publicData/{documentid}`, spec §2) — null when there is no document to link to.
 */
export function qrText(settings: QrSettings, documentId: string | null, origin: string): string | null {
  if (settings.source === 'text') return settings.text?.trim() || null;
  if (!documentId) return null;
  return `${origin}/publicData/${encodeURIComponent(documentId)}`;
}
