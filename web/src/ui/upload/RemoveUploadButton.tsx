import type { ErrorCode } from '@colmena/shared';
import { useState } from 'react';
import type { Fetch } from '../../api/request';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { removalWarning, removeUpload, uploadIdOfUrl } from './removeUpload';
import './upload.css';

export interface RemoveUploadButtonProps {
  /** The upload's URL as recorded (`/api/files/uploads/…`); other addresses get no button. */
  url: string;
  /** What the file is, for the button's name: "Delete the file of photo 2". */
  label: string;
  /** Called once the server removed it (the caller drops it from its list). */
  onRemoved(): void;
  /** Tests hand in a fake fetch. */
  fetchFn?: Fetch;
}

/** Spec §9: error snacks stay 10000 ms. */
const errorSnackMs = 10000;

type Phase =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'removing' }
  | { phase: 'failed'; error: ErrorCode };

/**
 * Deletes an uploaded file for good (`file.remove`): asks first, since the bytes leave the
 * store at once (the record is kept in the Deleted copies), then tells the caller. Only for the
 * platform's own uploads: a photo given as another address has nothing here to delete.
 */
export function RemoveUploadButton({ url, label, onRemoved, fetchFn }: RemoveUploadButtonProps) {
  const t = useT();
  const { notify } = useSnackbar();
  const [state, setState] = useState<Phase>({ phase: 'idle' });
  const uploadId = uploadIdOfUrl(url);
  if (!uploadId) return null;

  const confirm = async () => {
    setState({ phase: 'removing' });
    const outcome = await removeUpload(uploadId, fetchFn);
    if (outcome.status === 'applied') {
      setState({ phase: 'idle' });
      // Removed here; the company's Dropbox copy could not be: say so where it stays in view.
      const warning = removalWarning(outcome);
      if (warning)
        notify({
          text: `${t(`errors.${warning}`)} ${t('uploads.providerCopyKept')}`,
          type: 'error',
          time: errorSnackMs,
        });
      onRemoved();
    } else setState({ phase: 'failed', error: outcome.error });
  };

  if (state.phase === 'confirming' || state.phase === 'removing')
    return (
      <fieldset className="upload-remove upload-remove--asking">
        <legend className="upload-remove__question">{t('uploads.deleteConfirm')}</legend>
        <button
          type="button"
          className="button button--text upload-remove__yes"
          disabled={state.phase === 'removing'}
          onClick={() => void confirm()}
        >
          {t('uploads.deleteYes')}
        </button>
        <button
          type="button"
          className="button button--text"
          disabled={state.phase === 'removing'}
          onClick={() => setState({ phase: 'idle' })}
        >
          {t('uploads.deleteNo')}
        </button>
      </fieldset>
    );

  return (
    <span className="upload-remove">
      <button
        type="button"
        className="button button--text upload-remove__start"
        aria-label={label}
        onClick={() => setState({ phase: 'confirming' })}
      >
        {t('uploads.delete')}
      </button>
      {state.phase === 'failed' && (
        <span className="form__error upload-remove__error" role="alert">
          {t(`errors.${state.error}`)}
        </span>
      )}
    </span>
  );
}
