import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { saveDownload } from '../downloads/downloads-store';
import { aPlayable, stubPlayback } from '../testing';
import { downloadsPlayHere } from '../video-source';
import { PlayerModal } from './player-modal';

/** hls.js as Safari's Managed Media Source runs it (happy-dom has no Media Source of its own). */
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('hls.js/light', () => ({
  default: class {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    on() {}
    loadSource(url: string) {
      loaded.push(url);
    }
    attachMedia() {}
    destroy() {}
  },
}));

/** Safari 17+ or iOS 17.1+: Managed Media Source, AirPlay's event and the browser's own HLS. */
const asSafari = () => {
  vi.stubGlobal('ManagedMediaSource', class {});
  vi.stubGlobal('WebKitPlaybackTargetAvailabilityEvent', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
};

const renderPlayer = () => {
  const view = renderApp(<PlayerModal item={aPlayable()} onClose={vi.fn()} />);
  return view.container.ownerDocument.querySelector('video') as HTMLVideoElement;
};

beforeEach(() => {
  loaded.length = 0;
  stubPlayback(null);
});
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Safari and iOS: a downloaded class (issue 36)', () => {
  it('are offered downloads: hls.js runs on Managed Media Source', () => {
    expect(downloadsPlayHere()).toBe(false);
    asSafari();
    expect(downloadsPlayHere()).toBe(true);
  });

  it('plays a downloaded class through hls.js, whose requests the service worker answers', async () => {
    asSafari();
    saveDownload({
      kind: 'workout',
      id: 1,
      title: 'HIIT express',
      rendition: 'saver',
      height: 360,
      bytes: 1,
      keys: [],
      savedAt: Date.now(),
      checkedAt: Date.now(),
    });
    const video = renderPlayer();
    await waitFor(() => expect(loaded).toEqual(['/media/hiit/index.m3u8']));
    expect(video.getAttribute('src')).toBeNull();
  });

  it('plays any other class in Safari’s own HLS, AirPlay on', async () => {
    asSafari();
    const video = renderPlayer();
    expect(video.getAttribute('src')).toBe('/media/hiit/index.m3u8');
    expect(video.disableRemotePlayback).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toEqual([]);
  });
});
