import { studioPaths } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
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
import { aLive, aStream } from '../testing';
import { LivesPage } from './lives-page';

const live = aLive();
const save = `PUT ${studioPaths.live(live.id)}`;

type Answer = Parameters<typeof stubFetch>[0][string];

const open = (
  answer: Answer,
  { lives = [live], more = {} }: { lives?: unknown[]; more?: Record<string, Answer> } = {},
) => {
  const stub = stubFetch({
    [`GET ${studioPaths.lives}`]: {
      body: { time_zone: 'Europe/London', lives, trainers: [{ id: 3, name: 'Tess Moreau' }] },
    },
    [save]: answer,
    ...more,
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

  describe('streamed through Studio (issue 37)', () => {
    const streamed = aLive({ live_url: '', stream: aStream() });

    it("shows the class's server and its stream key, hidden until asked for, and how to set OBS up", async () => {
      const user = userEvent.setup();
      open({ body: streamed }, { lives: [streamed] });
      const card = await screen.findByRole('listitem', { name: 'Power hour' });
      const section = within(card).getByRole('region', { name: 'Stream from OBS' });
      expect(within(section).getByLabelText('Server')).toHaveValue('rtmp://studio.example:1935/live');
      const key = within(section).getByLabelText('Stream key');
      expect(key).not.toHaveValue(expect.stringContaining('AbC123xyz'));
      expect(within(section).getByRole('button', { name: 'Copy server' })).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Copy stream key' })).toBeInTheDocument();
      expect(section).toHaveTextContent('You can go live up to 30 minutes before the start.');
      expect(within(card).queryByText('On air')).not.toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: 'Show stream key' }));
      expect(key).toHaveValue('live-41?key=AbC123xyz');
      await user.click(within(section).getByRole('button', { name: 'Hide stream key' }));
      expect(key).not.toHaveValue(expect.stringContaining('AbC123xyz'));
      // The form says the address may stay empty.
      expect(
        within(await findForm('Schedule a class')).getByLabelText('Stream address'),
      ).toHaveAccessibleDescription(/Leave it empty to stream from OBS/);
    });

    it('makes a new stream key once asked, and shows it', async () => {
      const user = userEvent.setup();
      const renewed = { ...streamed, stream: aStream({ stream_key: 'live-41?key=NeW456' }) };
      let current = streamed;
      const reset = `POST ${studioPaths.liveStreamKey(live.id)}`;
      const { calls } = open(
        { body: streamed },
        {
          lives: [streamed],
          more: {
            [`GET ${studioPaths.lives}`]: () => ({
              body: { time_zone: 'Europe/London', lives: [current], trainers: [] },
            }),
            [reset]: () => {
              current = renewed;
              return { body: renewed };
            },
          },
        },
      );
      const card = await screen.findByRole('listitem', { name: 'Power hour' });
      await user.click(within(card).getByRole('button', { name: 'New stream key' }));
      const dialog = await screen.findByRole('dialog', { name: 'A new stream key for Power hour?' });
      expect(calls.filter((call) => `${call.method} ${call.path}` === reset)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Make a new key' }));
      await waitFor(() =>
        expect(within(card).getByLabelText('Stream key')).toHaveValue('live-41?key=NeW456'),
      );
      expect(within(card).getByRole('status')).toHaveTextContent('A new stream key is made');
      expect(calls.filter((call) => `${call.method} ${call.path}` === reset)).toHaveLength(1);
    });

    it('says which class is on air', async () => {
      const onAir = aLive({
        live_url: '',
        stream: aStream({ on_air_since: '2099-01-15T18:25:00.000Z' }),
      });
      const later = aLive({ id: 42, title: 'Stretch', live_url: '', stream: aStream() });
      open({ body: onAir }, { lives: [onAir, later] });
      const card = await screen.findByRole('listitem', { name: 'Power hour' });
      expect(within(card).getByText('On air')).toBeInTheDocument();
      expect(
        within(screen.getByRole('listitem', { name: 'Stretch' })).queryByText('On air'),
      ).not.toBeInTheDocument();
    });

    it('keeps showing the address pasted for a class', async () => {
      open({ body: live }, { lives: [{ ...live, stream: aStream() }] });
      const card = await screen.findByRole('listitem', { name: 'Power hour' });
      expect(card).toHaveTextContent('https://stream.example/live');
    });
  });
});
