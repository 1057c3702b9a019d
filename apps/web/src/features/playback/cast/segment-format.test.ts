import { afterEach, describe, expect, it, vi } from 'vitest';
import { hlsSegmentsOf } from './segment-format';

const base = 'https://studio.test/media/s/1/sig/catalog/videos/v1';

/** The media server's answers: playlists as text, anything else not found. */
const serve = (files: Record<string, string>) =>
  vi.stubGlobal('fetch', async (url: string) =>
    url in files ? new Response(files[url]) : new Response('', { status: 404 }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hlsSegmentsOf (what the Cast receiver is told, issue 36)', () => {
  it("reads a master playlist's first variant: Studio's ladder is MPEG-TS", async () => {
    serve({
      [`${base}/index.m3u8`]:
        '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n0/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=3000000\n1/index.m3u8',
      [`${base}/0/index.m3u8`]: '#EXTM3U\n#EXTINF:4,\n0-000.ts',
      [`${base}/1/index.m3u8`]: '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4,\n1-000.m4s',
    });
    expect(await hlsSegmentsOf(`${base}/index.m3u8`)).toBe('ts');
  });

  it('knows fragmented MP4 by its map, and answers null for a playlist it cannot read', async () => {
    serve({ [`${base}/index.m3u8`]: '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\nseg0.m4s' });
    expect(await hlsSegmentsOf(`${base}/index.m3u8`)).toBe('fmp4');
    expect(await hlsSegmentsOf(`${base}/gone.m3u8`)).toBeNull();
  });
});
