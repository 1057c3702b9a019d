import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { CAPTIONS_KEY } from '../hooks/use-captions';
import { aPlayable, fakeMedia, stubPlayback } from '../testing';
import { PlayAction } from './play-action';
import { PlayerModal } from './player-modal';

/** Issue 19: "Resume at m:ss" or "Start over", positions saved, captions and chapters. */
const stub = stubPlayback;

const videoOf = () => {
  const video = document.querySelector('video');
  if (!video) throw new Error('no video element');
  return video;
};

const CAPTIONED = aPlayable({
  captions: [{ language: 'en', label: 'English', src: '/media/s/1/abc/en.vtt' }],
  chapters: [
    { start_seconds: 0, title: 'Warm-up' },
    { start_seconds: 125, title: 'Squats' },
  ],
});

describe('PlayAction: resume anywhere', () => {
  it('offers "Resume at 12:34" and "Start over" where the member stopped, and resumes there', async () => {
    stub(754);
    renderApp(<PlayAction item={aPlayable()} />);
    const resume = await screen.findByRole('button', { name: 'Resume at 12:34' });
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    fireEvent.click(resume);
    const video = videoOf();
    const media = fakeMedia(video, { duration: 1200 });
    fireEvent.loadedMetadata(video);
    expect(media.currentTime).toBe(754);
  });

  it('"Start over" plays from the start; a position past the file stays inside it', async () => {
    stub(30);
    renderApp(<PlayAction item={aPlayable()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    const media = fakeMedia(videoOf(), { duration: 1200 });
    fireEvent.loadedMetadata(videoOf());
    expect(media.currentTime).toBe(0);
  });

  it('shows Play when there is nothing to resume', async () => {
    const { calls } = stub(null);
    renderApp(<PlayAction item={aPlayable()} />);
    await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resume at/ })).toBeNull();
  });

  it('asks nothing for a member who may not watch', () => {
    const { calls } = stub(754);
    renderApp(<PlayAction item={aPlayable({ can_watch: false })} />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('PlayerModal: positions saved', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const saves = (calls: { method: string; path: string; body: unknown }[]) =>
    calls.filter((c) => c.method === 'PUT').map((c) => c.body);

  it('saves every 10 s while playing, on pause and on close, each position once', async () => {
    const { calls } = stub(null);
    const view = renderApp(<PlayerModal item={aPlayable()} onClose={() => {}} />);
    const video = videoOf();
    const media = fakeMedia(video, { paused: false, duration: 1200 });
    Object.defineProperty(video, 'readyState', { configurable: true, get: () => 4 });
    fireEvent.play(video);
    media.currentTime = 9.6;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(saves(calls)).toEqual([{ seconds: 9 }]);
    media.currentTime = 14.2;
    media.paused = true;
    fireEvent.pause(video);
    // Nothing moved: the next tick sends nothing.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(saves(calls)).toEqual([{ seconds: 9 }, { seconds: 14 }]);
    media.currentTime = 20;
    fireEvent.timeUpdate(video);
    view.unmount();
    expect(saves(calls)).toEqual([{ seconds: 9 }, { seconds: 14 }, { seconds: 20 }]);
  });

  it('keeps no position of a live class', async () => {
    const { calls } = stub(null);
    renderApp(
      <PlayerModal
        item={aPlayable({ kind: 'live_training', real_live_url: '/media/live.mp4' })}
        onClose={() => {}}
      />,
    );
    const video = videoOf();
    fakeMedia(video, { paused: false, currentTime: 30 });
    fireEvent.play(video);
    fireEvent.pause(video);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('PlayerModal: captions and chapters', () => {
  afterEach(() => window.localStorage.removeItem(CAPTIONS_KEY));

  it('renders the caption tracks and a Captions button that remembers the choice', () => {
    stub(null);
    const view = renderApp(<PlayerModal item={CAPTIONED} onClose={() => {}} />);
    const track = videoOf().querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe('/media/s/1/abc/en.vtt');
    expect(track?.getAttribute('srclang')).toBe('en');
    const button = screen.getByRole('button', { name: 'Captions' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(CAPTIONS_KEY)).toBe('on');
    view.unmount();
    // The next opening starts with captions on.
    renderApp(<PlayerModal item={CAPTIONED} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has no Captions button without tracks, and lists chapters to jump to', () => {
    stub(null);
    renderApp(<PlayerModal item={{ ...CAPTIONED, captions: [] }} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
    const media = fakeMedia(videoOf(), { duration: 1200 });
    const chapters = screen.getByRole('navigation', { name: 'Chapters' });
    fireEvent.click(within(chapters).getByRole('button', { name: '2:05 Squats' }));
    expect(media.currentTime).toBe(125);
  });
});
