import { Badge, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { RecipeInputSchema, type StudioRecipe } from '@studio/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import { useRecipes, useSaveRecipe } from '../api/recipes';
import {
  dietNames,
  EMPTY_RECIPE,
  mealTypeLabel,
  RECIPE_FIELDS,
  RecipeFields,
} from '../components/recipe-fields';

/** Makes a recipe (hidden until shown), then opens it to add its picture. */
const NewRecipe = () => {
  const navigate = useNavigate();
  const { form, formProps } = useConsoleForm({
    schema: RecipeInputSchema,
    defaults: EMPTY_RECIPE,
    mutation: useSaveRecipe(),
    variables: (input) => ({ input }),
    onSaved: (recipe) => navigate(consolePaths.recipe(recipe.id)),
    fields: RECIPE_FIELDS,
  });
  const t = useT();
  return (
    <ConsoleForm
      {...formProps}
      title={t('studioPrograms.recipes.newTitle')}
      hint={t('studioPrograms.recipes.newHint')}
      submitLabel={t('studioPrograms.recipes.make')}
    >
      <RecipeFields form={form} />
    </ConsoleForm>
  );
};

const RecipeRow = ({ recipe }: { recipe: StudioRecipe }) => {
  const t = useT();
  return (
    <Paper component="li" withBorder p="sm" aria-label={recipe.title}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        {recipe.image ? (
          <Image src={recipe.image} alt="" w={72} h={54} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        ) : null}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text
            component={Link}
            to={consolePaths.recipe(recipe.id)}
            fw={600}
            c="var(--mantine-color-anchor)"
            style={{ overflowWrap: 'anywhere' }}
          >
            {recipe.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t('studioPrograms.recipes.facts', {
              mealType: mealTypeLabel(recipe.meal_type, t),
              diets: dietNames(recipe.diets, t),
              minutes: recipe.preparation_time,
            })}
          </Text>
          <Group gap="xs">
            <Badge color={recipe.hidden ? 'dark.5' : 'teal.9'}>
              {recipe.hidden ? t('studioPrograms.recipes.hidden') : t('studioPrograms.badge.shown')}
            </Badge>
            {recipe.origin === 'catalog' ? (
              <Badge variant="outline" color="indigo.8">
                {t('studioPrograms.badge.catalog')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
};

/** Recipes (issue 17, coach): every one, newest first, found by title; a new one made here. */
export const RecipesPage = () => {
  const recipes = useRecipes();
  const [typed, setTyped] = useState('');
  const query = typed.trim().toLowerCase();
  const shown = (recipes.data ?? []).filter((r) => r.title.toLowerCase().includes(query));
  const t = useT();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('studioPrograms.recipes.title')}
      </Title>
      {recipes.isError && !recipes.data ? (
        <LoadError
          what={t('studioPrograms.recipes.loadWhat')}
          onRetry={() => recipes.refetch()}
          retrying={recipes.isFetching}
        />
      ) : recipes.data ? (
        <>
          <TextInput
            label={t('studioPrograms.recipes.find')}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {shown.length === 0 ? (
            <Text c="dimmed">
              {query
                ? t('studioPrograms.recipes.noneCalled', { title: typed.trim() })
                : t('studioPrograms.recipes.empty')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('studioPrograms.recipes.title')}
            >
              {shown.map((recipe) => (
                <RecipeRow key={recipe.id} recipe={recipe} />
              ))}
            </Stack>
          )}
          <NewRecipe />
        </>
      ) : null}
    </Stack>
  );
};
