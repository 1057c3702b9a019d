import { apiPaths, challengePaths, DISPLAY, invitePaths, type Progress, profilePaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/user';
import { ProfilePage } from '../pages/profile-page';
import { measureCharts, minutesSummary, weekBars, workoutsSummary } from './chart-data';

/** The invite section's answer (it has tests of its own). */
const noInvites = {
  body: {
    code: 'c0de',
    link: '/sign/signup?referral_token=c0de',
    invites: [],
    sent: [],
    reward: { months: 1, discount_percent: 50 },
  },
};

const weeks = (workouts: number[]): Progress['weeks'] =>
  workouts.map((count, index) => ({
    week_start: `2027-01-${String(3 + index).padStart(2, '0')}`,
    workouts: count,
    minutes: count * 20,
  }));

const progress: Progress = {
  measurement_standard: 1,
  measures: [
    {
      key: 'weight',
      unit: 'kg',
      points: [
        { at: '2027-01-04T09:00:00.000Z', value: 80 },
        { at: '2027-01-11T09:00:00.000Z', value: 77.11 },
      ],
    },
    { key: 'waist', unit: 'cm', points: [{ at: '2027-01-04T09:00:00.000Z', value: 90 }] },
    { key: 'hips', unit: 'cm', points: [{ at: '2027-01-04T09:00:00.000Z', value: 101.5 }] },
  ],
  weeks: weeks([0, 2, 0, 1]),
};

describe('chart data', () => {
  it('names each measure with its unit and sums it up in words, from the first set to the latest', () => {
    const [weight, waist] = measureCharts(progress, DISPLAY);
    expect(weight).toMatchObject({
      title: 'Weight (kg)',
      points: [
        { label: '4 Jan, 2027', value: 80 },
        { label: '11 Jan, 2027', value: 77.11 },
      ],
      summary: 'From 80 kg on 4 Jan, 2027 to 77.11 kg on 11 Jan, 2027 (2 sets).',
    });
    expect(waist).toMatchObject({ title: 'Waist (cm)', summary: '90 cm on 4 Jan, 2027.' });
  });

  it('labels the weeks by their Sunday, the running one "so far", and sums them up', () => {
    const bars = weekBars(progress, DISPLAY);
    expect(bars.map((bar) => bar.label)).toEqual(['Jan 3', 'Jan 4', 'Jan 5', 'Jan 6 (so far)']);
    expect(bars[1]).toMatchObject({ workouts: 2, minutes: 40 });
    expect(workoutsSummary(bars)).toBe('3 workouts in the last 4 weeks, in 2 of them.');
    expect(minutesSummary(bars)).toBe('60 minutes in the last 4 weeks, the most in the week of Jan 4 (40).');
  });
});

describe("the profile's progress charts", () => {
  it('shows titled charts with their text alternatives, and the member picks the measure', async () => {
    setPlatformOverride('web');
    stubFetch({
      [`GET ${apiPaths.me}`]: { body: makeUser() },
      [`GET ${invitePaths.invites}`]: noInvites,
      [`GET ${profilePaths.progress}`]: { body: progress },
      [`GET ${challengePaths.badges}`]: { body: { badges: [] } },
    });
    renderApp(<ProfilePage />, { at: paths.profile });

    const section = await screen.findByRole('region', { name: 'Progress' });
    expect(
      await within(section).findByRole('img', { name: /^Weight \(kg\): From 80 kg/ }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('img', { name: /^Workouts per week: 3 workouts in the last 4 weeks/ }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('img', {
        name: 'Minutes per week: 60 minutes in the last 4 weeks, the most in the week of Jan 4 (40).',
      }),
    ).toBeInTheDocument();
    // Every value is in a table for a screen reader.
    const table = within(section).getByRole('table', { name: 'Weight (kg)' });
    expect(within(table).getByRole('row', { name: '11 Jan, 2027 77.11' })).toBeInTheDocument();

    expect(within(section).getByRole('img', { name: /^Waist \(cm\)/ })).toBeInTheDocument();
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Measure' }), 'Hips (cm)');
    expect(
      await within(section).findByRole('img', { name: 'Hips (cm): 101.5 cm on 4 Jan, 2027.' }),
    ).toBeInTheDocument();
  });

  it('says what to do when there is nothing to draw yet', async () => {
    setPlatformOverride('web');
    stubFetch({
      [`GET ${apiPaths.me}`]: { body: makeUser() },
      [`GET ${invitePaths.invites}`]: noInvites,
      [`GET ${profilePaths.progress}`]: {
        body: { measurement_standard: 2, measures: [], weeks: weeks([0, 0]) },
      },
      [`GET ${challengePaths.badges}`]: { body: { badges: [] } },
    });
    renderApp(<ProfilePage />, { at: paths.profile });
    expect(
      await screen.findByText('Add a measurement set to see your weight and measures over time.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No workout finished in the last 2 weeks yet.')).toBeInTheDocument();
  });
});
