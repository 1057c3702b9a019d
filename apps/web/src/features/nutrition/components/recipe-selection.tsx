import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DIETS } from '@studio/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { GridSkeleton } from '../../../components/ui/skeletons';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { ItemDetailsModal } from '../../library';
import { SaveButton } from '../../saved';
import { useDiets } from '../api/get-diets';
import { useProgramRecipes } from '../api/get-program-recipes';
import { dietClearedState } from './diet-selection';
import { MealPlanPrompt } from './meal-plan-prompt';
import { RecipePicker } from './recipe-picker';

const ProgramRecipes = ({ programId, dietId }: { programId: number; dietId: number }) => {
  const t = useT();
  const recipes = useProgramRecipes({ programId, dietId });
  if (recipes.data)
    return (
      <RecipePicker dietId={dietId} recipes={recipes.data.recipes} initial={recipes.data.selected_ids} />
    );
  if (recipes.isError)
    return <LoadError what={t('nutrition.recipes.loadWhat')} onRetry={() => void recipes.refetch()} />;
  return (
    <div role="status" aria-busy="true" aria-label={t('nutrition.recipes.loading')}>
      <GridSkeleton />
    </div>
  );
};

/** /page/home/setup/meals/{diet id} (spec M2 "Meal setup"): the week's recipes of one diet. */
export const RecipeSelection = ({ dietId }: { dietId: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const { data: user } = useMe();
  // The server's name once the diets are loaded (they are, coming from the diet choice).
  const diet = useDiets().data?.find((d) => d.id === dietId) ?? DIETS.find((d) => d.id === dietId);
  const title = diet ? t('nutrition.recipes.title', { diet: diet.name }) : t('nutrition.recipes.titleNoDiet');
  useDocumentTitle(t('common.pageTitle', { page: title }));
  const program = user?.program_in_progress ?? null;

  let body: ReactNode;
  if (!user) body = <GridSkeleton />;
  else if (!program) body = <MealPlanPrompt title={t('nutrition.prompt.planMeals')} invitation={null} />;
  else body = <ProgramRecipes programId={program.id} dietId={dietId} />;

  return (
    <Stack gap="lg">
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          // Spec M4: going back clears the selected diet.
          onClick={() => void navigate(paths.homeSetupMeals(), { state: dietClearedState })}
        >
          {t('nutrition.recipes.back')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('nutrition.recipes.lead')}</Text>
      </Stack>
      {body}
      <ItemDetailsModal storeId="nutrition" save={SaveButton} />
    </Stack>
  );
};
