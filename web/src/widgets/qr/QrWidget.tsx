import '@colmena/shared/i18n/widgetsTexts';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { downloadBlob } from '../engine/download';
import type { WidgetView } from '../kindTypes';
import { qrText } from './qrText';
import './qr.css';

/** Pixels of the downloaded PNG: sharp when printed at a few centimetres. */
const pngSize = 1024;
const shownSize = 240;

/** QR kind: the public link of the document on screen, or a configured text; PNG download. */
export function QrWidget({ widget, settings, placement }: WidgetView<'qr'>) {
  const t = useT();
  const text = qrText(settings, placement.documentId, window.location.origin);
  const [image, setImage] = useState<string | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    setImage(null);
    if (!text) return;
    let current = true;
    QRCode.toDataURL(text, { width: shownSize * 2, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => current && setImage(url),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [text]);

  // Thrown in render, so the card's boundary shows "Algo Salio Mal." with it (a text too long).
  if (failure) throw failure;
  if (!text) return <p className="widget-empty">{t('widgets.qr.noDocument')}</p>;

  const download = async () => {
    const url = await QRCode.toDataURL(text, { width: pngSize, margin: 2, errorCorrectionLevel: 'M' });
    const blob = await (await fetch(url)).blob();
    downloadBlob(blob, `${(widget.title ?? 'qr').replace(/[^\w-]+/g, '-') || 'qr'}.png`);
  };

  return (
    <figure className="widget-qr">
      {image ? (
        <img
          className="widget-qr__image"
          src={image}
          width={shownSize}
          height={shownSize}
          alt={t('widgets.qr.alt', { text })}
          data-testid="widget-qr-image"
        />
      ) : (
        <div className="widget-qr__image widget-loading" aria-busy="true" />
      )}
      <figcaption className="widget-qr__caption">
        <span className="widget-qr__text">{text}</span>
        <button type="button" className="button button--outlined" onClick={download} disabled={!image}>
          <Icon name="qr" size={18} />
          {t('widgets.qr.download')}
        </button>
      </figcaption>
    </figure>
  );
}
