import type { Caller } from '@colmena/shared/policy';
import { guardedHttp } from '../../../platform/outbound/guardedHttp';
import { providerEndpoints } from '../../files/providers/uploadProvider';
import { servedFile } from '../../files/servedFile';
import type { ReportImage } from './reportModel';
import type { ExportDeps } from './reportSource';

/** Images past this many pixels are not decoded (a decompression bomb would take the memory). */
const maxInputPixels = 100_000_000;
/** A picture larger than this is not read into a report. */
const maxImageBytes = 40 * 1024 * 1024;

/**
 * Any image the platform stores (JPEG, PNG, WebP, GIF, AVIF, SVG logos) as what PDFs and decks
 * embed: JPEG for photos, PNG when it has transparency; at most `maxPixels` on its longer side
 * (a 12-megapixel photo would make a 5 MB page), the EXIF orientation applied. Null when its
 * bytes are no image sharp can read: the report goes on without it.
 */
export async function reportImageOfBytes(
  bytes: Uint8Array,
  options: { maxPixels: number },
): Promise<ReportImage | null> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', density: 216 });
    const meta = await image.metadata();
    const resized = image.rotate().resize({
      width: options.maxPixels,
      height: options.maxPixels,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const png = meta.hasAlpha === true || meta.format === 'svg' || meta.format === 'png';
    const { data, info } = png
      ? await resized.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
      : await resized
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
    return { kind: png ? 'png' : 'jpg', bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return null;
  }
}

async function collect(body: ReadableStream<Uint8Array> | Uint8Array): Promise<Uint8Array | null> {
  if (body instanceof Uint8Array) return body.byteLength > maxImageBytes ? null : body;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxImageBytes) return null;
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A document's pictures as the caller may fetch them (GET /api/files' own rule: an upload
 * through its record, to those who may read its document), read from the platform's store or
 * its file provider. Pictures on other hosts (the image host's addresses) are not fetched.
 */
export async function loadReportImages(
  deps: ExportDeps,
  tenant: string,
  caller: Caller,
  urls: readonly string[],
  options: { max: number; maxPixels: number },
): Promise<ReportImage[]> {
  const services = {
    ...deps,
    outbound: guardedHttp({ limits: { timeoutMs: 30_000, maxBytes: maxImageBytes } }),
    endpoints: providerEndpoints,
  };
  const images: ReportImage[] = [];
  for (const url of urls) {
    if (images.length >= options.max) break;
    if (!url.startsWith('/api/files/')) continue;
    let path: string;
    try {
      path = decodeURIComponent(url.slice('/api/files/'.length));
    } catch {
      continue;
    }
    try {
      const file = await servedFile(services, tenant, caller, path);
      const bytes = await collect(file.body);
      const image = bytes ? await reportImageOfBytes(bytes, options) : null;
      if (image) images.push(image);
    } catch {
      // Missing, hidden from the caller, or unreadable: left out.
    }
  }
  return images;
}
