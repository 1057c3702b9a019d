import {
  apiPaths,
  challengePaths,
  invitePaths,
  profilePaths,
  STAT_CARDS,
  type Stats,
  type User,
  type UserStats,
} from '@studio/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { emptyProgress, makeUser } from '../../../test/user';
import { ProfilePage } from './profile-page';

const NAMES = ['Ana', 'Beatriz', 'Carla'];

/** The page's answers, with the progress charts' and invites' (which have tests of their own) empty. */
const stubProfile = (routes: Parameters<typeof stubFetch>[0]) =>
  stubFetch({
    [`GET ${profilePaths.progress}`]: { body: emptyProgress() },
    [`GET ${challengePaths.badges}`]: { body: { badges: [] } },
    [`GET ${invitePaths.invites}`]: {
      body: {
        code: 'c0de',
        link: '/sign/signup?referral_token=c0de',
        invites: [],
        sent: [],
        reward: { months: 1, discount_percent: 50 },
      },
    },
    ...routes,
  });

describe('ProfilePage', () => {
  it('reloads the member on every entry, though the cached one is still fresh', async () => {
    setPlatformOverride('web');
    let answered = 0;
    const { calls } = stubProfile({
      [`GET ${apiPaths.me}`]: () => ({ body: makeUser({ name: NAMES[answered++] ?? 'Other' }) }),
    });
    const { router } = renderApp(<ProfilePage />, { at: paths.profile, otherPaths: [paths.home] });
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();

    await act(() => router.navigate(paths.home));
    await act(() => router.navigate(paths.profile));

    // The query client keeps the member fresh for 30 s; only the page's own reload asks again.
    expect(await screen.findByRole('heading', { name: 'Beatriz Silva' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === apiPaths.me)).toHaveLength(2);
  });

  it('links to measurements, saved lists and progress photos', async () => {
    setPlatformOverride('web');
    stubProfile({ [`GET ${apiPaths.me}`]: { body: makeUser() } });
    renderApp(<ProfilePage />, { at: paths.profile });

    expect(screen.getByRole('link', { name: 'Measurements' })).toHaveAttribute('href', paths.measurements);
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', paths.saved());
    expect(screen.getByRole('link', { name: 'Progress photos' })).toHaveAttribute(
      'href',
      paths.progressPhotos,
    );
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
  });

  describe('stats', () => {
    const stats = (numbers: Partial<Stats>): Stats => ({ ...makeUser().user_stats.all_progress, ...numbers });
    const userStats: UserStats = {
      all_progress: stats({
        days_active: 9,
        minutes_exercised: 340,
        pounds_lost: 3.5,
        number_of_workouts: 12,
        completed_meals: 20,
        inches_gained: 1.256,
      }),
      month_progress: stats({ days_active: 4, number_of_workouts: 5, pounds_lost: 0.1 }),
      week_progress: stats({ number_of_workouts: 1, minutes_exercised: 25 }),
    };
    const cards = (panel: HTMLElement) =>
      within(panel)
        .getAllByRole('group')
        .map((card) => card.textContent);

    it('shows six cards per tab in order, decimals with 2 places, and switches tabs', async () => {
      setPlatformOverride('web');
      stubProfile({ [`GET ${apiPaths.me}`]: { body: makeUser({ user_stats: userStats }) } });
      renderApp(<ProfilePage />, { at: paths.profile });

      const allTime = await screen.findByRole('tabpanel', { name: 'All time' });
      expect(cards(allTime)).toEqual([
        '9Days active',
        '340Minutes exercised',
        '3.50Pounds lost',
        '12Workouts',
        '20Completed meals',
        '1.26Inches gained',
      ]);
      expect(within(allTime).getByRole('group', { name: STAT_CARDS[2].label })).toHaveTextContent('3.50');

      await userEvent.click(screen.getByRole('tab', { name: 'This month' }));
      const month = screen.getByRole('tabpanel', { name: 'This month' });
      expect(within(month).getByRole('group', { name: 'Days active' })).toHaveTextContent('4');
      expect(within(month).getByRole('group', { name: 'Pounds lost' })).toHaveTextContent('0.10');
      expect(screen.queryByRole('tabpanel', { name: 'All time' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('tab', { name: 'This week' }));
      const week = screen.getByRole('tabpanel', { name: 'This week' });
      expect(within(week).getByRole('group', { name: 'Workouts' })).toHaveTextContent('1');
      expect(within(week).getByRole('group', { name: 'Minutes exercised' })).toHaveTextContent('25');
    });

    it('shows 3 skeleton cards until the all-time stats exist', async () => {
      setPlatformOverride('web');
      const withoutStats = makeUser({ user_stats: {} as UserStats });
      stubProfile({ [`GET ${apiPaths.me}`]: { body: withoutStats } });
      renderApp(<ProfilePage />, { at: paths.profile });

      expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
      expect(screen.getAllByTestId('stat-card-skeleton')).toHaveLength(3);
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    });
  });

  describe('weekly workouts', () => {
    const weeklyCard = async () => {
      const heading = await screen.findByRole('heading', { name: 'Weekly workouts' });
      return heading.closest('section') as HTMLElement;
    };
    /** Opens the edit dialog and checks that it starts at a goal of 3. */
    const openGoalDialog = async () => {
      await userEvent.click(within(await weeklyCard()).getByRole('button', { name: 'Edit weekly goal' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit your weekly goal' });
      const slider = within(dialog).getByRole('slider', { name: 'Weekly workout goal' });
      expect(slider).toHaveAttribute('aria-valuenow', '3');
      return dialog;
    };

    it('shows the days read-only with the trained ones, the title and subtitle, and an edit button', async () => {
      setPlatformOverride('web');
      stubProfile({ [`GET ${apiPaths.me}`]: { body: makeUser() } });
      renderApp(<ProfilePage />, { at: paths.profile });

      const card = await weeklyCard();
      const list = within(card).getByRole('list', { name: 'Your workout days' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(7);
      // What a screen reader hears for each day; the chips themselves are hidden from it.
      const days = within(list)
        .getAllByText(/: (rest|workout) day/)
        .map((day) => day.textContent);
      expect(days).toEqual([
        'Sunday: rest day',
        'Monday: workout day, trained',
        'Tuesday: rest day',
        'Wednesday: workout day',
        'Thursday: rest day',
        'Friday: workout day',
        'Saturday: rest day',
      ]);
      expect(within(card).queryByRole('button', { name: 'Monday' })).not.toBeInTheDocument();
      expect(within(card).getByText('1 of 3 workouts this week')).toBeInTheDocument();
      expect(within(card).getByText('2 more to reach your weekly goal.')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Edit weekly goal' })).toBeInTheDocument();
    });

    it.each([
      ['has a program', { has_program: true, program: { id: 3, title: 'Strong' } }],
      ['has a program in progress', { program_in_progress: { id: 3, title: 'Strong' } }],
    ] satisfies [string, Partial<User>][])('offers no edit when the member %s', async (_, overrides) => {
      setPlatformOverride('web');
      stubProfile({ [`GET ${apiPaths.me}`]: { body: makeUser(overrides) } });
      renderApp(<ProfilePage />, { at: paths.profile });

      const card = await weeklyCard();
      expect(within(card).getByText('1 of 3 workouts this week')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    });

    it('edits the goal and days in a dialog and saves them', async () => {
      setPlatformOverride('web');
      const saved = makeUser();
      const profile = saved.profile as NonNullable<User['profile']>;
      const answer = makeUser({
        profile: {
          ...profile,
          weekly_progress: { ...profile.weekly_progress, title: '1 of 3 workouts (new days)' },
        },
      });
      const { calls } = stubProfile({
        [`GET ${apiPaths.me}`]: { body: saved },
        [`PUT ${apiPaths.myProfile}`]: { body: answer },
      });
      renderApp(<ProfilePage />, { at: paths.profile });

      const dialog = await openGoalDialog();
      expect(within(dialog).getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Wednesday' }));
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Thursday' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        weekly_goal: 3,
        workout_days: {
          sunday: false,
          monday: true,
          tuesday: false,
          wednesday: false,
          thursday: true,
          friday: true,
          saturday: false,
        },
      });
      expect(within(await weeklyCard()).getByText('1 of 3 workouts (new days)')).toBeInTheDocument();
    });

    it('seeds a goal of 3 with no days when the member has no goal', async () => {
      setPlatformOverride('web');
      const base = makeUser();
      const profile = base.profile as NonNullable<User['profile']>;
      const noGoal = makeUser({
        profile: {
          ...profile,
          weekly_goal: 0,
          workout_days: { ...profile.workout_days, monday: false, wednesday: false, friday: false },
        },
      });
      stubProfile({ [`GET ${apiPaths.me}`]: { body: noGoal } });
      renderApp(<ProfilePage />, { at: paths.profile });

      const dialog = await openGoalDialog();
      expect(within(dialog).getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'false');
    });
  });

  describe('progress photos', () => {
    it('shows the latest and first photos with their dates and a "See all" link', async () => {
      setPlatformOverride('web');
      const pictures = {
        first: 'https://cdn.example/first.jpg',
        first_date: '2026-01-05T10:00:00.000Z',
        last: 'https://cdn.example/last.jpg',
        last_date: '2026-03-12T10:00:00.000Z',
      };
      stubProfile({ [`GET ${apiPaths.me}`]: { body: makeUser({ pictures }) } });
      renderApp(<ProfilePage />, { at: paths.profile });

      const latest = await screen.findByRole('img', { name: 'Latest progress photo' });
      expect(latest).toHaveAttribute('src', pictures.last);
      expect(latest.closest('figure')).toHaveTextContent('Latest · 12 Mar, 2026');
      const first = screen.getByRole('img', { name: 'First progress photo' });
      expect(first).toHaveAttribute('src', pictures.first);
      expect(first.closest('figure')).toHaveTextContent('First · 5 Jan, 2026');
      expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', paths.progressPhotos);
    });

    it('invites the first photo when there is none', async () => {
      setPlatformOverride('web');
      stubProfile({ [`GET ${apiPaths.me}`]: { body: makeUser() } });
      renderApp(<ProfilePage />, { at: paths.profile });

      expect(await screen.findByRole('link', { name: 'Add your first photo' })).toHaveAttribute(
        'href',
        `${paths.progressPhotos}?form_open=true`,
      );
      expect(screen.queryByRole('img', { name: /progress photo/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', paths.progressPhotos);
    });
  });
});
