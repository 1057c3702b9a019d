import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { NativeSelect, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDecimal, type Progress } from '@studio/shared';
import { type ReactNode, useId, useState } from 'react';
import { useDisplay, useT } from '../../../../lib/i18n';
import { type MeasureChart, measureCharts, minutesSummary, weekBars, workoutsSummary } from '../chart-data';

const CHART_HEIGHT = 200;
/** Recharts' own keyboard layer makes the drawing a focusable "application": the table says it all instead. */
const quiet = { accessibilityLayer: false };

/**
 * One chart with its title and its text alternative: the drawing is an image named by a one-line
 * summary, and a visually hidden table carries every value for a screen reader.
 */
const ChartFigure = ({
  title,
  summary,
  head,
  rows,
  children,
}: {
  title: string;
  summary: string;
  head: string[];
  rows: (string | number)[][];
  children: ReactNode;
}) => {
  const t = useT();
  const titleId = useId();
  return (
    <Stack gap={6} component="figure" m={0} aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <div role="img" aria-label={t('profile.charts.figure', { title, summary })}>
        {children}
      </div>
      <Text size="sm" c="dimmed" component="figcaption">
        {summary}
      </Text>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              {head.map((cell) => (
                <Table.Th key={cell} scope="col">
                  {cell}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // Two sets of one day share a label: the row's place keeps it apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed, ordered series
              <Table.Tr key={index}>
                {row.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                  <Table.Td key={column}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
};

const MeasureFigure = ({ chart }: { chart: MeasureChart }) => {
  const t = useT();
  const display = useDisplay();
  return (
    <ChartFigure
      title={chart.title}
      summary={chart.summary}
      head={[t('profile.charts.date'), chart.unit]}
      rows={chart.points.map((point) => [point.label, formatDecimal(point.value, display)])}
    >
      <LineChart
        h={CHART_HEIGHT}
        data={chart.points}
        dataKey="label"
        curveType="linear"
        valueFormatter={(value) =>
          t('profile.measure.value', { value: formatDecimal(value, display), unit: chart.unit })
        }
        // The unit is in the title: the axis keeps to numbers, which fit its width at 375 px.
        yAxisProps={{
          width: 44,
          domain: ['auto', 'auto'],
          tickFormatter: (value: number) => formatDecimal(value, display),
        }}
        lineChartProps={quiet}
        series={[{ name: 'value', label: chart.title, color: 'indigo.6' }]}
      />
    </ChartFigure>
  );
};

/** Weight, then the other measure the member picks (each in their standard). */
const MeasuresCharts = ({ progress }: { progress: Progress }) => {
  const t = useT();
  const charts = measureCharts(progress, useDisplay());
  const weight = charts.find((chart) => chart.key === 'weight');
  const girths = charts.filter((chart) => chart.key !== 'weight');
  const [picked, setPicked] = useState<string | null>(null);
  const girth = girths.find((chart) => chart.key === picked) ?? girths[0];
  if (charts.length === 0) {
    return <Text c="dimmed">{t('profile.charts.noMeasures')}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {weight && <MeasureFigure chart={weight} />}
      {girth && (
        <Stack gap="xs" style={{ minWidth: 0 }}>
          {girths.length > 1 && (
            <NativeSelect
              label={t('profile.detail.measure')}
              data={girths.map((chart) => ({ value: chart.key, label: chart.title }))}
              value={girth.key}
              onChange={(event) => setPicked(event.currentTarget.value)}
              maw={240}
            />
          )}
          <MeasureFigure chart={girth} />
        </Stack>
      )}
    </SimpleGrid>
  );
};

/** Workouts and minutes for each of the last twelve weeks of the member's zone. */
const WeeksCharts = ({ progress }: { progress: Progress }) => {
  const t = useT();
  const bars = weekBars(progress, useDisplay());
  if (bars.every((bar) => bar.workouts === 0)) {
    return <Text c="dimmed">{t('profile.charts.noWorkouts', { weeks: bars.length })}</Text>;
  }
  const rows = bars.map((bar) => [bar.label, bar.workouts, bar.minutes]);
  const head = [t('profile.charts.weekOf'), t('profile.charts.workouts'), t('profile.charts.minutes')];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <ChartFigure
        title={t('profile.charts.workoutsTitle')}
        summary={workoutsSummary(bars)}
        head={head}
        rows={rows}
      >
        <BarChart
          h={CHART_HEIGHT}
          data={bars}
          dataKey="label"
          yAxisProps={{ allowDecimals: false, width: 32 }}
          barChartProps={quiet}
          series={[{ name: 'workouts', label: t('profile.charts.workouts'), color: 'teal.7' }]}
        />
      </ChartFigure>
      <ChartFigure
        title={t('profile.charts.minutesTitle')}
        summary={minutesSummary(bars)}
        head={head}
        rows={rows}
      >
        <BarChart
          h={CHART_HEIGHT}
          data={bars}
          dataKey="label"
          yAxisProps={{ allowDecimals: false, width: 40 }}
          barChartProps={quiet}
          series={[{ name: 'minutes', label: t('profile.charts.minutes'), color: 'orange.7' }]}
        />
      </ChartFigure>
    </SimpleGrid>
  );
};

/** The profile's charts (issue 19), a chunk of their own: @mantine/charts and recharts load here only. */
export const ProgressCharts = ({ progress }: { progress: Progress }) => (
  <Stack gap="lg">
    <MeasuresCharts progress={progress} />
    <WeeksCharts progress={progress} />
  </Stack>
);
