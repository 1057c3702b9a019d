import { cataloguePaths, type StudioPhrase } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, fill, findForm, refusal, renderConsolePage, submitRefused } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { PhrasesPage } from './phrases-page';

const add = `POST ${cataloguePaths.phrases}`;

/** The phrases as the server keeps them: an addition is listed on the next read. */
const open = (refuse: 'text' | 'translations' | null = null) => {
  const phrases: StudioPhrase[] = [
    { id: 1, key: 'breathe', text: 'Breathe in.', translations: { es: 'Inspira.' }, origin: 'studio' },
  ];
  const stub = stubFetch({
    [`GET ${cataloguePaths.phrases}`]: () => ({ body: { phrases } }),
    [`PUT ${cataloguePaths.phrase(1)}`]: ({ body }) => {
      Object.assign(phrases[0] ?? {}, body);
      return { body: phrases[0] };
    },
    [add]: ({ body }) => {
      if (refuse) return refusal(refuse, `${refuse} refused by the server`);
      const { text, translations } = body as Pick<StudioPhrase, 'text' | 'translations'>;
      const phrase = { id: 2, key: 'new', text, translations, origin: 'studio' as const };
      phrases.push(phrase);
      return { body: phrase };
    },
  });
  renderConsolePage(<PhrasesPage />, { at: consolePaths.phrases });
  return stub;
};

describe('PhrasesPage', () => {
  it("lists home's daily phrases in order", async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Phrases in order' });
    expect(within(list).getByRole('listitem', { name: 'Phrase 1' })).toHaveTextContent('Breathe in.');
    expect(within(list).getByRole('listitem', { name: 'Phrase 1' })).toHaveTextContent('Español: Inspira.');
  });

  it('adds a phrase with its words in another language (issue 35)', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const form = await findForm('New phrase');
    await fill(user, within(form).getByLabelText('Phrase'), 'Breathe out.');
    await fill(user, within(form).getByLabelText('In Português (Brasil) (optional)'), 'Expire.');
    await user.click(within(form).getByRole('button', { name: 'Add phrase' }));
    const list = screen.getByRole('list', { name: 'Phrases in order' });
    expect(await within(list).findByRole('listitem', { name: 'Phrase 2' })).toHaveTextContent(
      'Português (Brasil): Expire.',
    );
    expect(bodiesOf(calls, add)).toMatchObject([
      { text: 'Breathe out.', translations: { 'pt-BR': 'Expire.' } },
    ]);
  });

  it('adds the phrase typed, lists it and empties the form', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const form = await findForm('New phrase');
    await fill(user, within(form).getByLabelText('Phrase'), 'Breathe out.');
    await user.click(within(form).getByRole('button', { name: 'Add phrase' }));
    const list = screen.getByRole('list', { name: 'Phrases in order' });
    expect(await within(list).findByRole('listitem', { name: 'Phrase 2' })).toHaveTextContent('Breathe out.');
    await waitFor(() => expect(within(form).getByLabelText('Phrase')).toHaveValue(''));
    expect(bodiesOf(calls, add)).toMatchObject([{ text: 'Breathe out.' }]);
  });

  it("edits a phrase's words in each language, the ones it has filled in", async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const row = await screen.findByRole('listitem', { name: 'Phrase 1' });
    await user.click(within(row).getByRole('button', { name: 'Edit Phrase 1' }));
    expect(within(row).getByLabelText('In Español (optional)')).toHaveValue('Inspira.');
    await fill(user, within(row).getByLabelText('In Português (Brasil) (optional)'), 'Inspire.');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText(/Português \(Brasil\):/)).toHaveTextContent('Inspire.');
    expect(bodiesOf(calls, `PUT ${cataloguePaths.phrase(1)}`)).toEqual([
      { text: 'Breathe in.', translations: { es: 'Inspira.', 'pt-BR': 'Inspire.' } },
    ]);
  });

  it("shows the server's refusal of a phrase's other languages above them", async () => {
    const user = userEvent.setup();
    open('translations');
    const form = await findForm('New phrase');
    await fill(user, within(form).getByLabelText('Phrase'), 'Breathe out.');
    await fill(user, within(form).getByLabelText('In Español (optional)'), 'Exhala.');
    await user.click(within(form).getByRole('button', { name: 'Add phrase' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('translations refused by the server');
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open('text');
    const form = await findForm('New phrase');
    await submitRefused(user, form, {
      label: 'Phrase',
      text: 'Breathe out.',
      submit: 'Add phrase',
      message: 'text refused by the server',
    });
  });
});
