import { studioPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../../lib/i18n';
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
import { aLive } from '../testing';
import { LivesPage } from './lives-page';

const live = aLive();
const save = `PUT ${studioPaths.live(live.id)}`;

const open = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({
    [`GET ${studioPaths.lives}`]: {
      body: { time_zone: 'Europe/London', lives: [live], trainers: [{ id: 3, name: 'Tess Moreau' }] },
    },
    [save]: answer,
  });
  renderConsolePage(<LivesPage />, { at: consolePaths.lives });
  return stub;
};

/** Opens the class's form from its card. */
const edit = async (user: ReturnType<typeof userEvent.setup>) => {
  const card = await screen.findByRole('listitem', { name: 'Power hour' });
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  return findForm('Change Power hour');
};

describe('LivesPage', () => {
  it('lists the classes with their time, length and trainer, and a form to schedule one', async () => {
    open({ body: live });
    const list = await screen.findByRole('list', { name: 'Live classes' });
    expect(await within(list).findByRole('listitem', { name: 'Power hour' })).toHaveTextContent(
      '45 min · Tess Moreau',
    );
    expect(await findForm('Schedule a class')).toHaveTextContent(
      "Date and time in the studio's time zone (Europe/London).",
    );
  });

  it('saves the changes typed and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open(({ body }) => ({ body: { ...live, ...(body as object), trainer: live.trainer } }));
    const form = await edit(user);
    expect(within(form).getByLabelText('Stream address')).toHaveValue('https://stream.example/live');
    await fill(user, within(form).getByLabelText('Title'), 'Power hour live');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    // The form is made again for a new class, and says what the save did.
    await expectDone(await findForm('Schedule a class'), /^Power hour live is changed for .+\.$/);
    expect(bodiesOf(calls, save)).toEqual([
      {
        title: 'Power hour live',
        description: '',
        date: '2099-01-15',
        time: '18:30',
        duration_minutes: 45,
        trainer_id: 3,
        live_url: 'https://stream.example/live',
      },
    ]);
  });

  describe('in Brazilian Portuguese', () => {
    afterEach(() => activateLocale('en'));

    it("writes the class's day and time in the language, in the studio's zone", async () => {
      await activateLocale('pt-BR');
      open({ body: live });
      const list = await screen.findByRole('list', { name: 'Aulas ao vivo' });
      // 18:30 UTC is 18:30 in London in January; "15 de jan." as pt-BR writes a short month.
      expect(await within(list).findByRole('listitem', { name: 'Power hour' })).toHaveTextContent(
        /15 de jan\.?, 18:30 · 45 min · Tess Moreau/,
      );
      expect(await findForm('Agendar uma aula')).toHaveTextContent(
        'Data e hora no fuso horário do estúdio (Europe/London).',
      );
    });

    it("words the form's own refusals in the language, field by field", async () => {
      await activateLocale('pt-BR');
      const user = userEvent.setup();
      open({ body: live });
      const form = await findForm('Agendar uma aula');
      await user.click(within(form).getByRole('button', { name: 'Agendar' }));
      expect(await within(form).findByText('O título é obrigatório')).toBeInTheDocument();
    });
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(refusal('live_url', 'Stream refused by the server'));
    const form = await edit(user);
    await submitRefused(user, form, {
      label: 'Stream address',
      text: 'https://stream.example/other',
      submit: 'Save changes',
      message: 'Stream refused by the server',
    });
  });
});
