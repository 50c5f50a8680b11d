import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** How long a screen's code may take to load before we give up (spec §8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The error a failed or timed-out screen download is reported as (spec §8 ChunkLoadError). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

/** True for any error that means the screen's code could not be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** Rejects with ChunkLoadError when the import fails to download or takes too long. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`screen did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error) && !(error instanceof ChunkLoadError)
            ? new ChunkLoadError((error as Error).message, { cause: error })
            : error,
        );
      },
    );
  });
}

/** A screen whose code loads on first use, or ahead of it with `preload()`. */
export interface TLazyScreen {
  (): ReactElement;
  /** Fetches the screen's code; a screen rendered after it resolved renders at once. */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a module's named export, with the chunk timeout and error mapping. React.lazy
 * suspends on its first render even when the code is already in (it only learns so from a
 * promise), so the first screen would be its loading cover for a frame, the whole page laid out
 * twice: once `preload()` has resolved, the screen is rendered directly instead.
 */
export function lazyScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): TLazyScreen {
  let loaded: ComponentType | null = null;
  const fetchScreen = () =>
    withChunkTimeout(load, timeoutMs).then((module) => {
      loaded = module[name] as ComponentType;
      return loaded;
    });
  const Lazy = lazy(() => fetchScreen().then((component) => ({ default: component })));
  function LazyScreen() {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  LazyScreen.preload = () => fetchScreen().then(() => undefined);
  return LazyScreen;
}
