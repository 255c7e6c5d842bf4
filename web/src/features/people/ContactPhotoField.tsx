import type { UploadAnswer } from '@colmena/shared/files';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { UploadControl } from '../../ui/upload';
import { ContactAvatar } from './ContactAvatar';
import type { Person } from './people';
import { errorSnackMs } from './useContactCommand';

interface Props {
  /** What the avatar shows (the form's name, e-mail and current ImgUrl). */
  preview: Person;
  /** The contact the photo belongs to; a new contact has none yet (then: upload after creating). */
  contactId: string | undefined;
  disabled?: boolean;
  size?: number;
  onChange(imgUrl: string): void;
}

/**
 * The contact's photo (ImgUrl), uploaded through the app's uploads (`POST /api/files` owned by
 * the agenda contact) instead of typed as a URL. The avatar keeps the 350 px square thumbnail
 * the server makes (an upload that is no image is refused here); removing only clears ImgUrl.
 */
export function ContactPhotoField({ preview, contactId, disabled = false, size = 64, onChange }: Props) {
  const t = useT();
  const { notify } = useSnackbar();

  const uploaded = (answer: UploadAnswer) => {
    if (answer.type !== 'image') {
      notify({ text: t('errors.file_upload_error'), type: 'error', time: errorSnackMs });
      return;
    }
    onChange(answer.thumbUrl ?? answer.url);
  };

  return (
    <div className="contact-photo">
      <span className="contact-photo__label">{t('people.photo.label')}</span>
      <ContactAvatar person={preview} size={size} />
      <div className="contact-photo__actions">
        {contactId ? (
          <UploadControl
            owner={{ collection: 'agenda', docId: contactId }}
            accept="image/*"
            label={t(preview.imgUrl ? 'people.photo.change' : 'people.photo.choose')}
            disabled={disabled}
            onUploaded={uploaded}
          />
        ) : (
          <p className="field-hint">{t('people.photo.afterCreate')}</p>
        )}
        {preview.imgUrl && (
          <button
            type="button"
            className="button button--text"
            disabled={disabled}
            onClick={() => onChange('')}
          >
            {t('people.photo.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
