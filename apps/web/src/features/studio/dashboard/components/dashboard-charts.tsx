import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type Dashboard, type Display, formatCount, formatDay, formatMoney } from '@studio/shared';
import type { ReactNode } from 'react';
import { useDisplay, useT } from '../../../../lib/i18n';

const CHART_HEIGHT = 220;

/** A chart's figures (axis and tooltip) as the active language writes them. */
const useFormats = () => {
  const display = useDisplay();
  return {
    display,
    count: (value: number) => formatCount(value, display),
    money: (cents: number) => formatMoney(cents, display),
  };
};

/** A chart with its title, or the words saying there was nothing to draw. */
const Panel = ({
  title,
  about,
  empty,
  emptyText,
  children,
}: {
  title: string;
  about: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) => (
  <Paper component="section" withBorder p="md" aria-label={title} style={{ minWidth: 0 }}>
    <Stack gap={4} mb="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {about}
      </Text>
    </Stack>
    {empty ? (
      <Text c="dimmed" py="xl" ta="center">
        {emptyText}
      </Text>
    ) : (
      children
    )}
  </Paper>
);

const days = (dashboard: Dashboard, display: Display) =>
  dashboard.daily.map((day) => ({ ...day, label: formatDay(day.day, display) }));

type Day = Dashboard['daily'][number];
/** Whether every day of the window is 0 in each of `keys`: nothing to draw. */
const nothing = (dashboard: Dashboard, ...keys: (keyof Day)[]) =>
  dashboard.daily.every((day) => keys.every((key) => day[key] === 0));

/** New trials, conversions, subscriptions paid at once and cancellations per studio day. */
export const SubscriptionsChart = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const { display, count } = useFormats();
  return (
    <Panel
      title={t('studio.dashboard.chart.subscriptions')}
      about={t('studio.dashboard.chart.subscriptionsAbout')}
      empty={nothing(dashboard, 'new_trials', 'conversions', 'new_paid', 'cancellations')}
      emptyText={t('studio.dashboard.chart.subscriptionsEmpty')}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={days(dashboard, display)}
        dataKey="label"
        // One bar a day, its kinds stacked: 90 days of four bars side by side would be hairlines.
        type="stacked"
        withLegend
        // In the series' order (recharts sorts a legend by name otherwise).
        legendProps={{ itemSorter: null }}
        valueFormatter={count}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        series={[
          { name: 'new_trials', label: t('studio.dashboard.chart.trials'), color: 'blue.6' },
          { name: 'conversions', label: t('studio.dashboard.chart.converted'), color: 'teal.6' },
          { name: 'new_paid', label: t('studio.dashboard.chart.paidAtOnce'), color: 'grape.6' },
          { name: 'cancellations', label: t('studio.dashboard.chart.cancelled'), color: 'red.6' },
        ]}
      />
    </Panel>
  );
};

/** What programs sold for per studio day. */
export const ProgramSalesChart = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const { display, money } = useFormats();
  return (
    <Panel
      title={t('studio.dashboard.programSales')}
      about={t('studio.dashboard.chart.salesAbout')}
      empty={nothing(dashboard, 'program_sales')}
      emptyText={t('studio.dashboard.chart.salesEmpty')}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={days(dashboard, display)}
        dataKey="label"
        valueFormatter={money}
        yAxisProps={{ allowDecimals: false, width: 72 }}
        series={[
          { name: 'program_sales_cents', label: t('studio.dashboard.chart.sales'), color: 'indigo.6' },
        ]}
      />
    </Panel>
  );
};

/** Minutes of workouts finished per studio day. */
export const WatchMinutesChart = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const { display, count } = useFormats();
  return (
    <Panel
      title={t('studio.dashboard.watchMinutes')}
      about={t('studio.dashboard.chart.minutesAbout')}
      empty={nothing(dashboard, 'workouts')}
      emptyText={t('studio.dashboard.chart.minutesEmpty')}
    >
      <AreaChart
        h={CHART_HEIGHT}
        data={days(dashboard, display)}
        dataKey="label"
        curveType="monotone"
        withDots={dashboard.daily.length <= 30}
        valueFormatter={count}
        yAxisProps={{ allowDecimals: false, width: 44 }}
        series={[{ name: 'watch_minutes', label: t('studio.dashboard.chart.minutes'), color: 'orange.6' }]}
      />
    </Panel>
  );
};

/** Members who trained on 3 days or more of each week: the figure that predicts who stays. */
export const TrainingWeeksChart = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const { display, count } = useFormats();
  const weeks = dashboard.weekly.map((week) => {
    const start = formatDay(week.week_start, display);
    return { ...week, label: week.partial ? t('studio.dashboard.chart.weekSoFar', { week: start }) : start };
  });
  const trainingDays = { days: dashboard.training_days };
  return (
    <Panel
      title={t('studio.dashboard.chart.training', trainingDays)}
      about={t('studio.dashboard.chart.trainingAbout', trainingDays)}
      empty={weeks.every((week) => week.members_trained === 0)}
      emptyText={t('studio.dashboard.chart.trainingEmpty', trainingDays)}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={weeks}
        dataKey="label"
        valueFormatter={count}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        series={[{ name: 'members_trained', label: t('studio.dashboard.chart.members'), color: 'teal.6' }]}
      />
    </Panel>
  );
};
