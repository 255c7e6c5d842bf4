import type { ExportedFile, ExportFormat } from '@colmena/shared/exports';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/apiError';
import { browserFetch } from '../../api/browserFetch';
import { liveClient } from '../../api/liveClient';
import { useT } from '../../hooks/useT';
import { downloadBlob } from '../engine/download';
import type { WidgetPlacement } from '../kindTypes';
import { exportRequestOf, fetchExported, makeExport } from './exportClient';
import { watchExportJob } from './exportJobWatch';
import './exports.css';

type State =
  | { step: 'idle' }
  | { step: 'working'; progress: number }
  | { step: 'done'; file: ExportedFile }
  | { step: 'failed'; reason: string };

interface Props {
  format: ExportFormat;
  label: string;
  widgetId: string;
  placement: WidgetPlacement;
}

/**
 * The download button of the PDF and PowerPoint kinds: the server makes the file as the reader
 * (only what they may read); a large one is a job whose progress comes over the live stream and
 * shows as a bar; the file is
 * then saved, and offered again by its name.
 */
export function ExportButton({ format, label, widgetId, placement }: Props) {
  const t = useT();
  const [state, setState] = useState<State>({ step: 'idle' });
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const save = async (file: ExportedFile) => downloadBlob(await fetchExported(browserFetch, file), file.name);

  const start = async () => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    setState({ step: 'working', progress: 0 });
    try {
      const file = await makeExport({
        fetchFn: browserFetch,
        format,
        request: exportRequestOf(widgetId, placement),
        onProgress: (progress) => !controller.signal.aborted && setState({ step: 'working', progress }),
        signal: controller.signal,
        watch: (jobId, onProgress, signal) => watchExportJob(liveClient(), jobId, onProgress, signal),
      });
      await save(file);
      if (!controller.signal.aborted) setState({ step: 'done', file });
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason =
        error instanceof ApiError ? t(`errors.${error.code}`) : error instanceof Error ? error.message : '';
      setState({ step: 'failed', reason });
    }
  };

  const working = state.step === 'working';
  return (
    <div className="widget-export" data-testid={`widget-export-${format}`}>
      <button
        type="button"
        className="button button--primary"
        onClick={start}
        disabled={working}
        aria-busy={working}
      >
        {label}
      </button>
      {working && (
        <div className="widget-export__progress" role="status">
          <progress max={1} value={state.progress} aria-label={t('exports.making')} />
          <span>
            {state.progress > 0
              ? t('exports.progress', { percent: Math.round(state.progress * 100) })
              : t('exports.making')}
          </span>
        </div>
      )}
      {state.step === 'done' && (
        <p className="widget-export__done" role="status">
          {t('exports.ready', { name: state.file.name })}{' '}
          <button type="button" className="button button--text" onClick={() => void save(state.file)}>
            {t('exports.again')}
          </button>
        </p>
      )}
      {state.step === 'failed' && (
        <p className="widget-export__failed" role="alert">
          {t('exports.failed', { reason: state.reason })}
        </p>
      )}
    </div>
  );
}
