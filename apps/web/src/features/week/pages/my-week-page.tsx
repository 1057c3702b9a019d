import { ActionIcon, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { addDays, formatDay, PRODUCT_NAME } from '@studio/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
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
  useDocumentTitle(`My week · ${PRODUCT_NAME}`);
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
          <Title order={1}>My week</Title>
          {week ? (
            <Text c="dimmed">
              {formatDay(week.start)} – {formatDay(addDays(week.start, 6))}
              {week.program_title ? ` · ${week.program_title}` : ''}
            </Text>
          ) : null}
        </Stack>
        {/* One row at 375 px too: previous and next are icons named for screen readers. */}
        <Group gap="xs" wrap="nowrap" component="nav" aria-label="Weeks">
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label="Previous week"
            title="Previous week"
            disabled={!week?.previous}
            onClick={() => go(week?.previous ?? null)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" disabled={!start} onClick={() => go(null)}>
            This week
          </Button>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label="Next week"
            title="Next week"
            disabled={!week?.next}
            onClick={() => go(week?.next ?? null)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {isError ? <LoadError what="Your week" onRetry={() => void refetch()} /> : null}
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
