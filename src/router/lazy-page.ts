/**
 * Pages are loaded lazily (spec §2) with the chunk-load timeout of spec §9 (120 s): a chunk that
 * does not arrive in time rejects, and the page error boundary shows a message instead of a
 * spinner forever.
 *
 * A page whose chunk was preloaded (`preloadModule`, as boot does for the path's page) renders at
 * once, without suspending: a Suspense fallback, once shown, keeps the content back for React's
 * reveal throttle (300 ms), which was the largest part of the cart's time to its largest paint.
 */
import { createElement, lazy, type ComponentType } from 'react';

const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
type PageModule<P extends Record<string, any>> = { default: ComponentType<P> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by any page's loader
const loading = new Map<() => Promise<PageModule<any>>, Promise<PageModule<any>>>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by any page's loader
const loaded = new Map<() => Promise<PageModule<any>>, ComponentType<any>>();

/** Loads a page's chunk once (with the timeout); the page renders without suspending after. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's loader
export function preloadModule<P extends Record<string, any>>(
  load: () => Promise<PageModule<P>>,
): Promise<PageModule<P>> {
  let started = loading.get(load) as Promise<PageModule<P>> | undefined;
  if (!started) {
    started = withTimeout(load).then((module) => {
      loaded.set(load, module.default);
      return module;
    });
    // A failed load may be tried again (the error boundary's retry renders the page anew).
    started.catch(() => loading.delete(load));
    loading.set(load, started);
  }
  return started;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
export function lazyPage<P extends Record<string, any>>(
  load: () => Promise<PageModule<P>>,
): ComponentType<P> {
  const Lazy = lazy(() => preloadModule(load));
  function Page(props: P) {
    const ready = loaded.get(load) as ComponentType<P> | undefined;
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Page;
}
