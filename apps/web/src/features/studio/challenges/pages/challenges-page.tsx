import {
  Badge,
  Button,
  FileInput,
  Group,
  Image,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CHALLENGE_GOALS,
  type ChallengeGoal,
  type ChallengeInput,
  ChallengeInputSchema,
  formatFullDay,
  localDay,
  MAX_CHALLENGE_TEAMS,
  type MessageId,
  type StudioChallenge,
} from '@studio/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormError } from '../../../../components/ui/form-error';
import { LoadError } from '../../../../components/ui/load-error';
import { useDisplay, useT } from '../../../../lib/i18n';
import { useServerForm } from '../../../../lib/use-server-form';
import { useLists } from '../../catalogue/api/catalogue';
import { useStudioPrograms } from '../../programs/api/programs';
import {
  useChallengeImage,
  useCreateChallenge,
  useRemoveChallenge,
  useStudioChallenges,
} from '../api/challenges';

const GOAL_WORDS: Record<ChallengeGoal, MessageId> = {
  workouts: 'studio.challenges.goal.workouts',
  minutes: 'studio.challenges.goal.minutes',
  days: 'studio.challenges.goal.days',
  list: 'studio.challenges.goal.list',
  program: 'studio.challenges.goal.program',
};

const today = () => localDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;

const EMPTY: ChallengeInput = {
  title: '',
  description: '',
  starts_on: today(),
  ends_on: today(),
  goal: 'workouts',
  target: 10,
  goal_ref: null,
  teams: 0,
  badge: '',
  promo_code: null,
};

/** The list or program a goal names, from the studio's own (a coach picks, never types an id). */
const GoalChoice = ({
  goal,
  value,
  onChange,
  error,
}: {
  goal: ChallengeGoal;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) => {
  const t = useT();
  const lists = useLists();
  const programs = useStudioPrograms();
  const options =
    goal === 'list'
      ? (lists.data?.lists ?? []).map((list) => ({ value: String(list.id), label: list.title }))
      : (programs.data ?? []).map((program) => ({ value: String(program.id), label: program.title }));
  return (
    <NativeSelect
      label={t(goal === 'list' ? 'studio.challenges.whichList' : 'studio.challenges.whichProgram')}
      data={[{ value: '', label: '—' }, ...options]}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      error={error}
      required
    />
  );
};

const NewChallenge = () => {
  const t = useT();
  const create = useCreateChallenge();
  const { register, control, handleSubmit, errors, serverError, showServerErrors, reset, watch, isBlocked } =
    useServerForm({ schema: ChallengeInputSchema, defaultValues: EMPTY });
  const goal = watch('goal') ?? 'workouts';
  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      reset(EMPTY);
    } catch (error) {
      showServerErrors(error);
    }
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="new-challenge">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-challenge">
            {t('studio.challenges.new')}
          </Title>
          <TextInput
            label={t('studio.challenges.name')}
            required
            {...register('title')}
            error={errors.title?.message}
          />
          <Textarea
            label={t('studio.challenges.text')}
            autosize
            minRows={2}
            {...register('description')}
            error={errors.description?.message}
          />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('studio.challenges.starts')}
              required
              {...register('starts_on')}
              error={errors.starts_on?.message}
            />
            <TextInput
              type="date"
              label={t('studio.challenges.ends')}
              required
              {...register('ends_on')}
              error={errors.ends_on?.message}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('studio.challenges.datesText')}
          </Text>
          <Group grow align="flex-start">
            <NativeSelect
              label={t('studio.challenges.goal')}
              data={CHALLENGE_GOALS.map((value) => ({ value, label: t(GOAL_WORDS[value]) }))}
              {...register('goal')}
            />
            {goal === 'list' || goal === 'program' ? (
              <Controller
                control={control}
                name="goal_ref"
                render={({ field }) => (
                  <GoalChoice
                    goal={goal}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={errors.goal_ref?.message}
                  />
                )}
              />
            ) : (
              <Controller
                control={control}
                name="target"
                render={({ field }) => (
                  <NumberInput
                    label={t('studio.challenges.target')}
                    min={1}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                    error={errors.target?.message}
                    required
                  />
                )}
              />
            )}
          </Group>
          <Group grow align="flex-start">
            <Controller
              control={control}
              name="teams"
              render={({ field }) => (
                <NumberInput
                  label={t('studio.challenges.teams')}
                  description={t('studio.challenges.teamsText')}
                  min={0}
                  max={MAX_CHALLENGE_TEAMS}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                  error={errors.teams?.message}
                />
              )}
            />
            <TextInput
              label={t('studio.challenges.badge')}
              required
              {...register('badge')}
              error={errors.badge?.message}
            />
          </Group>
          <Controller
            control={control}
            name="promo_code"
            render={({ field }) => (
              <TextInput
                label={t('studio.challenges.promo')}
                description={t('studio.challenges.promoText')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value || null)}
                error={errors.promo_code?.message}
              />
            )}
          />
          <FormError message={serverError} />
          <Group>
            <Button type="submit" loading={create.isPending} disabled={isBlocked(create.isPending)}>
              {t('studio.challenges.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

/** A challenge's picture on its card: uploaded on its own (the server re-encodes it), or taken away. */
const ChallengePicture = ({ challenge }: { challenge: StudioChallenge }) => {
  const t = useT();
  const image = useChallengeImage(challenge.id);
  const [file, setFile] = useState<File | null>(null);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {challenge.image ? (
        <Image src={challenge.image} alt={t('studio.challenges.picture')} h={56} w="auto" radius="sm" />
      ) : null}
      <FileInput
        size="xs"
        label={t('studio.challenges.picture')}
        description={challenge.image ? undefined : t('studio.challenges.pictureNone')}
        placeholder={t('catalogue.images.placeholder')}
        accept="image/png,image/jpeg,image/webp"
        value={file}
        onChange={setFile}
        clearable
        error={image.error?.message}
        style={{ minWidth: 0, flex: '1 1 200px' }}
      />
      <Button
        size="xs"
        color="indigo"
        disabled={!file}
        loading={image.isPending && image.variables !== null}
        onClick={() => file && image.mutate(file, { onSuccess: () => setFile(null) })}
      >
        {t('studio.challenges.pictureUpload')}
      </Button>
      {challenge.image ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={image.isPending && image.variables === null}
          onClick={() => image.mutate(null)}
        >
          {t('studio.challenges.pictureRemove')}
        </Button>
      ) : null}
    </Group>
  );
};

/**
 * Challenges (issue 39, coach): the studio's, with who takes part and who finished, and a form to
 * make one. Dates are the studio's calendar days.
 */
export const ChallengesPage = () => {
  const t = useT();
  const display = useDisplay();
  const challenges = useStudioChallenges();
  const remove = useRemoveChallenge();
  const [removing, setRemoving] = useState<number | null>(null);
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('studio.challenges.title')}
      </Title>
      {challenges.isError ? (
        <LoadError
          what={t('studio.challenges.what')}
          onRetry={() => challenges.refetch()}
          retrying={challenges.isFetching}
        />
      ) : challenges.data ? (
        challenges.data.challenges.length === 0 ? (
          <Text c="dimmed">{t('studio.challenges.none')}</Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('studio.challenges.title')}
          >
            {challenges.data.challenges.map((challenge) => (
              <Paper component="li" key={challenge.id} withBorder p="sm" aria-label={challenge.title}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {challenge.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('studio.challenges.line', {
                        from: formatFullDay(challenge.starts_on, display),
                        to: formatFullDay(challenge.ends_on, display),
                        goal: t(GOAL_WORDS[challenge.goal]),
                        target: challenge.target,
                      })}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge color="indigo">
                      {t('studio.challenges.participants', { count: challenge.participants })}
                    </Badge>
                    <Badge color="teal.9">
                      {t('studio.challenges.finishers', { count: challenge.finishers })}
                    </Badge>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(challenge.id)}
                    >
                      {t('studio.challenges.remove')}
                    </Button>
                  </Group>
                </Group>
                <ChallengePicture challenge={challenge} />
              </Paper>
            ))}
          </Stack>
        )
      ) : null}
      <NewChallenge />
      <ConfirmDialog
        opened={removing !== null}
        title={t('studio.challenges.removeTitle')}
        text={t('studio.challenges.removeText')}
        confirmLabel={t('studio.challenges.remove')}
        pending={remove.isPending}
        onConfirm={() => removing !== null && remove.mutate(removing, { onSettled: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
};
