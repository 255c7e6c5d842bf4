import '@colmena/shared/i18n/widgetsTexts';
import { useEffect, useMemo, useState } from 'react';
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
  const lightboxOpen = open !== null;
  const count = images.length;

  // The arrow keys wherever the focus is in the lightbox: the modal dialog puts it on its first
  // focusable element, which in Chromium is the scrollable content box around the lightbox, so
  // a handler on the lightbox itself never heard them. While the dialog is modal the rest of
  // the page is inert, so every key the document sees comes from inside it.
  useEffect(() => {
    if (!lightboxOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setOpen((index) => (index === null ? index : stepIndex(index, step, count)));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [lightboxOpen, count]);

  if (images.length === 0) return <p className="widget-empty">{t('widgets.gallery.empty')}</p>;
  const shown = open === null ? null : images[open];
  const move = (step: number) =>
    setOpen((index) => (index === null ? index : stepIndex(index, step, images.length)));

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
          <div className="widget-lightbox" data-testid="widget-lightbox">
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
