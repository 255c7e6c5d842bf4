import type { ErrorCode } from '@colmena/shared';
import type { PendingUpload, UploadAnswer, UploadOwner } from '@colmena/shared/files';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toErrorCode } from '../../api/apiError';
import { type MakeRequest, uploadFile } from '../../api/uploadClient';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; percent: number }
  | { phase: 'done'; name: string }
  | { phase: 'failed'; error: ErrorCode };

/**
 * One upload at a time for a control: its progress in percent, its outcome as a catalogue code.
 * Leaving the page (unmount) or `cancel` stops the request. `pending`: the owner is a document
 * the form is about to create.
 */
export function useUpload(
  owner: UploadOwner,
  onUploaded: (answer: UploadAnswer) => void,
  makeRequest?: MakeRequest,
  pending?: PendingUpload,
) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (files: readonly File[]) => {
      for (const file of files) {
        const controller = new AbortController();
        running.current = controller;
        setState({ phase: 'uploading', name: file.name, percent: 0 });
        try {
          const answer = await uploadFile(
            file,
            {
              owner,
              pending,
              signal: controller.signal,
              onProgress: ({ loaded, total }) =>
                setState({
                  phase: 'uploading',
                  name: file.name,
                  percent: Math.floor((loaded / total) * 100),
                }),
            },
            makeRequest,
          );
          onUploaded(answer);
          setState({ phase: 'done', name: file.name });
        } catch (error) {
          if (controller.signal.aborted) {
            setState({ phase: 'idle' });
            return;
          }
          setState({ phase: 'failed', error: toErrorCode(error) });
          return;
        } finally {
          running.current = null;
        }
      }
    },
    [owner, onUploaded, makeRequest, pending],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel };
}
