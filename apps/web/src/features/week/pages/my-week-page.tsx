import { ActionIcon, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { addDays, formatDay } from '@studio/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { useDisplay, useT } from '../../../lib/i18n';
import { useWeek } from '../api/get-week';
import { usePlanWorkout } from '../api/plan-workout';
import { useUnplanWorkout } from '../api/unplan-workout';
import { AddWorkoutDialog } from '../components/add-workout-dialog';
import { CalendarFeed } from '../components/calendar-feed';
import { DayCard } from '../components/day-card';

/**
 * /page/profile/week (issue 19): the member's week as a calendar, seven columns on a desktop and a
 * list of days on a phone; previous and next weeks; a library workout added to a day or removed;
 * the private calendar feed.
 */
export const MyWeekPage = () => {
  const t = useT();
  const display = useDisplay();
  useDocumentTitle(t('common.pageTitle', { page: t('week.page.title') }));
  const [params, setParams] = useSearchParams();
  const start = params.get('start');
  const { data: week, isError, refetch } = useWeek(start);
  const plan = usePlanWorkout();
  const unplan = useUnplanWorkout();
  const [adding, setAdding] = useState<string | null>(null);
  const go = (to: string | null) => setParams(to ? { start: to } : {});
  const close = () => {
    setAdding(null);
    plan.reset();
  };

  return (
    <Stack gap="lg" w="100%" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={0}>
          <Title order={1}>{t('week.page.title')}</Title>
          {week ? (
            <Text c="dimmed">
              {week.program_title
                ? t('week.page.rangeWithProgram', {
                    start: formatDay(week.start, display),
                    end: formatDay(addDays(week.start, 6), display),
                    program: week.program_title,
                  })
                : t('week.page.range', {
                    start: formatDay(week.start, display),
                    end: formatDay(addDays(week.start, 6), display),
                  })}
            </Text>
          ) : null}
        </Stack>
        {/* One row at 375 px too: previous and next are icons named for screen readers. */}
        <Group gap="xs" wrap="nowrap" component="nav" aria-label={t('week.page.weeks')}>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t('week.page.previous')}
            title={t('week.page.previous')}
            disabled={!week?.previous}
            onClick={() => go(week?.previous ?? null)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" disabled={!start} onClick={() => go(null)}>
            {t('week.page.thisWeek')}
          </Button>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t('week.page.next')}
            title={t('week.page.next')}
            disabled={!week?.next}
            onClick={() => go(week?.next ?? null)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {isError ? <LoadError what={t('week.page.loadWhat')} onRetry={() => void refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
        {week
          ? week.days.map((day) => (
              <DayCard
                key={day.date}
                day={day}
                onAdd={setAdding}
                onRemove={(id) => unplan.mutate(id)}
                removing={unplan.isPending}
              />
            ))
          : isError
            ? null
            : Array.from({ length: 7 }, (_, index) => (
                <Skeleton key={String(index)} height={160} radius="md" />
              ))}
      </SimpleGrid>
      {week ? <CalendarFeed hasFeed={week.has_feed} /> : null}
      <AddWorkoutDialog
        day={adding}
        pending={plan.isPending}
        error={plan.error ? plan.error.message : null}
        onAdd={(itemId) => adding && plan.mutate({ day: adding, item_id: itemId }, { onSuccess: close })}
        onClose={close}
      />
    </Stack>
  );
};
