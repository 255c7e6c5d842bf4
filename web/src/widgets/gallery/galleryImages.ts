import type { StoredDoc } from '@colmena/shared';
import { imagesOf } from '../../features/data/imageUrl';
import { fieldValue } from '../table/tableColumns';

export interface GalleryImage {
  /** Unique in the gallery (document and position). */
  key: string;
  url: string;
  caption: string;
  doc: StoredDoc;
}

/** Every image of the documents, in their order: a list of URLs (ImgArray) or a single one. */
export function galleryImages(
  docs: readonly StoredDoc[],
  imageField: string,
  captionField: string,
): GalleryImage[] {
  return docs.flatMap((doc) => {
    const value = fieldValue(doc, imageField);
    const urls = typeof value === 'string' ? imagesOf([value]) : imagesOf(value);
    const caption = fieldValue(doc, captionField);
    const text = typeof caption === 'string' || typeof caption === 'number' ? String(caption) : '';
    return urls.map((url, index) => ({
      key: `${doc.collection}/${doc.FireId}/${index}`,
      url,
      caption: text,
      doc,
    }));
  });
}

/** The next index in a ring of `count` (arrow keys wrap around). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
