import { isWidgetKind, type WidgetKind } from '@colmena/shared/widgets';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { automationKind } from './automation/kind';
import { chartKind } from './chart/kind';
import { excelImportKind } from './excelImport/kind';
import { formKind } from './form/kind';
import { galleryKind } from './gallery/kind';
import type { AnyWidgetKindDefinition, KindEditorPanel, WidgetKindDefinition, WidgetView } from './kindTypes';
import { pdfKind } from './pdf/kind';
import { pivotKind } from './pivot/kind';
import { pptxKind } from './pptx/kind';
import { qrKind } from './qr/kind';
import { tableKind } from './table/kind';
import { taskLauncherKind } from './taskLauncher/kind';
import { textKind } from './text/kind';

/**
 * THE registration list of the web app's widget kinds. A new kind: its folder with `kind.ts`
 * and its renderer, its settings schema in shared/src/widgets/widgetKinds.ts, and one line
 * here (README.md). registry.test.ts holds this list and the shared map to the same kinds.
 */
export const kindDefinitions: readonly AnyWidgetKindDefinition[] = [
  tableKind,
  qrKind,
  galleryKind,
  textKind,
  chartKind,
  pivotKind,
  formKind,
  pdfKind,
  pptxKind,
  excelImportKind,
  taskLauncherKind,
  automationKind,
];

export interface RegisteredKind<K extends WidgetKind> {
  definition: WidgetKindDefinition<K>;
  /** React.lazy over the definition's import, made once per kind (so it loads once). */
  Renderer: LazyExoticComponent<ComponentType<WidgetView<K>>>;
  /**
   * Starts fetching the renderer's chunk without rendering it (a card calls it on mount, so the
   * chunk loads while the queries run instead of after them). Idempotent.
   */
  preload(): void;
  /** The renderer once its chunk has loaded (then it renders without suspending), else null. */
  loaded(): ComponentType<WidgetView<K>> | null;
  /** Resolves once the renderer's chunk has loaded or failed (preloading it). */
  settled(): Promise<void>;
  /** React.lazy over the kind's editor panel (null: it has none), made once per kind. */
  Editor: LazyExoticComponent<KindEditorPanel> | null;
}

const registered = new Map<WidgetKind, RegisteredKind<WidgetKind>>();

/** The registered kind of a widget's `type`, or null for a type no kind answers to. */
export function registeredKind<K extends WidgetKind>(type: K): RegisteredKind<K> | null;
export function registeredKind(type: string | undefined): RegisteredKind<WidgetKind> | null;
export function registeredKind(type: string | undefined): RegisteredKind<WidgetKind> | null {
  if (!isWidgetKind(type)) return null;
  const known = registered.get(type);
  if (known) return known;
  const definition = kindDefinitions.find((d) => d.kind === type) as
    | WidgetKindDefinition<WidgetKind>
    | undefined;
  if (!definition) return null;
  let loading: ReturnType<typeof definition.load> | null = null;
  let loaded: Awaited<ReturnType<typeof definition.load>> | null = null;
  const load = () => {
    loading ??= definition.load().then((renderer) => {
      loaded = renderer;
      return renderer;
    });
    return loading;
  };
  const entry: RegisteredKind<WidgetKind> = {
    definition,
    Renderer: lazy(async () => ({ default: await load() })),
    preload: () => {
      load().catch((error: unknown) => {
        // The render will ask again and show the failure; a failed preload must not stick.
        loading = null;
        console.error(`The ${definition.kind} widget code did not load`, error);
      });
    },
    loaded: () => loaded,
    settled: () =>
      load().then(
        () => undefined,
        () => {
          loading = null;
        },
      ),
    Editor: definition.loadEditor ? lazyEditor(definition.loadEditor) : null,
  };
  registered.set(type, entry);
  return entry;
}

function lazyEditor(load: () => Promise<KindEditorPanel>): LazyExoticComponent<KindEditorPanel> {
  return lazy(async () => ({ default: await load() }));
}
