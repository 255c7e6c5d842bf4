import type { ErrorCode, MessageKey, StoredDoc } from '@colmena/shared';
import type { SandboxError } from '@colmena/shared/sandbox';
import type { Widget } from '@colmena/shared/schemas';
import type { WidgetKind, WidgetSettings } from '@colmena/shared/widgets';
import type { ComponentType } from 'react';
import type { IconName } from '../ui/icons';

/** Where a widget is shown: the route's collection and document, and how much room it has. */
export interface WidgetPlacement {
  /** The current collection key (`ALLCOLLECTIONS` when none). */
  collKey: string;
  /** The document on screen (a project, a journal), or null (`/widget/.../none`). */
  documentId: string | null;
  /** `/widget/.../{pageNumber}`: the page a paged kind opens on (1 when absent). */
  pageNumber: number;
  /** card: in a grid or panel; page: its own route; dialog: its popUp. */
  mode: 'card' | 'page' | 'dialog';
  /** A visitor's public page: links lead to public routes only. */
  visitor: boolean;
}

/** One querysArray entry's live result. `skipped`: not run here (onlyOnPage, avoidCardQuery). */
export interface EntryResult {
  status: 'loading' | 'ready' | 'error' | 'skipped';
  docs: StoredDoc[];
  error: ErrorCode | null;
  /** The widget's logic function failed (engine/logicStep.ts): the sandbox's error. */
  logicError?: SandboxError;
}

/** What every renderer gets: the widget, its kind's settings (parsed), its data, its place. */
export interface WidgetView<K extends WidgetKind> {
  widget: Widget;
  settings: WidgetSettings<K>;
  /** One result per querysArray entry, in order (after the logic step, engine/shapeResults). */
  results: readonly EntryResult[];
  placement: WidgetPlacement;
  /** Shown in the widget editor's preview (unsaved): a kind that writes (a form) sends nothing there. */
  preview?: boolean;
  /**
   * The documents of one entry, read once: for a kind that was sent its entry's pivot
   * (`aggregate`) and needs the documents behind a cell only when asked.
   */
  entryDocuments?(entry: number): Promise<StoredDoc[]>;
}

export type WidgetRenderer<K extends WidgetKind> = ComponentType<WidgetView<K>>;

/**
 * What a kind's editor panel gets in the widget editor (/widgetfactory): the settings as the
 * form holds them (raw: they may be half typed and not parse yet; the editor shows the kind
 * schema's problem), and the whole widget being edited (how many queries it has...).
 */
export interface KindEditorProps {
  settings: Readonly<Record<string, unknown>>;
  onChange(settings: Record<string, unknown>): void;
  widget: Widget;
}

export type KindEditorPanel = ComponentType<KindEditorProps>;

/**
 * A kind as the web app registers it (its folder's `kind.ts`): small and eager, so the page
 * knows every kind while each renderer's code loads only when a widget of that kind is shown.
 */
export interface WidgetKindDefinition<K extends WidgetKind> {
  kind: K;
  icon: IconName;
  /** The kind's name in the catalogues (the editor's kind picker). */
  nameKey: MessageKey;
  /** Whether the kind shows query results (the engine subscribes only then). */
  usesQueries: boolean;
  /** The renderer, as a dynamic import (one chunk per kind). */
  load(): Promise<WidgetRenderer<K>>;
  /**
   * The kind's panel in the widget editor, as a dynamic import (its own chunk, fetched only by
   * the editor). A kind without one is edited as its settings' JSON.
   */
  loadEditor?(): Promise<KindEditorPanel>;
}

/** A definition of any kind, for the one list (registry.ts). */
export type AnyWidgetKindDefinition = { [K in WidgetKind]: WidgetKindDefinition<K> }[WidgetKind];
