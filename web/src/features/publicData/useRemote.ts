import type { ErrorCode } from '@colmena/shared';
import { useEffect, useState } from 'react';
import { toErrorCode } from '../../api/apiError';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; code: ErrorCode };

/** One GET whose answer the screen shows; redone when `key` changes, abandoned on unmount. */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', code: toErrorCode(error) });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
