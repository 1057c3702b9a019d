import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { type PauseMonths, pauseMessages, type Subscription } from '@studio/shared';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useChangePause } from '../api/change-pause';
import { usePauseState } from '../api/get-pause-state';

/**
 * The subscription page's pause and undo (decision 0028): "Paused — premium resumes on …" with
 * "Resume now"; a choice of 1, 2 or 3 months with the day billing resumes; "Undo cancellation"
 * while a canceled subscription is still premium.
 */
export const PauseControls = ({ subscription }: { subscription: Subscription }) => {
  const state = usePauseState(subscription.status);
  const change = useChangePause();
  const [months, setMonths] = useState<string>('1');
  const pause = state.data;
  if (!pause) return null;

  if (pause.paused) {
    return (
      <Alert
        color="indigo"
        variant="light"
        role="status"
        title={pauseMessages.paused(formatDate(pause.paused.resumes_at))}
      >
        <Stack gap="sm">
          <Text size="sm">
            {subscription.premium
              ? `Premium stays on until ${formatDate(subscription.paid_through)}. Nothing is charged during the pause.`
              : 'Nothing is charged during the pause. Resuming now charges your card today.'}
          </Text>
          <Button
            w="fit-content"
            loading={change.isPending}
            onClick={() => change.mutate({ action: 'resume' })}
          >
            Resume now
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (pause.can_undo_cancel && pause.premium_until) {
    return (
      <Group gap="sm">
        <Text size="sm">
          Changed your mind? Keep premium after {formatDate(pause.premium_until)}: billing starts again then,
          with no new trial.
        </Text>
        <Button variant="light" loading={change.isPending} onClick={() => change.mutate({ action: 'undo' })}>
          Undo cancellation
        </Button>
      </Group>
    );
  }

  if (!pause.can_pause) return null;
  const chosen = pause.choices.find((choice) => String(choice.months) === months) ?? pause.choices[0];
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Pause premium
        </Title>
        <Text size="sm">
          Need a break? Nothing is charged during a pause, and your programs keep their weeks. You can pause
          once a year.
        </Text>
        <Radio.Group label="Pause for" value={months} onChange={setMonths}>
          <Stack gap="xs" mt="xs">
            {pause.choices.map((choice) => (
              <Radio
                key={choice.months}
                value={String(choice.months)}
                label={`${choice.months} ${choice.months === 1 ? 'month' : 'months'} — billing resumes on ${formatDate(choice.resumes_at)}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {chosen ? (
          <Button
            variant="default"
            w="fit-content"
            loading={change.isPending}
            onClick={() => change.mutate({ action: 'pause', months: chosen.months as PauseMonths })}
          >
            Pause premium
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
};
