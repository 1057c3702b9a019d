import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  COHORT_WINDOWS,
  type Cohort,
  type CohortMonth,
  type Cohorts,
  type CohortWindow,
  cohortsCsv,
  DEFAULT_COHORT_WINDOW,
  formatCount,
  formatMonthYear,
} from '@studio/shared';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { useDisplay, useT } from '../../../../lib/i18n';
import { useCohorts } from '../api/cohorts';

type Measure = 'active' | 'paying';

/** The curves drawn: the newest cohorts only, so that each line can be told apart. */
const CURVES = 6;
const CURVE_COLORS = ['blue.7', 'teal.7', 'grape.7', 'orange.7', 'red.7', 'gray.7'] as const;

/** A month (YYYY-MM) as the language writes it: "Sep 26". */
const monthLabel = (month: string, display: ReturnType<typeof useDisplay>) =>
  formatMonthYear(new Date(`${month}-15T12:00:00Z`), { ...display, timeZone: 'UTC' });

const percentOf = (cell: CohortMonth, measure: Measure) =>
  measure === 'active' ? cell.active_percent : cell.paying_percent;

/**
 * A cell's colour by its percentage, in ten steps of the theme's blue; dark words up to step 6,
 * white from step 8 (step 7 is skipped: neither reads at 4.5:1 on it).
 */
const heat = (percent: number | null) => {
  if (percent === null) return {};
  const step = Math.min(9, Math.round(percent / 11));
  const shade = step === 7 ? 8 : step;
  return {
    backgroundColor: `var(--mantine-color-blue-${shade})`,
    color: shade >= 8 ? 'var(--mantine-color-white)' : 'var(--mantine-color-black)',
  };
};

/** The triangle: a row per cohort, a column per month since its sign-up. */
const CohortTable = ({ data, measure, label }: { data: Cohorts; measure: Measure; label: string }) => {
  const t = useT();
  const display = useDisplay();
  const width = Math.max(0, ...data.cohorts.map((c) => c.months.length));
  // The months since sign-up, 0 to the oldest cohort's last: the table's columns.
  const columns = Array.from({ length: width }, (_, since) => since);
  return (
    // Wider than a phone: a region of its own that the keyboard can reach and scroll.
    <Table.ScrollContainer
      minWidth={Math.max(480, 140 + width * 64)}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table aria-label={label} horizontalSpacing={6} verticalSpacing={4} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('studio.analytics.cohort')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('studio.analytics.members')}
            </Table.Th>
            {columns.map((since) => (
              <Table.Th key={since} scope="col" ta="center">
                {t('studio.analytics.monthSince', { since })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.cohorts.map((cohort) => (
            <Table.Tr key={cohort.cohort}>
              <Table.Th scope="row">{monthLabel(cohort.cohort, display)}</Table.Th>
              <Table.Td ta="right">{formatCount(cohort.members, display)}</Table.Td>
              {columns.map((since) => {
                const cell = cohort.months.find((m) => m.since === since);
                if (!cell) return <Table.Td key={`${cohort.cohort}-${since}`} />;
                const percent = percentOf(cell, measure);
                const count = measure === 'active' ? cell.active : cell.paying;
                return (
                  <Table.Td
                    key={`${cohort.cohort}-${since}`}
                    ta="center"
                    style={heat(percent)}
                    title={t('studio.analytics.cellTitle', {
                      count: formatCount(count, display),
                      members: formatCount(cohort.members, display),
                      month: monthLabel(cell.month, display),
                    })}
                  >
                    {percent === null
                      ? '–'
                      : t('studio.dashboard.percent', { percent: formatCount(percent, display) })}
                    {cell.partial ? '*' : ''}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** The newest cohorts as curves: the share still there, month after month. */
const CohortCurves = ({
  cohorts,
  measure,
  title,
}: {
  cohorts: Cohort[];
  measure: Measure;
  title: string;
}) => {
  const t = useT();
  const display = useDisplay();
  const shown = cohorts.slice(-CURVES);
  const width = Math.max(0, ...shown.map((c) => c.months.length));
  const data = Array.from({ length: width }, (_, since) => ({
    since: t('studio.analytics.monthSince', { since }),
    ...Object.fromEntries(
      shown.flatMap((cohort) => {
        const cell = cohort.months.find((m) => m.since === since);
        const percent = cell ? percentOf(cell, measure) : null;
        return percent === null ? [] : [[cohort.cohort, percent]];
      }),
    ),
  }));
  return (
    <Stack gap={6} component="figure" m={0} style={{ minWidth: 0 }}>
      <div role="img" aria-label={t('studio.analytics.curvesFigure', { title })}>
        <LineChart
          h={240}
          data={data}
          dataKey="since"
          withLegend
          legendProps={{ itemSorter: null }}
          curveType="linear"
          connectNulls={false}
          // Numbers only on the axis ("100 %" breaks in two at 40 px): the title says they are shares.
          yAxisProps={{
            width: 36,
            domain: [0, 100],
            tickFormatter: (value: number) => formatCount(value, display),
          }}
          valueFormatter={(value) => t('studio.dashboard.percent', { percent: formatCount(value, display) })}
          lineChartProps={{ accessibilityLayer: false }}
          series={shown.map((cohort, i) => ({
            name: cohort.cohort,
            label: monthLabel(cohort.cohort, display),
            color: CURVE_COLORS[i % CURVE_COLORS.length] as string,
          }))}
        />
      </div>
      <Text size="sm" c="dimmed" component="figcaption">
        {t('studio.analytics.curvesCaption', { count: shown.length })}
      </Text>
    </Stack>
  );
};

/** Saves the table as a CSV file, written the way the server's `.csv` answer is (shared `cohortsCsv`). */
const downloadCsv = (data: Cohorts) => {
  const url = URL.createObjectURL(new Blob([cohortsCsv(data.cohorts)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `cohorts-${data.months}-months.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** The owner's analytics (issue 40): cohorts of sign-up months, who trained and who paid since. */
export const AnalyticsPage = () => {
  const t = useT();
  const [months, setMonths] = useState<CohortWindow>(DEFAULT_COHORT_WINDOW);
  const [measure, setMeasure] = useState<Measure>('active');
  const cohorts = useCohorts(months);
  const data = cohorts.data;
  const title = t(measure === 'active' ? 'studio.analytics.cohortsActive' : 'studio.analytics.cohortsPaying');
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('studio.analytics.title')}
        </Title>
        {data ? (
          <Text size="sm" c="dimmed">
            {t('studio.analytics.about', { zone: data.time_zone })}
          </Text>
        ) : null}
      </Stack>
      <Paper component="section" withBorder p="md" aria-label={t('studio.analytics.cohorts')}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={2} size="h4">
              {t('studio.analytics.cohorts')}
            </Title>
            <Group gap="sm">
              <SegmentedControl
                aria-label={t('studio.analytics.measure')}
                value={measure}
                onChange={(value) => setMeasure(value as Measure)}
                data={[
                  { value: 'active', label: t('studio.analytics.trained') },
                  { value: 'paying', label: t('studio.analytics.paid') },
                ]}
              />
              {/* A list, not four segments: "36 months" four times is wider than a phone. */}
              <NativeSelect
                aria-label={t('studio.analytics.monthsShown')}
                value={String(months)}
                onChange={(event) => setMonths(Number(event.currentTarget.value) as CohortWindow)}
                data={COHORT_WINDOWS.map((n) => ({
                  value: String(n),
                  label: t('studio.analytics.months', { count: n }),
                }))}
              />
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t(measure === 'active' ? 'studio.analytics.activeAbout' : 'studio.analytics.payingAbout')}
          </Text>
          {cohorts.isError && !data ? (
            <LoadError
              what={t('studio.analytics.loadWhat')}
              onRetry={() => cohorts.refetch()}
              retrying={cohorts.isFetching}
            />
          ) : !data ? (
            <Skeleton h={240} radius="sm" aria-busy="true" aria-label={t('studio.analytics.loading')} />
          ) : data.cohorts.length === 0 ? (
            <Text c="dimmed">{t('studio.analytics.noCohorts')}</Text>
          ) : (
            <Stack gap="md" style={{ opacity: cohorts.isPlaceholderData ? 0.6 : 1 }}>
              <CohortCurves cohorts={data.cohorts} measure={measure} title={title} />
              <CohortTable data={data} measure={measure} label={title} />
              <Group justify="space-between" gap="sm">
                <Text size="xs" c="dimmed">
                  {t('studio.analytics.partialNote')}
                </Text>
                <Button variant="light" onClick={() => downloadCsv(data)}>
                  {t('studio.analytics.downloadCsv')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};
