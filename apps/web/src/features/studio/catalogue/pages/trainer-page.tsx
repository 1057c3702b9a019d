import { Group, Textarea, TextInput, Title } from '@mantine/core';
import { type StudioTrainer, TrainerInputSchema } from '@studio/shared';
import { useParams } from 'react-router';
import { ConsoleForm } from '../../shared/components/console-form';
import { DetailShell } from '../../shared/components/detail-shell';
import { VisibilitySection } from '../../shared/components/visibility';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import { useSaveTrainer, useTrainerHidden, useTrainerImage, useTrainers } from '../api/catalogue';
import { CatalogueBadges } from '../components/catalogue-badges';
import { ImageSlots } from '../components/image-slots';

const valuesOf = (trainer: StudioTrainer) => ({
  key: trainer.key,
  name: trainer.name,
  headline: trainer.headline,
  bio: trainer.bio,
});

const EditTrainer = ({ trainer }: { trainer: StudioTrainer }) => {
  const { form, formProps } = useConsoleForm({
    schema: TrainerInputSchema,
    defaults: valuesOf(trainer),
    mutation: useSaveTrainer(),
    variables: (input) => ({ id: trainer.id, input }),
    valuesOf,
    doneText: 'Changes saved.',
  });
  return (
    <ConsoleForm
      {...formProps}
      title="Details"
      hint={`Key ${trainer.key}: it stays, the catalogue file knows them by it.`}
      submitLabel="Save changes"
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
  return (
    <DetailShell
      back={{ to: consolePaths.trainers, label: 'Trainers' }}
      loads={[{ what: 'The trainer', query: trainers }]}
      item={trainers.data?.trainers.find((t) => t.id === id)}
      missing="No trainer has this ID."
    >
      {(trainer) => (
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
      )}
    </DetailShell>
  );
};
