import { CHUNK_LOAD_TIMEOUT_MS } from '@studio/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk (spec A8, A9: load error after 120 s)', () => {
  it('passes a chunk that arrives', async () => {
    await expect(loadChunk(async () => ({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
  });

  it('fails with a load error once 120 seconds pass without the chunk', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes on an import failure as it is', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
