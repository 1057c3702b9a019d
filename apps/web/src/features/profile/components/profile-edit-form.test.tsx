import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { activateLocale } from '../../../lib/i18n';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/user';
import { ProfileEditForm } from './profile-edit-form';

const user = makeUser();

/** The shared error handler's toast, titled by the handler. */
const findToast = async () => (await screen.findByText('Something went wrong')).closest('[role="alert"]');

const renderForm = (member = user) =>
  renderApp(<ProfileEditForm user={member} />, { at: paths.profileSetup, otherPaths: [paths.profile] });

/** A sent body to compare: a multipart form's fields as an object, JSON as it was. */
const sent = (body: unknown) => (body instanceof FormData ? Object.fromEntries(body) : body);

/** A 1×1 png: what the browser's canvas answers for the crop (happy-dom draws nothing). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const pngBytes = () => Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));

/** The browser's canvas, which happy-dom lacks: it draws, and answers the png above. */
const stubCanvas = () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => {},
  } as unknown as ImageBitmapRenderingContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(`data:image/png;base64,${PNG_BASE64}`);
};

describe('ProfileEditForm', () => {
  it('shows the e-mail as text, not as an input', () => {
    stubFetch({});
    renderForm();
    expect(screen.getByText(user.email)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(user.email)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).not.toBeInTheDocument();
  });

  it('opens the birthday picker on the year view', async () => {
    stubFetch({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Birthday' }));
    // The decade level lists years; the member's birth year is one of them.
    expect(await screen.findByRole('button', { name: '1990' })).toBeInTheDocument();
    expect(screen.getByText('1990 – 1999')).toBeInTheDocument();
  });

  it("writes the birthday and names the months in the reader's language (issue 35)", async () => {
    stubFetch({});
    await activateLocale('pt-BR');
    try {
      renderForm();
      const birthday = await screen.findByRole('button', { name: 'Data de nascimento' });
      expect(birthday).toHaveTextContent('14 de maio de 1990');
      await userEvent.click(birthday);
      await userEvent.click(await screen.findByRole('button', { name: '1990' }));
      expect(await screen.findByRole('button', { name: /^mai/ })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });

  it('blocks submit while the new password and its confirmation differ', async () => {
    const { fetchMock } = stubFetch({});
    renderForm();
    await userEvent.type(screen.getByLabelText('New password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret13');
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(english('common.form.passwordConfirmMismatch'))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Fixing the confirmation clears the message and enables saving again.
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret12');
    await waitFor(() =>
      expect(screen.queryByText(english('common.form.passwordConfirmMismatch'))).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('saves the details, then the new password, and goes to the profile', async () => {
    const { calls } = stubFetch({
      [`PUT ${apiPaths.updateUser(user.id)}`]: ({ body }) => ({
        body: { ...user, name: (body as FormData).get('name'), measurement_standard: 2 },
      }),
      [`POST ${apiPaths.changePassword}`]: { body: { message: 'Password updated' } },
    });
    const { queryClient } = renderForm();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bea');
    await userEvent.click(screen.getByLabelText('Inches / pounds'));
    await userEvent.type(screen.getByLabelText('New password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Now at ${paths.profile}`)).toBeInTheDocument();
    expect(calls.map(({ method, path, body }) => ({ method, path, body: sent(body) }))).toEqual([
      {
        method: 'PUT',
        path: apiPaths.updateUser(user.id),
        // A multipart form, as the spec's call is; no avatar: it was not changed.
        body: { name: 'Bea', last_name: 'Silva', birthday: '1990-05-14', measurement_standard: '2' },
      },
      {
        method: 'POST',
        path: apiPaths.changePassword,
        body: { current_password: 'old-secret', password: 'secret12', password_confirmation: 'secret12' },
      },
    ]);
    expect(queryClient.getQueryData(['me'])).toMatchObject({ name: 'Bea', measurement_standard: 2 });
  });

  it('sends a new avatar as a multipart image/png file beside the fields, not as JSON (spec A7)', async () => {
    stubCanvas();
    const { calls } = stubFetch({ [`PUT ${apiPaths.updateUser(user.id)}`]: { body: user } });
    renderForm();
    await userEvent.upload(
      screen.getByLabelText('Profile photo file'),
      new File([pngBytes()], 'me.png', { type: 'image/png' }),
    );
    const crop = await screen.findByRole('dialog', { name: 'Crop your photo' });
    const use = within(crop).getByRole('button', { name: 'Use photo' });
    await waitFor(() => expect(use).toBeEnabled());
    await userEvent.click(use);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Now at ${paths.profile}`)).toBeInTheDocument();
    const [put] = calls;
    expect(put?.headers.get('content-type')).toBeNull();
    expect(put?.body).toBeInstanceOf(FormData);
    const form = put?.body as FormData;
    const avatar = form.get('avatar');
    expect(avatar).toBeInstanceOf(File);
    expect((avatar as File).type).toBe('image/png');
    expect(new Uint8Array(await (avatar as File).arrayBuffer())).toEqual(pngBytes());
    expect(form.get('name')).toBe('Ana');
  });

  it('saves a member without a birthday without sending one that is not a date', async () => {
    const { calls } = stubFetch({ [`PUT ${apiPaths.updateUser(user.id)}`]: { body: user } });
    renderForm(makeUser({ birthday: null }));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bea');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Now at ${paths.profile}`)).toBeInTheDocument();
    // Empty is "no birthday" on the server (as null is in JSON), never the text "null".
    expect(sent(calls[0]?.body)).toEqual({
      name: 'Bea',
      last_name: 'Silva',
      birthday: '',
      measurement_standard: '1',
    });
  });

  it('asks for the current password with a new one, and sends nothing without it', async () => {
    const { calls } = stubFetch({});
    renderForm();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'secret12');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret12');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english('shared.form.currentPasswordRequired'))).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('does not change the password when none is given', async () => {
    const { calls } = stubFetch({ [`PUT ${apiPaths.updateUser(user.id)}`]: { body: user } });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Now at ${paths.profile}`)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([apiPaths.updateUser(user.id)]);
  });

  it("shows the server's field errors and message, and disables submit until the field changes", async () => {
    stubFetch({
      [`PUT ${apiPaths.updateUser(user.id)}`]: {
        status: 400,
        body: { message: 'Some fields are not valid', errors: { last_name: ['Taken by the server'] } },
      },
    });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const lastName = screen.getByLabelText('Last name');
    await waitFor(() => expect(lastName).toHaveAccessibleDescription('Taken by the server'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The shared handler ran too: its toast repeats the server's words.
    expect(await findToast()).toHaveTextContent('Taken by the server');

    await userEvent.type(lastName, 'x');
    await waitFor(() => expect(lastName).not.toHaveAccessibleDescription('Taken by the server'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows the server's message on the form when no field is named", async () => {
    stubFetch({ [`PUT ${apiPaths.updateUser(user.id)}`]: { status: 500, body: { message: 'Try later' } } });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const save = screen.getByRole('button', { name: 'Save' });
    const form = save.closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Try later');
    expect(save).toBeDisabled();
    expect(await findToast()).toHaveTextContent('Try later');
  });
});
