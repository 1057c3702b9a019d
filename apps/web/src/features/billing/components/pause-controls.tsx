import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { formatDate, type PauseMonths, pauseMessages, type Subscription, word } from '@studio/shared';
import { useState } from 'react';
import { useDisplay, useT } from '../../../lib/i18n';
import { useChangePause } from '../api/change-pause';
import { usePauseState } from '../api/get-pause-state';

/**
 * The subscription page's pause and undo (decision 0028): "Paused — premium resumes on …" with
 * "Resume now"; a choice of 1, 2 or 3 months with the day billing resumes; "Undo cancellation"
 * while a canceled subscription is still premium.
 */
export const PauseControls = ({ subscription }: { subscription: Subscription }) => {
  const t = useT();
  const display = useDisplay();
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
        title={word(pauseMessages.paused(formatDate(pause.paused.resumes_at, display)), t)}
      >
        <Stack gap="sm">
          <Text size="sm">
            {subscription.premium
              ? t('billing.pause.premiumOn', { date: formatDate(subscription.paid_through, display) })
              : t('billing.pause.resumeCharges')}
          </Text>
          <Button
            w="fit-content"
            loading={change.isPending}
            onClick={() => change.mutate({ action: 'resume' })}
          >
            {t('billing.pause.resume')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (pause.can_undo_cancel && pause.premium_until) {
    return (
      <Group gap="sm">
        <Text size="sm">
          {t('billing.pause.undoText', { date: formatDate(pause.premium_until, display) })}
        </Text>
        <Button variant="light" loading={change.isPending} onClick={() => change.mutate({ action: 'undo' })}>
          {t('billing.pause.undo')}
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
          {t('billing.pause.title')}
        </Title>
        <Text size="sm">{t('billing.pause.text')}</Text>
        <Radio.Group label={t('billing.pause.for')} value={months} onChange={setMonths}>
          <Stack gap="xs" mt="xs">
            {pause.choices.map((choice) => (
              <Radio
                key={choice.months}
                value={String(choice.months)}
                label={t('billing.pause.choice', {
                  months: choice.months,
                  date: formatDate(choice.resumes_at, display),
                })}
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
            {t('billing.pause.confirm')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
};
