import { thumbnailPath } from '@colmena/shared/files';

/** Spec §7: hosted images under /upload/ are shown 350 px wide, square, cropped around a face. */
export const faceCropTransform = 'w_350,h_350,c_fill,g_face/';

const uploadMarker = '/upload/';

/**
 * The URL of the 350 px face-cropped square of a hosted image: the transform goes right after
 * the first `/upload/`. Other URLs (our own files, other hosts) and URLs that already carry the
 * transform come back unchanged.
 */
export function faceCropUrl(url: string): string {
  const at = url.indexOf(uploadMarker);
  if (at < 0) return url;
  const cut = at + uploadMarker.length;
  const rest = url.slice(cut);
  if (rest.startsWith(faceCropTransform)) return url;
  return `${url.slice(0, cut)}${faceCropTransform}${rest}`;
}

/** The image URLs of a document's ImgArray (spec §3); anything else there is ignored. */
export function imagesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** A photo uploaded to our own store (its path or same-origin URL): the server made its thumbnail beside it. */
const ownUploadedImage =
  /^(?:https?:\/\/[^/]+)?\/api\/files\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9]+-[^/]+\.(?:jpg|png|gif|webp|avif|heic)$/;

/**
 * The 350 px square to show for an image: our own upload's thumbnail (`….thumb.jpg`, made with
 * an attention crop), a hosted image's face-cropped transform, else the image itself.
 */
export function thumbnailUrl(url: string): string {
  if (ownUploadedImage.test(url) && !url.endsWith('.thumb.jpg')) return thumbnailPath(url);
  return faceCropUrl(url);
}
