import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarStore } from './snackbarStore';

const missingText = 'Sin variable -text-';

describe('snackbar store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stacks items in arrival order with their type', () => {
    const store = createSnackbarStore({ missingText });
    store.notify({ text: 'first', type: 'error' });
    store.notify({ text: 'second', type: 'success' });
    store.notify({ text: 'third' });
    expect(store.getSnapshot().map((item) => [item.text, item.type])).toEqual([
      ['first', 'error'],
      ['second', 'success'],
      ['third', 'normal'],
    ]);
  });

  it('removes a timed item exactly when its time is up, leaving the others', () => {
    const store = createSnackbarStore({ missingText });
    store.notify({ text: 'short', time: 3000 });
    store.notify({ text: 'long', time: 10000 });
    store.notify({ text: 'sticky' });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['short', 'long', 'sticky']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['long', 'sticky']);
    vi.advanceTimersByTime(7000);
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['sticky']);
    vi.advanceTimersByTime(1_000_000);
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['sticky']);
  });

  it('keeps the time on timed items only (the view shows a close button for them)', () => {
    const store = createSnackbarStore({ missingText });
    store.notify({ text: 'timed', time: 5000 });
    store.notify({ text: 'untimed' });
    expect(store.getSnapshot().map((item) => item.time)).toEqual([5000, undefined]);
  });

  it('dismisses by id, cancels the timer and ignores unknown ids', () => {
    const store = createSnackbarStore({ missingText });
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.notify({ text: 'closing', time: 3000 });
    store.notify({ text: 'staying' });
    store.dismiss(id);
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['staying']);
    const calls = listener.mock.calls.length;
    vi.advanceTimersByTime(3000);
    store.dismiss('nope');
    expect(listener.mock.calls.length).toBe(calls);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('shows the missing-text message for a %s text', (_label, text) => {
    const store = createSnackbarStore({ missingText });
    store.notify({ text, type: 'error' });
    expect(store.getSnapshot()[0]?.text).toBe('Sin variable -text-');
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createSnackbarStore({ missingText });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.notify({ text: 'a' });
    unsubscribe();
    store.notify({ text: 'b' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dismisses a group by type, leaving other groups, other types and ungrouped items', () => {
    const store = createSnackbarStore({ missingText });
    store.notify({ text: 'form error 1', type: 'error', time: 10000, group: 'edit-p1' });
    store.notify({ text: 'other form error', type: 'error', time: 10000, group: 'edit-p2' });
    store.notify({ text: 'form error 2', type: 'error', group: 'edit-p1' });
    store.notify({ text: 'form note', type: 'normal', group: 'edit-p1' });
    store.notify({ text: 'ungrouped error', type: 'error' });
    store.dismissGroup('edit-p1', 'error');
    expect(store.getSnapshot().map((item) => item.text)).toEqual([
      'other form error',
      'form note',
      'ungrouped error',
    ]);
    store.dismissGroup('edit-p1');
    store.dismissGroup('nope');
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['other form error', 'ungrouped error']);
  });

  it('uses injected ids', () => {
    let n = 0;
    const store = createSnackbarStore({ missingText, nextId: () => `id${++n}` });
    expect(store.notify({ text: 'x' })).toBe('id1');
    expect(store.getSnapshot()[0]?.id).toBe('id1');
  });
});

describe('snack actions (issue 12: "Eliminado · Deshacer")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the action on its item, for its time only', () => {
    const store = createSnackbarStore({ missingText: 'Sin variable -text-' });
    const run = vi.fn();
    store.notify({ text: 'Eliminado', type: 'success', time: 10000, action: { label: 'Deshacer', run } });
    store.notify({ text: 'plain' });
    const [undo, plain] = store.getSnapshot();
    expect(undo?.action?.label).toBe('Deshacer');
    expect(plain?.action).toBeUndefined();
    vi.advanceTimersByTime(9999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((item) => item.text)).toEqual(['plain']);
    expect(run).not.toHaveBeenCalled();
  });
});
