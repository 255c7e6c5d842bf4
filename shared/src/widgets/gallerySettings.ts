import { z } from 'zod';

/**
 * Gallery kind: the images of the queried documents, from `imageField` (spec §3 ImgArray: a
 * list of URLs, or one URL), captioned with `captionField`; which querysArray entry it shows.
 */
export const gallerySettingsSchema = z.strictObject({
  imageField: z.string().trim().min(1).max(1500).default('ImgArray'),
  captionField: z.string().trim().min(1).max(1500).default('Name'),
  entry: z.number().int().min(0).max(99).default(0),
});
export type GallerySettings = z.infer<typeof gallerySettingsSchema>;
