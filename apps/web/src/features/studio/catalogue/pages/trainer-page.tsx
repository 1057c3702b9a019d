import { Group, Textarea, TextInput, Title } from '@mantine/core';
import { type StudioTrainer, TrainerInputSchema } from '@studio/shared';
import { useParams } from 'react-router';
import { useT } from '../../../../lib/i18n';
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
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: TrainerInputSchema,
    defaults: valuesOf(trainer),
    mutation: useSaveTrainer(),
    variables: (input) => ({ id: trainer.id, input }),
    valuesOf,
    doneText: t('catalogue.form.changesSaved'),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('catalogue.form.details')}
      hint={t('catalogue.trainer.key', { key: trainer.key })}
      submitLabel={t('catalogue.form.saveChanges')}
    >
      <TextInput
        label={t('catalogue.form.name')}
        {...form.register('name')}
        error={form.errors.name?.message}
      />
      <TextInput
        label={t('catalogue.form.headline')}
        {...form.register('headline')}
        error={form.errors.headline?.message}
      />
      <Textarea
        label={t('catalogue.form.bio')}
        autosize
        minRows={3}
        {...form.register('bio')}
        error={form.errors.bio?.message}
      />
    </ConsoleForm>
  );
};

const Visibility = ({ trainer }: { trainer: StudioTrainer }) => {
  const t = useT();
  return (
    <VisibilitySection
      hidden={trainer.hidden}
      hiddenNote={t('catalogue.trainer.hiddenNote')}
      shownNote={t('catalogue.trainer.shownNote')}
      toggle={useTrainerHidden(trainer.id)}
    />
  );
};

/** One trainer (issue 17, coach): their words, images and visibility. */
export const TrainerPage = () => {
  const t = useT();
  const id = Number(useParams().id);
  const trainers = useTrainers();
  const upload = useTrainerImage(id);
  return (
    <DetailShell
      back={{ to: consolePaths.trainers, label: t('catalogue.trainers.heading') }}
      loads={[{ what: t('catalogue.trainer.what'), query: trainers }]}
      item={trainers.data?.trainers.find((one) => one.id === id)}
      missing={t('catalogue.trainer.missing')}
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
              { slot: 'avatar', url: trainer.avatar },
              { slot: 'background_image', url: trainer.background_image },
              { slot: 'title_image', url: trainer.title_image },
            ]}
          />
          <Visibility trainer={trainer} />
        </>
      )}
    </DetailShell>
  );
};
