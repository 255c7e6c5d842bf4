import { describe, expect, it } from 'vitest';
import { type BodyPart, bodyParts } from './links';

const text = (t: string): BodyPart => ({ kind: 'text', text: t });
const link = (t: string, href = t): BodyPart => ({ kind: 'link', text: t, href });

describe('bodyParts: links in a message body', () => {
  it.each<[string, string, BodyPart[]]>([
    ['plain text', 'Hola, ¿qué tal?', [text('Hola, ¿qué tal?')]],
    ['an address alone', 'https://colmena.app/x?a=1', [link('https://colmena.app/x?a=1')]],
    [
      'an address in a sentence, the full stop left out',
      'Mira https://a.es/p. Gracias',
      [text('Mira '), link('https://a.es/p'), text('. Gracias')],
    ],
    [
      'www. gets https',
      'en www.ejemplo.es hoy',
      [text('en '), link('www.ejemplo.es', 'https://www.ejemplo.es'), text(' hoy')],
    ],
    ['line breaks stay in the text', 'uno\ndos', [text('uno\ndos')]],
    ['javascript: is text', 'javascript:alert(1)', [text('javascript:alert(1)')]],
    ['HTML is text', '<b>hola</b> <a href="x">', [text('<b>hola</b> <a href="x">')]],
    ['two links', 'http://a.es y http://b.es', [link('http://a.es'), text(' y '), link('http://b.es')]],
    ['an address in brackets', '(https://a.es)', [text('('), link('https://a.es'), text(')')]],
  ])('%s', (_case, body, expected) => {
    expect(bodyParts(body)).toEqual(expected);
  });
});
