import { describe, expect, it } from 'vitest';
import { allowedImageUrl } from './imageSources';

const page = 'http://demo.localhost:8080';

describe('allowedImageUrl', () => {
  it.each([
    [
      'our files route, relative',
      '/api/files/obras/obra-1.svg',
      'http://demo.localhost:8080/api/files/obras/obra-1.svg',
    ],
    [
      'our files route, absolute',
      'http://demo.localhost:8080/api/files/logo.svg',
      'http://demo.localhost:8080/api/files/logo.svg',
    ],
    ['surrounding blanks', '  /api/files/a.png ', 'http://demo.localhost:8080/api/files/a.png'],
    [
      'the image host',
      'https://res.cloudinary.com/acme/image/upload/v1/a.jpg',
      'https://res.cloudinary.com/acme/image/upload/v1/a.jpg',
    ],
    ['a data image', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['a data svg', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'],
    ['a blob of this page', 'blob:http://demo.localhost:8080/1b2c', 'blob:http://demo.localhost:8080/1b2c'],
  ])('allows %s', (_name, value, expected) => {
    expect(allowedImageUrl(value, page)).toBe(expected);
  });

  it.each([
    ['an outside host', 'https://tracker.example/pixel.gif'],
    ['an outside host over http', 'http://tracker.example/a.png'],
    ['a protocol-relative outside host', '//tracker.example/a.png'],
    ['the image host over http', 'http://res.cloudinary.com/acme/a.jpg'],
    ['a look-alike of the image host', 'https://res.cloudinary.com.evil.example/a.jpg'],
    ['another tenant of ours', 'http://other.localhost:8080/api/files/a.png'],
    ['our origin on another port', 'http://demo.localhost:9999/api/files/a.png'],
    ['our origin over https', 'https://demo.localhost:8080/api/files/a.png'],
    ['our origin outside the files route', '/api/auth/logout'],
    ['a way out of the files route', '/api/files/../auth/me'],
    ['an encoded way out of the files route', '/api/files/%2e%2e/auth/me'],
    ['credentials in the address', 'https://user:pw@res.cloudinary.com/a.jpg'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL that is not an image', 'data:text/html,<script>alert(1)</script>'],
    ['a blob of another origin', 'blob:https://evil.example/1b2c'],
    ['a file URL', 'file:///etc/passwd'],
    ['empty', '   '],
    ['not text', 42],
    ['nothing', undefined],
  ])('refuses %s', (_name, value) => {
    expect(allowedImageUrl(value, page)).toBeNull();
  });
});
