import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import { MessageCard } from './MessageCard';
import { Tag } from './Tag';

describe('card', () => {
  it('is a region named by its title, with subtitle, media and content in reading order', () => {
    const html = renderToStaticMarkup(
      <Card title="Sign in" subtitle="Acme" media={<img alt="" src="/logo.png" />}>
        <form />
      </Card>,
    );
    const labelledBy = /<section class="auth-card" aria-labelledby="([^"]+)">/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h1 id="${labelledBy}" class="auth-card__title">Sign in</h1>`);
    expect(html.indexOf('logo.png')).toBeLessThan(html.indexOf('Sign in'));
    expect(html.indexOf('Acme')).toBeLessThan(html.indexOf('<form>'));
  });

  it('leaves the subtitle out when there is none', () => {
    expect(renderToStaticMarkup(<Card title="T">x</Card>)).not.toContain('auth-card__subtitle');
  });
});

describe('message card', () => {
  it('shows its badge, title, text and way on, centered on the page', () => {
    const html = renderToStaticMarkup(
      <MessageCard title="Not found" text="Nothing here" badge={<p aria-hidden="true">404</p>} testId="nf">
        <a href="/">Home</a>
      </MessageCard>,
    );
    expect(html).toBe(
      '<div class="page page--centered"><div class="message-card" data-testid="nf"><p aria-hidden="true">404</p>' +
        '<h1 class="message-card__title">Not found</h1><p class="message-card__text">Nothing here</p>' +
        '<a href="/">Home</a></div></div>',
    );
  });
});

describe('tag', () => {
  it.each([
    ['primary', 'tag'],
    ['outlined', 'tag tag--outlined'],
    ['warning', 'tag tag--warning'],
    ['error', 'tag tag--error'],
  ] as const)('%s tone → class "%s"', (tone, className) => {
    expect(renderToStaticMarkup(<Tag tone={tone}>Admin</Tag>)).toBe(
      `<span class="${className}">Admin</span>`,
    );
  });
});
