import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPlayable } from '../testing';
import { downloadVideo } from './download-video';

/** The browser's Cache Storage, in memory (happy-dom has none). */
const kept = new Map<string, Response>();
const cacheStorage = {
  open: async () => ({
    put: async (key: string, answer: Response) => void kept.set(key, answer),
    delete: async (key: string) => kept.delete(key),
  }),
};

const base = '/media/s/1767225600/signature/catalog/videos/1';
const files: Record<string, string> = {
  [`${base}/index.m3u8`]: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360/index.m3u8\n',
  [`${base}/360/index.m3u8`]: '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nseg0.m4s\n#EXT-X-ENDLIST\n',
  [`${base}/360/init.mp4`]: 'init',
  [`${base}/360/seg0.m4s`]: 'segment',
};
const asked: string[] = [];

beforeEach(() => {
  kept.clear();
  asked.length = 0;
  vi.stubGlobal('caches', cacheStorage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input).pathname;
      asked.push(path);
      // Each file a moment later, as a network answers.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return path in files ? new Response(files[path]) : new Response('', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('downloadVideo (issue 36)', () => {
  it('downloads a class once when asked twice while it downloads (its button and its week’s)', async () => {
    const item = aPlayable({ file_url_hls: `${base}/index.m3u8` });
    const first = vi.fn();
    const second = vi.fn();
    const [a, b] = await Promise.all([
      downloadVideo(item, 'saver', first),
      downloadVideo(item, 'saver', second),
    ]);
    expect(a).toBe(b);
    expect(asked.filter((path) => path.endsWith('/seg0.m4s'))).toHaveLength(1);
    expect(first).toHaveBeenLastCalledWith(1);
    expect(second).toHaveBeenCalledWith(1);
    expect(a.keys).toHaveLength(4);

    // Done: asked again later, it downloads again (a new rendition, say).
    await downloadVideo(item, 'hd', vi.fn());
    expect(asked.filter((path) => path.endsWith('/seg0.m4s'))).toHaveLength(2);
  });
});
