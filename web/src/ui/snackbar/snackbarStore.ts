import type { SnackbarItem, SnackbarType } from '@colmena/shared/schemas';

export type SnackType = SnackbarType;
/** A button on a snack (issue 12: "Eliminado · Deshacer"); pressing it also dismisses the snack. */
export interface SnackAction {
  label: string;
  run(): void | Promise<void>;
}

/**
 * Spec §3 Snackbar item. `time` (ms) makes it auto-dismiss and gives it a close button; an
 * `action` adds its button.
 */
export type SnackItem = SnackbarItem & { action?: SnackAction };

export interface SnackRequest {
  text?: string | null;
  type?: SnackType;
  time?: number;
  action?: SnackAction;
  /** Who it is about (a form, say), so a later outcome can clear it: dismissGroup. */
  group?: string;
}

export interface SnackbarStore {
  notify(request: SnackRequest): string;
  dismiss(id: string): void;
  /** Dismisses the items of `group` (of `type` only, when given): a success clears its form's errors. */
  dismissGroup(group: string, type?: SnackType): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly SnackItem[];
}

export interface SnackbarStoreOptions {
  /** Shown instead of a missing or empty text (spec §8: "Sin variable -text-"). */
  missingText: string;
  /** Injected so tests and callers control ids; defaults to a counter. */
  nextId?: () => string;
}

/**
 * The snackbar queue, outside React so any code can notify and tests can drive it with fake
 * timers. Items stack in arrival order; the view renders them bottom-up.
 */
export function createSnackbarStore({ missingText, nextId }: SnackbarStoreOptions): SnackbarStore {
  let items: readonly SnackItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const makeId = nextId ?? (() => `snack-${++counter}`);
  const groups = new Map<string, string>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function dismiss(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    groups.delete(id);
    if (!items.some((item) => item.id === id)) return;
    items = items.filter((item) => item.id !== id);
    emit();
  }

  function dismissGroup(group: string, type?: SnackType) {
    for (const item of items) {
      if (groups.get(item.id) === group && (type === undefined || item.type === type)) dismiss(item.id);
    }
  }

  function notify({ text, type = 'normal', time, group, action }: SnackRequest): string {
    const id = makeId();
    if (group !== undefined) groups.set(id, group);
    const item: SnackItem = { id, text: text?.trim() ? text : missingText, type };
    if (action) item.action = action;
    if (time !== undefined && time > 0) {
      item.time = time;
      timers.set(
        id,
        setTimeout(() => dismiss(id), time),
      );
    }
    items = [...items, item];
    emit();
    return id;
  }

  return {
    notify,
    dismiss,
    dismissGroup,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
