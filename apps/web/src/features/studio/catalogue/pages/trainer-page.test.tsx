import { cataloguePaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import {
  bodiesOf,
  expectDone,
  fill,
  findForm,
  refusal,
  renderConsolePage,
  submitRefused,
} from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aTrainer } from '../testing';
import { TrainerPage } from './trainer-page';

const trainer = aTrainer();
const save = `PUT ${cataloguePaths.trainer(trainer.id)}`;

const open = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({
    [`GET ${cataloguePaths.trainers}`]: { body: { trainers: [trainer] } },
    [save]: answer,
  });
  renderConsolePage(<TrainerPage />, {
    at: consolePaths.trainer(trainer.id),
    path: consolePaths.trainer(':id'),
  });
  return stub;
};

describe('TrainerPage', () => {
  it('shows the trainer: their name, their words in the form, their images and visibility', async () => {
    open({ body: trainer });
    expect(await screen.findByRole('heading', { name: 'Tess Moreau', level: 1 })).toBeInTheDocument();
    const form = await findForm('Details');
    expect(within(form).getByLabelText('Name')).toHaveValue('Tess Moreau');
    expect(within(form).getByLabelText('Headline (optional)')).toHaveValue('Mobility');
    expect(
      within(form).getByText('Key tess: it stays, the catalogue file knows them by it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Images' })).toHaveTextContent('No avatar yet.');
    expect(screen.getByRole('region', { name: 'Visibility' })).toHaveTextContent('Members see their page');
  });

  it('says no trainer has this ID when the list has none of it', async () => {
    stubFetch({ [`GET ${cataloguePaths.trainers}`]: { body: { trainers: [trainer] } } });
    renderConsolePage(<TrainerPage />, { at: consolePaths.trainer(99), path: consolePaths.trainer(':id') });
    expect(await screen.findByText('No trainer has this ID.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Trainers' })).toHaveAttribute('href', consolePaths.trainers);
  });

  it('says the trainers could not be loaded, and shows them once a retry succeeds', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      [`GET ${cataloguePaths.trainers}`]: () =>
        fail
          ? { status: 403, body: { code: 'forbidden', message: 'Not now' } }
          : { body: { trainers: [trainer] } },
    });
    renderConsolePage(<TrainerPage />, {
      at: consolePaths.trainer(trainer.id),
      path: consolePaths.trainer(':id'),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The trainer could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Trainers' })).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Tess Moreau', level: 1 })).toBeInTheDocument();
  });

  it('saves what was typed and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open(({ body }) => ({ body: { ...trainer, ...(body as object) } }));
    const form = await findForm('Details');
    const name = within(form).getByLabelText('Name');
    await fill(user, name, 'Tess Martin');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectDone(form, 'Changes saved.');
    expect(bodiesOf(calls, save)).toEqual([
      { name: 'Tess Martin', headline: 'Mobility', bio: 'Twenty years of teaching.' },
    ]);
    // An edit after the save takes the word back.
    await fill(user, name, 'Tess M.');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(refusal('headline', 'Headline taken by the server'));
    const form = await findForm('Details');
    await submitRefused(user, form, {
      label: 'Headline (optional)',
      text: 'Mobility and strength',
      submit: 'Save changes',
      message: 'Headline taken by the server',
    });
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });
});
