import { workoutPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, fill, findForm, refusal, renderConsolePage, submitRefused } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aWorkout } from '../testing';
import { WorkoutsPage } from './workouts-page';

const make = `POST ${workoutPaths.workouts}`;

const open = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({
    [`GET ${workoutPaths.workouts}`]: {
      body: {
        workouts: [
          aWorkout(),
          aWorkout({
            id: 12,
            title: 'Tabata burn',
            hidden: true,
            video: { ...aWorkout().video, state: 'none' },
          }),
        ],
        trainers: [{ id: 3, name: 'Tess Moreau' }],
      },
    },
    [make]: answer,
  });
  renderConsolePage(<WorkoutsPage />, { at: consolePaths.workouts, otherPaths: [consolePaths.workout(13)] });
  return stub;
};

describe('WorkoutsPage', () => {
  it('lists every workout with its kind, length, trainers and video, found by title', async () => {
    const user = userEvent.setup();
    open({ body: aWorkout() });
    const list = await screen.findByRole('list', { name: 'Workouts' });
    expect(within(list).getByRole('listitem', { name: 'Full-body strength' })).toHaveTextContent(
      'Workout · 30:00 · Tess Moreau',
    );
    expect(within(list).getByRole('listitem', { name: 'Tabata burn' })).toHaveTextContent('No video yet');
    await fill(user, screen.getByLabelText('Find a workout'), 'tabata');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Tabata burn']);
  });

  it('makes a workout of what was typed, then opens it', async () => {
    const user = userEvent.setup();
    const { calls } = open({ body: aWorkout({ id: 13, title: 'Core blast' }) });
    const form = await findForm('New workout');
    await fill(user, within(form).getByLabelText('Title'), 'Core blast');
    await fill(user, within(form).getByLabelText('Description (optional)'), 'Ten minutes.');
    await user.click(within(form).getByRole('button', { name: 'Make workout' }));
    expect(await screen.findByText(`Now at ${consolePaths.workout(13)}`)).toBeInTheDocument();
    expect(bodiesOf(calls, make)).toEqual([
      {
        title: 'Core blast',
        description: 'Ten minutes.',
        kind: 'workout',
        trainer_ids: [],
        is_new: false,
        free_sample: false,
        trailer_start_seconds: 0,
      },
    ]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(refusal('title', 'Title refused by the server'));
    const form = await findForm('New workout');
    await submitRefused(user, form, {
      label: 'Title',
      text: 'Core blast',
      submit: 'Make workout',
      message: 'Title refused by the server',
    });
  });
});
