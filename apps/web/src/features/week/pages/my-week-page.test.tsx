import { type Week, type WeekDayEntry, weekPaths } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { activateLocale } from '../../../lib/i18n';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { MyWeekPage } from './my-week-page';

const day = (date: string, weekday: number, overrides: Partial<WeekDayEntry> = {}): WeekDayEntry => ({
  date,
  weekday,
  today: false,
  workout_day: false,
  program_day: null,
  live_classes: [],
  meals: [],
  planned: [],
  ...overrides,
});

const aWeek = (overrides: Partial<Week> = {}): Week => ({
  start: '2027-01-03',
  previous: '2026-12-27',
  next: '2027-01-10',
  program_title: 'Strong start',
  has_feed: false,
  days: [
    day('2027-01-03', 0),
    day('2027-01-04', 1, {
      today: true,
      workout_day: true,
      program_day: { week: 1, day: 1, title: 'Squats', item_id: 7, done: true },
      meals: [{ meal_type: 'breakfast', item_id: 3, title: 'Oats' }],
    }),
    day('2027-01-05', 2, {
      live_classes: [
        { id: 9, title: 'Core live', starts_at: '2027-01-06T03:00:00Z', time: '19:00', duration_minutes: 30 },
      ],
    }),
    day('2027-01-06', 3, {
      planned: [{ id: 5, day: '2027-01-06', item_id: 8, title: 'Yoga flow', duration_minutes: 20 }],
    }),
    day('2027-01-07', 4),
    day('2027-01-08', 5),
    day('2027-01-09', 6),
  ],
  ...overrides,
});

describe('MyWeekPage', () => {
  it('shows each day with its program day, live class, meals and planned workouts, and removes one', async () => {
    const { calls } = stubFetch({
      [`GET ${weekPaths.week}`]: () => ({ body: aWeek() }),
      [`DELETE ${weekPaths.plannedWorkout(5)}`]: () => ({
        body: { message: 'Workout removed from your week.' },
      }),
    });
    renderApp(<MyWeekPage />, { at: paths.week() });
    const monday = await screen.findByRole('region', { name: 'Monday' });
    expect(within(monday).getByText('Today')).toBeInTheDocument();
    expect(within(monday).getByText('Week 1, day 1: Squats')).toBeInTheDocument();
    expect(within(monday).getByLabelText('Done')).toBeInTheDocument();
    expect(within(monday).getByText('Breakfast: Oats')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Tuesday' })).getByText('Live: Core live'),
    ).toBeInTheDocument();
    expect(screen.getByText('Jan 3 – Jan 9 · Strong start')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Yoga flow from Wednesday' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('moves to the next week and back with buttons named for screen readers', async () => {
    const { calls } = stubFetch({
      [`GET ${weekPaths.week}`]: () => ({ body: aWeek() }),
      [`GET ${weekPaths.week}?start=2027-01-10`]: () => ({
        body: aWeek({ start: '2027-01-10', previous: '2027-01-03', next: null }),
      }),
    });
    renderApp(<MyWeekPage />, { at: paths.week() });
    const weeks = await screen.findByRole('navigation', { name: 'Weeks' });
    expect(within(weeks).getByRole('button', { name: 'This week' })).toBeDisabled();
    await waitFor(() => expect(within(weeks).getByRole('button', { name: 'Previous week' })).toBeEnabled());
    await userEvent.click(within(weeks).getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText(/^Jan 10 – Jan 16/)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(`${weekPaths.week}?start=2027-01-10`);
    expect(within(weeks).getByRole('button', { name: 'Next week' })).toBeDisabled();
    await userEvent.click(within(weeks).getByRole('button', { name: 'This week' }));
    expect(await screen.findByText(/^Jan 3 – Jan 9/)).toBeInTheDocument();
  });

  it('shows the calendar link once, when it is made; on a later visit offers only a new one', async () => {
    let made = false;
    const link = 'http://studio.test/api/v4/calendar/abc.ics';
    stubFetch({
      [`GET ${weekPaths.week}`]: () => ({ body: aWeek({ has_feed: made }) }),
      [`POST ${weekPaths.calendarFeed}`]: () => {
        made = true;
        return { body: { feed_url: link } };
      },
    });
    const first = renderApp(<MyWeekPage />, { at: paths.week() });
    await userEvent.click(await screen.findByRole('button', { name: 'Get calendar link' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(link);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    first.unmount();

    // The server keeps only the link's hash: the next visit cannot show it, and offers a new one.
    renderApp(<MyWeekPage />, { at: paths.week() });
    expect(await screen.findByText(/Your calendar link is on/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your calendar link' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset calendar link?' })).toBeInTheDocument();
  });
});

describe('MyWeekPage in Spanish (issue 35)', () => {
  afterEach(() => activateLocale('en'));

  it('writes the weekdays, dates and words in the language', async () => {
    await activateLocale('es');
    stubFetch({ [`GET ${weekPaths.week}`]: () => ({ body: aWeek() }) });
    renderApp(<MyWeekPage />, { at: paths.week() });
    const monday = await screen.findByRole('region', { name: 'Lunes' });
    expect(within(monday).getByText('Hoy')).toBeInTheDocument();
    expect(within(monday).getByText('Semana 1, día 1: Squats')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Martes' })).getByText('En vivo: Core live'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 ene – 9 ene · Strong start')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Yoga flow del miércoles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi semana' })).toBeInTheDocument();
  });
});
