import type { ErrorCode } from '@colmena/shared';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { toErrorCode } from '../../api/apiError';
import { uploadFile } from '../../api/uploadClient';
import { useT } from '../../hooks/useT';
import type { KitInputProps, UploadTarget } from '../kitInputProps';

const padHeight = 180;
const ink = '#1b1b1f';

interface Props extends KitInputProps {
  upload: UploadTarget;
  onSaved(url: string): void;
}

/** A white page of the pad's size in device pixels, so the PNG reads on any background. */
function blank(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth || 300;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(padHeight * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, padHeight);
  context.strokeStyle = ink;
  context.fillStyle = ink;
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  return context;
}

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );

/**
 * The drawing pad (pointer events: finger, pen and mouse alike) and, for keyboards, a name to
 * type that is written on the pad instead. Saving uploads the PNG and hands its link on.
 */
export function SignaturePad(props: Props) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [marked, setMarked] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ErrorCode | 'empty' | null>(null);

  useEffect(() => {
    if (canvas.current) blank(canvas.current);
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (props.disabled || saving) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    if (typedName !== '') {
      // Drawing replaces a typed name rather than scribbling over it.
      setTypedName('');
      blank(event.currentTarget);
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    // A tap leaves a dot.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
    setMarked(true);
    setError(null);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const end = () => {
    drawing.current = false;
  };

  const clear = () => {
    if (canvas.current) blank(canvas.current);
    setTypedName('');
    setMarked(false);
    setError(null);
  };

  const writeName = (name: string) => {
    setTypedName(name);
    setError(null);
    const context = canvas.current ? blank(canvas.current) : null;
    if (!context || !canvas.current) return;
    setMarked(name.trim() !== '');
    const width = canvas.current.clientWidth || 300;
    let size = 44;
    context.font = `italic ${size}px "Segoe Script", "Brush Script MT", cursive`;
    while (size > 14 && context.measureText(name).width > width - 32) {
      size -= 2;
      context.font = `italic ${size}px "Segoe Script", "Brush Script MT", cursive`;
    }
    context.textBaseline = 'middle';
    context.fillText(name, 16, padHeight / 2);
  };

  const save = async () => {
    if (!canvas.current || !marked) {
      setError('empty');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const png = await toPng(canvas.current);
      const file = new File([png], 'signature.png', { type: 'image/png' });
      const { collection, docId, pending } = props.upload;
      const answer = await uploadFile(file, { owner: { collection, docId }, pending });
      props.onSaved(answer.url);
    } catch (failure) {
      setError(toErrorCode(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="kit-signature">
      <canvas
        ref={canvas}
        id={props.id}
        className="kit-signature__pad"
        role="img"
        aria-label={t('fields.input.signaturePad')}
        aria-describedby={props.describedBy}
        style={{ height: padHeight }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <label className="kit-signature__typed">
        <span>{t('fields.input.signatureTyped')}</span>
        <input
          type="text"
          autoComplete="name"
          disabled={props.disabled || saving}
          value={typedName}
          onChange={(event) => writeName(event.target.value)}
        />
      </label>
      <div className="kit-row">
        <button
          type="button"
          className="button button--primary kit-button"
          disabled={props.disabled || saving}
          onClick={() => void save()}
        >
          {saving ? t('fields.input.signatureSaving') : t('fields.input.signatureSave')}
        </button>
        <button
          type="button"
          className="button button--text kit-button"
          disabled={props.disabled || saving || !marked}
          onClick={clear}
        >
          {t('fields.input.signatureClear')}
        </button>
      </div>
      {marked && !saving && !error && (
        <p className="field-hint kit-signature__unsaved" aria-live="polite">
          {t('fields.input.signatureUnsaved')}
        </p>
      )}
      {error && (
        <p className="form__error" role="alert">
          {error === 'empty' ? t('fields.input.signatureEmpty') : t(`errors.${error}`)}
        </p>
      )}
    </div>
  );
}
