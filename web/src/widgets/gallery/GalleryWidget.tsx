import { type KeyboardEvent, useMemo, useState } from 'react';
import { faceCropUrl } from '../../features/data/imageUrl';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { TenantImage } from '../../ui/TenantImage';
import type { WidgetView } from '../kindTypes';
import { galleryImages, stepIndex } from './galleryImages';
import './gallery.css';

/**
 * Gallery kind: the images of the queried documents as 350 px squares (the hosted image's
 * face-cropped transform); a lightbox shows one at full size, arrow keys move through them.
 */
export function GalleryWidget({ widget, settings, results }: WidgetView<'gallery'>) {
  const t = useT();
  const docs = results[settings.entry]?.docs;
  const images = useMemo(
    () => galleryImages(docs ?? [], settings.imageField, settings.captionField),
    [docs, settings.imageField, settings.captionField],
  );
  const [open, setOpen] = useState<number | null>(null);

  if (images.length === 0) return <p className="widget-empty">{t('widgets.gallery.empty')}</p>;
  const shown = open === null ? null : images[open];
  const move = (step: number) =>
    setOpen((index) => (index === null ? index : stepIndex(index, step, images.length)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <ul className="widget-gallery" data-testid="widget-gallery">
        {images.map((image, index) => (
          <li key={image.key}>
            <button
              type="button"
              className="widget-gallery__thumb"
              onClick={() => setOpen(index)}
              aria-label={t('widgets.gallery.openImage', {
                index: index + 1,
                count: images.length,
                caption: image.caption,
              })}
            >
              <TenantImage src={image.url} transform={faceCropUrl} loading="lazy" width={175} height={175} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== null && shown !== undefined}
        title={shown?.caption || widget.title || ''}
        onClose={() => setOpen(null)}
        wide
      >
        {shown && open !== null && (
          // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move through the images while the lightbox has focus
          <div className="widget-lightbox" onKeyDown={onKeyDown} data-testid="widget-lightbox">
            <TenantImage src={shown.url} className="widget-lightbox__image" alt={shown.caption} />
            <div className="widget-lightbox__nav">
              <button type="button" className="button button--outlined" onClick={() => move(-1)}>
                <span aria-hidden="true">←</span> {t('widgets.gallery.previous')}
              </button>
              <span aria-live="polite">
                {t('widgets.gallery.counter', { index: open + 1, count: images.length })}
              </span>
              <button type="button" className="button button--outlined" onClick={() => move(1)}>
                {t('widgets.gallery.next')} <span aria-hidden="true">→</span>
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
