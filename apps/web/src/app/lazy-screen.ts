import { lazy, type ComponentType } from 'react';

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

/** React.lazy for a module's named export, with the chunk timeout and error mapping. */
export function lazyScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(() =>
    withChunkTimeout(load, timeoutMs).then((module) => ({
      default: module[name] as ComponentType,
    })),
  );
}
