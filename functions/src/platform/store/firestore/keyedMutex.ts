/** Runs async critical sections one after another per key, in call order; keys never wait on each other. */
export function createKeyedMutex(): <T>(key: string, fn: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<void>>();
  return <T>(key: string, fn: () => Promise<T>) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(fn);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // Forget idle keys, so a process serving many tenants keeps no map entry per tenant.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
