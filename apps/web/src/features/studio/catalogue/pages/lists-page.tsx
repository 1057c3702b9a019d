import { Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { ListInputSchema, type MessageId, type StoreId, type StudioList } from '@studio/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm, KeyInput } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import { useLists, useOrderLists, useSaveList } from '../api/catalogue';
import { CatalogueBadges } from '../components/catalogue-badges';
import { MoveButtons, moved, OrderedRows } from '../components/move-buttons';
import { StoreChoice } from '../components/store-choice';

const KINDS: { value: StudioList['kind']; label: MessageId }[] = [
  { value: 'categories', label: 'catalogue.lists.categories' },
  { value: 'curated_lists', label: 'catalogue.lists.curated' },
];

/** Makes an empty list of the store shown, then opens it to choose its items. */
const NewList = ({ store }: { store: StoreId }) => {
  const t = useT();
  const navigate = useNavigate();
  const { form, formProps } = useConsoleForm({
    schema: ListInputSchema,
    defaults: { key: '', store, kind: 'categories', title: '', description: '', bio: '' },
    mutation: useSaveList(),
    variables: (input) => ({ input }),
    onSaved: (list) => navigate(consolePaths.list(list.id)),
    // The store is the page's choice and a new list has no bio yet: neither is a field here.
    fields: ['kind', 'title', 'key', 'description'],
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('catalogue.lists.newTitle')}
      hint={t('catalogue.lists.newHint')}
      submitLabel={t('catalogue.lists.newSubmit')}
    >
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('catalogue.form.kind')}
            data={KINDS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={field.value ?? 'categories'}
            onChange={(value) => field.onChange(value ?? 'categories')}
            allowDeselect={false}
            error={form.errors.kind?.message}
          />
        )}
      />
      <TextInput
        label={t('catalogue.form.title')}
        {...form.register('title')}
        error={form.errors.title?.message}
      />
      <KeyInput field={form.register('key')} error={form.errors.key?.message} madeFrom="title" />
      <Textarea
        label={t('catalogue.form.description')}
        autosize
        minRows={2}
        {...form.register('description')}
        error={form.errors.description?.message}
      />
    </ConsoleForm>
  );
};

const Ordered = ({ lists, label }: { lists: StudioList[]; label: string }) => {
  const t = useT();
  const order = useOrderLists();
  const move = (index: number, step: -1 | 1) => {
    const first = lists[0];
    if (first)
      order.mutate({ store: first.store, kind: first.kind, ids: moved(lists, index, step).map((l) => l.id) });
  };
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Title order={2} size="h4">
        {label}
      </Title>
      {order.error ? (
        <Text c="red" size="sm" role="alert">
          {order.error.message}
        </Text>
      ) : null}
      {lists.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('catalogue.lists.none')}
        </Text>
      ) : (
        <OrderedRows>
          {lists.map((list, index) => (
            <Paper component="li" key={list.id} withBorder p="sm" aria-label={list.title}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text
                    component={Link}
                    to={consolePaths.list(list.id)}
                    fw={600}
                    c="var(--mantine-color-anchor)"
                  >
                    {list.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('catalogue.lists.items', { count: list.items.length })}
                  </Text>
                  <CatalogueBadges hidden={list.hidden} origin={list.origin} />
                </Stack>
                <MoveButtons
                  name={list.title}
                  index={index}
                  count={lists.length}
                  disabled={order.isPending}
                  onMove={(step) => move(index, step)}
                />
              </Group>
            </Paper>
          ))}
        </OrderedRows>
      )}
    </Stack>
  );
};

/** Categories and curated lists (issue 17, coach), per store, in the order members see them. */
export const ListsPage = () => {
  const t = useT();
  const lists = useLists();
  const [store, setStore] = useState<StoreId>('on_demand');
  const ofStore = (lists.data?.lists ?? []).filter((l) => l.store === store);
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('catalogue.lists.heading')}
      </Title>
      <StoreChoice store={store} onChange={setStore} />
      {lists.isError && !lists.data ? (
        <LoadError
          what={t('catalogue.lists.what')}
          onRetry={() => lists.refetch()}
          retrying={lists.isFetching}
        />
      ) : lists.data ? (
        <>
          <NewList key={store} store={store} />
          {KINDS.map((kind) => (
            <Ordered
              key={kind.value}
              label={t(kind.label)}
              lists={ofStore.filter((l) => l.kind === kind.value)}
            />
          ))}
        </>
      ) : null}
    </Stack>
  );
};
