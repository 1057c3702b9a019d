import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  FilterGroupInputSchema,
  type StoreId,
  type StudioFilterGroup,
  type StudioFilterOption,
} from '@studio/shared';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm, KeyInput } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import {
  useAddFilterGroup,
  useAddFilterOption,
  useFilterGroupHidden,
  useFilterGroups,
  useOrderFilterGroups,
  useOrderFilterOptions,
  useRemoveFilterOption,
  useRenameFilterGroup,
  useRenameFilterOption,
} from '../api/catalogue';
import { CatalogueBadges } from '../components/catalogue-badges';
import { MoveButtons, moved, OrderedRows } from '../components/move-buttons';
import { StoreChoice } from '../components/store-choice';

/** The server's word on one field of a failed change, or its message. */
const refusal = (error: Error | null, field: string) =>
  error instanceof ApiError ? (error.body.errors?.[field]?.[0] ?? error.message) : (error?.message ?? null);

const NewGroup = ({ store }: { store: StoreId }) => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: FilterGroupInputSchema,
    defaults: { store, title: '', key: '' },
    mutation: useAddFilterGroup(),
    variables: (input) => ({ ...input, store }),
    // The store is the page's choice, not a field here.
    fields: ['title', 'key'],
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('catalogue.filters.newTitle')}
      hint={t('catalogue.filters.newHint')}
      submitLabel={t('catalogue.filters.newSubmit')}
    >
      <TextInput
        label={t('catalogue.form.title')}
        {...form.register('title')}
        error={form.errors.title?.message}
      />
      <KeyInput field={form.register('key')} error={form.errors.key?.message} madeFrom="title" />
    </ConsoleForm>
  );
};

/** A title shown as text, edited in place; `onSave` resolves when the server took it. */
const RenameInPlace = ({
  label,
  title,
  onSave,
  pending,
  error,
}: {
  label: string;
  title: string;
  onSave: (title: string, done: () => void) => void;
  pending: boolean;
  error: string | null;
}) => {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null)
    return (
      <Button
        size="compact-sm"
        variant="light"
        aria-label={t('catalogue.filters.renameNamed', { name: label })}
        onClick={() => setDraft(title)}
      >
        {t('catalogue.filters.rename')}
      </Button>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(draft, () => setDraft(null));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('catalogue.filters.newName', { name: label })}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={error}
          size="sm"
        />
        <Button type="submit" size="sm" loading={pending}>
          {t('catalogue.action.save')}
        </Button>
        <Button size="sm" variant="default" onClick={() => setDraft(null)}>
          {t('catalogue.action.cancel')}
        </Button>
      </Group>
    </form>
  );
};

const OptionRow = ({
  group,
  option,
  index,
  onMove,
  moving,
}: {
  group: StudioFilterGroup;
  option: StudioFilterOption;
  index: number;
  onMove: (step: -1 | 1) => void;
  moving: boolean;
}) => {
  const t = useT();
  const rename = useRenameFilterOption(group.id);
  const remove = useRemoveFilterOption(group.id);
  const [confirming, setConfirming] = useState(false);
  const name = `${group.title}: ${option.title}`;
  return (
    <Paper component="li" withBorder p="xs" aria-label={name}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {option.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t('catalogue.filters.items', { count: option.items })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <MoveButtons
            name={name}
            index={index}
            count={group.options.length}
            disabled={moving}
            onMove={onMove}
          />
          <RenameInPlace
            label={name}
            title={option.title}
            pending={rename.isPending}
            error={refusal(rename.error, 'title')}
            onSave={(title, done) => rename.mutate({ id: option.id, title }, { onSuccess: done })}
          />
          {confirming ? (
            <>
              <Button
                size="compact-sm"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate(option.id)}
              >
                {option.items > 0
                  ? t('catalogue.filters.removeFrom', { count: option.items })
                  : t('catalogue.action.remove')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                {t('catalogue.filters.keep')}
              </Button>
            </>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('catalogue.action.removeNamed', { name })}
              onClick={() => setConfirming(true)}
            >
              {t('catalogue.action.remove')}
            </Button>
          )}
        </Group>
      </Group>
      {remove.error ? (
        <Text c="red" size="sm" role="alert">
          {remove.error.message}
        </Text>
      ) : null}
    </Paper>
  );
};

const NewOption = ({ group }: { group: StudioFilterGroup }) => {
  const t = useT();
  const add = useAddFilterOption(group.id);
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate({ title, key: '' }, { onSuccess: () => setTitle('') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label={t('catalogue.filters.newOption', { group: group.title })}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={refusal(add.error, 'title') ?? refusal(add.error, 'key')}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" mt={24} loading={add.isPending}>
          {t('catalogue.filters.addOption')}
        </Button>
      </Group>
    </form>
  );
};

const GroupCard = ({
  group,
  index,
  count,
  onMove,
  moving,
}: {
  group: StudioFilterGroup;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  moving: boolean;
}) => {
  const t = useT();
  const rename = useRenameFilterGroup(group.id);
  const hide = useFilterGroupHidden(group.id);
  const order = useOrderFilterOptions(group.id);
  return (
    <Paper component="li" withBorder p="md" aria-label={group.title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {group.title}
            </Title>
            <CatalogueBadges hidden={group.hidden} origin={group.origin} />
          </Stack>
          <MoveButtons name={group.title} index={index} count={count} disabled={moving} onMove={onMove} />
        </Group>
        {group.options.length === 0 ? <Text size="sm">{t('catalogue.filters.noOptions')}</Text> : null}
        <Group gap="xs" wrap="wrap">
          <RenameInPlace
            label={group.title}
            title={group.title}
            pending={rename.isPending}
            error={refusal(rename.error, 'title')}
            onSave={(title, done) => rename.mutate(title, { onSuccess: done })}
          />
          <Button
            size="compact-sm"
            variant="default"
            loading={hide.isPending}
            aria-label={
              group.hidden
                ? t('catalogue.filters.showNamed', { group: group.title })
                : t('catalogue.filters.hideNamed', { group: group.title })
            }
            onClick={() => hide.mutate(!group.hidden)}
          >
            {group.hidden ? t('catalogue.visibility.show') : t('catalogue.visibility.hide')}
          </Button>
        </Group>
        {group.options.length > 0 ? (
          <OrderedRows label={t('catalogue.filters.options', { group: group.title })}>
            {group.options.map((option, at) => (
              <OptionRow
                key={option.id}
                group={group}
                option={option}
                index={at}
                moving={order.isPending}
                onMove={(step) => order.mutate(moved(group.options, at, step).map((o) => o.id))}
              />
            ))}
          </OrderedRows>
        ) : null}
        {order.error ? (
          <Text c="red" size="sm" role="alert">
            {order.error.message}
          </Text>
        ) : null}
        <NewOption group={group} />
      </Stack>
    </Paper>
  );
};

/** Filter groups per store (issue 17, coach; decision 0026): made, named, ordered, hidden. */
export const FiltersPage = () => {
  const t = useT();
  const groups = useFilterGroups();
  const order = useOrderFilterGroups();
  const [store, setStore] = useState<StoreId>('on_demand');
  const ofStore = (groups.data?.groups ?? []).filter((g) => g.store === store);
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('catalogue.filters.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('catalogue.filters.intro')}
      </Text>
      <StoreChoice store={store} onChange={setStore} />
      {groups.isError && !groups.data ? (
        <LoadError
          what={t('catalogue.filters.what')}
          onRetry={() => groups.refetch()}
          retrying={groups.isFetching}
        />
      ) : groups.data ? (
        <>
          <NewGroup key={store} store={store} />
          {order.error ? (
            <Text c="red" size="sm" role="alert">
              {order.error.message}
            </Text>
          ) : null}
          <OrderedRows gap="md" label={t('catalogue.filters.order')}>
            {ofStore.map((group, index) => (
              <GroupCard
                key={group.id}
                group={group}
                index={index}
                count={ofStore.length}
                moving={order.isPending}
                onMove={(step) => order.mutate({ store, ids: moved(ofStore, index, step).map((g) => g.id) })}
              />
            ))}
          </OrderedRows>
        </>
      ) : null}
    </Stack>
  );
};
