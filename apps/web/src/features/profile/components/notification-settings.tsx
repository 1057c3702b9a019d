import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type MessageId,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '@studio/shared';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';
import { allowPush, needsHomeScreen, type PushState, pushState, stopPush } from '../../../lib/push';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

const KIND_LABELS: Record<NotificationKind, MessageId> = {
  workout_day: 'profile.notify.kind.workoutDay',
  live_class: 'profile.notify.kind.liveClass',
  streak: 'profile.notify.kind.streak',
  program: 'profile.notify.kind.program',
  challenge: 'profile.notify.kind.challenge',
  billing: 'profile.notify.kind.billing',
};

const STATE_TEXT: Record<PushState, MessageId> = {
  on: 'profile.notify.device.on',
  off: 'profile.notify.device.off',
  denied: 'profile.notify.device.denied',
  unsupported: 'profile.notify.device.unsupported',
};

/** Notifications on this device: its state in words, and the one thing the member can do about it. */
const DeviceNotifications = () => {
  const t = useT();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  const run = async (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  if (!state) return null;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Text size="sm" data-testid="push-state">
          {t(
            state === 'unsupported' && needsHomeScreen()
              ? 'profile.notify.device.homeScreen'
              : STATE_TEXT[state],
          )}
        </Text>
        {state === 'off' ? (
          <Button size="xs" loading={busy} onClick={() => void run(allowPush)}>
            {t('profile.notify.device.allow')}
          </Button>
        ) : null}
        {state === 'on' ? (
          <Button
            size="xs"
            variant="default"
            loading={busy}
            onClick={() =>
              void run(async () => {
                await stopPush();
                return 'off';
              })
            }
          >
            {t('profile.notify.device.stop')}
          </Button>
        ) : null}
      </Group>
      {failed ? (
        <Text c="red.8" size="sm" role="alert">
          {t('profile.notify.device.failed')}
        </Text>
      ) : null}
    </Stack>
  );
};

/** The settings as the member edits them, saved with one button. */
const SettingsForm = ({ saved }: { saved: NotificationSettings }) => {
  const t = useT();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState(saved);
  const quiet = draft.quiet_hours;
  const set = (change: Partial<NotificationSettings>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <Stack gap="sm">
        <Stack gap={6} role="group" aria-label={t('profile.notify.kinds')}>
          {NOTIFICATION_KINDS.map((kind) => (
            <Switch
              key={kind}
              label={t(KIND_LABELS[kind])}
              checked={draft.kinds[kind]}
              onChange={(event) => set({ kinds: { ...draft.kinds, [kind]: event.currentTarget.checked } })}
            />
          ))}
        </Stack>
        <TimeInput
          label={t('profile.notify.workoutTime')}
          description={t('profile.notify.workoutTimeText')}
          value={draft.workout_time}
          onChange={(event) => set({ workout_time: event.currentTarget.value.slice(0, 5) })}
          maw={220}
          required
        />
        <Switch
          label={t('profile.notify.quiet')}
          checked={quiet !== null}
          onChange={(event) =>
            set({
              quiet_hours: event.currentTarget.checked
                ? (DEFAULT_NOTIFICATION_SETTINGS.quiet_hours ?? { start: '22:00', end: '07:00' })
                : null,
            })
          }
        />
        {quiet ? (
          <Group gap="sm">
            <TimeInput
              label={t('profile.notify.quietFrom')}
              value={quiet.start}
              onChange={(event) =>
                set({ quiet_hours: { ...quiet, start: event.currentTarget.value.slice(0, 5) } })
              }
              maw={150}
              required
            />
            <TimeInput
              label={t('profile.notify.quietTo')}
              value={quiet.end}
              onChange={(event) =>
                set({ quiet_hours: { ...quiet, end: event.currentTarget.value.slice(0, 5) } })
              }
              maw={150}
              required
            />
          </Group>
        ) : null}
        <Switch
          label={t('profile.notify.mailFallback')}
          description={t('profile.notify.mailFallbackText')}
          checked={draft.mail_fallback}
          onChange={(event) => set({ mail_fallback: event.currentTarget.checked })}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('profile.notify.save')}
          </Button>
          {save.isSuccess ? (
            <Text size="sm" role="status">
              {t('profile.notify.saved')}
            </Text>
          ) : null}
        </Group>
        {save.isError ? (
          <Text c="red.8" size="sm" role="alert">
            {save.error.message}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
};

/**
 * Notifications (issue 39): this device's push, what the member wants to be told and when, quiet
 * hours in their zone, and mail where no device can be reached.
 */
export const NotificationSettingsSection = () => {
  const t = useT();
  const settings = useNotificationSettings();
  return (
    <Stack gap="sm" component="section" aria-labelledby="notification-settings-title">
      <Title order={2} size="h4" id="notification-settings-title">
        {t('profile.notify.title')}
      </Title>
      <DeviceNotifications />
      {settings.isError && !settings.data ? (
        <LoadError
          what={t('profile.notify.what')}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : null}
    </Stack>
  );
};
