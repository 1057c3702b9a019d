import { programPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { makeUser } from '../../../test/user';
import { ME_QUERY_KEY } from '../../accounts';
import { premiumUser, renderProgramsScreen, stubPrograms } from '../testing';
import { WorkoutDaysSetupPage } from './workout-days-setup-page';

const CONFIGURE = `POST ${programPaths.configureDays(5)}`;
/** Three days a week (Monday, Wednesday, Friday) since onboarding, then bought a program. */
const setupUser = premiumUser({
  profile: makeUser().profile,
  has_program: true,
  program: { id: 5, title: 'Strong in six' },
  program_in_progress: { id: 5, title: 'Strong in six' },
  program_week_required_days: 4,
  need_to_configure_days: true,
});
const open = () =>
  renderProgramsScreen(
    { path: paths.programWorkoutDays, element: <WorkoutDaysSetupPage /> },
    paths.programWorkoutDays,
  );
const day = (name: string) => screen.getByRole('button', { name });
const save = () => screen.getByRole('button', { name: 'Save workout days' });

describe('WorkoutDaysSetupPage (spec A2, A5, M4, M5)', () => {
  it("presets the program's goal, asks for exactly that many days, saves them and goes home", async () => {
    const user = userEvent.setup();
    const saved = { ...setupUser, need_to_configure_days: false };
    const { calls } = stubPrograms({
      'GET /api/v4/users/me/': { body: setupUser },
      [CONFIGURE]: { body: saved },
    });
    const { queryClient } = open();
    expect(await screen.findByText('4 days a week, as this program asks')).toBeInTheDocument();
    expect(screen.getByText(/Strong in six/)).toBeInTheDocument();
    // The member's own three days do not fit the program's four: nothing is picked.
    expect(screen.getByText(english('shared.days.selectMore', { count: 4 }))).toBeInTheDocument();
    expect(save()).toBeDisabled();

    for (const name of ['Monday', 'Tuesday', 'Thursday']) await user.click(day(name));
    expect(screen.getByText(english('shared.days.selectMore', { count: 1 }))).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.click(day('Saturday'));
    expect(screen.queryByText(/more days to continue/)).toBeNull();
    // A fifth day is refused.
    await user.click(day('Sunday'));
    expect(day('Sunday')).toHaveAttribute('aria-pressed', 'false');
    expect(save()).toBeEnabled();

    await user.click(save());
    expect(await screen.findByText(`Now at ${paths.home}`)).toBeInTheDocument();
    expect(calls.find((call) => call.path === programPaths.configureDays(5))?.body).toEqual({
      program_id: 5,
      model: {
        weekly_goal: 4,
        workout_days: {
          sunday: false,
          monday: true,
          tuesday: true,
          wednesday: false,
          thursday: true,
          friday: false,
          saturday: true,
        },
      },
    });
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toMatchObject({ need_to_configure_days: false });
  });

  it("starts from the member's days when they already fit the program", async () => {
    stubPrograms({ 'GET /api/v4/users/me/': { body: { ...setupUser, program_week_required_days: 3 } } });
    open();
    expect(await screen.findByText('3 days a week, as this program asks')).toBeInTheDocument();
    const days = screen.getByRole('group', { name: 'Workout days' });
    expect(within(days).getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
    expect(save()).toBeEnabled();
  });

  it("shows the server's refusal and keeps submit blocked until a day changes", async () => {
    const user = userEvent.setup();
    const refusal = english('shared.programs.daysMustMatch', { count: 3 });
    stubPrograms({
      'GET /api/v4/users/me/': { body: { ...setupUser, program_week_required_days: 3 } },
      [CONFIGURE]: { status: 400, body: { message: refusal, errors: { model: [refusal] } } },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Save workout days' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.click(day('Monday'));
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('says so when no program waits for its days', async () => {
    stubPrograms({ 'GET /api/v4/users/me/': { body: premiumUser() } });
    open();
    expect(await screen.findByText(english('shared.programs.noProgramToConfigure'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the programs' })).toHaveAttribute('href', paths.programs);
  });
});
