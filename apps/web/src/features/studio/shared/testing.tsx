import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { writeSession } from '../../../lib/session';
import type { FetchCall } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';

/** Helpers of the console's pages' tests (tests only); each room's test data is in its `testing.ts`. */

/** Signed in as staff, `page` mounted on `path` (a route pattern) and opened at `at`. */
export const renderConsolePage = (
  page: ReactElement,
  { at, path, otherPaths }: { at: string; path?: string; otherPaths?: string[] },
) => {
  writeSession({ email: 'olive@example.com', token: 'tok' });
  return renderApp(page, { at, path, otherPaths });
};

/** The server's 400 naming one field, as its validation answers (`{ message, code, errors }`). */
export const refusal = (field: string, message: string) => ({
  status: 400,
  // i18n-exempt: the server's words in a stub of its answer
  body: { message: 'Some fields are not valid', code: 'validation', errors: { [field]: [message] } },
});

/** The bodies the page sent to "METHOD path", in order. */
export const bodiesOf = (calls: FetchCall[], call: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === call).map((c) => c.body);

/** Replaces what a field holds with `text`, pasted at once (typing key by key is slow). */
export const fill = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

/** The form named `name` (a ConsoleForm's title), once it is on the page. */
export const findForm = (name: string) => screen.findByRole('form', { name });

/**
 * Fills the field `label` of `form` with `text`, sends the form by its `submit` button, and waits
 * for the server's `message` under that field (the page's stub answers with `refusal`): the field
 * is described by it.
 */
export const submitRefused = async (
  user: UserEvent,
  form: HTMLElement,
  { label, text, submit, message }: { label: string; text: string; submit: string; message: string },
) => {
  await fill(user, within(form).getByLabelText(label), text);
  await user.click(within(form).getByRole('button', { name: submit }));
  await waitFor(() =>
    expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
  );
};

/** What the form says after a save (its status line). */
export const expectDone = (form: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(text));
