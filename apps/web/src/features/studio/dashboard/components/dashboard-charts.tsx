import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Dashboard } from '@studio/shared';
import type { ReactNode } from 'react';
import { formatDay, formatMoney } from '../../../../lib/format';

const CHART_HEIGHT = 220;
const count = (value: number) => String(value);

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

const days = (dashboard: Dashboard) => dashboard.daily.map((day) => ({ ...day, label: formatDay(day.day) }));

type Day = Dashboard['daily'][number];
/** Whether every day of the window is 0 in each of `keys`: nothing to draw. */
const nothing = (dashboard: Dashboard, ...keys: (keyof Day)[]) =>
  dashboard.daily.every((day) => keys.every((key) => day[key] === 0));

/** New trials, conversions, subscriptions paid at once and cancellations per studio day. */
export const SubscriptionsChart = ({ dashboard }: { dashboard: Dashboard }) => {
  return (
    <Panel
      title="Trials and subscriptions"
      about="New trials, trials converted to paid, subscriptions paid at once, and cancellations, per day."
      empty={nothing(dashboard, 'new_trials', 'conversions', 'new_paid', 'cancellations')}
      emptyText="No trial, payment or cancellation in these days."
    >
      <BarChart
        h={CHART_HEIGHT}
        data={days(dashboard)}
        dataKey="label"
        // One bar a day, its kinds stacked: 90 days of four bars side by side would be hairlines.
        type="stacked"
        withLegend
        // In the series' order (recharts sorts a legend by name otherwise).
        legendProps={{ itemSorter: null }}
        valueFormatter={count}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        series={[
          { name: 'new_trials', label: 'Trials', color: 'blue.6' },
          { name: 'conversions', label: 'Converted', color: 'teal.6' },
          { name: 'new_paid', label: 'Paid at once', color: 'grape.6' },
          { name: 'cancellations', label: 'Cancelled', color: 'red.6' },
        ]}
      />
    </Panel>
  );
};

/** What programs sold for per studio day. */
export const ProgramSalesChart = ({ dashboard }: { dashboard: Dashboard }) => (
  <Panel
    title="Program sales"
    about="What programs sold for each day (programs the studio gave are not sales)."
    empty={nothing(dashboard, 'program_sales')}
    emptyText="No program was sold in these days."
  >
    <BarChart
      h={CHART_HEIGHT}
      data={days(dashboard)}
      dataKey="label"
      valueFormatter={(cents) => formatMoney(cents)}
      yAxisProps={{ allowDecimals: false, width: 72 }}
      series={[{ name: 'program_sales_cents', label: 'Sales', color: 'indigo.6' }]}
    />
  </Panel>
);

/** Minutes of workouts finished per studio day. */
export const WatchMinutesChart = ({ dashboard }: { dashboard: Dashboard }) => (
  <Panel
    title="Watch minutes"
    about="Minutes of the workouts members finished each day."
    empty={nothing(dashboard, 'workouts')}
    emptyText="No workout was finished in these days."
  >
    <AreaChart
      h={CHART_HEIGHT}
      data={days(dashboard)}
      dataKey="label"
      curveType="monotone"
      withDots={dashboard.daily.length <= 30}
      valueFormatter={count}
      yAxisProps={{ allowDecimals: false, width: 44 }}
      series={[{ name: 'watch_minutes', label: 'Minutes', color: 'orange.6' }]}
    />
  </Panel>
);

/** Members who trained on 3 days or more of each week: the figure that predicts who stays. */
export const TrainingWeeksChart = ({ dashboard }: { dashboard: Dashboard }) => {
  const weeks = dashboard.weekly.map((week) => ({
    ...week,
    label: `${formatDay(week.week_start)}${week.partial ? ' (so far)' : ''}`,
  }));
  return (
    <Panel
      title={`Members training ${dashboard.training_days}+ days a week`}
      about={`Members who finished workouts on ${dashboard.training_days} days or more of a week (Sunday to Saturday, by its Sunday): those who do tend to stay.`}
      empty={weeks.every((week) => week.members_trained === 0)}
      emptyText={`No member trained on ${dashboard.training_days} days of a week in these weeks.`}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={weeks}
        dataKey="label"
        valueFormatter={count}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        series={[{ name: 'members_trained', label: 'Members', color: 'teal.6' }]}
      />
    </Panel>
  );
};
