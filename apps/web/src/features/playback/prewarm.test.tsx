import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { PlayAction } from './components/play-action';
import { aPlayable } from './testing';
import { prewarmVideo } from './video-source';

const origin = window.location.origin;

/** The media server: playlists as text; the API's status answer; anything else not found. */
const serve = (files: Record<string, string>) => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, window.location.href).href;
    asked.push(url);
    if (url in files) return new Response(files[url]);
    return new Response(JSON.stringify({ code: 'not_found', message: 'Not found' }), { status: 404 });
  });
  return asked;
};

const LADDER = {
  [`${origin}/media/hiit/index.m3u8`]:
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=700000\n0.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=2800000\n1.m3u8\n',
  [`${origin}/media/hiit/0.m3u8`]: '#EXTM3U\n#EXTINF:6,\n0-000.ts',
  [`${origin}/media/hiit/1.m3u8`]: '#EXTM3U\n#EXTINF:6,\n1-000.ts',
};
const playlists = (asked: string[]) => asked.filter((url) => url.endsWith('.m3u8'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the video readied while its details are open (issue 36, first frame)', () => {
  it('reads the master playlist and the variants it names, once each', async () => {
    const asked = serve(LADDER);
    prewarmVideo({ hls: '/media/hiit/index.m3u8', mp4: null });
    await waitFor(() => expect(playlists(asked)).toHaveLength(3));
    expect(playlists(asked)).toEqual(Object.keys(LADDER));
  });

  it('is done by Play for a video the member may watch, not for one they may not or a live class', async () => {
    const asked = serve(LADDER);
    renderApp(<PlayAction item={aPlayable({ can_watch: false })} />);
    renderApp(
      <PlayAction item={aPlayable({ kind: 'live_training', real_live_url: '/media/hiit/index.m3u8' })} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(playlists(asked)).toEqual([]);
    renderApp(<PlayAction item={aPlayable()} />);
    await waitFor(() => expect(playlists(asked)).toHaveLength(3));
  });
});
