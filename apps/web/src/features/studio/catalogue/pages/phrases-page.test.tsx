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
const open = (refuse = false) => {
  const phrases: StudioPhrase[] = [{ id: 1, key: 'breathe', text: 'Breathe in.', origin: 'studio' }];
  const stub = stubFetch({
    [`GET ${cataloguePaths.phrases}`]: () => ({ body: { phrases } }),
    [add]: ({ body }) => {
      if (refuse) return refusal('text', 'Phrase refused by the server');
      const phrase = { id: 2, key: 'new', text: (body as { text: string }).text, origin: 'studio' as const };
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
    expect(bodiesOf(calls, add)).toEqual([{ text: 'Breathe out.' }]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(true);
    const form = await findForm('New phrase');
    await submitRefused(user, form, {
      label: 'Phrase',
      text: 'Breathe out.',
      submit: 'Add phrase',
      message: 'Phrase refused by the server',
    });
  });
});
