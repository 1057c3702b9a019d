import { filterPaths, workoutPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import {
  bodiesOf,
  expectDone,
  fill,
  findForm,
  refusal,
  renderConsolePage,
  submitRefused,
} from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aWorkout } from '../testing';
import { WorkoutPage } from './workout-page';

const workout = aWorkout();
const save = `PUT ${workoutPaths.workout(workout.id)}`;

const open = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({
    [`GET ${workoutPaths.workout(workout.id)}`]: { body: workout },
    [`GET ${workoutPaths.workouts}`]: {
      body: { workouts: [workout], trainers: [{ id: 3, name: 'Tess Moreau' }] },
    },
    [`GET ${filterPaths.groups}`]: { body: { groups: [] } },
    [`GET ${filterPaths.itemFilters(workout.id)}`]: { body: { option_ids: [] } },
    [save]: answer,
  });
  renderConsolePage(<WorkoutPage />, {
    at: consolePaths.workout(workout.id),
    path: consolePaths.workout(':id'),
  });
  return stub;
};

describe('WorkoutPage', () => {
  it('shows the workout: whether members see it, its video and its details', async () => {
    open({ body: workout });
    expect(await screen.findByRole('heading', { name: 'Full-body strength', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Members see this workout.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Video' })).toHaveTextContent('Length 30:00');
    const form = await findForm('Details');
    expect(within(form).getByLabelText('Title')).toHaveValue('Full-body strength');
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue('Every muscle, once.');
    expect(screen.getByRole('link', { name: '← All workouts' })).toHaveAttribute(
      'href',
      consolePaths.workouts,
    );
  });

  it('saves what was typed and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open(({ body }) => ({ body: { ...workout, ...(body as object) } }));
    const form = await findForm('Details');
    await fill(user, within(form).getByLabelText('Title'), 'Full-body power');
    await user.click(within(form).getByLabelText('Mark as new'));
    // A free sample any member may watch, and where the storefront's trailer starts (issue 38).
    await user.click(within(form).getByLabelText('Free sample'));
    await fill(user, within(form).getByLabelText('Trailer starts at (seconds)'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectDone(form, 'Changes saved.');
    expect(bodiesOf(calls, save)).toEqual([
      {
        title: 'Full-body power',
        description: 'Every muscle, once.',
        kind: 'workout',
        trainer_ids: [3],
        is_new: true,
        free_sample: true,
        trailer_start_seconds: 12,
      },
    ]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(refusal('description', 'Description refused by the server'));
    const form = await findForm('Details');
    await submitRefused(user, form, {
      label: 'Description (optional)',
      text: 'Twice.',
      submit: 'Save changes',
      message: 'Description refused by the server',
    });
  });
});
