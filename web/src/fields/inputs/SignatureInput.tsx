import '@colmena/shared/i18n/fieldsTexts';
import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { tenantImageUrl } from '../../ui/tenantImageUrl';
import type { KitInputProps } from '../kitInputProps';
import { NoUpload } from './AttachmentInputs';
import { ClearButton } from './ClearButton';
import { SignaturePad } from './SignaturePad';

/**
 * A signature: drawn on a pad (finger, pen or mouse) or typed as a name, saved as a PNG through
 * the uploads, its link the value. A saved one shows as its image with "Sign again".
 */
export function SignatureInput(props: KitInputProps) {
  const t = useT();
  const current = typeof props.value === 'string' && props.value !== '' ? props.value : null;
  const [signing, setSigning] = useState(false);
  const shown = current ? tenantImageUrl(current) : null;
  if (current && !signing)
    return (
      <div className="kit-signature">
        {shown && (
          <img
            className="kit-signature__image"
            src={shown}
            alt={t('fields.input.signatureShown')}
            referrerPolicy="no-referrer"
          />
        )}
        <div className="kit-row">
          {props.upload && (
            <button
              type="button"
              className="button button--outlined kit-button"
              disabled={props.disabled}
              onClick={() => setSigning(true)}
            >
              {t('fields.input.signatureAgain')}
            </button>
          )}
          <ClearButton {...props} />
        </div>
      </div>
    );
  if (!props.upload) return <NoUpload />;
  return (
    <SignaturePad
      {...props}
      upload={props.upload}
      onSaved={(url) => {
        setSigning(false);
        props.onChange(url);
      }}
    />
  );
}
