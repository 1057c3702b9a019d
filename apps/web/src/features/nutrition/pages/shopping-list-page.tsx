import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  formatDay,
  MAX_OWN_ITEM,
  MAX_SHOPPING_SERVINGS,
  type ShoppingLine,
  type ShoppingOwnLine,
} from '@studio/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useDisplay, useT } from '../../../lib/i18n';
import {
  useAddOwnItem,
  useRemoveOwnItem,
  useSetShoppingServings,
  useShoppingList,
  useTickShoppingLine,
} from '../api/shopping-list';
import classes from './shopping-list-page.module.css';

/**
 * One line to tick: the whole row is the tap target (at least 48 px high, for a thumb in a shop).
 * The tick shows in the tap's own render: the list's optimistic change reaches the page a task
 * later (TanStack Query notifies on a timer), and meanwhile React would put the box back as it
 * was, a flicker a busy phone shows for a moment. The tap holds only until the list brings the
 * line again (optimistic, answered, or read again after a refusal), which then has the say.
 */
const LineCheck = ({
  line,
  onTick,
  extra,
}: {
  line: ShoppingLine | ShoppingOwnLine;
  onTick: (ticked: boolean) => void;
  extra?: ReactNode;
}) => {
  const [tapped, setTapped] = useState<{ on: typeof line; ticked: boolean } | null>(null);
  const shown = tapped?.on === line ? tapped.ticked : line.ticked;
  return (
    <Paper withBorder radius="md" className={classes.row} data-ticked={shown || undefined}>
      <Checkbox
        size="md"
        checked={shown}
        onChange={(event) => {
          setTapped({ on: line, ticked: event.currentTarget.checked });
          onTick(event.currentTarget.checked);
        }}
        classNames={{
          root: classes.check,
          body: classes.checkBody,
          labelWrapper: classes.labelWrapper,
          label: classes.checkLabel,
        }}
        label={
          <span className={classes.label}>
            {'quantity' in line && line.quantity ? <strong>{line.quantity} </strong> : null}
            {line.name}
          </span>
        }
        description={'recipes' in line ? line.recipes.join(', ') : undefined}
      />
      {extra}
    </Paper>
  );
};

const OwnItemForm = () => {
  const t = useT();
  const add = useAddOwnItem();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    add.mutate(name, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} aria-label={t('nutrition.shopping.addForm')}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('nutrition.shopping.addLabel')}
          placeholder={t('nutrition.shopping.addPlaceholder')}
          value={name}
          maxLength={MAX_OWN_ITEM}
          onChange={(event) => setName(event.currentTarget.value)}
          error={add.isError ? add.error.message : undefined}
          size="md"
          className={classes.grow}
        />
        <Button type="submit" size="md" loading={add.isPending}>
          {t('nutrition.shopping.add')}
        </Button>
      </Group>
    </form>
  );
};

/**
 * /page/nutrition/shopping-list (issue 19): this week's meal plan as a list to shop from, by aisle;
 * ticks show at once and are kept on the server, with the member's own items.
 */
export const ShoppingListPage = () => {
  const t = useT();
  const display = useDisplay();
  useDocumentTitle(t('common.pageTitle', { page: t('nutrition.shopping.title') }));
  const list = useShoppingList();
  const tick = useTickShoppingLine();
  const remove = useRemoveOwnItem();
  const servings = useSetShoppingServings();
  const data = list.data;

  return (
    <Stack gap="lg" maw={720} w="100%" mx="auto">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.nutrition} size="sm">
          {t('nutrition.shopping.back')}
        </Anchor>
        <Title order={1}>{t('nutrition.shopping.title')}</Title>
        {data ? (
          <Text c="dimmed">{t('nutrition.shopping.weekOf', { date: formatDay(data.week, display) })}</Text>
        ) : null}
      </Stack>
      {list.isError && !data ? (
        <LoadError
          what={t('nutrition.shopping.loadWhat')}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}
      {!data && !list.isError ? (
        <Stack role="status" aria-label={t('nutrition.shopping.loading')}>
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : null}
      {data && !data.has_plan ? (
        <Paper withBorder p="md" radius="md">
          <Text>{t('nutrition.shopping.noPlan')}</Text>
          <Anchor component={Link} to={paths.homeSetup}>
            {t('nutrition.shopping.plan')}
          </Anchor>
        </Paper>
      ) : null}
      {data?.has_plan ? (
        <NumberInput
          label={t('nutrition.shopping.people')}
          description={t('nutrition.shopping.peopleHint')}
          min={1}
          max={MAX_SHOPPING_SERVINGS}
          clampBehavior="strict"
          allowDecimal={false}
          value={data.servings}
          onChange={(value) => {
            if (
              typeof value === 'number' &&
              value >= 1 &&
              value <= MAX_SHOPPING_SERVINGS &&
              value !== data.servings
            )
              servings.mutate(value);
          }}
          size="md"
          maw={360}
        />
      ) : null}
      {data?.aisles.map((group) => (
        <Stack
          key={group.aisle ?? 'other'}
          component="section"
          gap="xs"
          aria-label={group.aisle ?? t('nutrition.shopping.otherAisle')}
        >
          <Title order={2} size="h4">
            {group.aisle ?? t('nutrition.shopping.otherAisle')}
          </Title>
          {group.lines.map((line) => (
            <LineCheck
              key={line.key}
              line={line}
              onTick={(ticked) => tick.mutate({ key: line.key, ticked })}
            />
          ))}
        </Stack>
      ))}
      {data ? (
        <Stack component="section" gap="xs" aria-labelledby="own-items-title">
          <Title order={2} size="h4" id="own-items-title">
            {t('nutrition.shopping.ownItems')}
          </Title>
          {data.own_items.map((item) => (
            <LineCheck
              key={item.key}
              line={item}
              onTick={(ticked) => tick.mutate({ key: item.key, ticked })}
              extra={
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="xl"
                  aria-label={t('nutrition.shopping.remove', { name: item.name })}
                  onClick={() => remove.mutate(item.key)}
                >
                  ×
                </ActionIcon>
              }
            />
          ))}
          <OwnItemForm />
        </Stack>
      ) : null}
      {tick.isError ? (
        <Text c="red" size="sm" role="alert">
          {tick.error.message}
        </Text>
      ) : null}
    </Stack>
  );
};
