import '@colmena/shared/i18n/fieldsTexts';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../hooks/useT';

/** The Shape Detection API's part we use (not in TypeScript's DOM library yet). */
interface DetectedCode {
  rawValue: string;
}
interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type CodeDetectorClass = new () => CodeDetector;

/** How often a frame is looked at: enough to feel instant, little work for a phone. */
const scanEveryMs = 200;

interface Props {
  onCode(code: string): void;
  onClose(): void;
}

/**
 * The camera (the back one on phones) and BarcodeDetector on its frames until a code is read.
 * The camera stops when a code is found, on close, or when the field goes away.
 */
export function BarcodeScanner({ onCode, onClose }: Props) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const Detector = (window as unknown as { BarcodeDetector: CodeDetectorClass }).BarcodeDetector;

    const look = async (detector: CodeDetector) => {
      if (stopped || !video.current) return;
      try {
        if (video.current.readyState >= 2) {
          const code = (await detector.detect(video.current)).find((c) => c.rawValue !== '');
          if (code && !stopped) {
            found.current(code.rawValue);
            return;
          }
        }
      } catch {
        // A frame that cannot be read yet; the next one may.
      }
      timer = setTimeout(() => void look(detector), scanEveryMs);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (camera) => {
        stream = camera;
        if (stopped || !video.current) return;
        video.current.srcObject = camera;
        await video.current.play();
        void look(new Detector());
      })
      .catch((error: unknown) => {
        console.warn('The camera did not open for scanning', error);
        if (!stopped) setFailed(true);
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (failed)
    return (
      <p className="form__error kit-row" role="alert">
        {t('fields.input.cameraFailed')}
        <button type="button" className="button button--text kit-button" onClick={onClose}>
          {t('fields.input.scanClose')}
        </button>
      </p>
    );
  return (
    <div className="kit-scanner">
      <video ref={video} className="kit-scanner__video" muted playsInline />
      <p className="field-hint" aria-live="polite">
        {t('fields.input.scanning')}
      </p>
    </div>
  );
}
