import { Anchor, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type StudioTrainer, TrainerInputSchema } from '@studio/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { useServerForm } from '../../../lib/use-server-form';
import { useSaveTrainer, useTrainerHidden, useTrainerImage, useTrainers } from '../api/catalogue';
import { CatalogueBadges } from '../components/catalogue-badges';
import { ConsoleForm } from '../components/console-form';
import { ImageSlots } from '../components/image-slots';
import { VisibilitySection } from '../components/visibility';
import { consolePaths } from '../studio-paths';

const valuesOf = (trainer: StudioTrainer) => ({
  key: trainer.key,
  name: trainer.name,
  headline: trainer.headline,
  bio: trainer.bio,
});

const EditTrainer = ({ trainer }: { trainer: StudioTrainer }) => {
  const save = useSaveTrainer();
  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm({ schema: TrainerInputSchema, defaultValues: valuesOf(trainer) });
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: trainer.id, input },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved as StudioTrainer));
          setDone('Changes saved.');
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );
  return (
    <ConsoleForm
      title="Details"
      hint={`Key ${trainer.key}: it stays, the catalogue file knows them by it.`}
      onSubmit={submit}
      submitLabel="Save changes"
      pending={save.isPending}
      blocked={form.isBlocked(save.isPending)}
      error={form.serverError}
      done={form.formState.isDirty ? null : done}
    >
      <TextInput label="Name" {...form.register('name')} error={form.errors.name?.message} />
      <TextInput
        label="Headline (optional)"
        {...form.register('headline')}
        error={form.errors.headline?.message}
      />
      <Textarea
        label="Bio (optional)"
        autosize
        minRows={3}
        {...form.register('bio')}
        error={form.errors.bio?.message}
      />
    </ConsoleForm>
  );
};

const Visibility = ({ trainer }: { trainer: StudioTrainer }) => (
  <VisibilitySection
    hidden={trainer.hidden}
    hiddenNote="Hidden: members see neither their page nor their chip. Their workouts still name them."
    shownNote="Members see their page and their chip in the library."
    toggle={useTrainerHidden(trainer.id)}
  />
);

/** One trainer (issue 17, coach): their words, images and visibility. */
export const TrainerPage = () => {
  const id = Number(useParams().id);
  const trainers = useTrainers();
  const upload = useTrainerImage(id);
  const trainer = trainers.data?.trainers.find((t) => t.id === id);
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={consolePaths.trainers} size="sm">
        ← Trainers
      </Anchor>
      {trainers.isError && !trainers.data ? (
        <LoadError what="The trainer" onRetry={() => trainers.refetch()} retrying={trainers.isFetching} />
      ) : trainers.data && !trainer ? (
        <Text>No trainer has this ID.</Text>
      ) : trainer ? (
        <>
          <Group gap="sm">
            <Title order={1} size="h2">
              {trainer.name}
            </Title>
            <CatalogueBadges hidden={trainer.hidden} origin={trainer.origin} />
          </Group>
          <EditTrainer key={trainer.id} trainer={trainer} />
          <ImageSlots
            upload={upload}
            slots={[
              { slot: 'avatar', label: 'Avatar', url: trainer.avatar },
              { slot: 'background_image', label: 'Background', url: trainer.background_image },
              { slot: 'title_image', label: 'Title image', url: trainer.title_image },
            ]}
          />
          <Visibility trainer={trainer} />
        </>
      ) : null}
    </Stack>
  );
};
