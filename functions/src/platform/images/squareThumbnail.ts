import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { thumbnailSize } from '@colmena/shared/files';

/** Images past this many pixels are not decoded (a decompression bomb would take the memory). */
const maxInputPixels = 100_000_000;

/**
 * The 350 px square thumbnail of an image (spec §7: 350 wide, square, face-cropped), as JPEG:
 * sharp's `attention` strategy keeps the region with the most skin tones, saturation and
 * luminance contrast — where faces are — which is what the image host's face crop does. The
 * EXIF orientation is applied first. Reads the image as a stream; sharp is loaded on first use
 * so a server that never makes a thumbnail never loads libvips.
 */
export async function squareThumbnail(image: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  const pipeline = sharp({ limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .resize(thumbnailSize, thumbnailSize, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: false });
  Readable.fromWeb(image as NodeReadableStream<Uint8Array>).pipe(pipeline);
  return new Uint8Array(await pipeline.toBuffer());
}
