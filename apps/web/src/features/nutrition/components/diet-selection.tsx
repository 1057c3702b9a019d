import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { useDiets } from '../api/get-diets';
import { useMealPlan } from '../api/get-meal-plan';
import { programRecipesQueryOptions } from '../api/get-program-recipes';
import { DietPicker, DietPickerSkeleton } from './diet-picker';
import { MealPlanPrompt } from './meal-plan-prompt';

/** Location state of the way back from the recipes: spec M4 "going back clears the selected diet". */
export const dietClearedState = { dietCleared: true } as const;

const wasCleared = (state: unknown): boolean =>
  (state as Partial<typeof dietClearedState> | null)?.dietCleared === true;

/** The choice itself, once the member's running program is known. */
const DietChoice = ({ programId, savedDietId }: { programId: number; savedDietId: number | null }) => {
  const t = useT();
  const diets = useDiets();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const load = useMutation({
    mutationFn: (dietId: number) => queryClient.fetchQuery(programRecipesQueryOptions({ programId, dietId })),
    // A failed load has gone through the shared handler as a query already; the member may choose again.
    meta: { errorHandledLocally: true },
  });
  const loadingId = load.isPending ? load.variables : null;

  // Spec M4: the diet is chosen, then its recipes load, then the route changes to meals/{diet}.
  // (A callback of `mutate` does not run once the page has gone: no late navigation.)
  const choose = (dietId: number) => {
    if (!load.isPending)
      load.mutate(dietId, { onSuccess: () => void navigate(paths.homeSetupMeals(dietId)) });
  };

  if (diets.data)
    return (
      <DietPicker
        diets={diets.data}
        selectedId={loadingId ?? savedDietId}
        loadingId={loadingId}
        onChoose={choose}
      />
    );
  if (diets.isError)
    return <LoadError what={t('nutrition.diets.loadWhat')} onRetry={() => void diets.refetch()} />;
  return <DietPickerSkeleton />;
};

/** /page/home/setup/meals (spec M2 "Meal setup"): diet selection, the member's saved diet preselected. */
export const DietSelection = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('nutrition.diets.pageTitle') }));
  const location = useLocation();
  const cleared = wasCleared(location.state);
  const { data: user } = useMe();
  const program = user?.program_in_progress ?? null;
  const mealPlan = useMealPlan({ enabled: program !== null && !cleared });

  let body: ReactNode;
  if (!user || mealPlan.isLoading) body = <DietPickerSkeleton />;
  else if (!program) body = <MealPlanPrompt title={t('nutrition.prompt.planMeals')} invitation={null} />;
  else {
    const saved = cleared ? null : (mealPlan.data?.diet_id ?? user.profile?.nutrition ?? null);
    body = <DietChoice programId={program.id} savedDietId={saved} />;
  }

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{t('nutrition.diets.title')}</Title>
        <Text c="dimmed">{t('nutrition.diets.lead')}</Text>
      </Stack>
      {body}
    </Stack>
  );
};
