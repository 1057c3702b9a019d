import {
  challengePaths,
  type Home,
  homeCardLinks,
  homePaths,
  type Meal,
  nutritionPaths,
  programPaths,
  SKELETONS,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { anItem } from '../../library/testing';
import { aProgram } from '../../programs/testing';
import restDayImage from '../assets/rest-day.svg';
import { aHome } from '../testing';
import { HomePage } from './home-page';

const HOME = `GET ${homePaths.home}`;
const workout = anItem({ id: 11, title: 'Full body A' });
const recipe = (id: number, meal_type: Meal['meal_type'], completed = false): Meal => ({
  meal_type,
  completed,
  item: anItem({ id, kind: 'recipe', title: `Recipe ${id}`, recipe_type: meal_type, preparation_time: 10 }),
});

const withProgram = (overrides: Partial<Home> = {}): Home =>
  aHome({
    program: aProgram({ has_purchased: true, display_prompt: true }),
    workout: {
      name: workout.title,
      kind: 'workout',
      week: 1,
      day: 2,
      exercises: [workout],
      carrossel_highlight_url: null,
      banner_image: '/media/full-body.jpg',
    },
    carousel: [{ kind: 'pending_workout', item: workout }],
    dynamic_cards: [
      {
        kind: 'pending_workout',
        title: english('shared.homeCard.pendingWorkoutTitle'),
        description: english('shared.homeCard.pendingWorkoutDescription'),
        url: null,
        item: workout,
      },
      {
        kind: 'body_update',
        title: english('shared.homeCard.bodyUpdateTitle'),
        description: english('shared.homeCard.bodyUpdateDescription'),
        url: homeCardLinks.body_update,
        item: null,
      },
      {
        kind: 'picture_update',
        title: english('shared.homeCard.pictureUpdateTitle'),
        description: english('shared.homeCard.pictureUpdateDescription'),
        url: homeCardLinks.picture_update,
        item: null,
      },
      {
        kind: 'program_tips',
        title: english('shared.homeCard.programTipsTitle'),
        description: english('shared.homeCard.programTipsDescription'),
        url: 'https://help.studio.example/tips',
        item: null,
      },
    ],
    meals: [recipe(21, 'breakfast'), recipe(22, 'lunch', true), recipe(23, 'snack'), recipe(24, 'dinner')],
    ...overrides,
  });

const open = (routes: Parameters<typeof stubFetch>[0]) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  const stub = stubFetch({
    'GET /api/v4/users/me/': { body: aUser({ premium: true }) },
    [`GET ${challengePaths.challenges}`]: { body: { challenges: [] } },
    ...routes,
  });
  renderApp(null, { at: paths.home, routes: [{ path: paths.home, element: <HomePage /> }] });
  return stub;
};

describe('HomePage (spec M2 Home)', () => {
  it('shows three skeletons for the phrase and two card skeletons while home loads', async () => {
    open({ [HOME]: () => new Promise(() => {}) });
    const loading = await screen.findByRole('status', { name: 'Loading your day' });
    expect(loading.children).toHaveLength(SKELETONS.home);
    expect(screen.getAllByTestId('home-card-skeleton')).toHaveLength(SKELETONS.cards);
  });

  it('with no program: the four tiles (community in a new tab) and the daily mantra', async () => {
    open({ [HOME]: { body: aHome() } });
    expect(await screen.findByText('“Small steps add up.”')).toBeInTheDocument();
    for (const name of [/On demand/, /Programs/, /Nutrition/])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Community/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start workout' })).toBeNull();
  });

  it('shows "Continue watching" with the started workouts, opening their details (issue 19)', async () => {
    open({
      [HOME]: {
        body: aHome({
          continue_watching: [{ ...anItem({ id: 12, title: 'Core blast' }), position_seconds: 90 }],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Continue watching' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Core blast/ })).toHaveAttribute(
      'href',
      expect.stringContaining('item=workout-12'),
    );
  });

  it('leaves "Continue watching" out when nothing is started', async () => {
    open({ [HOME]: { body: aHome() } });
    await screen.findByText('“Small steps add up.”');
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).toBeNull();
  });

  it("with a program: the banner's start button, the reminder cards and today's meals", async () => {
    open({ [HOME]: { body: withProgram() } });
    expect(await screen.findByRole('heading', { name: 'Strong in six: week 1, day 2' })).toBeInTheDocument();
    const reminders = screen.getByRole('region', { name: 'Reminders' });
    expect(within(reminders).getByRole('link', { name: 'Add measurements' })).toHaveAttribute(
      'href',
      '/page/measurements?form_open=true',
    );
    expect(within(reminders).getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
      'href',
      '/page/progress-photos?form_open=true',
    );
    expect(within(reminders).getByRole('link', { name: /Read the tips/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const meals = screen.getByRole('region', { name: "Today's meals" });
    expect(within(meals).getAllByRole('listitem')).toHaveLength(4);
    expect(within(meals).getByRole('button', { name: 'Recipe 22: eaten' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Community/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Start workout' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('day-state')).toBeNull();
  });

  it('leaves out the body and picture reminders the server did not send', async () => {
    open({ [HOME]: { body: withProgram({ dynamic_cards: [] }) } });
    await screen.findByRole('heading', { name: 'Strong in six: week 1, day 2' });
    expect(screen.queryByRole('link', { name: 'Add measurements' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a photo' })).toBeNull();
  });

  it('on a rest day shows the rest image and words instead of the start button', async () => {
    open({ [HOME]: { body: withProgram({ rest_day: true, dynamic_cards: [] }) } });
    const state = await screen.findByTestId('day-state');
    expect(within(state).getByText('Rest day')).toBeInTheDocument();
    expect(state.querySelector('img')).toHaveAttribute('src', restDayImage);
    expect(screen.queryByRole('button', { name: 'Start workout' })).toBeNull();
  });

  it("names the session done today as today's and the one due next as next (issue 14)", async () => {
    open({
      [HOME]: {
        body: withProgram({
          trained_today: true,
          done_today: { week: 1, day: 1, name: 'Mobility reset' },
          dynamic_cards: [],
        }),
      },
    });
    const banner = await screen.findByRole('region', { name: 'Your program today' });
    expect(within(banner).getByRole('heading', { name: 'Strong in six: week 1, day 1' })).toBeInTheDocument();
    expect(within(banner).getByText('Mobility reset')).toBeInTheDocument();
    expect(within(banner).getByText('Workout complete')).toBeInTheDocument();
    expect(within(banner).getByText(/^Next:/).parentElement).toHaveTextContent(
      'Next: week 1, day 2 · Full body A',
    );
    // The next session is never headed as today's.
    expect(within(banner).queryByRole('heading', { name: /week 1, day 2/ })).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Start workout' })).toBeNull();
  });

  it('on a rest day names the next session as next, under the program', async () => {
    open({ [HOME]: { body: withProgram({ rest_day: true, dynamic_cards: [] }) } });
    const banner = await screen.findByRole('region', { name: 'Your program today' });
    expect(within(banner).getByRole('heading', { name: 'Strong in six' })).toBeInTheDocument();
    expect(within(banner).getByText(/^Next:/).parentElement).toHaveTextContent(
      'Next: week 1, day 2 · Full body A',
    );
  });

  it('after training today shows the workout-complete image, and a carousel with the last workout', async () => {
    const last = anItem({ id: 31, title: 'Yoga flow' });
    open({
      [HOME]: {
        body: withProgram({
          trained_today: true,
          dynamic_cards: [],
          carousel: [
            { kind: 'pending_workout', item: workout },
            { kind: 'last_library_workout', item: last },
          ],
        }),
      },
    });
    const carousel = await screen.findByRole('list', { name: 'Workouts carousel' });
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(carousel).getByText('Workout complete')).toBeInTheDocument();
    expect(within(carousel).getByText('Yoga flow')).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: 'Start workout' })).toBeNull();
    expect(within(carousel).getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  it('marks a meal eaten', async () => {
    let eaten = false;
    const { calls } = open({
      [HOME]: () => ({
        body: withProgram({
          meals: [
            recipe(21, 'breakfast', eaten),
            recipe(22, 'lunch', true),
            recipe(23, 'snack'),
            recipe(24, 'dinner'),
          ],
        }),
      }),
      [`POST ${nutritionPaths.completeMeal(21)}`]: () => {
        eaten = true;
        return { body: { message: 'Meal completed', counted: true, meal: recipe(21, 'breakfast', true) } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'I ate Recipe 21' }));
    expect(await screen.findByRole('button', { name: 'Recipe 21: eaten' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      nutritionPaths.completeMeal(21),
    ]);
  });

  it('shows a completed program’s prompt in a frame; closing records it seen and reloads', async () => {
    let seen = false;
    const { calls } = open({
      [HOME]: () => ({
        body: seen
          ? aHome()
          : withProgram({
              program: aProgram({ has_completed: true }),
              completed: true,
              workout: null,
              carousel: [],
              dynamic_cards: [],
              meals: [],
              completion_prompt_url: 'https://forms.studio.example/done',
            }),
      }),
      [`PUT ${programPaths.congratsSeen(5)}`]: () => {
        seen = true;
        return { body: { message: 'ok' } };
      },
    });
    const promptFrame = () => document.querySelector('iframe[title="Program complete"]');
    const frame = await waitFor(() => {
      expect(promptFrame()).not.toBeNull();
      return promptFrame();
    });
    expect(frame).toHaveAttribute('src', 'https://forms.studio.example/done');
    expect(screen.getByText('Program complete!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(promptFrame()).toBeNull());
    expect(await screen.findByRole('link', { name: /On demand/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      programPaths.congratsSeen(5),
    ]);
    expect(calls.filter((c) => c.path === '/api/v4/users/me/').length).toBeGreaterThan(1);
  });
});
