import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDateTime, type LiveInput, LiveInputSchema, type StudioLive } from '@studio/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { useDisplay, useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { NumberField } from '../../shared/components/number-field';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { useCancelLive, useLives, useSaveLive } from '../api/lives';
import { LiveStream } from '../components/live-stream';
import { streamWindow } from '../stream-window';

const EMPTY: LiveInput = {
  title: '',
  description: '',
  date: '',
  time: '',
  duration_minutes: 45,
  trainer_id: '',
  live_url: '',
};

const valuesOf = (live: StudioLive): LiveInput => ({
  title: live.title,
  description: live.description,
  date: live.date,
  time: live.time,
  duration_minutes: live.duration_minutes,
  trainer_id: live.trainer?.id ?? '',
  live_url: live.live_url,
});

/** Schedules a class, or changes the one being edited; date and time are the studio's. */
const LiveForm = ({
  editing,
  trainers,
  zone,
  throughStudio,
  done,
  onSaved,
  onDone,
}: {
  editing: StudioLive | null;
  trainers: { id: number; name: string }[];
  zone: string;
  /** Classes may stream through Studio (false once its classes show it runs no engine). */
  throughStudio: boolean;
  /** What the last save did (kept by the page: the form is made again after it). */
  done: string | null;
  onSaved: (message: string) => void;
  onDone: () => void;
}) => {
  const t = useT();
  const display = useDisplay();
  const { form, formProps } = useConsoleForm({
    schema: LiveInputSchema,
    defaults: editing ? valuesOf(editing) : EMPTY,
    mutation: useSaveLive(),
    variables: (input) => ({ id: editing?.id, input }),
    valuesOf: () => EMPTY,
    done,
    onSaved: (live) => {
      const values = {
        title: live.title,
        when: formatDateTime(live.event_date, { ...display, timeZone: zone }),
      };
      onSaved(editing ? t('catalogue.lives.changed', values) : t('catalogue.lives.scheduled', values));
      onDone();
    },
  });
  return (
    <ConsoleForm
      {...formProps}
      title={
        editing ? t('catalogue.lives.changeTitle', { title: editing.title }) : t('catalogue.lives.newTitle')
      }
      hint={t('catalogue.lives.zone', { zone })}
      submitLabel={editing ? t('catalogue.form.saveChanges') : t('catalogue.lives.schedule')}
    >
      <TextInput
        label={t('catalogue.form.title')}
        {...form.register('title')}
        error={form.errors.title?.message}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          label={t('catalogue.lives.date')}
          type="date"
          {...form.register('date')}
          error={form.errors.date?.message}
        />
        <TextInput
          label={t('catalogue.lives.time')}
          type="time"
          {...form.register('time')}
          error={form.errors.time?.message}
        />
        <NumberField
          control={form.control}
          name="duration_minutes"
          label={t('catalogue.lives.length')}
          error={form.errors.duration_minutes?.message}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="trainer_id"
        render={({ field }) => (
          <Select
            label={t('catalogue.lives.trainer')}
            placeholder={t('catalogue.lives.trainerPlaceholder')}
            data={trainers.map((trainer) => ({ value: String(trainer.id), label: trainer.name }))}
            value={field.value === '' || field.value === undefined ? null : String(field.value)}
            onChange={(value) => field.onChange(value ? Number(value) : '')}
            error={form.errors.trainer_id?.message}
          />
        )}
      />
      <TextInput
        label={t('catalogue.lives.stream')}
        // i18n-exempt: the start of an address, the same in every language
        placeholder="https://"
        description={
          throughStudio ? t('catalogue.lives.streamHint') : t('catalogue.lives.streamHintNoEngine')
        }
        {...form.register('live_url')}
        error={form.errors.live_url?.message}
      />
      <Textarea
        label={t('catalogue.form.description')}
        autosize
        minRows={2}
        {...form.register('description')}
        error={form.errors.description?.message}
      />
      {editing ? (
        <Button variant="subtle" w="fit-content" onClick={onDone}>
          {t('catalogue.lives.stopEditing')}
        </Button>
      ) : null}
    </ConsoleForm>
  );
};

const LiveCard = ({ live, zone, onEdit }: { live: StudioLive; zone: string; onEdit: () => void }) => {
  const t = useT();
  const display = useDisplay();
  const cancel = useCancelLive();
  const when = formatDateTime(live.event_date, { ...display, timeZone: zone });
  const [asking, setAsking] = useState(false);
  const now = Date.now();
  const over = Date.parse(live.event_date) + live.duration_minutes * 60_000 < now;
  const onAir = !live.cancelled && Boolean(live.stream?.on_air_since);
  // The key stays until the engine stops taking the class's stream, after its end: a coach may reconnect.
  const streamable = !live.cancelled && (onAir || now <= streamWindow(live).closes);
  return (
    <Paper component="li" withBorder p="sm" aria-label={live.title}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{live.title}</Text>
          {live.cancelled ? (
            <Badge color="gray" variant="light">
              {t('catalogue.lives.cancelled')}
            </Badge>
          ) : onAir ? (
            <Badge color="red.9" variant="filled">
              {t('catalogue.lives.onAir')}
            </Badge>
          ) : over ? (
            <Badge color="gray" variant="light">
              {t('catalogue.lives.over')}
            </Badge>
          ) : null}
        </Group>
        {live.cancelled || over ? null : (
          <Group gap="xs">
            <Button size="compact-sm" variant="light" onClick={onEdit}>
              {t('catalogue.action.edit')}
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
              {t('catalogue.lives.cancel')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm">
        {live.trainer
          ? t('catalogue.lives.when', { when, minutes: live.duration_minutes, trainer: live.trainer.name })
          : t('catalogue.lives.whenNoTrainer', { when, minutes: live.duration_minutes })}
      </Text>
      {live.live_url ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {live.live_url}
        </Text>
      ) : null}
      {/* A class with a pasted address streams from there: OBS's details only for Studio's own. */}
      {live.stream && streamable && live.live_url === '' ? (
        <LiveStream live={live} stream={live.stream} />
      ) : null}
      <ConfirmDialog
        opened={asking}
        title={t('catalogue.lives.confirmTitle', { title: live.title })}
        text={t('catalogue.lives.confirmText')}
        confirmLabel={t('catalogue.lives.cancel')}
        cancelLabel={t('catalogue.lives.keep')}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(live.id, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
};

/** Coaches schedule, change and cancel live classes (issue 17), and stream them through Studio (issue 37). */
export const LivesPage = () => {
  const t = useT();
  const lives = useLives();
  const [editing, setEditing] = useState<StudioLive | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const zone = lives.data?.time_zone ?? 'UTC';
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('catalogue.lives.heading')}
      </Title>
      {lives.isError ? (
        <LoadError
          what={t('catalogue.lives.what')}
          onRetry={() => lives.refetch()}
          retrying={lives.isFetching}
        />
      ) : lives.isSuccess && lives.data.lives.length === 0 ? (
        <Text c="dimmed">{t('catalogue.lives.none')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('catalogue.lives.list')}
        >
          {(lives.data?.lives ?? []).map((live) => (
            <LiveCard
              key={live.id}
              live={live}
              zone={zone}
              onEdit={() => {
                setDone(null);
                setEditing(live);
              }}
            />
          ))}
        </Stack>
      )}
      {lives.isSuccess ? (
        <LiveForm
          key={editing?.id ?? 'new'}
          editing={editing}
          trainers={lives.data.trainers}
          zone={zone}
          // Every class has a key where Studio runs an engine: classes without one tell it runs none.
          throughStudio={
            lives.data.lives.length === 0 || lives.data.lives.some((live) => live.stream !== null)
          }
          done={done}
          onSaved={setDone}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
};
