import { english } from '@studio/shared/english';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { readSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { SignupPage } from './signup-page';

describe('SignupPage', () => {
  it('shows the spec messages for each empty field and a short password', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderApp(<SignupPage />, { at: paths.sign.signup });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // name, last name and password
    expect(await screen.findAllByText(english('common.form.required'))).toHaveLength(3);
    expect(screen.getByText(english('common.form.emailRequired'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(await screen.findByText(english('common.form.passwordMin'))).toBeInTheDocument();
  });

  it('registers with keep_session, the time zone, the referral token and the first visit, then opens the onboarding', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/v3/users/register': { body: { ...aUser({ has_profile: false }), token: 'new-token' } },
    });
    window.localStorage.setItem(
      'studio.first_visit',
      JSON.stringify({ utm_source: 'instagram', landing_page: '/sign/signup' }),
    );
    renderApp(<SignupPage />, {
      at: `${paths.sign.signup}?referral_token=friend-7`,
      otherPaths: [paths.sign.workout],
    });

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(`Now at ${paths.sign.workout}`)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      keep_session: true,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      referral_token: 'friend-7',
      language: 'en',
      attribution: { utm_source: 'instagram', landing_page: '/sign/signup' },
    });
    expect(readSession()).toEqual({ email: 'ada@example.com', token: 'new-token' });
  });
});
