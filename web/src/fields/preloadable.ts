import { type ComponentType, createElement, lazy } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the loaded component straight away once it is loaded; until then, suspends (React.lazy). */
  Component: ComponentType<P>;
  /** Starts loading it (once); resolves when it can render without suspending. */
  preload(): Promise<void>;
  /** Whether it renders without suspending now. */
  isLoaded(): boolean;
}

/**
 * A component whose code loads on first use, which a form can load before it draws its fields:
 * React.lazy suspends on its first render in a page even when its module is already here, and
 * React then keeps the revealed fallback at least 300 ms — a form of several such inputs would
 * wait that long for nothing.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per input at module level, like React.lazy
  function Component(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return { Component, preload: () => start().then(() => undefined), isLoaded: () => loaded !== null };
}
