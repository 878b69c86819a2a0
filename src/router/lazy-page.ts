/**
 * Pages are loaded lazily (spec §2) with the chunk-load timeout of spec §9 (120 s): a chunk that
 * does not arrive in time rejects, and the page error boundary shows a message instead of a
 * spinner forever.
 */
import { lazy, type ComponentType } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

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
export function lazyPage<P extends Record<string, any>>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withTimeout(load));
}
