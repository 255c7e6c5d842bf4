import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './AppEnv';
import { sequence } from './sequence';

describe('sequence', () => {
  it('runs each middleware inside the one before, then the route', async () => {
    const trace: string[] = [];
    const app = new Hono<AppEnv>();
    app.use(
      sequence(
        async (_c, next) => {
          trace.push('a in');
          await next();
          trace.push('a out');
        },
        async (_c, next) => {
          trace.push('b in');
          await next();
          trace.push('b out');
        },
      ),
    );
    app.get('/', (c) => {
      trace.push('route');
      return c.text('ok');
    });
    const res = await app.request('/');
    expect(await res.text()).toBe('ok');
    expect(trace).toEqual(['a in', 'b in', 'route', 'b out', 'a out']);
  });

  it('lets an inner middleware answer, even when an outer one ignores what next gave', async () => {
    const app = new Hono<AppEnv>();
    let routed = false;
    app.use(
      sequence(
        async (_c, next) => {
          await next();
        },
        async (c) => c.redirect('/elsewhere', 302),
      ),
    );
    app.get('/', (c) => {
      routed = true;
      return c.text('ok');
    });
    const res = await app.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/elsewhere');
    expect(routed).toBe(false);
  });

  it('lets a middleware refuse by throwing, through the app error handler', async () => {
    const app = new Hono<AppEnv>();
    app.onError((error, c) => c.text(error.message, 418));
    app.use(
      sequence(
        async (_c, next) => next(),
        async () => {
          throw new Error('refused');
        },
      ),
    );
    app.get('/', (c) => c.text('ok'));
    const res = await app.request('/');
    expect(res.status).toBe(418);
    expect(await res.text()).toBe('refused');
  });
});
