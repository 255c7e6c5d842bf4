import { useT } from '../../hooks/useT';
import { tenantImageUrls } from '../../ui/tenantImageUrl';
import { imagesOf, thumbnailUrl } from './imageUrl';

/**
 * A document's ImgArray as 350 px squares: our uploads' thumbnails, hosted images face-cropped (spec §7). Only
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
              src={thumbnailUrl(url)}
              alt={t('data.imageAlt', { number: i + 1, name: title })}
              width={350}
              height={350}
              loading="lazy"
              referrerPolicy="no-referrer"
              // No thumbnail (an image the server could not decode): the image itself.
              onError={(event) => {
                if (event.currentTarget.src !== new URL(url, location.href).href)
                  event.currentTarget.src = url;
              }}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
