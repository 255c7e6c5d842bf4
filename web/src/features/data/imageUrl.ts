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
