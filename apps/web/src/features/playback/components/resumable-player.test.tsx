import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { aPlayable, fakeMedia, stubPlayback } from '../testing';
import { ResumablePlayer } from './resumable-player';

/** Issue 19: a workout started from home's program banner resumes where the member stopped too. */
const stub = stubPlayback;

const video = async () => {
  await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
  return document.querySelector('video') as HTMLVideoElement;
};

describe('ResumablePlayer', () => {
  it('asks "Resume at m:ss" or "Start over" first, and resumes there', async () => {
    stub(95);
    renderApp(<ResumablePlayer item={aPlayable()} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume at 1:35' }));
    const element = await video();
    const media = fakeMedia(element, { duration: 1200 });
    fireEvent.loadedMetadata(element);
    expect(media.currentTime).toBe(95);
  });

  it('"Start over" plays from the start', async () => {
    stub(95);
    renderApp(<ResumablePlayer item={aPlayable()} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    const element = await video();
    const media = fakeMedia(element, { duration: 1200 });
    fireEvent.loadedMetadata(element);
    expect(media.currentTime).toBe(0);
  });

  it('plays at once when there is nothing to resume', async () => {
    stub(null);
    renderApp(<ResumablePlayer item={aPlayable()} onClose={vi.fn()} />);
    await video();
    expect(screen.queryByRole('button', { name: /Resume at/ })).toBeNull();
  });

  it('closing the question closes without playing', async () => {
    stub(95);
    const onClose = vi.fn();
    renderApp(<ResumablePlayer item={aPlayable()} onClose={onClose} />);
    await screen.findByRole('button', { name: 'Resume at 1:35' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(document.querySelector('video')).toBeNull();
  });
});
