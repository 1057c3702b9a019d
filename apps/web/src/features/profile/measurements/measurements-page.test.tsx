import { apiPaths, profilePaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/user';
import { MeasurementsPage } from '../pages/measurements-page';
import { aSet, renderMeasurements, stubMeasurements } from './testing';

const first = aSet({ id: 1, created_at: '2026-01-10T09:00:00.000Z' });
const middle = aSet({ id: 2, created_at: '2026-02-14T09:00:00.000Z', weight: 78.5, waist: 85, hips: null });
const latest = aSet({ id: 3, created_at: '2026-03-01T09:00:00.000Z', weight: 77, left_biceps: 31.25 });

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}\\b`) });
const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('MeasurementsPage (spec M2 "Measurements")', () => {
  beforeEach(() => {
    // Only the clock: "3 days ago" is counted from it; Mantine and the queries keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends a member without a profile to the profile page', async () => {
    const { calls } = stubMeasurements({ user: makeUser({ profile: null }) });
    renderMeasurements();
    expect(await screen.findByText(`Now at ${paths.profile}`)).toBeInTheDocument();
    expect(calls.some((call) => call.path === profilePaths.measurements)).toBe(false);
  });

  it('sends the member to the profile page when the member is not loaded', async () => {
    // No stored session: the member query never runs, so no profile is loaded.
    stubFetch({});
    renderApp(<MeasurementsPage />, { at: paths.measurements, otherPaths: [paths.profile] });
    expect(await screen.findByText(`Now at ${paths.profile}`)).toBeInTheDocument();
  });

  it('has one h1, the document title, and a skeleton while the sets load', async () => {
    stubMeasurements({ routes: { [`GET ${profilePaths.measurements}`]: () => new Promise(() => {}) } });
    renderMeasurements();
    expect(await screen.findByRole('status', { name: 'Loading measurements' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Measurements']);
    expect(document.title).toBe('Measurements · Studio');
  });

  it('lists the sets newest first, each with its long date and how long ago', async () => {
    // The server's order is not trusted for "oldest": the page sorts by date.
    stubMeasurements({ sets: [middle, latest, first] });
    renderMeasurements();
    const list = await screen.findByRole('list', { name: 'Measurement sets' });
    const dates = within(list).getAllByRole('button', { name: /^[A-Z][a-z]+ \d+, \d{4}$/ });
    expect(dates).toHaveLength(3);
    ['March 1, 2026', 'February 14, 2026', 'January 10, 2026'].forEach((date, index) => {
      expect(dates[index]).toHaveAccessibleName(date);
    });
    const newest = within(list).getByRole('button', { name: 'March 1, 2026' });
    expect(newest).toHaveAccessibleDescription('3 days ago');
    expect(within(list).getByRole('button', { name: 'January 10, 2026' })).toHaveAccessibleDescription(
      '2 months ago',
    );
  });

  it('says so when there is no set', async () => {
    stubMeasurements({ sets: [] });
    renderMeasurements();
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Measurement sets' })).toBeNull();
  });

  it('shows a set with units, "-" for a missing measure and the differences from the oldest set', async () => {
    stubMeasurements({ sets: [latest, middle, first] });
    renderMeasurements();
    await userEvent.click(await screen.findByRole('button', { name: 'February 14, 2026' }));

    expect(screen.getByRole('heading', { level: 2, name: 'February 14, 2026' })).toHaveFocus();
    expect(screen.getByRole('columnheader', { name: 'Since January 10, 2026' })).toBeInTheDocument();
    expect(cells('Weight')).toEqual(['78.5 kg', '-1.5 kg']);
    expect(cells('Waist')).toEqual(['85 cm', english('shared.profile.noDifference')]);
    expect(cells('Hips')).toEqual(['-', '-']);
    expect(screen.getAllByRole('row')).toHaveLength(11);

    // Back to the list, with the focus on the set just left.
    await userEvent.click(screen.getByRole('button', { name: 'Back to all measurements' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'February 14, 2026' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'March 1, 2026' }));
    expect(cells('Left biceps')).toEqual(['31.25 cm', '+1.25 cm']);
  });

  it("shows no differences against an oldest set in other units, in the set's own units", async () => {
    const imperial = aSet({
      id: 4,
      created_at: '2026-03-02T09:00:00.000Z',
      measurement_standard: 2,
      weight: 170,
    });
    stubMeasurements({ sets: [imperial, first] });
    renderMeasurements();
    await userEvent.click(await screen.findByRole('button', { name: 'March 2, 2026' }));

    expect(
      screen.getByText(/Your first measurements are in other units \(Metric \(kg, cm\)\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Since/ })).toBeNull();
    expect(cells('Weight')).toEqual(['170 lbs']);
    expect(cells('Chest')).toEqual(['100 in']);
    expect(screen.queryByText(english('shared.profile.noDifference'))).toBeNull();
  });

  it('shows the oldest set with "no difference" against itself', async () => {
    stubMeasurements({ sets: [latest, first] });
    renderMeasurements();
    await userEvent.click(await screen.findByRole('button', { name: 'January 10, 2026' }));
    expect(screen.getByText(/These are your first measurements/)).toBeInTheDocument();
    expect(cells('Weight')).toEqual(['80 kg', english('shared.profile.noDifference')]);
  });

  it('deletes a set from the list only once confirmed', async () => {
    const { calls } = stubMeasurements({ sets: [latest, first] });
    renderMeasurements();
    const deleteLatest = await screen.findByRole('button', {
      name: 'Delete the measurements of March 1, 2026',
    });

    await userEvent.click(deleteLatest);
    const dialog = screen.getByRole('dialog', { name: 'Delete measurements' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'March 1, 2026' })).toBeInTheDocument();

    await userEvent.click(deleteLatest);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete measurements' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'March 1, 2026' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      profilePaths.deleteMeasurement(7, 3),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'January 10, 2026' })).toBeInTheDocument();
    // The member carries the sets and the stats: it is loaded again.
    expect(calls.filter((call) => call.path === apiPaths.me)).toHaveLength(2);
  });

  it('deletes the set shown in the detail, once confirmed, and goes back to the list', async () => {
    const { calls } = stubMeasurements({ sets: [latest, first] });
    renderMeasurements();
    await userEvent.click(await screen.findByRole('button', { name: 'March 1, 2026' }));
    const remove = screen.getByRole('button', { name: 'Delete the measurements of March 1, 2026' });

    await userEvent.click(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'March 1, 2026' })).toBeInTheDocument();

    await userEvent.click(remove);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete measurements' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('list', { name: 'Measurement sets' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'March 1, 2026' })).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      profilePaths.deleteMeasurement(7, 3),
    ]);
  });
});
