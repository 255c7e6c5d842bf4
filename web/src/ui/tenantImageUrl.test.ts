import { describe, expect, it } from 'vitest';
import { tenantImageUrl, tenantImageUrls } from './tenantImageUrl';

// Outside a browser the page origin is http://localhost (the rule itself: shared/src/security).

describe('tenantImageUrl', () => {
  it('loads our files route and the image host', () => {
    expect(tenantImageUrl('/api/files/logo.svg')).toBe('http://localhost/api/files/logo.svg');
    expect(tenantImageUrl('https://res.cloudinary.com/a/image/upload/b.jpg')).toBe(
      'https://res.cloudinary.com/a/image/upload/b.jpg',
    );
  });

  it('refuses any other host, so the placeholder shows instead', () => {
    expect(tenantImageUrl('https://tracker.example/me.gif')).toBeNull();
    expect(tenantImageUrl(undefined)).toBeNull();
  });
});

describe('tenantImageUrls', () => {
  it('keeps the allowed images of a list, in order', () => {
    expect(
      tenantImageUrls([
        '/api/files/a.png',
        'https://evil.example/b.png',
        'javascript:alert(1)',
        '/api/files/c.png',
      ]),
    ).toEqual(['http://localhost/api/files/a.png', 'http://localhost/api/files/c.png']);
  });
});
