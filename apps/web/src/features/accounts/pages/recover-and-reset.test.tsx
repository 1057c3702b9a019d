import { english } from '@studio/shared/english';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { LoginPage } from './login-page';
import { RecoverPage } from './recover-page';
import { ResetPage } from './reset-page';
import { ThanksPage } from './thanks-page';

const signRoutes = [
  { path: paths.sign.recover, element: <RecoverPage /> },
  { path: paths.sign.thanks, element: <ThanksPage /> },
  { path: paths.sign.reset, element: <ResetPage /> },
  { path: paths.sign.login, element: <LoginPage /> },
];

describe('password recovery', () => {
  it('asks for a link, then shows the recover success text', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/v3/users/recovery_password': { body: { message: english('common.account.recoverSuccess') } },
    });
    renderApp(null, { at: paths.sign.recover, routes: signRoutes });
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(english('common.form.emailRequired'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(english('common.account.recoverSuccess'))).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('sets a new password with the token of the link, then signs in with a success note', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/v3/users/reset_password': { body: { message: 'Your password has been changed' } },
    });
    renderApp(null, { at: `${paths.sign.reset}?token=tok-1`, routes: signRoutes });
    await user.type(screen.getByLabelText('New password', { exact: true }), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(english('common.form.passwordConfirmMismatch'))).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ token: 'tok-1', password: 'secret1', password_confirmation: 'secret1' });
  });

  it('explains a link without a token and offers a new one', async () => {
    stubFetch({});
    renderApp(null, { at: paths.sign.reset, routes: signRoutes });
    expect(await screen.findByText(english('common.account.resetTokenInvalid'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      paths.sign.recover,
    );
  });
});
