import { libraryPaths, livePaths } from '@studio/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { PlayerModal } from '../components/player-modal';
import { aPlayable, aStatus } from '../testing';
import { aChat, LIVE_ID, stubLiveChat } from './testing';

const liveClass = {
  ...aPlayable({
    id: LIVE_ID,
    kind: 'live_training',
    title: 'Friday HIIT live',
    file_url_hls: null,
    file_url: null,
    real_live_url: '/media/live.mp4',
    chapters: [{ start_seconds: 60, title: 'Warm-up' }],
  }),
  on_air: true,
};

const stubPlayer = () =>
  stubLiveChat(aChat(), {
    [`POST ${libraryPaths.started}`]: { body: aStatus(null) },
  });

const renderPlayer = (item: typeof liveClass) => renderApp(<PlayerModal item={item} onClose={() => {}} />);

describe('PlayerModal: a live class on air (issue 37)', () => {
  it('shows the chat beside the video, live, without skips, speeds or chapters', async () => {
    const { calls } = stubPlayer();
    renderPlayer(liveClass);
    expect(await screen.findByRole('complementary', { name: 'Class chat' })).toBeInTheDocument();
    expect(await screen.findByText('Ready to sweat!')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('12 people watching')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(livePaths.chat(LIVE_ID));

    expect(screen.queryByRole('button', { name: /Back 30 s|Forward 30 s/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Playback speed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Chapters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('has no chat for a live class not streamed through Studio, nor for a workout', async () => {
    const { calls } = stubPlayer();
    const view = renderPlayer({ ...liveClass, on_air: false });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back 30 s' })).not.toBeInTheDocument();
    view.unmount();

    renderPlayer({ ...aPlayable({ chapters: [{ start_seconds: 60, title: 'Warm-up' }] }), on_air: false });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back 30 s' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward 30 s' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Chapters' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Playback speed' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/v4/lives'))).toEqual([]);
  });
});
