import { apiPaths, type Picture, profilePaths, SKELETONS, type User } from '@studio/shared';
import { english } from '@studio/shared/english';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { writeSession } from '../../../lib/session';
import { type FetchCall, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/user';
import { ProgressPhotosPage } from './progress-photos-page';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const pngFile = () => new File([PNG], 'me.png', { type: 'image/png' });

const picture = (id: number, date: string): Picture => ({
  id,
  created_at: `${date}T10:00:00.000Z`,
  photo: { url: `https://cdn.example/photo-${id}.jpg` },
});
/** Newest first, as the server answers. */
const PICTURES = [picture(3, '2026-03-12'), picture(2, '2026-02-08'), picture(1, '2026-01-05')];

type Setup = { at?: string; user?: User; pictures?: Picture[]; routes?: Parameters<typeof stubFetch>[0] };

const open = ({
  at = paths.progressPhotos,
  user = makeUser(),
  pictures = PICTURES,
  routes = {},
}: Setup = {}) => {
  writeSession({ email: user.email, token: 'tok' });
  const stub = stubFetch({
    [`GET ${apiPaths.me}`]: { body: user },
    [`GET ${profilePaths.pictures}`]: { body: { pictures } },
    ...routes,
  });
  const rendered = renderApp(<ProgressPhotosPage />, { at, otherPaths: [paths.profile] });
  return { ...stub, ...rendered };
};

const count = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length;

const shownDate = (dialog: HTMLElement) => within(dialog).getByRole('img').getAttribute('alt');

describe('ProgressPhotosPage', () => {
  it('goes back to the profile when the member has no profile', async () => {
    open({ user: makeUser({ profile: null }) });
    expect(await screen.findByText(`Now at ${paths.profile}`)).toBeInTheDocument();
  });

  it('goes back to the profile when the member could not be loaded', async () => {
    open({ routes: { [`GET ${apiPaths.me}`]: { status: 403, body: { message: 'No' } } } });
    expect(await screen.findByText(`Now at ${paths.profile}`)).toBeInTheDocument();
  });

  it('shows 10 skeleton tiles after the upload tile while the photos load', async () => {
    open({ routes: { [`GET ${profilePaths.pictures}`]: () => new Promise(() => {}) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress photos' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Your progress photos' });
    expect(within(grid).getAllByTestId('photo-tile-skeleton')).toHaveLength(SKELETONS.photoTiles);
    expect(within(grid).getAllByRole('listitem')[0]).toContainElement(
      screen.getByRole('button', { name: 'Add a photo' }),
    );
  });

  it('lists the upload tile first, then the photos newest first, loading them once', async () => {
    const { calls } = open();
    const grid = await screen.findByRole('list', { name: 'Your progress photos' });
    await waitFor(() => expect(within(grid).queryAllByTestId('photo-tile-skeleton')).toHaveLength(0));
    const tiles = within(grid)
      .getAllByRole('button')
      .map((tile) => tile.getAttribute('aria-label'));
    expect(tiles).toEqual([
      'Add a photo',
      'Photo from 12 Mar, 2026',
      'Photo from 8 Feb, 2026',
      'Photo from 5 Jan, 2026',
    ]);
    expect(count(calls, 'GET', profilePaths.pictures)).toBe(1);
  });

  it('says so when there are no photos', async () => {
    open({ pictures: [] });
    expect(await screen.findByText('No photos yet. Add your first one to start.')).toBeInTheDocument();
  });

  it('opens the detail with the date; previous and next wrap around; closing clears the selection', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Photo from 12 Mar, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Progress photo' });
    expect(within(dialog).getByText('12 Mar, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', PICTURES[0]?.photo.url);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(shownDate(dialog)).toBe('Progress photo from 5 Jan, 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shownDate(dialog)).toBe('Progress photo from 12 Mar, 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shownDate(dialog)).toBe('Progress photo from 8 Feb, 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shownDate(dialog)).toBe('Progress photo from 12 Mar, 2026');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A cleared selection: the next photo opened is the one tapped, not the last one shown.
    await userEvent.click(screen.getByRole('button', { name: 'Photo from 5 Jan, 2026' }));
    expect(shownDate(await screen.findByRole('dialog', { name: 'Progress photo' }))).toBe(
      'Progress photo from 5 Jan, 2026',
    );
  });

  it('deletes a photo only after confirmation, then clears the selection and reloads', async () => {
    let pictures = PICTURES;
    const { calls } = open({
      routes: {
        [`GET ${profilePaths.pictures}`]: () => ({ body: { pictures } }),
        [`DELETE ${profilePaths.picture(2)}`]: () => {
          pictures = pictures.filter((item) => item.id !== 2);
          return { body: { message: 'Photo deleted' } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Photo from 8 Feb, 2026' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(count(calls, 'DELETE', profilePaths.picture(2))).toBe(0);
    const detail = await screen.findByRole('dialog', { name: 'Progress photo' });
    expect(shownDate(detail)).toBe('Progress photo from 8 Feb, 2026');

    await userEvent.click(within(detail).getByRole('button', { name: 'Delete photo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(count(calls, 'DELETE', profilePaths.picture(2))).toBe(1);
    expect(screen.queryByRole('button', { name: 'Photo from 8 Feb, 2026' })).not.toBeInTheDocument();
    expect(count(calls, 'GET', profilePaths.pictures)).toBe(2);
    expect(count(calls, 'GET', apiPaths.me)).toBe(2);
  });

  it('opens the upload dialog from ?form_open=true and drops the query on close', async () => {
    const { router } = open({ at: `${paths.progressPhotos}?form_open=true` });
    const dialog = await screen.findByRole('dialog', { name: 'Upload a progress photo' });
    expect(within(dialog).getByText('PNG or JPEG, up to 10 MB')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('keeps the upload disabled until the photo is read, then posts it as a data URL', async () => {
    const { calls } = open({
      routes: {
        [`POST ${profilePaths.pictures}`]: () => ({
          body: { message: 'Photo uploaded', picture: picture(4, '2026-04-01') },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a progress photo' });
    const save = within(dialog).getByRole('button', { name: 'Save photo' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Browse' })).toBeInTheDocument();

    await userEvent.upload(within(dialog).getByLabelText('Photo file'), pngFile());
    const preview = await within(dialog).findByRole('img', { name: 'Preview of the photo to upload' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(save).toBeEnabled();
    await userEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ photo: preview.getAttribute('src') });
    expect(count(calls, 'GET', profilePaths.pictures)).toBe(2);
    expect(count(calls, 'GET', apiPaths.me)).toBe(2);
  });

  it('takes a photo dropped on the zone', async () => {
    open({ at: `${paths.progressPhotos}?form_open=true` });
    const dialog = await screen.findByRole('dialog', { name: 'Upload a progress photo' });
    const zone = within(dialog).getByRole('group', { name: 'Photo drop zone' });
    const dataTransfer = { files: [pngFile()], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-over', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(await within(dialog).findByRole('img', { name: 'Preview of the photo to upload' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeEnabled();
  });

  it("shows the server's error in the dialog and waits for another photo", async () => {
    open({
      at: `${paths.progressPhotos}?form_open=true`,
      routes: {
        [`POST ${profilePaths.pictures}`]: {
          status: 400,
          body: { message: 'Invalid photo', errors: { photo: [english('shared.upload.imageType')] } },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upload a progress photo' });
    await userEvent.upload(within(dialog).getByLabelText('Photo file'), pngFile());
    const save = within(dialog).getByRole('button', { name: 'Save photo' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(english('shared.upload.imageType'));
    expect(save).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText('Photo file'), pngFile());
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is not png or jpeg before sending it', async () => {
    const { calls } = open({ at: `${paths.progressPhotos}?form_open=true` });
    const dialog = await screen.findByRole('dialog', { name: 'Upload a progress photo' });
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Photo file'), gif);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(english('shared.upload.imageType'));
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says "Upload photo" on the browse button on phones', async () => {
    setPlatformOverride('android');
    open({ at: `${paths.progressPhotos}?form_open=true` });
    const dialog = await screen.findByRole('dialog', { name: 'Upload a progress photo' });
    expect(within(dialog).getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Browse' })).not.toBeInTheDocument();
  });
});
