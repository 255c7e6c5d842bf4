import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolveLanguage';

describe('resolveLanguage', () => {
  it.each([
    ['browser language when the company offers it', ['en-GB'], ['es', 'en'], undefined, null, 'en'],
    ["company's first language otherwise", ['fr-FR'], ['es', 'en'], undefined, null, 'es'],
    [
      'only the first browser language counts',
      ['fr-FR', 'fr', 'en-US', 'en'],
      ['es', 'en'],
      undefined,
      null,
      'es',
    ],
    ['a supported language the company lacks', ['en-US'], ['es'], undefined, null, 'es'],
    ["the contact's language over the browser's", ['en-US'], ['es', 'en'], 'es', null, 'es'],
    ['the switch over the contact', ['en-US'], ['es', 'en'], 'es', 'en', 'en'],
  ] as const)('%s', (_label, browser, company, contact, override, expected) => {
    expect(
      resolveLanguage({
        browserLanguages: browser,
        companyLanguages: company,
        contactLanguage: contact,
        override,
      }),
    ).toBe(expected);
  });
});
