import type { UploadAnswer, UploadOwner } from '@colmena/shared/files';
import { useCallback, useRef } from 'react';
import { useT } from '../../hooks/useT';
import { tenantImageUrl } from '../../ui/tenantImageUrl';
import { RemoveUploadButton, UploadControl } from '../../ui/upload';
import { thumbnailUrl } from './imageUrl';

interface Props {
  id: string;
  /** The form's raw value of ImgArray: one image URL a line (fieldInput's list kind). */
  value: string;
  onChange(value: string): void;
  /** The document the photos belong to (the server checks its edit rights). */
  owner: UploadOwner;
  describedBy?: string;
}

const linesOf = (value: string) => value.split('\n').filter((line) => line.trim() !== '');

/**
 * A project's photos (ImgArray) in the edit view: each shown as its thumbnail with a button to
 * remove it, and the upload control to add more. The photos join the form's value, so they are
 * saved (merge or replace) with the rest of the form.
 */
export function ImagesField({ id, value, onChange, owner, describedBy }: Props) {
  const t = useT();
  const images = linesOf(value);
  // Several photos upload one after another: each is added to the value as it is by then.
  const latest = useRef(value);
  latest.current = value;
  const added = useCallback(
    (answer: UploadAnswer) => {
      latest.current = [...linesOf(latest.current), answer.url].join('\n');
      onChange(latest.current);
    },
    [onChange],
  );
  return (
    <div id={id} className="images-field" aria-describedby={describedBy}>
      {images.length === 0 ? (
        <p className="field-hint">{t('uploads.noImages')}</p>
      ) : (
        <ul className="images-field__list" aria-label={t('data.images')}>
          {images.map((url, i) => {
            const shown = tenantImageUrl(url);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may be listed twice
              <li key={`${url}-${i}`} className="images-field__item">
                {shown && (
                  <img
                    src={thumbnailUrl(shown)}
                    // The remove button beside it names the photo.
                    alt=""
                    width={96}
                    height={96}
                    referrerPolicy="no-referrer"
                  />
                )}
                <button
                  type="button"
                  className="button button--text"
                  onClick={() => onChange(images.filter((_, at) => at !== i).join('\n'))}
                >
                  {t('uploads.removeImage', { number: i + 1 })}
                </button>
                <RemoveUploadButton
                  url={url}
                  label={t('uploads.deletePhoto', { number: i + 1 })}
                  onRemoved={() =>
                    onChange(
                      linesOf(latest.current)
                        .filter((line) => line !== url)
                        .join('\n'),
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <UploadControl
        owner={owner}
        accept="image/*"
        multiple
        label={t('uploads.chooseImages')}
        onUploaded={added}
      />
    </div>
  );
}
