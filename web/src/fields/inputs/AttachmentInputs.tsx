import type { UploadAnswer, UploadOwner } from '@colmena/shared/files';
import { useCallback, useMemo, useRef } from 'react';
import { thumbnailUrl } from '../../features/data/imageUrl';
import { useT } from '../../hooks/useT';
import { tenantImageUrl } from '../../ui/tenantImageUrl';
import { UploadControl } from '../../ui/upload';
import { imageLinks, openableLink, type StoredFile, storedFiles, withoutItem } from '../attachments';
import type { KitInputProps, UploadTarget } from '../kitInputProps';

/** Why nothing can be uploaded yet: the document does not exist (a form not saved). */
export function NoUpload() {
  const t = useT();
  return <p className="field-hint kit-no-upload">{t('fields.input.noUpload')}</p>;
}

function useOwner(upload: UploadTarget | undefined): UploadOwner | null {
  const collection = upload?.collection;
  const docId = upload?.docId;
  return useMemo(() => (collection && docId ? { collection, docId } : null), [collection, docId]);
}

/**
 * Appends each upload to the value as it is by then: several files upload one after another,
 * and each must join the list the previous one made.
 */
function useAppend<T>(
  value: readonly T[],
  onChange: (value: unknown) => void,
  item: (answer: UploadAnswer) => T,
) {
  const latest = useRef(value);
  latest.current = value;
  return useCallback(
    (answer: UploadAnswer) => {
      latest.current = [...latest.current, item(answer)];
      onChange(latest.current);
    },
    [onChange, item],
  );
}

const imageLink = (answer: UploadAnswer) => answer.url;
const fileOf = (answer: UploadAnswer): StoredFile => ({ name: answer.name, url: answer.url });

/** Images: thumbnails, each with its remove button, then the upload control (camera on phones). */
export function ImageInput(props: KitInputProps) {
  const t = useT();
  const images = imageLinks(props.value);
  const owner = useOwner(props.upload);
  const added = useAppend(images, props.onChange, imageLink);
  return (
    <div className="kit-attachments">
      {images.length === 0 ? (
        <p className="field-hint">{t('fields.input.noImages')}</p>
      ) : (
        <ul className="kit-thumbs">
          {images.map((url, i) => {
            const shown = tenantImageUrl(url);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be listed twice
              <li key={`${url}-${i}`} className="kit-thumbs__item">
                {shown && (
                  <a href={shown} target="_blank" rel="noopener noreferrer">
                    <img
                      src={thumbnailUrl(shown)}
                      alt=""
                      width={96}
                      height={96}
                      referrerPolicy="no-referrer"
                    />
                  </a>
                )}
                <button
                  type="button"
                  className="button button--text kit-button"
                  disabled={props.disabled}
                  onClick={() => props.onChange(withoutItem(images, i))}
                >
                  {t('fields.input.removeImage', { number: i + 1 })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {owner ? (
        <UploadControl
          owner={owner}
          pending={props.upload?.pending}
          accept="image/*"
          multiple
          disabled={props.disabled}
          label={t('fields.input.addImages')}
          onUploaded={added}
        />
      ) : (
        <NoUpload />
      )}
    </div>
  );
}

/** Files: each as a link to open it with its remove button, then the upload control. */
export function FileInput(props: KitInputProps) {
  const t = useT();
  const files = storedFiles(props.value);
  const owner = useOwner(props.upload);
  const added = useAppend(files, props.onChange, fileOf);
  return (
    <div className="kit-attachments">
      {files.length === 0 ? (
        <p className="field-hint">{t('fields.input.noFiles')}</p>
      ) : (
        <ul className="kit-files">
          {files.map((file, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice
            <li key={`${file.url}-${i}`} className="kit-files__item">
              <a href={openableLink(file.url)} target="_blank" rel="noopener noreferrer" className="kit-link">
                {file.name}
              </a>
              <button
                type="button"
                className="button button--text kit-button"
                disabled={props.disabled}
                onClick={() => props.onChange(withoutItem(files, i))}
              >
                {t('fields.input.removeFile', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <UploadControl
          owner={owner}
          pending={props.upload?.pending}
          multiple
          disabled={props.disabled}
          label={t('fields.input.addFiles')}
          onUploaded={added}
        />
      ) : (
        <NoUpload />
      )}
    </div>
  );
}
