import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormError } from './FormError';

describe('form error', () => {
  it('is announced as an alert when there is a text', () => {
    expect(renderToStaticMarkup(<FormError text="Wrong email!" />)).toBe(
      '<p class="form__error" role="alert">Wrong email!</p>',
    );
  });

  it('renders nothing without one', () => {
    expect(renderToStaticMarkup(<FormError text={null} />)).toBe('');
  });
});
