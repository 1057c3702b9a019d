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
  CHALLENGE_RETENTION_DAYS,
  cancellationMessages,
  cancellationReasonLabel,
  DASHBOARD_WINDOWS,
  type Dashboard,
  type DashboardWindow,
  DEFAULT_DASHBOARD_WINDOW,
  dashboardMessages,
  formatCount,
  formatDay,
  formatMoney,
  wholePercent,
} from '@studio/shared';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { useDisplay, useT } from '../../../../lib/i18n';
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

const Figures = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const display = useDisplay();
  const { now, totals } = dashboard;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('studio.dashboard.figures')}
    >
      <Figure
        label={t('studio.dashboard.premiumMembers')}
        value={formatCount(now.premium_members, display)}
        hint={t('studio.dashboard.payingNow')}
      />
      <Figure
        label={t('studio.dashboard.inTrial')}
        value={formatCount(now.trial_members, display)}
        hint={t('studio.dashboard.now')}
      />
      <Figure
        label={t('studio.dashboard.mrr')}
        value={formatMoney(now.mrr_cents, display)}
        hint={t('studio.dashboard.activeSubscriptions')}
      />
      <Figure
        label={t('studio.dashboard.trialToPaid')}
        value={
          totals.conversion_percent === null
            ? '–'
            : t('studio.dashboard.percent', { percent: formatCount(totals.conversion_percent, display) })
        }
        hint={t('studio.dashboard.conversionsHint', {
          conversions: totals.conversions,
          trials: totals.trials_ended,
        })}
      />
      <Figure
        label={t('studio.dashboard.newTrials')}
        value={formatCount(totals.new_trials, display)}
        hint={t('studio.dashboard.paidAtOnceHint', { count: formatCount(totals.new_paid, display) })}
      />
      <Figure
        label={t('studio.dashboard.cancellations')}
        value={formatCount(totals.cancellations, display)}
      />
      <Figure
        label={t('studio.dashboard.programSales')}
        value={formatMoney(totals.program_sales_cents, display)}
        hint={t('studio.dashboard.programsHint', { count: totals.program_sales })}
      />
      <Figure
        label={t('studio.dashboard.watchMinutes')}
        value={formatCount(totals.watch_minutes, display)}
        hint={t('studio.dashboard.workoutsHint', { count: totals.workouts })}
      />
    </SimpleGrid>
  );
};

const Promos = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const display = useDisplay();
  return (
    <Paper component="section" withBorder p="md" aria-label={t('studio.dashboard.promos')}>
      <Title order={2} size="h4" mb="sm">
        {t('studio.dashboard.promos')}
      </Title>
      {dashboard.promo_redemptions.length === 0 ? (
        <Text c="dimmed">{t('studio.dashboard.noPromos')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={260}>
          <Table
            aria-label={t('studio.dashboard.promos')}
            striped
            horizontalSpacing="xs"
            style={{ whiteSpace: 'nowrap' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('studio.dashboard.code')}</Table.Th>
                <Table.Th ta="right">{t('studio.dashboard.uses')}</Table.Th>
                <Table.Th>{t('studio.dashboard.lastUsed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dashboard.promo_redemptions.map((promo) => (
                <Table.Tr key={`${promo.kind}:${promo.code}`}>
                  <Table.Td>
                    <Text size="sm">{promo.code}</Text>
                    <Text size="xs" c="dimmed">
                      {promo.kind === 'premium'
                        ? t('studio.dashboard.kindPremium')
                        : t('studio.dashboard.kindProgram')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(promo.redemptions, display)}</Table.Td>
                  <Table.Td>{formatDay(promo.last_day, display)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
};

const Reasons = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const display = useDisplay();
  const { recorded, reasons, offers_made: made, offers_accepted: accepted } = dashboard.cancellation_reasons;
  // Cancellations without a reason: the member gave none, or an owner cancelled in the console.
  const given = reasons.reduce((sum, reason) => sum + reason.count, 0);
  const unexplained = Math.max(0, dashboard.totals.cancellations - given);
  const rows = [
    ...reasons.map((reason) => {
      const id = cancellationReasonLabel(reason.reason);
      return { label: id ? t(id) : reason.reason, count: reason.count };
    }),
    ...(unexplained > 0 ? [{ label: t(cancellationMessages.noReason), count: unexplained }] : []),
  ];
  return (
    <Paper component="section" withBorder p="md" aria-label={t('studio.dashboard.reasons')}>
      <Title order={2} size="h4" mb="sm">
        {t('studio.dashboard.reasons')}
      </Title>
      {!recorded ? (
        <Text c="dimmed">{t(dashboardMessages.reasonsNotRecorded)}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('studio.dashboard.noCancellations')}</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Text component="li" key={row.label}>
              {row.label}: {formatCount(row.count, display)}
            </Text>
          ))}
        </Stack>
      )}
      {recorded && made > 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('studio.dashboard.offersTaken', { made, accepted: formatCount(accepted, display) })}
        </Text>
      ) : null}
    </Paper>
  );
};

const SourceTable = ({
  label,
  nameHeader,
  rows,
}: {
  label: string;
  nameHeader: string;
  rows: Dashboard['sources']['by_source'];
}) => {
  const t = useT();
  const display = useDisplay();
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table aria-label={label} striped horizontalSpacing="xs">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th ta="right">{t('studio.dashboard.signUps')}</Table.Th>
            <Table.Th ta="right">{t('studio.dashboard.trials')}</Table.Th>
            <Table.Th ta="right">{t('studio.dashboard.paying')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.name === '' ? (
                  <Text size="sm" c="dimmed" fs="italic">
                    {t('studio.dashboard.notRecorded')}
                  </Text>
                ) : (
                  row.name
                )}
              </Table.Td>
              <Table.Td ta="right">{formatCount(row.sign_ups, display)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.trials, display)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.paying, display)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** Sign-ups, trials and first payments by first visit (issue 38). */
const Sources = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const { by_source: bySource, by_landing_page: byLanding } = dashboard.sources;
  return (
    <Paper component="section" withBorder p="md" aria-label={t('studio.dashboard.sources')}>
      <Title order={2} size="h4" mb={4}>
        {t('studio.dashboard.sources')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('studio.dashboard.sourcesAbout')}
      </Text>
      {bySource.length === 0 ? (
        <Text c="dimmed">{t('studio.dashboard.noSources')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <SourceTable
            label={t('studio.dashboard.bySource')}
            nameHeader={t('studio.dashboard.source')}
            rows={bySource}
          />
          <SourceTable
            label={t('studio.dashboard.byLandingPage')}
            nameHeader={t('studio.dashboard.landingPage')}
            rows={byLanding}
          />
        </SimpleGrid>
      )}
    </Paper>
  );
};

/** One group's return after a challenge: the percent, and how many of how many. */
const CameBack = ({ group, partial }: { group: { members: number; retained: number }; partial: boolean }) => {
  const t = useT();
  const display = useDisplay();
  if (group.members === 0) return <Text size="sm">–</Text>;
  const counts = {
    retained: formatCount(group.retained, display),
    members: formatCount(group.members, display),
  };
  return (
    <>
      <Text size="sm" fw={600}>
        {t('studio.dashboard.percent', {
          percent: formatCount(wholePercent(group.retained, group.members) ?? 0, display),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t(partial ? 'studio.dashboard.cameBackSoFar' : 'studio.dashboard.cameBack', counts)}
      </Text>
    </>
  );
};

/** Challenges of the window: who joined and finished, and who came back after (issue 39). */
const Challenges = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const display = useDisplay();
  const label = t('studio.dashboard.challenges');
  return (
    <Paper component="section" withBorder p="md" aria-label={label}>
      <Title order={2} size="h4" mb={4}>
        {label}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('studio.dashboard.challengesAbout', { days: CHALLENGE_RETENTION_DAYS })}
      </Text>
      {dashboard.challenges.length === 0 ? (
        <Text c="dimmed">{t('studio.dashboard.noChallenges')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={label} striped horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('studio.dashboard.challenge')}</Table.Th>
                <Table.Th ta="right">{t('studio.dashboard.joined')}</Table.Th>
                <Table.Th ta="right">{t('studio.dashboard.finishedChallenge')}</Table.Th>
                <Table.Th ta="right">{t('studio.dashboard.cameBackJoined')}</Table.Th>
                <Table.Th ta="right">{t('studio.dashboard.cameBackOthers')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dashboard.challenges.map((challenge) => (
                <Table.Tr key={challenge.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{challenge.title}</Text>
                    <Text size="xs" c="dimmed">
                      {t('studio.dashboard.challengeDates', {
                        from: formatDay(challenge.starts_on, display),
                        to: formatDay(challenge.ends_on, display),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(challenge.participants, display)}</Table.Td>
                  <Table.Td ta="right">{formatCount(challenge.finishers, display)}</Table.Td>
                  {challenge.retention === null ? (
                    <Table.Td ta="right" colSpan={2}>
                      <Text size="sm" c="dimmed">
                        {t('studio.dashboard.stillRunning')}
                      </Text>
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td ta="right">
                        <CameBack
                          group={challenge.retention.participants}
                          partial={challenge.retention.partial}
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        <CameBack group={challenge.retention.others} partial={challenge.retention.partial} />
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
};

/** The owner's dashboard (issue 17): the studio now, and its last 7, 30 or 90 days. */
export const DashboardPage = () => {
  const t = useT();
  const display = useDisplay();
  const [days, setDays] = useState<DashboardWindow>(DEFAULT_DASHBOARD_WINDOW);
  const dashboard = useDashboard(days);
  const data = dashboard.data;
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('studio.dashboard.title')}
          </Title>
          {data ? (
            <Text size="sm" c="dimmed">
              {t('studio.dashboard.range', {
                from: formatDay(data.from, display),
                to: formatDay(data.to, display),
                zone: data.time_zone,
              })}
            </Text>
          ) : null}
        </Stack>
        <SegmentedControl
          aria-label={t('studio.dashboard.daysShown')}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as DashboardWindow)}
          data={DASHBOARD_WINDOWS.map((n) => ({
            value: String(n),
            label: t('studio.dashboard.days', { count: n }),
          }))}
        />
      </Group>
      {dashboard.isError && !data ? (
        <LoadError
          what={t('studio.dashboard.loadWhat')}
          onRetry={() => dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : !data ? (
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="sm"
          aria-busy="true"
          aria-label={t('studio.dashboard.loading')}
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
          <Sources dashboard={data} />
          <Challenges dashboard={data} />
        </Stack>
      )}
    </Stack>
  );
};
