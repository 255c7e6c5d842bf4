import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './LandingPage';
import { SuccessPage } from './SuccessPage';

const noop = () => {};

function landing(language: 'en' | 'es', search = '') {
  return renderToStaticMarkup(
    <LandingPage language={language} host="localhost:8080" search={search} onCreated={noop} />,
  );
}

function labelFor(html: string, id: string): string | undefined {
  return new RegExp(`<label for="${id}">([^<]*)</label>`).exec(html)?.[1];
}

describe('landing page', () => {
  it.each([
    ['en', '100 euro plus VAT per month to create your tool'],
    ['es', '100 euros más IVA al mes para crear tu herramienta'],
  ] as const)('shows the %s price text', (language, price) => {
    expect(landing(language)).toContain(price);
  });

  it.each([
    [
      'en',
      'Requirements: at least 8 characters, 1 uppercase letter, 1 lowercase letter, and 1 number, no spaces.',
    ],
    ['es', 'Requisitos: mínimo 8 caracteres, 1 letra mayúscula, 1 minúscula, y 1 número, sin espacios.'],
  ] as const)('shows the %s password requirements', (language, text) => {
    expect(landing(language)).toContain(text);
  });

  it.each([
    ['subdomain', 'Subdomain'],
    ['companyName', 'Company name'],
    ['email', 'Admin email'],
    ['password', 'Password'],
    ['passwordRepeat', 'Repeat password'],
  ])('labels the %s input "%s"', (id, label) => {
    const html = landing('en');
    expect(labelFor(html, id)).toBe(label);
    expect(html).toContain(`id="${id}"`);
  });

  it('starts with the submit button disabled', () => {
    expect(landing('en')).toMatch(/<button type="submit" class="primary" disabled="">/);
  });

  it('explains an unknown company and prefills its subdomain', () => {
    const html = landing('en', '?subdomain=ghost');
    expect(html).toContain('The company ghost does not exist yet — create it');
    expect(html).toMatch(/<input id="subdomain"[^>]*value="ghost"/);
    expect(html).toContain('Your address: ghost.localhost:8080');
  });

  it('shows no notice without a subdomain parameter', () => {
    expect(landing('es')).not.toContain('todavía no existe');
  });

  it('escapes a hostile label instead of rendering markup', () => {
    const html = landing('en', '?subdomain=%3Cimg%20src%3Dx%3E');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x&gt;');
  });
});

describe('success page', () => {
  const here = { protocol: 'http:', host: 'localhost:8080' };

  it.each([
    ['en', 'Your company is ready'],
    ['es', 'Tu empresa está lista'],
  ] as const)('says in %s: %s, with the link to the new tenant', (language, title) => {
    const html = renderToStaticMarkup(
      <SuccessPage
        language={language}
        search="?url=http%3A%2F%2Facme.localhost%3A8080%2F&subdomain=acme"
        location={here}
        onHome={noop}
      />,
    );
    expect(html).toContain(title);
    expect(html).toContain('href="http://acme.localhost:8080/"');
  });

  it('never links a javascript: URL', () => {
    const html = renderToStaticMarkup(
      <SuccessPage language="en" search="?url=javascript%3Aalert(1)" location={here} onHome={noop} />,
    );
    expect(html).not.toContain('javascript:');
  });
});
