import { type Dashboard, type DashboardDay, dashboardMessages, studioPaths } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
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
import { DashboardPage } from './dashboard-page';

const quietDay = (day: string): DashboardDay => ({
  day,
  new_trials: 0,
  new_paid: 0,
  trials_ended: 0,
  conversions: 0,
  cancellations: 0,
  program_sales: 0,
  program_sales_cents: 0,
  workouts: 0,
  watch_minutes: 0,
  live: false,
});

const aDashboard = (days: 7 | 30, overrides: Partial<Dashboard> = {}): Dashboard => {
  const daily = Array.from({ length: days }, (_, i) =>
    quietDay(new Date(Date.UTC(2026, 10, 26 - (days - 1) + i)).toISOString().slice(0, 10)),
  );
  return {
    days,
    time_zone: 'Europe/London',
    from: daily[0]?.day ?? '',
    to: '2026-11-26',
    training_days: 3,
    now: { premium_members: 12, trial_members: 4, mrr_cents: 28_98 },
    totals: {
      new_trials: 5,
      new_paid: 1,
      trials_ended: 3,
      conversions: 2,
      conversion_percent: 67,
      cancellations: 1,
      program_sales: 2,
      program_sales_cents: 8498,
      workouts: 0,
      watch_minutes: 0,
    },
    cancellation_reasons: { recorded: false, reasons: [], offers_made: 0, offers_accepted: 0 },
    promo_redemptions: [{ kind: 'premium', code: 'SPRING25', redemptions: 3, last_day: '2026-11-24' }],
    sources: { by_source: [], by_landing_page: [] },
    challenges: [],
    daily: daily.map((day, i) =>
      i === days - 2
        ? { ...day, new_trials: 5, new_paid: 1, program_sales: 2, program_sales_cents: 8498 }
        : day,
    ),
    weekly: [{ week_start: '2026-11-22', week_end: '2026-11-28', members_trained: 0, partial: true }],
    ...overrides,
  };
};

const renderPage = (answers: Record<string, Dashboard>) => {
  writeSession({ email: 'olive@example.com', token: 'tok' });
  const stub = stubFetch(
    Object.fromEntries(
      Object.entries(answers).map(([days, body]) => [`GET ${studioPaths.dashboard}?days=${days}`, { body }]),
    ),
  );
  renderApp(<DashboardPage />, { at: consolePaths.dashboard });
  return stub;
};

const figure = (label: string) => screen.getByRole('listitem', { name: label });

describe('DashboardPage', () => {
  it("speaks the staff member's language, its figures and days written as that language writes them", async () => {
    await activateLocale('pt-BR');
    try {
      const now = { premium_members: 1234, trial_members: 4, mrr_cents: 28_98 };
      renderPage({ 30: aDashboard(30, { now }) });
      expect(await screen.findByRole('list', { name: 'Números' })).toBeInTheDocument();
      expect(figure('Membros premium')).toHaveTextContent('1.234pagantes, agora');
      expect(figure('Receita recorrente mensal')).toHaveTextContent('US$ 28,98');
      expect(figure('De teste a pago')).toHaveTextContent('67%2 conversões, 3 testes encerrados');
      expect(
        screen.getByText('De 28 de out. a 26 de nov., dias no fuso Europe/London; hoje até agora.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '7 dias' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Membros treinando 3+ dias por semana' })).toHaveTextContent(
        'Nenhum membro treinou 3 dias de uma semana nessas semanas.',
      );
    } finally {
      await activateLocale('en');
    }
  });

  it('has its own route in the console', () => {
    // The console's routes as the app mounts them (app/router.test.tsx checks that it does).
    const page = () => async () => ({ Component: () => null });
    const routes = [{ path: consolePaths.root, children: consoleRoutes(page, page()) }];
    expect(matchRoutes(routes, consolePaths.dashboard)?.at(-1)?.route.path).toBe('dashboard');
  });

  it('shows the figures now and over 30 days, money from cents, and the promo codes used', async () => {
    renderPage({ 30: aDashboard(30) });
    expect(await screen.findByRole('list', { name: 'Figures' })).toBeInTheDocument();
    expect(figure('Premium members')).toHaveTextContent('12');
    expect(figure('In trial')).toHaveTextContent('4');
    expect(figure('Monthly recurring revenue')).toHaveTextContent('$28.98');
    expect(figure('Trial to paid')).toHaveTextContent('67 %2 conversions, 3 trials ended');
    expect(figure('Program sales')).toHaveTextContent('$84.98');
    expect(figure('Watch minutes')).toHaveTextContent('00 workouts');
    expect(screen.getByText('Oct 28 to Nov 26, days in Europe/London; today so far.')).toBeInTheDocument();

    const promos = screen.getByRole('table', { name: 'Promo codes redeemed' });
    expect(within(promos).getByRole('row', { name: /SPRING25/ })).toHaveTextContent('SPRING25Premium3Nov 24');
    expect(screen.getByText(inEnglish(dashboardMessages.reasonsNotRecorded))).toBeInTheDocument();
  });

  it('shows sign-ups, trials and paying members by source and by landing page', async () => {
    renderPage({
      30: aDashboard(30, {
        sources: {
          by_source: [
            { name: 'newsletter', sign_ups: 3, trials: 2, paying: 1 },
            { name: '', sign_ups: 0, trials: 1, paying: 1 },
          ],
          by_landing_page: [{ name: '/pricing', sign_ups: 3, trials: 3, paying: 2 }],
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Where members come from' });
    const bySource = within(section).getByRole('table', { name: 'By source' });
    expect(within(bySource).getByRole('row', { name: /newsletter/ })).toHaveTextContent('newsletter321');
    expect(within(bySource).getByRole('row', { name: /Not recorded/ })).toHaveTextContent('Not recorded011');
    const byLanding = within(section).getByRole('table', { name: 'By landing page' });
    expect(within(byLanding).getByRole('row', { name: /pricing/ })).toHaveTextContent('/pricing332');
  });

  it('says when nobody came in the window', async () => {
    renderPage({ 30: aDashboard(30) });
    const section = await screen.findByRole('region', { name: 'Where members come from' });
    expect(section).toHaveTextContent(
      'Nobody signed up, started a trial or paid for the first time in these days.',
    );
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('shows each challenge’s members and finishers, and who came back after it against others', async () => {
    renderPage({
      30: aDashboard(30, {
        challenges: [
          {
            id: 2,
            title: 'December days',
            starts_on: '2026-11-20',
            ends_on: '2026-12-20',
            participants: 1234,
            finishers: 0,
            retention: null,
          },
          {
            id: 1,
            title: 'Autumn steps',
            starts_on: '2026-10-01',
            ends_on: '2026-11-20',
            participants: 8,
            finishers: 3,
            retention: {
              partial: true,
              participants: { members: 8, retained: 5 },
              others: { members: 0, retained: 0 },
            },
          },
        ],
      }),
    });
    const section = await screen.findByRole('region', { name: 'Challenges' });
    expect(section).toHaveTextContent('in the 14 days after a challenge ended');
    const table = within(section).getByRole('table', { name: 'Challenges' });
    expect(within(table).getByRole('row', { name: /December/ })).toHaveTextContent(
      'December daysNov 20 to Dec 201,2340Running',
    );
    // 5 of 8 is 62.5 %, shown rounded half up; nobody else trained during it.
    expect(within(table).getByRole('row', { name: /Autumn/ })).toHaveTextContent(
      'Autumn stepsOct 1 to Nov 208363 %5 of 8 so far–',
    );
  });

  it('says when no challenge ran in the window', async () => {
    renderPage({ 30: aDashboard(30) });
    const section = await screen.findByRole('region', { name: 'Challenges' });
    expect(section).toHaveTextContent('No challenge ran in these days.');
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('shows the reasons members gave for leaving with their labels, and the offers taken', async () => {
    const base = aDashboard(30);
    renderPage({
      30: {
        ...base,
        totals: { ...base.totals, cancellations: 4 },
        cancellation_reasons: {
          recorded: true,
          reasons: [
            { reason: 'too_expensive', count: 2 },
            { reason: 'need_break', count: 1 },
          ],
          offers_made: 4,
          offers_accepted: 1,
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Cancellation reasons' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['It costs too much: 2', 'I need a break: 1', 'No reason given: 1']);
    expect(section).toHaveTextContent('Offer to stay made 4 times, accepted 1.');
    expect(screen.queryByText(inEnglish(dashboardMessages.reasonsNotRecorded))).not.toBeInTheDocument();
  });

  it('says so where a chart has nothing to draw, instead of empty axes', async () => {
    renderPage({ 30: aDashboard(30) });
    await screen.findByRole('list', { name: 'Figures' });
    const section = (name: string) => screen.getByRole('region', { name });
    expect(section('Watch minutes')).toHaveTextContent('No workout was finished in these days.');
    expect(section('Members training 3+ days a week')).toHaveTextContent(
      'No member trained on 3 days of a week in these weeks.',
    );
    // With sales and trials on a day, those charts are drawn.
    expect(section('Program sales')).not.toHaveTextContent('No program was sold');
    expect(section('Trials and subscriptions')).not.toHaveTextContent('No trial, payment or cancellation');
  });

  it('asks for 7 days when the owner picks them', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      30: aDashboard(30),
      7: aDashboard(7, { now: { premium_members: 12, trial_members: 4, mrr_cents: 1999 } }),
    });
    await screen.findByRole('list', { name: 'Figures' });
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(
      await screen.findByText('Nov 20 to Nov 26, days in Europe/London; today so far.'),
    ).toBeInTheDocument();
    expect(figure('Monthly recurring revenue')).toHaveTextContent('$19.99');
    expect(calls.map((call) => call.path)).toEqual([
      `${studioPaths.dashboard}?days=30`,
      `${studioPaths.dashboard}?days=7`,
    ]);
  });
});
