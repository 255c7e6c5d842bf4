import { widgetKinds } from '@colmena/shared/widgets';
import { describe, expect, it } from 'vitest';
import { kindDefinitions, registeredKind } from './registry';

describe('widget kind registry', () => {
  it('registers exactly the kinds shared knows a settings schema for', () => {
    expect(kindDefinitions.map((d) => d.kind).sort()).toEqual([...widgetKinds].sort());
  });

  it('registers each kind once', () => {
    const kinds = kindDefinitions.map((d) => d.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('answers an unknown type, or a prototype key, with null', () => {
    expect(registeredKind('spaceship')).toBeNull();
    expect(registeredKind('constructor')).toBeNull();
    expect(registeredKind(undefined)).toBeNull();
  });

  it('makes one lazy renderer per kind, the same each time (so it loads once)', () => {
    const first = registeredKind('table');
    expect(first?.definition.kind).toBe('table');
    expect(registeredKind('table')?.Renderer).toBe(first?.Renderer);
  });

  it.each(kindDefinitions.map((d) => [d.kind, d] as const))(
    '%s loads a renderer',
    async (_kind, definition) => {
      expect(typeof (await definition.load())).toBe('function');
    },
  );

  it.each(kindDefinitions.map((d) => [d.kind, d] as const))(
    '%s has an editor panel that loads, made lazy once',
    async (kind, definition) => {
      expect(typeof (await definition.loadEditor?.())).toBe('function');
      expect(registeredKind(kind)?.Editor).toBe(registeredKind(kind)?.Editor);
      expect(registeredKind(kind)?.Editor).not.toBeNull();
    },
  );
});
