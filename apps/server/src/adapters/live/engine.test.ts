import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { liveSetup, rtmpBlock } from './engine';

describe('the live engine setup (issue 37)', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: 'relative-data', PUBLIC_URL: 'https://studio.example', ...env });

  it('gives nginx absolute folders: it reads relative ones from its own prefix', () => {
    const setup = liveSetup(config({ LIVE_ENGINE: 'external', LIVE_ENGINE_SECRET: 's'.repeat(32) }), true);
    expect(setup?.hlsDir).toBe(path.resolve('relative-data/live/hls'));
    expect(setup?.recordingsDir).toBe(path.resolve('relative-data/live/recordings'));
    expect(setup?.ingestUrl).toBe('rtmp://studio.example:1935/live');
    expect(setup?.ownEngine).toBe(false);
  });

  it('is off when asked, or when auto finds no RTMP module; an ingest address can be named', () => {
    expect(liveSetup(config({ LIVE_ENGINE: 'off' }), true)).toBeNull();
    expect(liveSetup(config({ LIVE_ENGINE_SECRET: 's'.repeat(32) }), false)).toBeNull();
    const named = liveSetup(
      config({ LIVE_INGEST_URL: 'rtmp://live.example:1935/live', LIVE_ENGINE_SECRET: 's'.repeat(32) }),
      true,
    );
    expect(named).toMatchObject({ ingestUrl: 'rtmp://live.example:1935/live', ownEngine: true });
    expect(() => config({ LIVE_INGEST_URL: 'http://live.example/live' })).toThrow(/LIVE_INGEST_URL/);
  });

  it('asks Studio before taking a stream and writes 2-s HLS fragments and a recording', () => {
    const block = rtmpBlock({ listen: '1935', hlsDir: '/h', recordingsDir: '/r', callbacks: 'http://s/x' });
    expect(block).toContain('on_publish http://s/x/publish;');
    expect(block).toContain('on_publish_done http://s/x/publish_done;');
    expect(block).toContain('on_record_done http://s/x/record_done;');
    expect(block).toContain('hls_fragment 2s;');
    expect(block).toContain('deny play all;');
  });
});
