import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './AppEnv';

/**
 * Several middlewares as one: each runs inside the one before, as they would as separate
 * `app.use` layers, but without a router dispatch per layer — on a small GET those layers
 * cost more than the work the middlewares do. A middleware may still answer (return a
 * Response) or throw instead of calling next.
 */
export function sequence(...middlewares: MiddlewareHandler<AppEnv>[]): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const run = async (index: number): Promise<Response | undefined> => {
      const middleware = middlewares[index];
      if (!middleware) {
        await next();
        return undefined;
      }
      const answer = await middleware(c, () => run(index + 1).then(() => undefined));
      // As Hono does between layers: an answer is the response even if an outer one ignores it.
      if (answer instanceof Response) c.res = answer;
      return answer ?? undefined;
    };
    return run(0);
  };
}
