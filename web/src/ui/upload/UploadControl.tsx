import type { PendingUpload, UploadAnswer, UploadOwner } from '@colmena/shared/files';
import { type DragEvent, useId, useState } from 'react';
import type { MakeRequest } from '../../api/uploadClient';
import { useT } from '../../hooks/useT';
import { useUpload } from './useUpload';
import './upload.css';

export interface UploadControlProps {
  /** What the file belongs to: a document (its photos) or the company (logos). */
  owner: UploadOwner;
  /** Set when the owner is a document the form is about to create (pendingUpload.ts). */
  pending?: PendingUpload | undefined;
  /** Called once per file the server stored and recorded. */
  onUploaded(answer: UploadAnswer): void;
  /** The file picker's filter, e.g. `image/*` (the server still decides the type by the bytes). */
  accept?: string;
  multiple?: boolean;
  /** The button's text; default "Choose a file". */
  label?: string;
  disabled?: boolean;
  /** Tests hand in a fake XMLHttpRequest. */
  makeRequest?: MakeRequest;
}

/**
 * The upload control: a labelled file input (keyboard and screen readers reach it as a button)
 * and a drop zone around it, a progress bar while the bytes go out, and the outcome announced —
 * errors as the catalogue says them ("file bigger than 150mb" before anything is sent). Used by
 * the project edit view (ImgArray) and `/companyconfig` (logos).
 */
export function UploadControl({
  owner,
  pending,
  onUploaded,
  accept,
  multiple = false,
  label,
  disabled = false,
  makeRequest,
}: UploadControlProps) {
  const t = useT();
  const inputId = useId();
  const statusId = useId();
  const [over, setOver] = useState(false);
  const { state, start, cancel } = useUpload(owner, onUploaded, makeRequest, pending);
  const busy = state.phase === 'uploading';

  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setOver(false);
    if (busy || disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void start(multiple ? files : files.slice(0, 1));
  };

  return (
    // A drop zone around the input: the input itself is what keyboards and screen readers use.
    <fieldset
      aria-label={label ?? t('uploads.choose')}
      className={`upload${over ? ' upload--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy && !disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={busy || disabled}
        aria-describedby={statusId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so the same file can be chosen again after a failure.
          event.target.value = '';
          if (files.length > 0) void start(files);
        }}
      />
      <label
        htmlFor={inputId}
        className={`button button--outlined upload__choose${busy || disabled ? ' is-disabled' : ''}`}
      >
        {label ?? t('uploads.choose')}
      </label>
      <span className="upload__hint">{t('uploads.drop')}</span>
      <div id={statusId} className="upload__status" aria-live="polite">
        {state.phase === 'uploading' && (
          <>
            <span className="upload__name">{t('uploads.progress', { name: state.name })}</span>
            <progress
              className="upload__progress"
              max={100}
              value={state.percent}
              aria-label={t('uploads.progress', { name: state.name })}
            />
            <button type="button" className="button button--text" onClick={cancel}>
              {t('uploads.cancel')}
            </button>
          </>
        )}
        {state.phase === 'done' && (
          <span className="field-hint field-hint--good">{t('uploads.done', { name: state.name })}</span>
        )}
      </div>
      {state.phase === 'failed' && (
        <p className="form__error upload__error" role="alert">
          {t(`errors.${state.error}`)}
        </p>
      )}
    </fieldset>
  );
}
