import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Item, MEAL_TYPES, type MealType, missingMealTypes, toggleRecipe } from '@studio/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { NoResults } from '../../../components/ui/no-results';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/error-handler';
import { useDisplay, useT } from '../../../lib/i18n';
import { ServerErrorAlert, useServerError } from '../../accounts';
import { useSaveProgramRecipes } from '../api/save-program-recipes';
import { listWords, MEAL_TYPE_LABELS, MEAL_TYPE_WORDS } from '../meal-words';
import { RecipeChoice } from './recipe-choice';

type MealSectionProps = {
  type: MealType;
  recipes: Item[];
  selected: readonly number[];
  onToggle: (id: number) => void;
};

const MealSection = ({ type, recipes, selected, onToggle }: MealSectionProps) => {
  const t = useT();
  const headingId = useId();
  const chosen = recipes.filter((recipe) => selected.includes(recipe.id)).length;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {t(MEAL_TYPE_LABELS[type])}
        </Title>
        <Text size="sm" c={chosen > 0 ? 'dimmed' : 'red.8'}>
          {chosen > 0 ? t('nutrition.picker.chosen', { count: chosen }) : t('nutrition.picker.noneChosen')}
        </Text>
      </Group>
      {recipes.length === 0 ? (
        <NoResults message={t('shared.library.noResults')} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 3, md: 4 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeChoice recipe={recipe} checked={selected.includes(recipe.id)} onToggle={onToggle} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};

type RecipePickerProps = {
  dietId: number;
  recipes: Item[];
  /** The member's saved week for this diet, in the order picked. */
  initial: readonly number[];
};

/**
 * The week's recipes by meal type (spec M5 "Meal selection"): save is enabled only when every
 * meal type has a recipe, and not while saving or while the server's refusal shows. The ids go
 * in the order picked, which is the order the days go round in (shared `mealsForDay`).
 */
export const RecipePicker = ({ dietId, recipes, initial }: RecipePickerProps) => {
  const t = useT();
  const display = useDisplay();
  const navigate = useNavigate();
  const save = useSaveProgramRecipes();
  const { serverError, show, clear } = useServerError();
  const [selected, setSelected] = useState(() => initial.filter((id) => recipes.some((r) => r.id === id)));
  const picked = selected.flatMap((id) => recipes.filter((recipe) => recipe.id === id));
  const missing = missingMealTypes(picked);

  const toggle = (id: number) => {
    clear();
    setSelected((current) => toggleRecipe(current, id));
  };
  const submit = () =>
    save.mutate(
      { ids: selected, diet_id: dietId },
      {
        // Spec M4: saving goes home.
        onSuccess: () => void navigate(paths.home),
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) show(error);
          else handleApiError(error);
        },
      },
    );

  return (
    <Stack gap="xl">
      {MEAL_TYPES.map((type) => (
        <MealSection
          key={type}
          type={type}
          recipes={recipes.filter((recipe) => recipe.recipe_type === type)}
          selected={selected}
          onToggle={toggle}
        />
      ))}
      <Stack gap="sm">
        <Text role="status" c={missing.length > 0 ? undefined : 'dimmed'}>
          {missing.length > 0
            ? t('nutrition.picker.stillToChoose', {
                meals: listWords(
                  missing.map((type) => t(MEAL_TYPE_WORDS[type])),
                  display,
                ),
              })
            : t('nutrition.picker.covered', { count: selected.length })}
        </Text>
        <ServerErrorAlert message={serverError} onClose={clear} />
        <Group>
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={missing.length > 0 || serverError !== null}
          >
            {t('nutrition.picker.save')}
          </Button>
        </Group>
        {missing.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('shared.nutrition.everyMealType')}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
};
