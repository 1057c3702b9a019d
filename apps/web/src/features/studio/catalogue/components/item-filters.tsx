import { Checkbox, Group, Text } from '@mantine/core';
import type { StoreId } from '@studio/shared';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useFilterGroups, useItemFilters, useSaveItemFilters } from '../api/catalogue';

/**
 * The filter options a workout or recipe carries (issue 17, decision 0026): one group of boxes per
 * filter group of its store, hidden groups too (marked), saved at once.
 */
export const ItemFilters = ({ itemId, store }: { itemId: number; store: StoreId }) => {
  const t = useT();
  const groups = useFilterGroups();
  const carried = useItemFilters(itemId);
  const save = useSaveItemFilters(itemId);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if ((groups.isError && !groups.data) || (carried.isError && !carried.data)) {
    return (
      <LoadError
        what={t('catalogue.itemFilters.what')}
        onRetry={() => Promise.all([groups.refetch(), carried.refetch()])}
        retrying={groups.isFetching || carried.isFetching}
      />
    );
  }
  if (!groups.data || !carried.data) return null;
  const ofStore = groups.data.groups.filter((g) => g.store === store && g.options.length > 0);
  const current = chosen ?? carried.data.option_ids;
  const error =
    save.error instanceof ApiError
      ? (save.error.body.errors?.option_ids?.[0] ?? save.error.message)
      : save.error
        ? save.error.message
        : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(current, {
      onSuccess: (saved) => {
        setChosen(saved.option_ids);
        setDone(t('catalogue.itemFilters.done'));
      },
    });
  };
  return (
    <ConsoleForm
      title={t('catalogue.itemFilters.title')}
      hint={t('catalogue.itemFilters.hint')}
      onSubmit={submit}
      submitLabel={t('catalogue.itemFilters.submit')}
      pending={save.isPending}
      blocked={save.isPending}
      error={error}
      done={done}
    >
      {ofStore.length === 0 ? (
        <Text size="sm">{t('catalogue.itemFilters.none')}</Text>
      ) : (
        ofStore.map((group) => (
          <Checkbox.Group
            key={group.id}
            label={group.title}
            description={group.hidden ? t('catalogue.itemFilters.hiddenGroup') : undefined}
            value={current.filter((id) => group.options.some((o) => o.id === id)).map(String)}
            onChange={(values) => {
              setDone(null);
              const others = current.filter((id) => !group.options.some((o) => o.id === id));
              setChosen([...others, ...values.map(Number)]);
            }}
          >
            <Group gap="md" mt={6} wrap="wrap">
              {group.options.map((option) => (
                <Checkbox key={option.id} value={String(option.id)} label={option.title} />
              ))}
            </Group>
          </Checkbox.Group>
        ))
      )}
    </ConsoleForm>
  );
};
