import { Anchor, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { localDay, SKELETONS } from '@studio/shared';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { skeletonKeys } from '../../../components/ui/skeletons';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { useMealPlan } from '../api/get-meal-plan';
import { MealPlanPrompt } from './meal-plan-prompt';
import { WeekPlan } from './week-plan';

const SKELETON_KEYS = skeletonKeys(SKELETONS.cards, 'day');

/** The nutrition page's first section: the member's week of meals, or the way to plan one. */
export const YourWeek = () => {
  const t = useT();
  const headingId = useId();
  const { data: user } = useMe();
  const program = user?.program_in_progress ?? null;
  const mealPlan = useMealPlan({ enabled: program !== null });
  const plan = program ? mealPlan.data : null;

  let body: ReactNode;
  if (!user || mealPlan.isLoading)
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="status" aria-label={t('nutrition.week.loading')}>
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} height={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (plan) body = <WeekPlan plan={plan} today={localDay(new Date(), user.time_zone).day} />;
  else if (program && mealPlan.isError)
    body = <LoadError what={t('nutrition.week.title')} onRetry={() => void mealPlan.refetch()} />;
  else
    body = (
      <MealPlanPrompt
        title={t('nutrition.week.planTitle')}
        titleOrder={3}
        invitation={
          program
            ? {
                text: t('nutrition.week.planText'),
                to: paths.homeSetup,
                label: t('nutrition.week.planLabel'),
              }
            : null
        }
      />
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={headingId}>
          {t('nutrition.week.title')}
        </Title>
        {plan ? (
          <Group gap="md">
            <Anchor component={Link} to={paths.shoppingList}>
              {t('nutrition.week.shoppingList')}
            </Anchor>
            <Anchor component={Link} to={paths.homeSetupMeals()}>
              {t('nutrition.week.change')}
            </Anchor>
          </Group>
        ) : null}
      </Group>
      {body}
    </Stack>
  );
};
