import { Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { DIETS, dietMealTypeGaps, MEAL_TYPES, type RecipeChoice, recipeMessages, word } from '@studio/shared';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { ConsoleSection } from '../../shared/components/console-section';
import { useProgramRecipes, useSaveProgramRecipes } from '../api/recipes';
import { dietName, dietNames, mealTypeLabel } from './recipe-fields';

/** What members of the program plan from, diet by diet, as chosen. */
const coverage = (chosen: RecipeChoice[], t: ReturnType<typeof useT>) =>
  chosen.length === 0
    ? t('studioPrograms.recipes.noneChosen')
    : DIETS.filter((diet) => chosen.some((r) => r.diets.includes(diet.id)))
        .map((diet) =>
          t('studioPrograms.recipes.dietCount', {
            diet: dietName(diet.id, t),
            count: chosen.filter((r) => r.diets.includes(diet.id)).length,
          }),
        )
        .join(' · ');

const Editor = ({
  programId,
  initial,
  choices,
}: {
  programId: number;
  initial: number[];
  choices: RecipeChoice[];
}) => {
  const save = useSaveProgramRecipes(programId);
  const t = useT();
  const [ids, setIds] = useState<number[]>(initial);
  const [typed, setTyped] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const byId = new Map(choices.map((c) => [c.id, c]));
  const chosen = ids.flatMap((id) => byId.get(id) ?? []);
  const gaps = dietMealTypeGaps(chosen.filter((c) => !c.hidden));
  const serverErrors =
    save.error instanceof ApiError ? (save.error.body.errors?.recipe_ids ?? [save.error.message]) : [];
  const errors =
    serverErrors.length > 0
      ? serverErrors
      : gaps.map((g) => word(recipeMessages.dietLacksMealType(g.diet, g.meal_type), t));
  const query = typed.trim().toLowerCase();
  /** The ticked recipes of one meal type: the others keep their place, new ones go last. */
  const tick = (ofType: number[], values: string[]) => {
    save.reset();
    setDone(null);
    const on = new Set(values.map(Number));
    setIds((current) => [
      ...current.filter((id) => !ofType.includes(id) || on.has(id)),
      ...[...on].filter((id) => !current.includes(id)),
    ]);
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{coverage(chosen, t)}</Text>
      <TextInput
        label={t('studioPrograms.recipes.find')}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      {MEAL_TYPES.map((type) => {
        const ofType = choices.filter(
          (c) =>
            c.meal_type === type &&
            (ids.includes(c.id) || !c.hidden) &&
            c.title.toLowerCase().includes(query),
        );
        if (ofType.length === 0) return null;
        return (
          <Checkbox.Group
            key={type}
            label={mealTypeLabel(type, t)}
            value={ids.map(String)}
            onChange={(values) =>
              tick(
                ofType.map((c) => c.id),
                values,
              )
            }
          >
            <Stack gap={6} mt={6}>
              {ofType.map((c) => (
                <Checkbox
                  key={c.id}
                  value={String(c.id)}
                  label={
                    <Group gap={6} wrap="wrap">
                      <span>{c.title}</span>
                      <Text span size="xs" c="dimmed">
                        {dietNames(c.diets, t)}
                      </Text>
                      {c.hidden ? (
                        <Badge size="xs" color="dark.5">
                          {t('studioPrograms.recipes.hidden')}
                        </Badge>
                      ) : null}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      })}
      {errors.length > 0 ? (
        <Stack gap={2} role="alert" aria-label={t('studioPrograms.recipes.coverage')}>
          {errors.map((message) => (
            <Text key={message} size="sm" c="red.9">
              {message}
            </Text>
          ))}
        </Stack>
      ) : done ? (
        <Text size="sm" c="teal.9" role="status">
          {done}
        </Text>
      ) : null}
      <Group>
        <Button
          loading={save.isPending}
          onClick={() => save.mutate(ids, { onSuccess: () => setDone(t('studioPrograms.recipes.saved')) })}
        >
          {t('studioPrograms.recipes.save')}
        </Button>
      </Group>
    </Stack>
  );
};

/** A program's recipes (issue 17): what its members plan their week from, every diet covered. */
export const ProgramRecipesEditor = ({ programId }: { programId: number }) => {
  const set = useProgramRecipes(programId);
  const t = useT();
  return (
    <ConsoleSection title={t('studioPrograms.recipes.mealPlan')}>
      <Text size="sm" c="dimmed">
        {t('studioPrograms.recipes.mealPlanHint')}
      </Text>
      {set.isError && !set.data ? (
        <LoadError
          what={t('studioPrograms.recipes.loadWhat')}
          onRetry={() => set.refetch()}
          retrying={set.isFetching}
        />
      ) : set.data ? (
        <Editor
          key={programId}
          programId={programId}
          initial={set.data.recipe_ids}
          choices={set.data.choices}
        />
      ) : null}
    </ConsoleSection>
  );
};
