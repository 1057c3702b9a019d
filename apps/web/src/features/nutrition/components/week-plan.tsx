import { Avatar, Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Item, MealPlan, MealType, WeekDay } from '@studio/shared';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useDisplay, useT } from '../../../lib/i18n';
import { cardImage, useItemParam } from '../../library';
import { dayLabel, MEAL_TYPE_LABELS } from '../meal-words';
import classes from './week-plan.module.css';

const MealLink = ({ mealType, recipe }: { mealType: MealType; recipe: Item }) => {
  const t = useT();
  const { linkTo } = useItemParam();
  const { to, state } = linkTo(recipe);
  return (
    <UnstyledButton component={Link} to={to} state={state} className={classes.meal}>
      <Group wrap="nowrap" gap="xs">
        <Avatar src={cardImage(recipe)} alt="" radius="sm" size={40} color="teal">
          <IconToolsKitchen2 size={18} aria-hidden />
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed">
            {t(MEAL_TYPE_LABELS[mealType])}
          </Text>
          <Text size="sm" fw={600} lineClamp={2}>
            {recipe.title}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
};

type DayMeals = MealPlan['week'][number];

const DayCard = ({
  day,
  meals,
  recipes,
  isToday,
}: DayMeals & { recipes: Map<number, Item>; isToday: boolean }) => {
  const t = useT();
  const display = useDisplay();
  const shown = meals.flatMap(({ meal_type, item_id }) => {
    const recipe = recipes.get(item_id);
    return recipe ? [{ meal_type, recipe }] : [];
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      className={classes.day}
      data-today={isToday || undefined}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {dayLabel(day, display)}
        </Title>
        {isToday ? <Badge variant="filled">{t('nutrition.week.today')}</Badge> : null}
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shared.library.noResults')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} className={classes.list}>
          {shown.map(({ meal_type, recipe }) => (
            <li key={meal_type}>
              <MealLink mealType={meal_type} recipe={recipe} />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
};

/**
 * The saved week, Sunday to Saturday (DESIGN 3a "Time"), today marked; each meal opens its recipe.
 * A phone scrolls the days sideways, starting at today; a wide screen shows them four across.
 */
export const WeekPlan = ({ plan, today }: { plan: MealPlan; today: WeekDay }) => {
  const recipes = new Map(plan.recipes.map((recipe) => [recipe.id, recipe]));
  const row = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const node = row.current;
    const todayItem = node?.querySelector<HTMLElement>('[aria-current="date"]');
    // Not scrollIntoView: that would scroll the page down to the week too.
    if (node && todayItem) node.scrollLeft = todayItem.offsetLeft - node.offsetLeft;
  }, []);
  return (
    <ol ref={row} className={classes.week}>
      {plan.week.map((entry) => (
        <li key={entry.day} aria-current={entry.day === today ? 'date' : undefined}>
          <DayCard {...entry} recipes={recipes} isToday={entry.day === today} />
        </li>
      ))}
    </ol>
  );
};
