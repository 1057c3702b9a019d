import { type Cohorts, studioPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../../lib/i18n';
import { writeSession } from '../../../../lib/session';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render';
import { consoleRoutes } from '../../routes';
import { consolePaths } from '../../studio-paths';
import { AnalyticsPage } from './analytics-page';

const cell = (
  since: number,
  month: string,
  active: number,
  paying: number,
  members: number,
  partial = false,
) => ({
  since,
  month,
  active,
  paying,
  active_percent: Math.floor((active * 200 + members) / (2 * members)),
  paying_percent: Math.floor((paying * 200 + members) / (2 * members)),
  partial,
});

const cohorts: Cohorts = {
  time_zone: 'Europe/London',
  months: 12,
  rolled_up_at: '2026-11-26T10:17:00.000Z',
  cohorts: [
    {
      cohort: '2026-09',
      members: 4,
      months: [cell(0, '2026-09', 2, 2, 4), cell(1, '2026-10', 2, 2, 4), cell(2, '2026-11', 1, 2, 4, true)],
    },
    {
      cohort: '2026-10',
      members: 2,
      months: [cell(0, '2026-10', 1, 1, 2), cell(1, '2026-11', 2, 1, 2, true)],
    },
  ],
};

const renderPage = () => {
  writeSession({ email: 'olive@example.com', token: 'tok' });
  stubFetch({ [`GET ${studioPaths.analyticsCohorts}?months=12`]: { body: cohorts } });
  renderApp(<AnalyticsPage />, { at: consolePaths.analytics });
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('AnalyticsPage', () => {
  it('has its own route in the console', () => {
    const page = () => async () => ({ Component: () => null });
    const routes = [{ path: consolePaths.root, children: consoleRoutes(page, page()) }];
    expect(matchRoutes(routes, consolePaths.analytics)?.at(-1)?.route.path).toBe('analytics');
  });

  it('shows each cohort month by month, trained then paid, with the running month marked', async () => {
    renderPage();
    const trained = await screen.findByRole('table', { name: 'Share of each cohort that trained' });
    expect(rowsOf(trained)).toEqual(['Sep 26450 %50 %25 %*', 'Oct 26250 %100 %*']);
    expect(within(trained).getByRole('cell', { name: '25 %*' })).toHaveAttribute('title', '1 of 4 in Nov 26');
    expect(screen.getByRole('img', { name: /the newest cohorts as curves/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    const paid = screen.getByRole('table', { name: 'Share of each cohort that paid' });
    expect(rowsOf(paid)).toEqual(['Sep 26450 %50 %50 %*', 'Oct 26250 %50 %*']);
  });

  it("speaks the owner's language", async () => {
    await activateLocale('es');
    try {
      renderPage();
      expect(
        await screen.findByRole('table', { name: 'Parte de cada cohorte que entrenó' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Mes 0' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
