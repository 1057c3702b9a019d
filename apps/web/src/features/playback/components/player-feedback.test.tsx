import { libraryPaths, PLAYER_ERROR_CLOSE_MS, SKIP_SECONDS } from '@studio/shared';
import { english } from '@studio/shared/english';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { aPlayable, fakeMedia } from '../testing';
import { PlayerModal } from './player-modal';

const STATUS = {
  id: 1,
  kind: 'workout',
  completed: true,
  times_completed: 1,
  last_started_at: null,
  last_finished_at: null,
};
const FEEDBACK_TITLE = 'How was your workout?';

const renderPlayer = (feedbackAnswer: { status?: number; body: unknown } = { body: STATUS }) => {
  const network = stubFetch({ [`POST ${libraryPaths.feedback}`]: feedbackAnswer });
  const onClose = vi.fn();
  const view = renderApp(<PlayerModal item={aPlayable()} onClose={onClose} />);
  const video = view.container.ownerDocument.querySelector('video');
  if (!video) throw new Error('no video element');
  return { ...network, video, onClose };
};

/** Moves the video to `currentTime` of `duration` the way playback reports it. */
const reach = (video: HTMLVideoElement, currentTime: number, duration = 600) => {
  fakeMedia(video, { paused: false, duration, currentTime });
  fireEvent.timeUpdate(video);
};

describe('PlayerModal: feedback (spec M3, M4, M5)', () => {
  it('opens the feedback dialog past 99.8 % progress, not before', async () => {
    const { video } = renderPlayer();
    reach(video, 598.8);
    expect(screen.queryByRole('dialog', { name: FEEDBACK_TITLE })).toBeNull();
    reach(video, 599);
    expect(await screen.findByRole('dialog', { name: FEEDBACK_TITLE })).toBeInTheDocument();
  });

  it('opens it at the end too; Skip closes it and leaves the player open, once per opening', async () => {
    const user = userEvent.setup();
    const { video, onClose } = renderPlayer();
    fireEvent.ended(video);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FEEDBACK_TITLE })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    reach(video, 600);
    fireEvent.ended(video);
    expect(screen.queryByRole('dialog', { name: FEEDBACK_TITLE })).toBeNull();
  });

  it('requires a difficulty and a comment, blocking submit while an error shows', async () => {
    const user = userEvent.setup();
    const { video, calls } = renderPlayer();
    fireEvent.ended(video);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(await screen.findAllByText(english('common.form.required'))).toHaveLength(2);
    expect(submit).toBeDisabled();
    expect(calls.filter((call) => call.path === libraryPaths.feedback)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: english('shared.difficulty.tooHard') }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Tough one');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends the difficulty as a one-item list with the comment, then closes the player with thanks', async () => {
    const user = userEvent.setup();
    const { video, calls, onClose } = renderPlayer();
    fireEvent.ended(video);
    await user.click(await screen.findByRole('radio', { name: english('shared.difficulty.justRight') }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Loved it');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The player closes: a toast says the feedback arrived (issue 14).
    expect(await screen.findByText(english('shared.library.feedbackThanks'))).toBeInTheDocument();
    expect(calls.find((call) => call.path === libraryPaths.feedback)?.body).toEqual({
      feedback: { difficulty: [2], comment: 'Loved it' },
      id: 1,
      trainable_type: 'workout',
    });
  });

  it("shows the server's field error and keeps the player open", async () => {
    const user = userEvent.setup();
    const { video, onClose } = renderPlayer({
      status: 400,
      body: { message: 'Some fields are not valid', errors: { feedback: ['Too rude'] } },
    });
    fireEvent.ended(video);
    await user.click(await screen.findByRole('radio', { name: english('shared.difficulty.tooEasy') }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Meh');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too rude')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(english('shared.library.feedbackThanks'))).toBeNull();
  });
});

describe('PlayerModal: controls and errors (spec M4, M8, M9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('skips 30 s back and forth inside the video', async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer();
    const media = fakeMedia(video, { duration: 100, currentTime: 50 });
    await user.click(screen.getByRole('button', { name: `Forward ${SKIP_SECONDS} s` }));
    expect(media.currentTime).toBe(80);
    await user.click(screen.getByRole('button', { name: `Forward ${SKIP_SECONDS} s` }));
    expect(media.currentTime).toBe(100);
    await user.click(screen.getByRole('button', { name: `Back ${SKIP_SECONDS} s` }));
    expect(media.currentTime).toBe(70);
  });

  it('shows a player error and closes the player 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { video, onClose } = renderPlayer();
    fireEvent.error(video);
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.library.playerError'));
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_ERROR_CLOSE_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('fails the same way when there is nothing to play', async () => {
    stubFetch({});
    const onClose = vi.fn();
    renderApp(<PlayerModal item={aPlayable({ file_url_hls: null, file_url: null })} onClose={onClose} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.library.playerError'));
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Close player' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
