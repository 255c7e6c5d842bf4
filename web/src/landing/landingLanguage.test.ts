import { describe, expect, it } from 'vitest';
import { initialLanguage, rememberLanguage } from './landingLanguage';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('landing language', () => {
  it.each([
    [['es-ES', 'en'], 'es'],
    [['en-GB'], 'en'],
    [['fr-FR', 'es'], 'en'],
    [['fr-FR'], 'en'],
    [[], 'en'],
  ])('browser %j with nothing saved → %s', (browser, expected) => {
    expect(initialLanguage(memoryStore(), browser)).toBe(expected);
  });

  it('prefers the saved choice over the browser', () => {
    const store = memoryStore();
    rememberLanguage(store, 'es');
    expect(initialLanguage(store, ['en-US'])).toBe('es');
  });

  it('ignores a saved value that is not a language', () => {
    expect(initialLanguage(memoryStore({ 'colmena.landing.language': 'xx' }), ['es'])).toBe('es');
  });

  it('works without storage', () => {
    expect(initialLanguage(null, ['es'])).toBe('es');
    expect(() => rememberLanguage(null, 'en')).not.toThrow();
  });
});
