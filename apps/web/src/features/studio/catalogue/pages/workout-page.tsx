import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDateTime, type StudioWorkout, WorkoutInputSchema } from '@studio/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { useDisplay, useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { ConsoleSection } from '../../shared/components/console-section';
import { DetailShell } from '../../shared/components/detail-shell';
import { VisibilityButton } from '../../shared/components/visibility';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import {
  useAddCaptions,
  useRemoveCaptions,
  useRetryVideo,
  useSaveWorkout,
  useSetHidden,
  useUploadVideo,
  useWorkout,
  useWorkouts,
} from '../api/workouts';
import { ItemFilters } from '../components/item-filters';
import { clock, VideoBadge, WorkoutFields, workoutValues } from '../components/workout-fields';

const EditWorkout = ({
  workout,
  trainers,
}: {
  workout: StudioWorkout;
  trainers: { id: number; name: string }[];
}) => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: WorkoutInputSchema,
    defaults: workoutValues(workout),
    mutation: useSaveWorkout(),
    variables: (input) => ({ id: workout.id, input }),
    valuesOf: workoutValues,
    doneText: t('catalogue.form.changesSaved'),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('catalogue.form.details')}
      submitLabel={t('catalogue.form.saveChanges')}
    >
      <WorkoutFields form={form} trainers={trainers} />
    </ConsoleForm>
  );
};

/** The video: upload with progress, "processing" until the job is done, its error and a retry. */
const VideoSection = ({ workout }: { workout: StudioWorkout }) => {
  const t = useT();
  const display = useDisplay();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const upload = useUploadVideo(workout.id, setSent);
  const retry = useRetryVideo(workout.id);
  const { video } = workout;
  const send = () => {
    if (!file) return;
    setSent(0);
    upload.mutate(file, { onSuccess: () => setFile(null) });
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t('catalogue.workoutPage.video')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('catalogue.workoutPage.video')}
          </Title>
          <VideoBadge state={video.state} />
        </Group>
        {video.state === 'processing' ? (
          <Text size="sm" role="status">
            {t('catalogue.workoutPage.processing')}
          </Text>
        ) : null}
        {video.state === 'failed' ? (
          <Alert color="red" title={t('catalogue.workoutPage.failed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{video.error}</Text>
              <Button size="xs" variant="light" loading={retry.isPending} onClick={() => retry.mutate()}>
                {t('catalogue.workoutPage.retry')}
              </Button>
              {retry.error ? (
                <Text size="sm" c="red" role="alert">
                  {retry.error.message}
                </Text>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {video.hls_url ? (
          <Group gap="sm" align="flex-start" wrap="wrap">
            {workout.image ? (
              <Image src={workout.image} alt={t('catalogue.workoutPage.poster')} w={192} radius="sm" />
            ) : null}
            <Stack gap={2}>
              <Text size="sm">
                {t('catalogue.workoutPage.length', { length: clock(workout.duration_seconds) })}
              </Text>
              {video.updated_at ? (
                <Text size="sm" c="dimmed">
                  {t('catalogue.workoutPage.uploaded', { when: formatDateTime(video.updated_at, display) })}
                </Text>
              ) : null}
            </Stack>
            {/* The public preview the storefront plays (issue 38). */}
            {workout.trailer.url ? (
              // biome-ignore lint/a11y/useMediaCaption: a silent-or-not preview of the class, its captions are the class's
              <video
                src={workout.trailer.url}
                controls
                preload="none"
                width={192}
                aria-label={t('catalogue.workoutPage.trailer')}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('catalogue.workoutPage.noTrailer')}
              </Text>
            )}
          </Group>
        ) : null}
        <FileInput
          label={
            video.state === 'none' ? t('catalogue.workoutPage.file') : t('catalogue.workoutPage.replace')
          }
          placeholder={t('catalogue.workoutPage.filePlaceholder')}
          accept="video/mp4"
          value={file}
          onChange={setFile}
          clearable
          disabled={upload.isPending}
          error={upload.error?.message}
        />
        {upload.isPending ? (
          <Stack gap={4}>
            <Progress value={sent * 100} aria-label={t('catalogue.workoutPage.progress')} />
            <Text size="sm" c="dimmed" role="status">
              {t('catalogue.workoutPage.uploading', { percent: Math.round(sent * 100) })}
            </Text>
          </Stack>
        ) : null}
        <Group>
          <Button onClick={send} disabled={!file} loading={upload.isPending}>
            {t('catalogue.workoutPage.upload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

const CaptionsSection = ({ workout }: { workout: StudioWorkout }) => {
  const t = useT();
  const add = useAddCaptions(workout.id);
  const remove = useRemoveCaptions(workout.id);
  const [language, setLanguage] = useState('');
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const errors = add.error instanceof ApiError ? (add.error.body.errors ?? {}) : {};
  const send = () => {
    if (!file) return;
    add.mutate(
      { language: language.trim(), label: label.trim(), file },
      {
        onSuccess: () => {
          setLanguage('');
          setLabel('');
          setFile(null);
        },
      },
    );
  };
  return (
    <ConsoleSection title={t('catalogue.captions.title')}>
      {workout.captions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('catalogue.captions.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {workout.captions.map((caption) => (
            <Group component="li" key={caption.language} gap="sm">
              <Text size="sm">
                {caption.label} ({caption.language})
              </Text>
              <Anchor size="sm" href={caption.url} target="_blank" rel="noreferrer">
                {t('catalogue.captions.view')}
              </Anchor>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => remove.mutate(caption.language)}
                aria-label={t('catalogue.captions.remove', { label: caption.label })}
              >
                {t('catalogue.action.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          label={t('catalogue.captions.language')}
          placeholder={t('catalogue.captions.languagePlaceholder')}
          value={language}
          onChange={(e) => setLanguage(e.currentTarget.value)}
          error={errors.language?.[0]}
        />
        <TextInput
          label={t('catalogue.captions.label')}
          placeholder={t('catalogue.captions.labelPlaceholder')}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={errors.label?.[0]}
        />
        <FileInput
          label={t('catalogue.captions.file')}
          placeholder={t('catalogue.captions.filePlaceholder')}
          accept=".vtt,text/vtt"
          value={file}
          onChange={setFile}
          error={errors.captions?.[0]}
        />
      </SimpleGrid>
      {add.error && !errors.language && !errors.label && !errors.captions ? (
        <Text size="sm" c="red" role="alert">
          {add.error.message}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" onClick={send} disabled={!file || !language.trim()} loading={add.isPending}>
          {t('catalogue.captions.add')}
        </Button>
      </Group>
    </ConsoleSection>
  );
};

/** One workout (issue 17, coach): details, video, captions, and whether members see it. */
export const WorkoutPage = () => {
  const t = useT();
  const id = Number(useParams().id);
  const workout = useWorkout(id);
  const list = useWorkouts();
  const setHidden = useSetHidden(id);
  return (
    <DetailShell
      back={{ to: consolePaths.workouts, label: t('catalogue.workoutPage.back') }}
      loads={[{ what: t('catalogue.workoutPage.what'), query: workout }]}
      item={workout.data}
    >
      {(w) => {
        // An older video still plays while a newer upload is processing or failed.
        const playable = w.video.hls_url !== null;
        return (
          <>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {w.title}
            </Title>
            <VisibilityButton
              hidden={w.hidden}
              note={
                !w.hidden
                  ? t('catalogue.workoutPage.shown')
                  : playable
                    ? t('catalogue.workoutPage.hidden')
                    : t('catalogue.workoutPage.waiting')
              }
              disabled={w.hidden && !playable}
              toggle={setHidden}
            />
            <VideoSection workout={w} />
            <EditWorkout key={w.id} workout={w} trainers={list.data?.trainers ?? w.trainers} />
            <ItemFilters key={`filters-${w.id}`} itemId={w.id} store="on_demand" />
            <CaptionsSection workout={w} />
          </>
        );
      }}
    </DetailShell>
  );
};
