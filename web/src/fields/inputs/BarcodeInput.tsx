import { lazy, Suspense, useState } from 'react';
import { useT } from '../../hooks/useT';
import type { KitInputProps } from '../kitInputProps';
import { controlAria, textValue } from './common';

const BarcodeScanner = lazy(() => import('./BarcodeScanner').then((m) => ({ default: m.BarcodeScanner })));

/** Whether this browser reads codes from a camera (Chromium on Android, macOS; not Firefox, Safari). */
const canScan = () =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia;

/**
 * A barcode or QR code: typed (or read by a USB scanner, which types), or read with the camera
 * where the browser can detect codes. No camera is ever needed.
 */
export function BarcodeInput(props: KitInputProps) {
  const t = useT();
  const [scanning, setScanning] = useState(false);
  const [scannable] = useState(canScan);
  return (
    <div className="kit-barcode">
      <div className="kit-row">
        <input
          {...controlAria(props)}
          id={props.id}
          type="text"
          className="kit-grow"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          disabled={props.disabled}
          value={typeof props.value === 'string' ? props.value : ''}
          onChange={(event) => props.onChange(textValue(event.target.value))}
        />
        {scannable && (
          <button
            type="button"
            className="button button--outlined kit-button"
            aria-expanded={scanning}
            disabled={props.disabled}
            onClick={() => setScanning((open) => !open)}
          >
            {scanning ? t('fields.input.scanClose') : t('fields.input.scan')}
          </button>
        )}
      </div>
      {scanning && (
        <Suspense fallback={<div className="kit-field__loading" aria-busy="true" />}>
          <BarcodeScanner
            onCode={(code) => {
              setScanning(false);
              props.onChange(code);
            }}
            onClose={() => setScanning(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
