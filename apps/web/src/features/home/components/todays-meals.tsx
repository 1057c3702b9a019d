import { Button, Stack, Text, Title } from '@mantine/core';
import type { Meal } from '@studio/shared';
import { IconCheck } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { ItemCard } from '../../library';
import { SaveButton } from '../../saved';
import { useCompleteMeal } from '../api/complete-meal';
import classes from './todays-meals.module.css';

/** One of today's meals: its recipe (details on tap) and "I ate this", counted once a day. */
const MealSlide = ({ meal }: { meal: Meal }) => {
  const t = useT();
  const complete = useCompleteMeal();
  return (
    <li className={classes.slide}>
      <Stack gap="xs" className={classes.meal}>
        <Text size="sm" fw={700} tt="capitalize" c="dimmed">
          {meal.meal_type}
        </Text>
        <ItemCard item={meal.item} storeId="nutrition" save={SaveButton} />
        <Button
          variant={meal.completed ? 'light' : 'filled'}
          color={meal.completed ? 'teal' : undefined}
          leftSection={meal.completed ? <IconCheck size={16} aria-hidden /> : null}
          disabled={meal.completed}
          loading={complete.isPending}
          onClick={() => complete.mutate(meal.item.id)}
          aria-label={
            meal.completed
              ? t('home.meals.eatenLabel', { title: meal.item.title })
              : t('home.meals.ateLabel', { title: meal.item.title })
          }
        >
          {meal.completed ? t('home.meals.eaten') : t('home.meals.ate')}
        </Button>
      </Stack>
    </li>
  );
};

/** Today's meals slider (spec M2): breakfast to dinner from the member's weekly plan. */
export const TodaysMeals = ({ meals }: { meals: Meal[] }) => {
  const t = useT();
  if (meals.length === 0) return null;
  return (
    <section aria-labelledby="todays-meals">
      <Title order={2} size="h3" mb="sm" id="todays-meals">
        {t('home.meals.title')}
      </Title>
      <ul className={classes.row}>
        {meals.map((meal) => (
          <MealSlide key={meal.meal_type} meal={meal} />
        ))}
      </ul>
    </section>
  );
};
