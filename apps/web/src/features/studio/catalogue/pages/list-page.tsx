import { Badge, Button, Group, Select, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type ListEntry, ListFieldsSchema, type StudioList } from '@studio/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { ConsoleSection } from '../../shared/components/console-section';
import { DetailShell } from '../../shared/components/detail-shell';
import { VisibilitySection } from '../../shared/components/visibility';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import { useListHidden, useListImage, useListItems, useLists, useSaveList } from '../api/catalogue';
import { CatalogueBadges } from '../components/catalogue-badges';
import { ImageSlots } from '../components/image-slots';
import { MoveButtons, moved, OrderedRows } from '../components/move-buttons';

const valuesOf = (list: StudioList) => ({ title: list.title, description: list.description, bio: list.bio });

const EditList = ({ list }: { list: StudioList }) => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: ListFieldsSchema,
    defaults: valuesOf(list),
    mutation: useSaveList(),
    variables: (input) => ({ id: list.id, input: { ...input, store: list.store, kind: list.kind } }),
    valuesOf,
    doneText: t('catalogue.form.changesSaved'),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('catalogue.form.details')}
      hint={t('catalogue.list.key', { key: list.key })}
      submitLabel={t('catalogue.form.saveChanges')}
    >
      <TextInput
        label={t('catalogue.form.title')}
        {...form.register('title')}
        error={form.errors.title?.message}
      />
      <Textarea
        label={t('catalogue.form.description')}
        autosize
        minRows={2}
        {...form.register('description')}
        error={form.errors.description?.message}
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

/** The list's items in order: added from the store's shown items, moved, removed, then saved at once. */
const ItemsEditor = ({ list, choices }: { list: StudioList; choices: ListEntry[] }) => {
  const t = useT();
  const save = useListItems(list.id);
  const [entries, setEntries] = useState<ListEntry[]>(list.items);
  const [done, setDone] = useState(false);
  const change = (next: ListEntry[]) => {
    setEntries(next);
    setDone(false);
    save.reset();
  };
  const taken = new Set(entries.map((e) => e.id));
  const serverError =
    save.error instanceof ApiError
      ? (save.error.body.errors?.item_ids?.[0] ?? save.error.message)
      : save.error?.message;
  return (
    <ConsoleSection title={t('catalogue.list.items')}>
      <Select
        label={t('catalogue.list.add')}
        placeholder={t('catalogue.list.addPlaceholder')}
        searchable
        value={null}
        data={choices.filter((c) => !taken.has(c.id)).map((c) => ({ value: String(c.id), label: c.title }))}
        onChange={(value) => {
          const entry = choices.find((c) => String(c.id) === value);
          if (entry) change([...entries, entry]);
        }}
        nothingFoundMessage={t('catalogue.list.addNothing')}
      />
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('catalogue.list.empty')}
        </Text>
      ) : (
        <OrderedRows gap={4} label={t('catalogue.list.order')}>
          {entries.map((entry, index) => (
            <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {index + 1}. {entry.title}
              </Text>
              <Group gap={4} wrap="nowrap">
                <MoveButtons
                  name={entry.title}
                  index={index}
                  count={entries.length}
                  onMove={(step) => change(moved(entries, index, step))}
                />
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('catalogue.action.removeNamed', { name: entry.title })}
                  onClick={() => change(entries.filter((e) => e.id !== entry.id))}
                >
                  {t('catalogue.action.remove')}
                </Button>
              </Group>
            </Group>
          ))}
        </OrderedRows>
      )}
      {serverError ? (
        <Text c="red" size="sm" role="alert">
          {serverError}
        </Text>
      ) : done ? (
        <Text c="teal.9" size="sm" role="status">
          {t('catalogue.list.saved')}
        </Text>
      ) : null}
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              entries.map((e) => e.id),
              { onSuccess: () => setDone(true) },
            )
          }
        >
          {t('catalogue.list.save')}
        </Button>
      </Group>
    </ConsoleSection>
  );
};

const Visibility = ({ list }: { list: StudioList }) => {
  const t = useT();
  return (
    <VisibilitySection
      hidden={list.hidden}
      hiddenNote={t('catalogue.list.hiddenNote')}
      shownNote={t('catalogue.list.shownNote')}
      toggle={useListHidden(list.id)}
    />
  );
};

/** One category or curated list (issue 17, coach): words, images, items in order, visibility. */
export const ListPage = () => {
  const t = useT();
  const id = Number(useParams().id);
  const lists = useLists();
  const upload = useListImage(id);
  const found = lists.data?.lists.find((l) => l.id === id);
  return (
    <DetailShell
      back={{ to: consolePaths.lists, label: t('catalogue.lists.heading') }}
      loads={[{ what: t('catalogue.list.what'), query: lists }]}
      item={found && lists.data ? { list: found, choices: lists.data.choices[found.store] } : undefined}
      missing={t('catalogue.list.missing')}
    >
      {({ list, choices }) => (
        <>
          <Group gap="sm">
            <Title order={1} size="h2">
              {list.title}
            </Title>
            <Badge variant="outline" color="dark.5">
              {list.kind === 'categories' ? t('catalogue.list.category') : t('catalogue.list.curated')}
            </Badge>
            <CatalogueBadges hidden={list.hidden} origin={list.origin} />
          </Group>
          <EditList key={`edit-${list.id}`} list={list} />
          <ItemsEditor key={`items-${list.id}`} list={list} choices={choices} />
          <ImageSlots
            upload={upload}
            slots={[
              { slot: 'image', url: list.image },
              { slot: 'background_image', url: list.background_image },
              { slot: 'title_image', url: list.title_image },
            ]}
          />
          <Visibility list={list} />
        </>
      )}
    </DetailShell>
  );
};
