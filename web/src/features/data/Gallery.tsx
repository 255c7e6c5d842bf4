import { useT } from '../../hooks/useT';
import { tenantImageUrls } from '../../ui/tenantImageUrl';
import { faceCropUrl, imagesOf } from './imageUrl';

/**
 * A document's ImgArray; hosted images come as 350 px face-cropped squares (spec §7). Only
 * images that may load (tenantImageUrls) are shown.
 */
export function Gallery({ images, title }: { images: unknown; title: string }) {
  const t = useT();
  const urls = tenantImageUrls(imagesOf(images));
  if (urls.length === 0) return null;
  return (
    <ul className="gallery" aria-label={t('data.images')}>
      {urls.map((url, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same image may appear twice; the list is re-rendered whole
        <li key={`${url}-${i}`}>
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={faceCropUrl(url)}
              alt={t('data.imageAlt', { number: i + 1, name: title })}
              width={350}
              height={350}
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
