import { libraryPaths, type WorkoutStatus } from '@studio/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { aPlayable, fakeMedia } from '../testing';
import type { PlayableItem } from '../video-source';
import { PlayerModal } from './player-modal';

const STATUS: WorkoutStatus = {
  id: 1,
  kind: 'workout',
  completed: true,
  times_completed: 1,
  last_started_at: null,
  last_finished_at: null,
  position_seconds: null,
};

const stubPlayback = () =>
  stubFetch({
    [`POST ${libraryPaths.started}`]: { body: { ...STATUS, completed: false } },
    [`POST ${libraryPaths.finished}`]: { body: { counted: true, status: STATUS } },
    [`POST ${libraryPaths.feedback}`]: { body: STATUS },
  });

const renderPlayer = (item: PlayableItem = aPlayable()) => {
  const onClose = vi.fn();
  const onFinished = vi.fn();
  const onStarted = vi.fn();
  const view = renderApp(
    <PlayerModal item={item} onClose={onClose} onFinished={onFinished} onStarted={onStarted} />,
  );
  const video = view.container.ownerDocument.querySelector('video');
  if (!video) throw new Error('no video element');
  return { ...view, video, onClose, onFinished, onStarted };
};

/** Lets the 1-second play-time counter run `seconds` times while the video stands still. */
const waitFor_ = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1_000));

/**
 * Lets `seconds` of wall time pass, one second at a time, in which the video plays `step` seconds
 * of media each (1 when it keeps up; less when it buffers or the count's second began early).
 */
const playFor = async (media: { currentTime: number }, seconds: number, step = 1) => {
  for (let second = 0; second < seconds; second += 1) {
    media.currentTime += step;
    await waitFor_(1);
  }
};
const posted = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('PlayerModal: source (spec M2; STACK-NOTES "Video")', () => {
  it('plays the mp4 where neither hls.js nor native HLS can run (happy-dom)', () => {
    stubPlayback();
    const { video } = renderPlayer();
    expect(video.getAttribute('src')).toBe('/media/hiit.mp4');
  });

  it('plays HLS natively where the browser can (Safari, iOS)', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    stubPlayback();
    const { video } = renderPlayer();
    expect(video.getAttribute('src')).toBe('/media/hiit/index.m3u8');
  });

  it('on Safari and iOS plays HLS natively, with remote playback (AirPlay) left on, though MSE exists', () => {
    // Safari 17+ and iOS 17.1+ have Managed Media Source and AirPlay's event; hls.js would turn
    // remote playback off there (issue 36).
    vi.stubGlobal('ManagedMediaSource', class {});
    vi.stubGlobal('WebKitPlaybackTargetAvailabilityEvent', class {});
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    stubPlayback();
    const { video } = renderPlayer();
    expect(video.getAttribute('src')).toBe('/media/hiit/index.m3u8');
    expect(video.disableRemotePlayback).toBe(false);
    expect(video.getAttribute('x-webkit-airplay')).toBe('allow');
  });

  it('plays the live URL of a live class that has started', () => {
    stubPlayback();
    const { video } = renderPlayer(
      aPlayable({
        kind: 'live_training',
        file_url_hls: null,
        file_url: null,
        real_live_url: '/media/live.mp4',
      }),
    );
    expect(video.getAttribute('src')).toBe('/media/live.mp4');
  });
});

describe('PlayerModal: reporting (spec M4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports started on the first play of an opening only', async () => {
    const { calls } = stubPlayback();
    const { video, onStarted } = renderPlayer();
    fireEvent.play(video);
    fireEvent.play(video);
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    expect(posted(calls, libraryPaths.started)).toEqual([
      expect.objectContaining({ body: { id: 1, kind: 'workout' } }),
    ]);
  });

  it('reports finished once, past 80 % of counted play time of the (shorter) video', async () => {
    const { calls } = stubPlayback();
    const { video, onFinished } = renderPlayer();
    // A 6-second demo file for a 20-minute item: 80 % of the file is 4.8 s.
    const media = fakeMedia(video, { paused: false, duration: 6 });
    await playFor(media, 4);
    expect(posted(calls, libraryPaths.finished)).toHaveLength(0);

    await playFor(media, 1);
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith({ counted: true, status: STATUS }));
    media.currentTime = 0;
    fireEvent.seeked(video);
    await playFor(media, 5);
    expect(posted(calls, libraryPaths.finished)).toEqual([
      expect.objectContaining({ body: { id: 1, kind: 'workout' } }),
    ]);
  });

  it('counts the time actually played, not the seconds that passed (issue 14)', async () => {
    const { calls } = stubPlayback();
    const { video, onFinished } = renderPlayer();
    // The seconds come, but the 6-second file plays 0.75 s in each (it buffers): 5 of them are
    // 3.75 s played, 62.5 %, which counting whole seconds took for more than 80 %.
    const media = fakeMedia(video, { paused: false, duration: 6 });
    await playFor(media, 5, 0.75);
    expect(posted(calls, libraryPaths.finished)).toHaveLength(0);
    await playFor(media, 1, 0.75);
    expect(posted(calls, libraryPaths.finished)).toHaveLength(0);
    // 5.25 s played: past 4.8 s.
    await playFor(media, 1, 0.75);
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(posted(calls, libraryPaths.finished)).toHaveLength(1);
  });

  it('counts what played up to a pause or the end, between two seconds', async () => {
    const { calls } = stubPlayback();
    const { video } = renderPlayer();
    const media = fakeMedia(video, { paused: false, duration: 6 });
    await playFor(media, 4);
    // Half a second later the member pauses: 4.5 s played, not yet 80 %.
    await act(() => vi.advanceTimersByTimeAsync(500));
    media.currentTime = 4.5;
    media.paused = true;
    fireEvent.pause(video);
    await waitFor_(5);
    expect(posted(calls, libraryPaths.finished)).toHaveLength(0);
    // Played on 0.4 s: 4.9 s, past 4.8 s, counted at the pause without waiting for a second.
    media.paused = false;
    fireEvent.play(video);
    await act(() => vi.advanceTimersByTimeAsync(400));
    media.currentTime = 4.9;
    media.paused = true;
    fireEvent.pause(video);
    await waitFor(() => expect(posted(calls, libraryPaths.finished)).toHaveLength(1));
  });

  it('counts neither paused time nor seeking', async () => {
    const { calls } = stubPlayback();
    const { video } = renderPlayer();
    const media = fakeMedia(video, { paused: true, duration: 600 });
    await waitFor_(500);
    media.paused = false;
    media.currentTime = 590;
    fireEvent.seeked(video);
    await playFor(media, 3);
    expect(posted(calls, libraryPaths.finished)).toHaveLength(0);
  });

  it('does not count a jump of the media time, even without a seek event', async () => {
    const { calls } = stubPlayback();
    const { video } = renderPlayer(aPlayable({ duration: 100 }));
    const media = fakeMedia(video, { paused: false, duration: 100 });
    await playFor(media, 10);
    // 70 s further in one second: a skip, not play.
    await playFor(media, 1, 70);
    await playFor(media, 5);
    expect(posted(calls, libraryPaths.finished)).toHaveLength(0);
  });

  it('measures against the catalogue duration while the file has no known length (live)', async () => {
    const { calls } = stubPlayback();
    const { video } = renderPlayer(aPlayable({ duration: 10 }));
    const media = fakeMedia(video, { paused: false, duration: Number.POSITIVE_INFINITY });
    await playFor(media, 8);
    expect(posted(calls, libraryPaths.finished)).toHaveLength(0);
    await playFor(media, 1);
    await waitFor(() => expect(posted(calls, libraryPaths.finished)).toHaveLength(1));
  });
});

describe('PlayerModal: comforts (issue 36)', () => {
  it('answers space, ← and →, F and C, and leaves a typed key in a field alone', async () => {
    stubPlayback();
    const { video } = renderPlayer(
      aPlayable({
        duration: 600,
        captions: [{ language: 'en', label: 'English', src: '/media/hiit.en.vtt' }],
      }),
    );
    const media = fakeMedia(video, { paused: true, duration: 600, currentTime: 100 });
    const play = vi.spyOn(video, 'play').mockImplementation(async () => {
      media.paused = false;
    });
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {
      media.paused = true;
    });
    const fullscreen = vi.fn(async () => {});
    Object.defineProperty(video, 'requestFullscreen', { configurable: true, value: fullscreen });

    fireEvent.keyDown(document.body, { key: ' ' });
    expect(play).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(pause).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(media.currentTime).toBe(130);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(media.currentTime).toBe(70);
    fireEvent.keyDown(document.body, { key: 'F' });
    expect(fullscreen).toHaveBeenCalledOnce();
    const captions = await screen.findByRole('button', { name: 'Captions' });
    const before = captions.getAttribute('aria-pressed');
    fireEvent.keyDown(document.body, { key: 'c' });
    await waitFor(() => expect(captions.getAttribute('aria-pressed')).not.toBe(before));

    // A key typed into a field is the field's.
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: ' ' });
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    expect(play).toHaveBeenCalledOnce();
    expect(media.currentTime).toBe(70);
    field.remove();
  });

  it('plays at the speed chosen, and offers picture in picture where the browser has it', async () => {
    stubPlayback();
    Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
    const { video } = renderPlayer();
    const requested = vi.fn(async () => ({}) as PictureInPictureWindow);
    Object.defineProperty(video, 'requestPictureInPicture', { configurable: true, value: requested });
    const speed = screen.getByRole('radiogroup', { name: 'Playback speed' });
    fireEvent.click(within(speed).getByLabelText('1.5×'));
    expect(video.playbackRate).toBe(1.5);
    fireEvent.click(screen.getByRole('button', { name: 'Picture in picture' }));
    expect(requested).toHaveBeenCalledOnce();
    Reflect.deleteProperty(document, 'pictureInPictureEnabled');
  });
});
