import { cataloguePaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../../lib/i18n';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, fill, findForm, refusal, renderConsolePage, submitRefused } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aTrainer } from '../testing';
import { TrainersPage } from './trainers-page';

const make = `POST ${cataloguePaths.trainers}`;

const open = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({
    [`GET ${cataloguePaths.trainers}`]: {
      body: {
        trainers: [
          aTrainer(),
          aTrainer({ id: 4, key: 'raf', name: 'Raf Ortiz', headline: '', hidden: true }),
        ],
      },
    },
    [make]: answer,
  });
  renderConsolePage(<TrainersPage />, { at: consolePaths.trainers, otherPaths: [consolePaths.trainer(9)] });
  return stub;
};

describe('TrainersPage', () => {
  describe('in Spanish', () => {
    afterEach(() => activateLocale('en'));

    it('counts the shown workouts in the language, one and many', async () => {
      await activateLocale('es');
      stubFetch({
        [`GET ${cataloguePaths.trainers}`]: {
          body: {
            trainers: [aTrainer({ workouts: 1 }), aTrainer({ id: 4, name: 'Raf Ortiz', workouts: 1200 })],
          },
        },
      });
      renderConsolePage(<TrainersPage />, { at: consolePaths.trainers });
      const list = await screen.findByRole('list', { name: 'Entrenadores en orden' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows[0]).toHaveTextContent('Mobility · 1 entrenamiento visible');
      expect(rows[1]).toHaveTextContent('Mobility · 1200 entrenamientos visibles');
      expect(within(list).getByRole('button', { name: 'Subir Raf Ortiz' })).toBeInTheDocument();
    });
  });

  it('lists the trainers in order, with what members see of them', async () => {
    open({ body: aTrainer() });
    const list = await screen.findByRole('list', { name: 'Trainers in order' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Tess Moreau', 'Raf Ortiz']);
    expect(rows[0]).toHaveTextContent('Mobility · 4 shown workouts');
    expect(rows[1]).toHaveTextContent('Hidden');
    expect(within(list).getByRole('link', { name: 'Tess Moreau' })).toHaveAttribute(
      'href',
      consolePaths.trainer(3),
    );
  });

  it('makes a trainer of what was typed, then opens them', async () => {
    const user = userEvent.setup();
    const { calls } = open({ body: aTrainer({ id: 9, name: 'Nia Park' }) });
    const form = await findForm('New trainer');
    await fill(user, within(form).getByLabelText('Name'), 'Nia Park');
    await fill(user, within(form).getByLabelText('Headline (optional)'), 'Pilates');
    await user.click(within(form).getByRole('button', { name: 'Make trainer' }));
    expect(await screen.findByText(`Now at ${consolePaths.trainer(9)}`)).toBeInTheDocument();
    expect(bodiesOf(calls, make)).toEqual([{ key: '', name: 'Nia Park', headline: 'Pilates', bio: '' }]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(refusal('key', 'The key nia is taken already'));
    const form = await findForm('New trainer');
    await fill(user, within(form).getByLabelText('Name'), 'Nia Park');
    await submitRefused(user, form, {
      label: 'Key (optional)',
      text: 'nia',
      submit: 'Make trainer',
      message: 'The key nia is taken already',
    });
  });
});
