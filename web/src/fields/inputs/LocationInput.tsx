import { mapLink } from '@colmena/shared/fields';
import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { type Draft, draftText } from '../inputDraft';
import type { KitInputProps } from '../kitInputProps';
import { fromPosition, isLatLng, locationTexts, typedLocation } from '../locationValue';
import { ClearButton } from './ClearButton';
import { controlAria } from './common';

type Locating = 'idle' | 'busy' | 'denied' | 'failed' | 'unsupported';

const problemKey = {
  denied: 'fields.input.locationDenied',
  failed: 'fields.input.locationFailed',
  unsupported: 'fields.input.locationUnsupported',
} as const;

/**
 * Where the person is, from the browser (it asks for permission), or the coordinates typed; a
 * link opens the place on a map. Without a location service the typing still works.
 */
export function LocationInput(props: KitInputProps) {
  const t = useT();
  const [locating, setLocating] = useState<Locating>('idle');
  const [draft, setDraft] = useState<{ lat: Draft | null; lng: Draft | null }>({ lat: null, lng: null });
  const texts = locationTexts(props.value, props.language);
  const lat = draftText(props.value, draft.lat, () => texts.lat);
  const lng = draftText(props.value, draft.lng, () => texts.lng);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('unsupported');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        props.onChange(fromPosition(position.coords));
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const typed = (which: 'lat' | 'lng', text: string) => {
    const next =
      which === 'lat' ? typedLocation(text, lng, props.language) : typedLocation(lat, text, props.language);
    setDraft({
      lat: { text: which === 'lat' ? text : lat, sent: next },
      lng: { text: which === 'lng' ? text : lng, sent: next },
    });
    props.onChange(next);
  };

  const coordinate = (which: 'lat' | 'lng') => (
    <label className="kit-location__coordinate kit-grow">
      <span>{t(which === 'lat' ? 'fields.input.latitude' : 'fields.input.longitude')}</span>
      <input
        {...controlAria(props)}
        id={which === 'lat' ? props.id : undefined}
        type="text"
        inputMode="text"
        autoComplete="off"
        disabled={props.disabled}
        value={which === 'lat' ? lat : lng}
        onChange={(event) => typed(which, event.target.value)}
      />
    </label>
  );

  return (
    <div className="kit-location">
      <div className="kit-row">
        <button
          type="button"
          className="button button--outlined kit-button"
          disabled={props.disabled || locating === 'busy'}
          onClick={locate}
        >
          {locating === 'busy' ? t('fields.input.locating') : t('fields.input.locate')}
        </button>
        {isLatLng(props.value) && (
          <a className="kit-link" href={mapLink(props.value)} target="_blank" rel="noopener noreferrer">
            {t('fields.input.mapLink')}
          </a>
        )}
        <ClearButton {...props} />
      </div>
      <p className="field-hint" aria-live="polite">
        {locating !== 'idle' && locating !== 'busy' ? t(problemKey[locating]) : null}
      </p>
      <div className="kit-row">
        {coordinate('lat')}
        {coordinate('lng')}
      </div>
    </div>
  );
}
