import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { type Download, saveDownload } from '../downloads/downloads-store';
import { stubPlayback } from '../testing';
import { DownloadsPage } from './downloads-page';

const aDownload = (id: number, title: string, hls?: string): Download => ({
  kind: 'workout',
  id,
  title,
  ...(hls ? { hls, duration: 1200 } : {}),
  rendition: 'hd',
  height: 720,
  bytes: 12_345_678,
  keys: [`catalog/videos/${id}/index.m3u8`],
  savedAt: Date.now(),
  checkedAt: Date.now(),
});

afterEach(() => {
  window.localStorage.clear();
});

describe('DownloadsPage (issue 36)', () => {
  it('plays a download from the address it was downloaded from, where the device keeps it', async () => {
    // Native HLS (the service worker answers a downloaded class's playlist by its storage key).
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    stubPlayback(null);
    const playlist = '/media/s/1767225600/abc/catalog/videos/1/index.m3u8';
    saveDownload(aDownload(1, 'Morning flow', playlist));
    // Downloaded before downloads knew their address: listed, to delete, not to play.
    saveDownload(aDownload(2, 'Older class'));
    renderApp(<DownloadsPage />);

    const rows = screen.getAllByRole('listitem');
    const older = rows.find((row) => row.textContent?.includes('Older class'));
    expect(older).toBeDefined();
    expect(within(older as HTMLElement).queryByRole('button', { name: /^Play/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Morning flow' }));
    const video = await screen.findByLabelText('Morning flow', { selector: 'video' });
    expect(video.getAttribute('src')).toBe(playlist);
  });
});
