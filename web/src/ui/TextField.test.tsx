import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

const noop = () => {};

describe('text field', () => {
  it('labels its input, so a click on the label or a screen reader finds it', () => {
    const html = renderToStaticMarkup(<TextField label="Email" value="a@b.es" onValueChange={noop} />);
    const labelFor = /<label for="([^"]+)">Email<\/label>/.exec(html)?.[1];
    expect(labelFor).toBeTruthy();
    expect(html).toContain(`id="${labelFor}"`);
    expect(html).toContain('value="a@b.es"');
    expect(html).not.toContain('aria-invalid');
  });

  it('a bad hint marks the input invalid and describes it', () => {
    const html = renderToStaticMarkup(
      <TextField label="Password" value="x" onValueChange={noop} hint={{ text: 'Nope', tone: 'bad' }} />,
    );
    const hintId = /<p id="([^"]+)" class="field-hint field-hint--bad">Nope<\/p>/.exec(html)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toContain(`aria-describedby="${hintId}"`);
    expect(html).toContain('aria-invalid="true"');
  });

  it('a live hint is announced politely; a good one does not mark the input invalid', () => {
    const html = renderToStaticMarkup(
      <TextField
        label="Password"
        value="x"
        onValueChange={noop}
        hint={{ text: 'Ok', tone: 'good' }}
        liveHint
      />,
    );
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('aria-invalid');
  });

  it('passes input attributes through (type, autocomplete, disabled)', () => {
    const html = renderToStaticMarkup(
      <TextField
        label="P"
        value=""
        onValueChange={noop}
        type="password"
        autoComplete="current-password"
        disabled
      />,
    );
    expect(html).toContain('type="password"');
    expect(html).toContain('autoComplete="current-password"');
    expect(html).toContain('disabled=""');
  });
});
