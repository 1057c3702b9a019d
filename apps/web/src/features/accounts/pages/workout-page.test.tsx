import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { keepSignupIntent, pageAfterOnboarding } from '../signup-intent';
import { WorkoutPage } from './workout-page';

const pickThreeDays = async (user: ReturnType<typeof userEvent.setup>) => {
  for (const name of ['Monday', 'Wednesday', 'Friday'])
    await user.click(screen.getByRole('button', { name }));
};

const renderOnboarding = () =>
  renderApp(<WorkoutPage />, {
    at: paths.sign.workout,
    otherPaths: [
      paths.home,
      paths.buyPremium(),
      paths.buyPremium('yearly'),
      paths.programDetails(12),
      paths.subscription,
    ],
  });

describe('WorkoutPage (onboarding)', () => {
  it('creates the profile with the goal and days, then opens the premium purchase on the web', async () => {
    const user = userEvent.setup();
    writeSession({ email: 'ada@example.com', token: 'tok' });
    setPlatformOverride('web');
    const { calls } = stubFetch({ 'POST /api/v3/users/me/profiles': { body: aUser() } });
    renderOnboarding();

    await pickThreeDays(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText(`Now at ${paths.buyPremium()}`)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      weekly_goal: 3,
      workout_days: {
        sunday: false,
        monday: true,
        tuesday: false,
        wednesday: true,
        thursday: false,
        friday: true,
        saturday: false,
      },
    });
    expect(calls[0]?.headers.get('x-user-token')).toBe('tok');
  });

  it.each([
    ['?plan=yearly', paths.buyPremium('yearly')],
    ['?program=12-strong-start', paths.programDetails(12)],
    ['?gift=ABCD-EFGH-JKLM', paths.subscription],
    ['?plan=weekly', paths.buyPremium()],
  ])('leads, after a storefront sign-up with %s, to %s, once (issue 38)', async (search, page) => {
    const user = userEvent.setup();
    writeSession({ email: 'ada@example.com', token: 'tok' });
    setPlatformOverride('web');
    stubFetch({ 'POST /api/v3/users/me/profiles': { body: aUser() } });
    keepSignupIntent(search);
    renderOnboarding();
    await pickThreeDays(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(`Now at ${page}`)).toBeInTheDocument();
    // Used once: a later onboarding (another member on this tab) goes to the plans.
    expect(pageAfterOnboarding()).toBe(paths.buyPremium());
  });

  it("leads a gift's recipient to the subscription page with the code (decision 0048)", () => {
    keepSignupIntent('?gift=ABCD-EFGH-JKLM&utm_source=mail');
    expect(pageAfterOnboarding()).toBe(`${paths.subscription}?gift=ABCD-EFGH-JKLM`);
  });

  it('goes home on iOS, where premium cannot be bought', async () => {
    const user = userEvent.setup();
    writeSession({ email: 'ada@example.com', token: 'tok' });
    setPlatformOverride('ios');
    stubFetch({ 'POST /api/v3/users/me/profiles': { body: aUser() } });
    renderOnboarding();
    await pickThreeDays(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(`Now at ${paths.home}`)).toBeInTheDocument();
  });

  it("shows the server's message in the red chip and stays", async () => {
    const user = userEvent.setup();
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({
      'POST /api/v3/users/me/profiles': { status: 409, body: { message: 'Your profile is already set up' } },
    });
    renderOnboarding();
    await pickThreeDays(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile is already set up');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
  });
});
