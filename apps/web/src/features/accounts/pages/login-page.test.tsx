import { english } from '@studio/shared/english';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { readSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { LoginPage } from './login-page';

const renderLogin = (at: string = paths.sign.login) =>
  renderApp(<LoginPage />, { at, path: paths.sign.login, otherPaths: [paths.home, paths.sign.workout] });

const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('LoginPage', () => {
  it('shows the spec messages for empty and malformed fields and blocks submit until fixed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch({});
    renderLogin();

    await user.click(signIn());
    expect(await screen.findByText(english('common.form.emailRequired'))).toBeInTheDocument();
    expect(screen.getByText(english('common.form.required'))).toBeInTheDocument();
    expect(signIn()).toBeDisabled();

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    expect(await screen.findByText(english('common.form.emailInvalid'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), '@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await waitFor(() => expect(signIn()).toBeEnabled());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in a red chip that focusing a field clears", async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/v3/users/login': {
        status: 401,
        body: { message: english('common.error.invalidCredentials') },
      },
    });
    renderLogin();

    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(signIn());

    expect(await screen.findByRole('alert')).toHaveTextContent(english('common.error.invalidCredentials'));
    expect(signIn()).toBeDisabled();
    // A wrong password is not an ended session: the member stays on the form.
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');

    await user.click(screen.getByLabelText('Password'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(signIn()).toBeEnabled();
  });

  it('closes the chip with its close button', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/v3/users/login': { status: 429, body: { message: english('common.error.tooManyAttempts') } },
    });
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(signIn());
    await user.click(await screen.findByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in with keep_session and the time zone, stores the session and goes home', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/v3/users/login': { body: { ...aUser(), token: 'tok-123' } },
    });
    renderLogin(`${paths.sign.login}?referral_token=friend-1`);

    await user.type(screen.getByLabelText('E-mail'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByLabelText('Keep me signed in'));
    await user.click(signIn());

    expect(await screen.findByText(`Now at ${paths.home}`)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret',
      keep_session: true,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(readSession()).toEqual({ email: 'ada@example.com', token: 'tok-123' });
    expect(window.sessionStorage.getItem('studio.referral_token')).toBe('friend-1');
  });

  it('sends a member without a profile to the onboarding', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/v3/users/login': { body: { ...aUser({ has_profile: false }), token: 't' } } });
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(signIn());
    expect(await screen.findByText(`Now at ${paths.sign.workout}`)).toBeInTheDocument();
  });

  it('links to password recovery and to sign up', () => {
    stubFetch({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      paths.sign.recover,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', paths.sign.signup);
  });
});
