import { AppError } from '../../../platform/http/AppError';
import type { OutboundHttp } from '../../../platform/outbound/OutboundHttp';
import { chunksOf } from './chunks';
import {
  type ProviderEndpoints,
  providerChunkBytes,
  type StagedFile,
  type UploadProvider,
} from './uploadProvider';

/** The company's Cloudinary account as kept in its CloudinaryProfile secret: a cloud and an unsigned upload preset. */
export interface CloudinaryProfile {
  cloudName: string;
  uploadPreset: string;
}

/**
 * The CloudinaryProfile secret: JSON `{"cloudName", "uploadPreset"}` (or Cloudinary's own
 * `cloud_name` / `upload_preset`), or `<cloud name>/<upload preset>`; null when unusable.
 */
export function parseCloudinaryProfile(secret: string): CloudinaryProfile | null {
  const safe = (value: unknown) =>
    typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : null;
  let cloud: unknown;
  let preset: unknown;
  try {
    const parsed = JSON.parse(secret) as Record<string, unknown>;
    cloud = parsed.cloudName ?? parsed.cloud_name;
    preset = parsed.uploadPreset ?? parsed.upload_preset;
  } catch {
    [cloud, preset] = secret.trim().split('/');
  }
  const cloudName = safe(cloud);
  const uploadPreset = safe(preset);
  return cloudName && uploadPreset ? { cloudName, uploadPreset } : null;
}

/** Spec §7: image for images (webp kept as image), video for video, raw for the rest (application types). */
export function cloudinaryResourceType(file: Pick<StagedFile, 'kind'>): 'image' | 'video' | 'raw' {
  if (file.kind === 'image') return 'image';
  if (file.kind === 'video') return 'video';
  return 'raw';
}

/** Spec §7: an image under /upload/ shown small gets the 350 px square face-cropped transform. */
export function cloudinaryThumbnail(secureUrl: string): string | undefined {
  return secureUrl.includes('/upload/')
    ? secureUrl.replace('/upload/', '/upload/c_thumb,g_face,w_350,h_350/')
    : undefined;
}

const encoder = new TextEncoder();

/** A multipart/form-data body with the fields upload_preset and file (one piece of it). */
function formBody(boundary: string, preset: string, fileName: string, mime: string, piece: Uint8Array) {
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\n${preset}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${mime}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.byteLength + piece.byteLength + tail.byteLength);
  body.set(head, 0);
  body.set(piece, head.byteLength);
  body.set(tail, head.byteLength + piece.byteLength);
  return body;
}

const secureUrlOf = (body: Uint8Array): string | null => {
  try {
    const answer = JSON.parse(new TextDecoder().decode(body)) as { secure_url?: unknown };
    return typeof answer.secure_url === 'string' && /^https?:\/\//.test(answer.secure_url)
      ? answer.secure_url
      : null;
  } catch {
    return null;
  }
};

/**
 * Cloudinary's upload API (spec §7): POST `<api>/v1_1/<cloud>/<image|video|raw>/upload` with the
 * form fields `upload_preset` and `file`, answered with `secure_url`. Sent in 16 MB pieces (its
 * chunked upload: `X-Unique-Upload-Id` and `Content-Range`), so a 150 MB video is never held
 * whole; the last piece's answer holds the URL. Any failure is "error uploading file to
 * cloudinary".
 */
export function cloudinaryProvider(
  profile: CloudinaryProfile,
  outbound: OutboundHttp,
  endpoints: Pick<ProviderEndpoints, 'cloudinaryApi'>,
): UploadProvider {
  return {
    server: 'cloudinary',
    async upload(file) {
      const type = cloudinaryResourceType(file);
      const url = `${endpoints.cloudinaryApi}/v1_1/${profile.cloudName}/${type}/upload`;
      const boundary = `colmena-${file.id}`;
      const fileName = `${file.name}.${file.extension}`;
      let start = 0;
      let secureUrl: string | null = null;
      try {
        for await (const piece of chunksOf(await file.open(), providerChunkBytes)) {
          const end = start + piece.byteLength - 1;
          const answer = await outbound.request({
            method: 'POST',
            url,
            headers: {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'x-unique-upload-id': file.id,
              'content-range': `bytes ${start}-${end}/${file.size}`,
            },
            body: formBody(boundary, profile.uploadPreset, fileName, file.mime, piece),
          });
          if (answer.status < 200 || answer.status > 299)
            throw new Error(`cloudinary answered ${answer.status}`);
          start = end + 1;
          secureUrl = secureUrlOf(answer.body);
        }
      } catch (error) {
        console.error('[colmena] cloudinary upload failed:', error instanceof Error ? error.message : error);
        throw new AppError('upload_provider_error');
      }
      if (!secureUrl) throw new AppError('upload_provider_error');
      const thumbUrl = type === 'image' ? cloudinaryThumbnail(secureUrl) : undefined;
      return { server: 'cloudinary', filePath: secureUrl, url: secureUrl, ...(thumbUrl ? { thumbUrl } : {}) };
    },
    async download(filePath) {
      const answer = await outbound.request({ url: filePath }).catch(() => null);
      if (answer?.status !== 200) throw new AppError('error_downloading_file');
      return answer.body;
    },
  };
}
