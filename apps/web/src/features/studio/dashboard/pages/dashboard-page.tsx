import {
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  cancellationMessages,
  cancellationReasonLabel,
  DASHBOARD_WINDOWS,
  type Dashboard,
  type DashboardWindow,
  DEFAULT_DASHBOARD_WINDOW,
  dashboardMessages,
} from '@studio/shared';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { formatCount, formatDay, formatMoney } from '../../../../lib/format';
import { useDashboard } from '../api/dashboard';
import {
  ProgramSalesChart,
  SubscriptionsChart,
  TrainingWeeksChart,
  WatchMinutesChart,
} from '../components/dashboard-charts';

const Figure = ({ label, value, hint }: { label: string; value: string; hint?: string }) => (
  <Paper withBorder p="md" component="li" aria-label={label} style={{ minWidth: 0 }}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
    {hint ? (
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    ) : null}
  </Paper>
);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const Figures = ({ dashboard }: { dashboard: Dashboard }) => {
  const { now, totals } = dashboard;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Figures"
    >
      <Figure label="Premium members" value={formatCount(now.premium_members)} hint="paying, now" />
      <Figure label="In trial" value={formatCount(now.trial_members)} hint="now" />
      <Figure
        label="Monthly recurring revenue"
        value={formatMoney(now.mrr_cents)}
        hint="active subscriptions"
      />
      <Figure
        label="Trial to paid"
        value={totals.conversion_percent === null ? '–' : `${totals.conversion_percent} %`}
        hint={`${plural(totals.conversions, 'conversion')}, ${plural(totals.trials_ended, 'trial')} ended`}
      />
      <Figure
        label="New trials"
        value={formatCount(totals.new_trials)}
        hint={`${totals.new_paid} paid at once`}
      />
      <Figure label="Cancellations" value={formatCount(totals.cancellations)} />
      <Figure
        label="Program sales"
        value={formatMoney(totals.program_sales_cents)}
        hint={plural(totals.program_sales, 'program')}
      />
      <Figure
        label="Watch minutes"
        value={formatCount(totals.watch_minutes)}
        hint={plural(totals.workouts, 'workout')}
      />
    </SimpleGrid>
  );
};

const Promos = ({ dashboard }: { dashboard: Dashboard }) => (
  <Paper component="section" withBorder p="md" aria-label="Promo codes redeemed">
    <Title order={2} size="h4" mb="sm">
      Promo codes redeemed
    </Title>
    {dashboard.promo_redemptions.length === 0 ? (
      <Text c="dimmed">No promo code was used in these days.</Text>
    ) : (
      <Table.ScrollContainer minWidth={260}>
        <Table
          aria-label="Promo codes redeemed"
          striped
          horizontalSpacing="xs"
          style={{ whiteSpace: 'nowrap' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th ta="right">Uses</Table.Th>
              <Table.Th>Last used</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dashboard.promo_redemptions.map((promo) => (
              <Table.Tr key={`${promo.kind}:${promo.code}`}>
                <Table.Td>
                  <Text size="sm">{promo.code}</Text>
                  <Text size="xs" c="dimmed">
                    {promo.kind === 'premium' ? 'Premium' : 'Program'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{promo.redemptions}</Table.Td>
                <Table.Td>{formatDay(promo.last_day)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )}
  </Paper>
);

const Reasons = ({ dashboard }: { dashboard: Dashboard }) => {
  const { recorded, reasons, offers_made: made, offers_accepted: accepted } = dashboard.cancellation_reasons;
  // Cancellations without a reason: the member gave none, or an owner cancelled in the console.
  const given = reasons.reduce((sum, reason) => sum + reason.count, 0);
  const unexplained = Math.max(0, dashboard.totals.cancellations - given);
  const rows = [
    ...reasons.map((reason) => ({ label: cancellationReasonLabel(reason.reason), count: reason.count })),
    ...(unexplained > 0 ? [{ label: cancellationMessages.noReason, count: unexplained }] : []),
  ];
  return (
    <Paper component="section" withBorder p="md" aria-label="Cancellation reasons">
      <Title order={2} size="h4" mb="sm">
        Cancellation reasons
      </Title>
      {!recorded ? (
        <Text c="dimmed">{dashboardMessages.reasonsNotRecorded}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">No cancellation in these days.</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Text component="li" key={row.label}>
              {row.label}: {formatCount(row.count)}
            </Text>
          ))}
        </Stack>
      )}
      {recorded && made > 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          Offer to stay made {formatCount(made)} {made === 1 ? 'time' : 'times'}, accepted{' '}
          {formatCount(accepted)}.
        </Text>
      ) : null}
    </Paper>
  );
};

/** The owner's dashboard (issue 17): the studio now, and its last 7, 30 or 90 days. */
export const DashboardPage = () => {
  const [days, setDays] = useState<DashboardWindow>(DEFAULT_DASHBOARD_WINDOW);
  const dashboard = useDashboard(days);
  const data = dashboard.data;
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Dashboard
          </Title>
          {data ? (
            <Text size="sm" c="dimmed">
              {formatDay(data.from)} to {formatDay(data.to)}, days in {data.time_zone}; today so far.
            </Text>
          ) : null}
        </Stack>
        <SegmentedControl
          aria-label="Days shown"
          value={String(days)}
          onChange={(value) => setDays(Number(value) as DashboardWindow)}
          data={DASHBOARD_WINDOWS.map((n) => ({ value: String(n), label: `${n} days` }))}
        />
      </Group>
      {dashboard.isError && !data ? (
        <LoadError what="The dashboard" onRetry={() => dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : !data ? (
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="sm"
          aria-busy="true"
          aria-label="Loading the dashboard"
        >
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
            <Skeleton key={i} h={88} radius="sm" />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="lg" style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}>
          <Figures dashboard={data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SubscriptionsChart dashboard={data} />
            <TrainingWeeksChart dashboard={data} />
            <WatchMinutesChart dashboard={data} />
            <ProgramSalesChart dashboard={data} />
            <Promos dashboard={data} />
            <Reasons dashboard={data} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
};
