import type { ListQueryRequest } from '@colmena/shared';
import { createSandbox, type Sandbox, type SandboxOutcome } from '@colmena/shared/sandbox';
import type { Widget } from '@colmena/shared/schemas';
import { hasLogicFunction } from '@colmena/shared/widgets';
import { useEffect, useMemo, useState } from 'react';
import { useQueryDocs } from '../../hooks/useQueryDocs';
import { useSession } from '../../hooks/useSession';
import type { EntryResult, WidgetPlacement } from '../kindTypes';
import { logicInput, logicResults, logicUser } from './logicStep';

export interface ShapedResults {
  results: readonly EntryResult[];
  /** The logic function's outcome on these results (null: no logic function, or not run yet). */
  outcome: SandboxOutcome | null;
}

const loading: EntryResult = { status: 'loading', docs: [], error: null };

/**
 * THE data step between the queries and a renderer. Without a logic function the results pass
 * as they arrive. With one (`logic` and a `logicFunction`), once every entry has answered it
 * runs in the QuickJS sandbox (@colmena/shared/sandbox: no I/O, 100 ms, 32 MB) on the query
 * results, the signed-in user's public fields and the document on screen, and its JSON answer
 * is what the renderer gets (logicStep.ts); its failure is an 'error' entry that the card shows
 * as "Algo Salio Mal." with the sandbox's error. It runs again when the results change (live).
 */
export function useShapedResults(
  widget: Widget,
  raw: readonly EntryResult[],
  placement: WidgetPlacement,
): ShapedResults {
  // The same rule that keeps a widget's entries as documents rather than aggregates (widgetQueries).
  const active = hasLogicFunction(widget);
  const code = active ? (widget.logicFunction ?? '').trim() : '';
  const { user } = useSession();
  const sandbox = useSandbox(active);
  const documentOnScreen = useDocumentOnScreen(active, widget, placement);

  return useMemo<ShapedResults>(() => {
    if (!active) return { results: raw, outcome: null };
    if (raw.some((result) => result.status === 'error')) return { results: raw, outcome: null };
    const waiting =
      raw.some((result) => result.status === 'loading') ||
      sandbox.state === 'loading' ||
      documentOnScreen.loading;
    if (waiting) return { results: raw.length > 0 ? raw.map(() => loading) : [loading], outcome: null };
    let outcome: SandboxOutcome;
    if (sandbox.state === 'ready') {
      outcome = sandbox.sandbox.run({ code, input: logicInput(raw, logicUser(user), documentOnScreen.doc) });
    } else {
      const message = sandbox.state === 'failed' ? sandbox.message : 'sandbox not loaded';
      outcome = { ok: false, error: { kind: 'runtime', message } };
    }
    return { results: logicResults(outcome, raw), outcome };
  }, [active, code, raw, sandbox, documentOnScreen, user]);
}

type SandboxState =
  | { state: 'idle' | 'loading' }
  | { state: 'ready'; sandbox: Sandbox }
  | { state: 'failed'; message: string };

/** QuickJS, loaded the first time a widget with a logic function is on the page (its own chunk). */
function useSandbox(active: boolean): SandboxState {
  const [state, setState] = useState<SandboxState>({ state: active ? 'loading' : 'idle' });
  useEffect(() => {
    if (!active) return;
    let current = true;
    setState((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    createSandbox().then(
      (sandbox) => current && setState({ state: 'ready', sandbox }),
      (error: unknown) => {
        console.error('The logic-function sandbox did not load', error);
        if (current)
          setState({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [active]);
  return active ? state : { state: 'idle' };
}

/**
 * The document on screen for `input.document`: read once (the "data" alias of the widget's place
 * with its id, through the same read policy as any list), only for a widget with a logic function
 * on a project or journal. Anything else, or a document the reader may not see: null.
 */
function useDocumentOnScreen(
  active: boolean,
  widget: Widget,
  placement: WidgetPlacement,
): { loading: boolean; doc: Record<string, unknown> | null } {
  const reads =
    active && placement.documentId !== null && (widget.place === 'project' || widget.place === 'journal');
  const request = reads
    ? ({
        collection: 'data',
        collKey: placement.collKey,
        place: widget.place,
        docId: placement.documentId,
        limit: 1,
      } as ListQueryRequest)
    : null;
  const read = useQueryDocs(request);
  return useMemo(
    () =>
      reads
        ? { loading: read.status === 'loading', doc: read.status === 'ready' ? (read.docs[0] ?? null) : null }
        : { loading: false, doc: null },
    [reads, read.status, read.docs],
  );
}
