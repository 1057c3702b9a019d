import { Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { TrainerInputSchema } from '@studio/shared';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm, KeyInput } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import { useOrderTrainers, useSaveTrainer, useTrainers } from '../api/catalogue';
import { CatalogueBadges } from '../components/catalogue-badges';
import { MoveButtons, moved, OrderedRows } from '../components/move-buttons';

/** Makes a trainer (with an empty member page), then opens them to add images. */
const NewTrainer = () => {
  const t = useT();
  const navigate = useNavigate();
  const { form, formProps } = useConsoleForm({
    schema: TrainerInputSchema,
    defaults: { key: '', name: '', headline: '', bio: '' },
    mutation: useSaveTrainer(),
    variables: (input) => ({ input }),
    onSaved: (trainer) => navigate(consolePaths.trainer(trainer.id)),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('catalogue.trainers.newTitle')}
      hint={t('catalogue.trainers.newHint')}
      submitLabel={t('catalogue.trainers.newSubmit')}
    >
      <TextInput
        label={t('catalogue.form.name')}
        {...form.register('name')}
        error={form.errors.name?.message}
      />
      <KeyInput field={form.register('key')} error={form.errors.key?.message} madeFrom="name" />
      <TextInput
        label={t('catalogue.form.headline')}
        {...form.register('headline')}
        error={form.errors.headline?.message}
      />
      <Textarea
        label={t('catalogue.form.bio')}
        autosize
        minRows={2}
        {...form.register('bio')}
        error={form.errors.bio?.message}
      />
    </ConsoleForm>
  );
};

/** Trainers (issue 17, coach): in the order members see them, moved up and down. */
export const TrainersPage = () => {
  const t = useT();
  const trainers = useTrainers();
  const order = useOrderTrainers();
  const list = trainers.data?.trainers ?? [];
  const move = (index: number, step: -1 | 1) =>
    order.mutate(moved(list, index, step).map((trainer) => trainer.id));
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('catalogue.trainers.heading')}
      </Title>
      {trainers.isError && !trainers.data ? (
        <LoadError
          what={t('catalogue.trainers.what')}
          onRetry={() => trainers.refetch()}
          retrying={trainers.isFetching}
        />
      ) : trainers.data ? (
        <>
          <NewTrainer />
          {order.error ? (
            <Text c="red" size="sm" role="alert">
              {order.error.message}
            </Text>
          ) : null}
          <OrderedRows label={t('catalogue.trainers.order')}>
            {list.map((trainer, index) => (
              <Paper component="li" key={trainer.id} withBorder p="sm" aria-label={trainer.name}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text
                      component={Link}
                      to={consolePaths.trainer(trainer.id)}
                      fw={600}
                      c="var(--mantine-color-anchor)"
                    >
                      {trainer.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[
                        trainer.headline || null,
                        t('catalogue.trainers.workouts', { count: trainer.workouts }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    <CatalogueBadges hidden={trainer.hidden} origin={trainer.origin} />
                  </Stack>
                  <MoveButtons
                    name={trainer.name}
                    index={index}
                    count={list.length}
                    disabled={order.isPending}
                    onMove={(step) => move(index, step)}
                  />
                </Group>
              </Paper>
            ))}
          </OrderedRows>
        </>
      ) : null}
    </Stack>
  );
};
