import { describe, expect, it } from 'vitest';
import { qrText } from './qrText';

const origin = 'https://demo.colmena.app';

describe('qrText', () => {
  it.each<[string, Parameters<typeof qrText>[0], string | null, string | null]>([
    ['the public link', { source: 'publicLink' }, 'd1', `${origin}/publicData/d1`],
    ['an id encoded', { source: 'publicLink' }, 'a b', `${origin}/publicData/a%20b`],
    ['no document', { source: 'publicLink' }, null, null],
    ['a text', { source: 'text', text: ' WIFI:S:Obra;; ' }, 'd1', 'WIFI:S:Obra;;'],
    ['an empty text', { source: 'text', text: '' }, null, null],
  ])('%s', (_case, settings, documentId, expected) => {
    expect(qrText(settings, documentId, origin)).toBe(expected);
  });
});
