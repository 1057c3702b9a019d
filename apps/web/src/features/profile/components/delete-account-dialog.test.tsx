import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { ProfileActions } from './profile-actions';

describe('Delete account', () => {
  it('keeps Delete disabled until the confirmation is ticked and the password given, then deletes and leaves for login', async () => {
    const { calls } = stubFetch({
      [`POST ${apiPaths.destroyUser}`]: { body: { message: 'Account deleted' } },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    writeSession({ email: 'ana@example.com', token: 't'.repeat(43) });
    renderApp(<ProfileActions />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();

    const confirm = screen.getByRole('checkbox', {
      name: /I understand my account and data will be deleted/,
    });
    expect(confirm).toHaveAttribute('name', 'confirm_delete_account');
    await userEvent.click(confirm);
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Current password'), 'my-secret');
    expect(remove).toBeEnabled();

    await userEvent.click(remove);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(paths.sign.login));
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([`POST ${apiPaths.destroyUser}`]);
    expect(calls[0]?.body).toEqual({ current_password: 'my-secret' });
    expect(window.localStorage.length).toBe(0);
  });

  it('shows a wrong password under its field and keeps the account', async () => {
    stubFetch({
      [`POST ${apiPaths.destroyUser}`]: {
        status: 400,
        body: {
          message: english('shared.form.currentPasswordWrong'),
          errors: { current_password: [english('shared.form.currentPasswordWrong')] },
        },
      },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    writeSession({ email: 'ana@example.com', token: 't'.repeat(43) });
    renderApp(<ProfileActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /I understand/ }));
    await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(english('shared.form.currentPasswordWrong'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('unticks the confirmation when the dialog is closed', async () => {
    stubFetch({});
    renderApp(<ProfileActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('links to the subscription page and opens support in a new tab', () => {
    stubFetch({});
    renderApp(<ProfileActions />);
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      paths.subscription,
    );
    const support = screen.getByRole('link', { name: /^Support/ });
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
