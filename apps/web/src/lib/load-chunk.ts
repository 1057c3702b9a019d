import { CHUNK_LOAD_TIMEOUT_MS } from '@studio/shared';

/** A page's code did not arrive in time (spec A8, A9: a load error after 120 seconds). */
export class ChunkLoadError extends Error {
  constructor(message = 'This page took too long to load.') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Loads a lazy chunk, failing with `ChunkLoadError` when it has not arrived within the time-out. */
export const loadChunk = <T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
