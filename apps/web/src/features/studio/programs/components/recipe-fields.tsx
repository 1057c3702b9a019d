import type { MessageId } from '@lingui/core';
import {
  Button,
  Checkbox,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DIETS, MEAL_TYPES, type MealType, type RecipeInput, type StudioRecipe } from '@studio/shared';
import { Controller } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';
import type { useServerForm } from '../../../../lib/use-server-form';
import { errorAt } from './program-weeks-editor';

export type RecipeForm = ReturnType<typeof useServerForm<RecipeInput, unknown>>;

export const EMPTY_RECIPE: RecipeInput = {
  title: '',
  description: '',
  meal_type: 'breakfast',
  diets: [],
  preparation_time: 15,
  label: '',
  ingredients: [''],
  ingredient_aisles: [''],
  preparation_guide: [''],
};

/**
 * The fields the server's errors go onto: the aisles show theirs line by line only, so the
 * server's word on them (keyed `ingredient_aisles` as a whole) is the form's message.
 */
export const RECIPE_FIELDS = (Object.keys(EMPTY_RECIPE) as (keyof RecipeInput)[]).filter(
  (field) => field !== 'ingredient_aisles',
);

export const recipeValues = (recipe: StudioRecipe): RecipeInput => ({
  title: recipe.title,
  description: recipe.description,
  meal_type: (MEAL_TYPES as readonly string[]).includes(recipe.meal_type)
    ? (recipe.meal_type as RecipeInput['meal_type'])
    : 'breakfast',
  diets: recipe.diets as RecipeInput['diets'],
  preparation_time: recipe.preparation_time,
  label: recipe.label,
  ingredients: recipe.ingredients,
  ingredient_aisles: recipe.ingredients.map((_, i) => recipe.ingredient_aisles[i] ?? ''),
  preparation_guide: recipe.preparation_guide,
});

type Translate = ReturnType<typeof useT>;

const MEAL_TYPE_WORDS: Record<MealType, MessageId> = {
  breakfast: 'studioPrograms.mealType.breakfast',
  lunch: 'studioPrograms.mealType.lunch',
  snack: 'studioPrograms.mealType.snack',
  dinner: 'studioPrograms.mealType.dinner',
};

/** The studio's diets by id (constants M9); one the app does not know keeps its own name. */
const DIET_WORDS: Record<number, MessageId> = {
  1: 'studioPrograms.diet.plant',
  2: 'studioPrograms.diet.meat',
  3: 'studioPrograms.diet.miscellaneous',
};

export const mealTypeLabel = (type: string, t: Translate) =>
  type in MEAL_TYPE_WORDS ? t(MEAL_TYPE_WORDS[type as MealType]) : type;
export const dietName = (id: number, t: Translate) => {
  const words = DIET_WORDS[id];
  return words ? t(words) : (DIETS.find((d) => d.id === id)?.name ?? String(id));
};
export const dietNames = (diets: readonly number[], t: Translate) =>
  diets.map((id) => dietName(id, t)).join(', ');

/** The words of a list of lines, each naming a line by its number (whole sentences per language). */
const LINE_WORDS = {
  ingredients: {
    label: 'studioPrograms.recipe.ingredients',
    line: 'studioPrograms.recipe.ingredientN',
    aisle: 'studioPrograms.recipe.aisleN',
    remove: 'studioPrograms.recipe.removeIngredientN',
    add: 'studioPrograms.recipe.addIngredient',
  },
  preparation_guide: {
    label: 'studioPrograms.recipe.guide',
    line: 'studioPrograms.recipe.stepN',
    aisle: 'studioPrograms.recipe.aisleN',
    remove: 'studioPrograms.recipe.removeStepN',
    add: 'studioPrograms.recipe.addStep',
  },
} satisfies Record<string, Record<string, MessageId>>;

/** Lines written one by one (ingredients, steps): added, changed, removed; each with its error. */
const LinesField = ({
  form,
  name,
  multiline,
  aisles,
}: {
  form: RecipeForm;
  name: 'ingredients' | 'preparation_guide';
  multiline?: boolean;
  /** Ingredients: each line has an optional aisle beside it (the shopping list groups by it). */
  aisles?: boolean;
}) => {
  const t = useT();
  const words = LINE_WORDS[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const lines = field.value ?? [];
        const Line = multiline ? Textarea : TextInput;
        const aisleOf = (i: number) => form.getValues('ingredient_aisles')?.[i] ?? '';
        const setAisles = (next: string[]) => form.setValue('ingredient_aisles', next, { shouldDirty: true });
        return (
          <Input.Wrapper label={t(words.label)} error={errorAt(form.formState.errors, name)}>
            <Stack gap="xs" mt={4}>
              {lines.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the list
                <Group key={i} align="flex-start" wrap={aisles ? 'wrap' : 'nowrap'} gap="xs">
                  <Line
                    aria-label={t(words.line, { number: i + 1 })}
                    // With an aisle beside it, a phone puts the aisle on a line of its own.
                    style={{ flex: aisles ? '1 1 12rem' : 1 }}
                    {...(multiline ? { autosize: true, minRows: 1 } : {})}
                    value={text}
                    onChange={(event) =>
                      field.onChange(lines.map((l, j) => (j === i ? event.currentTarget.value : l)))
                    }
                    error={errorAt(form.formState.errors, `${name}.${i}`)}
                  />
                  {aisles ? (
                    <Controller
                      control={form.control}
                      name={`ingredient_aisles.${i}`}
                      render={({ field: aisle }) => (
                        <TextInput
                          aria-label={t(words.aisle, { number: i + 1 })}
                          placeholder={t('studioPrograms.recipe.aisle')}
                          w={140}
                          value={aisle.value ?? ''}
                          onChange={(event) => aisle.onChange(event.currentTarget.value)}
                          error={errorAt(form.formState.errors, `ingredient_aisles.${i}`)}
                        />
                      )}
                    />
                  ) : null}
                  <Button
                    size="compact-sm"
                    mt={6}
                    variant="subtle"
                    color="red"
                    aria-label={t(words.remove, { number: i + 1 })}
                    onClick={() => {
                      if (aisles) setAisles(lines.map((_, j) => aisleOf(j)).filter((_, j) => j !== i));
                      field.onChange(lines.filter((_, j) => j !== i));
                    }}
                  >
                    {t('studioPrograms.recipe.remove')}
                  </Button>
                </Group>
              ))}
              <Button
                variant="default"
                size="compact-sm"
                w="fit-content"
                onClick={() => {
                  if (aisles) setAisles([...lines.map((_, j) => aisleOf(j)), '']);
                  field.onChange([...lines, '']);
                }}
              >
                {t(words.add)}
              </Button>
            </Stack>
          </Input.Wrapper>
        );
      }}
    />
  );
};

/** The fields of a recipe, in a new-recipe or an edit form. */
export const RecipeFields = ({ form }: { form: RecipeForm }) => {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('studioPrograms.recipe.title')}
        {...form.register('title')}
        error={form.errors.title?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="meal_type"
          render={({ field }) => (
            <Select
              label={t('studioPrograms.recipe.mealType')}
              data={MEAL_TYPES.map((type) => ({ value: type, label: mealTypeLabel(type, t) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={form.errors.meal_type?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="preparation_time"
          render={({ field }) => (
            <NumberInput
              label={t('studioPrograms.recipe.preparationTime')}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              allowDecimal={false}
              allowNegative={false}
              error={form.errors.preparation_time?.message}
            />
          )}
        />
        <TextInput
          label={t('studioPrograms.recipe.label')}
          placeholder={t('studioPrograms.recipe.labelExample')}
          {...form.register('label')}
          error={form.errors.label?.message}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="diets"
        render={({ field }) => (
          <Checkbox.Group
            label={t('studioPrograms.recipe.diets')}
            description={t('studioPrograms.recipe.dietsHint')}
            value={(field.value ?? []).map(String)}
            onChange={(values) => field.onChange(values.map(Number).sort())}
            error={errorAt(form.formState.errors, 'diets')}
          >
            <Group mt="xs" gap="lg">
              {DIETS.map((diet) => (
                <Checkbox key={diet.id} value={String(diet.id)} label={dietName(diet.id, t)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Textarea
        label={t('studioPrograms.recipe.description')}
        autosize
        minRows={2}
        {...form.register('description')}
        error={form.errors.description?.message}
      />
      <LinesField form={form} name="ingredients" aisles />
      <LinesField form={form} name="preparation_guide" multiline />
    </>
  );
};
